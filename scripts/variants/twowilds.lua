-- Rumski, two wilds a meld: a house rule that players argue about.
--
-- WILD-2 (replaces the one-wild limit of RUM-3): a meld may hold two
-- wilds, so long as it keeps at least one natural card. Everything else is
-- Rumski: the listing, the checks of meld, add and layout, and the bots all
-- follow the one field changed.
local game = require "rumski"
game.name = "Rumski (house rule: two wilds a meld)"

game.melds.max_wilds = 2
game.melds.codes.wilds = "WILD-2"

return game
