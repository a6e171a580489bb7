-- Hostile input (class 8: a builtin's work the step count does not see): see hostile_test.go.
-- Each table.insert at the front of a table of 200,000 moves every element: one step of the
-- script, 200,000 moves of the interpreter.

local game = {
  name = "Hostile", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(2) end
function game.to_act(g) return 2 end
game.verbs = { go = { apply = function(g, seat, move)
  local t = {}
  for i = 1, 200000 do t[i] = i end
  while true do
    table.insert(t, 1, 0)
    t[#t] = nil
  end
end } }
return game
