-- Unu, hand size: a house rule for how many cards each player is dealt.
--
-- HAND-1 (replaces the seven cards of UNU-4): the dealer deals hand_size
-- cards to each player, seven unless the table agrees otherwise. Fewer
-- cards make a shorter game; more leave a smaller stock, which runs out
-- sooner (UNU-13). rulerun tune finds the hand size for a game of the
-- length a table wants (docs/tune.md).
--
-- Everything else is Unu, loaded with require; nothing is copied.
local game = require "unu"
game.name = "Unu (house rule: hand size)"

game.options.hand_size = { default = 7, help = "HAND-1: cards dealt to each player" }

local unu_deal = game.deal
function game.deal(options, seats)
  local deal = unu_deal(options, seats)
  deal.hand = options.hand_size
  deal.say = "HAND-1: {seat} {deal|deals} " .. options.hand_size .. " cards to each player."
  return deal
end

return game
