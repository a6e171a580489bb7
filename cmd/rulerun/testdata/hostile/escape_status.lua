-- Hostile input (class 6: escape sequences in the status text and log): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }
function game.setup(g) g:set_current(1) g:say("\27[31mred\27[0m log") end
function game.status(g, seat) error("\27]0;status title\7 broken status") end
return game
