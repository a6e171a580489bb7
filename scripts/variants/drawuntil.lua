-- UnoCorns, draw until playable: a house rule that players argue about.
--
-- DRAW-1 (replaces UC-3): a player who can play must play; one who cannot
-- draws, one card at a time, until they draw a card they can play, and
-- then must play it. When the draw pile is empty it is refilled from the
-- discard pile (UC-16); when no card is left even then, the drawing stops
-- and the player keeps what they drew and passes.
--
-- Everything else is UnoCorns, loaded with require; nothing is copied.
local game = require "unocorns"
game.name = "UnoCorns (house rule: draw until playable)"

local draw = game.verbs.draw
draw.until_playable, draw.must_play = true, true
draw.why.must = "DRAW-1: you drew %s, which you can play: play it"
draw.why.stuck = "DRAW-1: you can play %s: play a card, and draw only when you cannot"

return game
