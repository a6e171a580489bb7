-- Hostile input (class 7: a grammar that would take exponential or huge work to read a move): see hostile_test.go.

local words = {}
for i = 1, 40 do words[#words + 1] = "[w" .. i .. "]" end
local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go " .. table.concat(words, " ") },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }
return game
