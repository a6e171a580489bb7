-- A hostile script for the web table (serve_data_test.go): each move
-- writes as much log as one call may (1,000 lines of 4 KB, about 4 MB),
-- within the documented limits, and the game never ends.

local game = {
  name = "Log flood", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
local line = string.rep("x", 4000)
game.verbs = { go = { apply = function(g, seat, move)
  for i = 1, 1000 do g:say(line) end
end } }
return game
