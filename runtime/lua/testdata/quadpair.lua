-- Thirteen, house rule: a quad also beats a pair of 2s (QB-1).
local game = require "thirteen"
local trick = game.trick
game.trick = function(options)
  local t = trick(options)
  table.insert(t.bombs, 2, { kind = "quad", on = "pair", on_ranks = "2" })
  return t
end
return game
