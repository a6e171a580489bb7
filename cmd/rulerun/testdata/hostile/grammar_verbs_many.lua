-- Hostile input (class 7: a grammar that would take exponential or huge work to read a move): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = {}
-- one verb for them all: the grammar is what is huge, not the memory
local verb = { apply = function(g, seat, move) g:win(1) end }
for i = 1, 100000 do
  game.moves[i] = "v" .. i
  game.verbs["v" .. i] = verb
end
return game
