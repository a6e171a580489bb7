-- Hostile input (class 7: log lines of a megabyte, as the reason of a draw): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }
function game.setup(g)
  g:set_current(1)
  for i = 1, 40 do g.piles.stock:draw(1, g.piles.hand[1], string.rep("x", 1e6)) end
end
return game
