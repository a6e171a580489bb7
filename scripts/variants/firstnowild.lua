-- Rumski, no wild in a first meld: a house rule that players argue about.
--
-- FIRST-1 (adds to RUM-9): a player's first meld of a round holds no
-- wild; after it, wilds may be laid as RUM-3 allows. Everything else is
-- Rumski, loaded with require; nothing is copied.
local game = require "rumski"
game.name = "Rumski (house rule: no wild in a first meld)"

game.melds.first_no_wild = true
game.melds.first_no_wild_why = "FIRST-1: your first meld of the round may hold no wild"

return game
