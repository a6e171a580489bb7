-- Kings: Base with seven-card hands where kings are wild (TestVariant).
local game = require "base"

game.name = "Base kings"
game.description = "Base, but kings may be played on anything."
game.rules.hand_size = 7
function game.rules.wild(g, code) return g:card(code).rank == "K" end

return game
