-- Hostile input (class 6: escape sequences in the name and in an error message): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }
game.name = "Evil\27[2J\27]0;pwned\7"
function game.setup(g)
  g:say("\27]52;c;aGVsbG8=\7 clipboard")
  error("\27[2J\27]0;title\7 cleared the screen")
end
return game
