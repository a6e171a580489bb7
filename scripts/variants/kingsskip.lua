-- Unu, kings skip: a house rule that players argue about.
--
-- KING-1 (replaces the king of UNU-8): a king makes the next player lose
-- their turn, as an ace does, instead of giving its player another turn.
-- In a series it takes effect in the king's place in the order of UNU-8,
-- and a king with an ace skips two players. During free reign it does
-- nothing, as every power but the eight's (UNU-11).
--
-- Everything else is Unu, loaded with require; nothing is copied.
local game = require "unu"
game.name = "Unu (house rule: kings skip)"

local king = game.rules.powers.K
king.again, king.skip = nil, 1
king.say = "KING-1: {seat} {skip|skips} the next player."

return game
