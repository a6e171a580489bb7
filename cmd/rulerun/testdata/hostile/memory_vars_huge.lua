-- Hostile input (class 5: a loop fills a table or g.vars: it stops on what it allocates): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g)
  g:set_current(1)
  local t = {}
  for i = 1, 1e9 do t["k" .. i] = i end
  g.vars.big = t
end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }
return game
