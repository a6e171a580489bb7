-- Hostile input (class 8: string.format widths that multiply a format): see hostile_test.go.
local t = {}
for i = 1, 20000 do t[i] = 1e300 end
local s = string.format(string.rep("%99.99f", 60000), unpack(t))
local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }

return game
