-- Hostile input (class 3: many 1 MB strings kept at load time): see hostile_test.go.
local kept = {}
while true do kept[#kept + 1] = string.rep("x", 1e6) .. #kept end
local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }

return game
