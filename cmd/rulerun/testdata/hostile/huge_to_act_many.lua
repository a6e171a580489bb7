-- Hostile input (class 6: a hook asks for a huge amount of work in one call): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
local all = {}
for i = 1, 8000000 do all[i] = 2 end
function game.to_act(g) return 1, all end
game.verbs = { go = { out_of_turn = true, apply = function(g, seat, move) g:win(1) end } }
return game
