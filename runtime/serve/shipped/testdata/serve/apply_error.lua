-- A script whose move fails (serve_data_test.go): the bot that plays it
-- must report the script's error, with its file and line, not "no legal
-- move".

local game = {
  name = "Apply error", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move)
  error("the rules broke here")
end } }
return game
