-- UnoCorns, stacking: a house rule that players argue about.
--
-- STACK-1 (replaces UC-18): a Draw Two does not make the next player draw
-- at once. That player may answer it with a Draw Two of their own, which
-- adds two and passes the total on, or draw the total with "draw", which
-- ends their turn (they lose it, as under UC-18). Only Draw Twos stack: a
-- Wild Draw Four is still answered by a challenge or accept (UC-7), and a
-- Draw Two played as a last card still hits at once (UC-8). While a total
-- is held against a player, they answer it before anything else, a forehead
-- guess included (UC-10).
--
-- Everything else is UnoCorns, loaded with require (the shipped game, from
-- any folder); nothing is copied.
local game = require "unocorns"
game.name = "UnoCorns (house rule: stacking)"

-- game.effects is a function: wrap it to mark the Draw Two's entry.
local effects = game.effects
function game.effects(options, seats)
  local list = effects(options, seats)
  for _, effect in ipairs(list) do
    if effect.ranks == "D" and not effect.last_card then
      effect.stack = true
      effect.stack_why = "STACK-1: %s are held against you: play a Draw Two to pass them on, or draw them"
    end
  end
  return list
end

return game
