-- Hostile input (class 7: moves of ten thousand cards each): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go <cards>" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }
function game.verbs.go.generate(g, seat, out) local t = {} for i = 1, 1e4 do t[i] = "2C" end for i = 1, 20 do out:add(t) end end
return game
