-- Whist for the tests of tricks taken (does = "follow"): thirteen cards
-- each, spades trumps, hearts led only once broken, the two of clubs
-- leading the first trick; the most tricks win.
local game = {
  name = "Whist",
  seats = { min = 4, max = 4, default = 4 },
  moves = { "play <card>" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",
    trick = "public",
    hand = { per_seat = true, visibility = "owner" },
    won = { per_seat = true, visibility = "public" },
  },
}

game.deal = { hand = 13, sort = true }
game.stock = { pile = "stock" }
game.tricks = {
  won = "won", trumps = "S", broken = "H", first_lead = "2C", rule = "W-1",
  broken_why = "W-2: no %s until one has been played",
}
game.verbs = { play = { does = "follow" } }

return game
