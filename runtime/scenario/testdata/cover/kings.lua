-- Kings: Base where kings are wild (TestCoverage...).
local game = require "base"

game.name = "Base kings"
function game.rules.wild(g, code)
  return g:card(code).rank == "K"
end

return game
