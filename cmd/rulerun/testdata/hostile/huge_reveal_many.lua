-- Hostile input (class 6: a hook asks for a huge amount of work in one call): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g)
  g:set_current(1)
  local cards = {}
  for i = 1, 8000000 do cards[i] = "AS" end
  g:reveal(cards)
end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }
return game
