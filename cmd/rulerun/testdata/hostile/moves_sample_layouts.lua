-- Hostile input (class 7: an open verb's sample proposing 10,000 layouts of 1,000 melds): see
-- hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go <melds>" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
local layout = {}
for i = 1, 1000 do layout[i] = { "2C", "3C", "4C" } end
game.verbs = { go = { open = true, example = "go 2C 3C 4C",
  apply = function(g, seat, move) g:win(1) end,
  sample = function(g, seat, out)
    for i = 1, 10000 do pcall(out.add, out, { melds = layout }) end
  end } }
return game
