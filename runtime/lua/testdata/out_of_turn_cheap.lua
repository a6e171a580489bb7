-- Every seat of 64 may act out of turn at every moment, with 9,000 moves each: no call
-- and no listing runs long, but a greedy bot weighing every move against every seat's
-- answers would. See listing_test.go.

local game = {
  name = "Hostile", seats = { min = 64, max = 64 }, moves = { "go <n>" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
local everyone = {}
for i = 1, 64 do everyone[i] = i end
function game.to_act(g) return 1, everyone end
game.verbs = { go = { out_of_turn = true,
  apply = function(g, seat, move) end,
  generate = function(g, seat, out)
    for i = 1, 9000 do out:add(i) end
  end } }
return game
