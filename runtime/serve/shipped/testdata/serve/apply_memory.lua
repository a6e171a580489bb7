-- A script whose move holds more than its memory budget
-- (serve_data_test.go): its table stops, saying where and why, and the
-- tables beside it play on.

local game = {
  name = "Apply memory", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move)
  local t = {}
  for i = 1, 4000000 do t[i] = { i, i } end
end } }
return game
