-- UnoCorns, sevens and zeros: a house rule that players argue about.
--
-- SWAP-1: a player who plays a seven swaps hands with another player of
-- their choice, named in the move: play R7 swap 3.
-- SWAP-2: when a zero is played, every player passes their hand to the
-- next player in the direction of play.
-- The seven or zero is played first, so the hand given away no longer holds
-- it; forehead cards stay where they are (UC-10). A seven or zero that is a
-- player's last card wins the round before any swap (UC-13).
--
-- Everything else is UnoCorns, loaded with require; nothing is copied.
local game = require "unocorns"
game.name = "UnoCorns (house rule: sevens and zeros)"

-- The play form gains the seat a seven names.
game.moves[1] = game.moves[1]:gsub("%[uno%]", "[swap <seat>] [uno]")
local play = game.verbs.play.play
play.seat, play.seat_with = "swap", { ranks = "7" }
play.seat_how = "SWAP-1: a seven swaps hands with another player: add swap <seat>, as in play R7 swap 2"
play.seat_not = "SWAP-1: only a seven names a player to swap hands with"

local effects = game.effects
function game.effects(options, seats)
  local list = effects(options, seats)
  list[#list + 1] = { ranks = "7", hands = "swap" }
  list[#list + 1] = { ranks = "0", hands = "pass" }
  return list
end

return game
