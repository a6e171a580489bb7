-- Hostile input (class 6: every seat of 64 may act out of turn at every moment, each with
-- thousands of moves, each checked within its own budget): see hostile_test.go. No one call
-- runs long; the listing of one seat's moves, and each of the 64 seats' at every moment, would.

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
  end,
  check = function(g, seat, move)
    local n = 0
    for i = 1, 3000 do n = n + i end
  end } }
return game
