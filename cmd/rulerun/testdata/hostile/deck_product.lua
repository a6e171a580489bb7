-- Hostile input (class 2: thousands of suits by thousands of ranks): see hostile_test.go.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = function()
    local suits, ranks = {}, {}
    for i = 1, 3000 do suits[i] = { "S" .. i, "suit " .. i } ranks[i] = { "R" .. i, "rank " .. i } end
    return { suits = suits, ranks = ranks }
  end,
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }

return game
