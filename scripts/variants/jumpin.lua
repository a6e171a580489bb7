-- UnoCorns, jump-in: a house rule that players argue about.
--
-- JUMP-1: right after a card is played and the turn has passed, any other
-- player holding a card identical to it (same colour and same number or
-- symbol, or the same wild) may play it at once, out of turn. The player
-- whose turn it was loses it; play goes on from the jumper, whose card does
-- all it usually does. The window closes when anyone next acts (a catch or
-- an uno call aside). When several players would jump in at once, rulerun
-- settles the race in its seeded order, never by seat number. No one jumps
-- in on a card that leaves a duty to answer (a Wild Draw Four, UC-7), and
-- nobody may jump in on their own card.
--
-- Everything else is UnoCorns, loaded with require; nothing is copied.
local game = require "unocorns"
game.name = "UnoCorns (house rule: jump-in)"

local play = game.verbs.play.play
play.jump_in = true
play.jump_why = "JUMP-1: out of turn you may play only a card identical to %s, the card just played"

return game
