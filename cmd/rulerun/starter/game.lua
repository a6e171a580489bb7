-- {{.Title}}: a starter game written by "rulerun new". Change it into yours.
--
-- As it stands: each player is dealt five cards and one card is turned up.
-- On your turn, discard a card of the top card's suit or rank, or draw one.
-- The first player with no cards left wins; an empty stock ends the game
-- drawn.
--
-- The file declares the game in tables, in rulebook order: the cards, the
-- deal, the moves, how the game is won. rulerun deals, passes the turn,
-- lists the legal moves and refuses the others. The guide:
-- docs/writing-a-game.md.
--
-- Try it:   rulerun play {{.File}}
-- Check it: rulerun validate {{.File}}     (seeded self-play: every listed move is legal, ...)
-- Test it:  rulerun test {{.File}}         (the scenarios in {{.Name}}.tests/)
-- The Lua API: docs/lua-api.md, or "rulerun api". An editor that opens this
-- folder reads .luarc.json and api/rulerun.lua, and completes every field.

---@type rulerun.Game
local game = {
  name = "{{.Title}}",
  description = "Match the top card by suit or rank; the first player out of cards wins.",
  seats = { min = 2, max = 6, default = 2 },
  options = {
    hand_size = { default = 5, help = "how many cards each player is dealt" },
  },
  -- One pattern per move: <card> is a card code such as 8H.
  moves = { "play <card>", "draw" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",                                  -- nobody sees it
    discard = "public",                                -- everyone sees it
    hand = { per_seat = true, visibility = "owner" },  -- one per player, seen by its owner
  },
}

-- The deal: shuffle the stock, deal hand_size cards each, turn one up.
-- The player after the dealer starts: with the last seat dealing, seat 1.
function game.deal(options, seats)
  return {
    dealer = seats,
    hand = options.hand_size,
    say = "{seat} {deal|deals} " .. options.hand_size .. " cards to each player.",
    turn_up = "discard",
  }
end

-- Cards are drawn from the stock; when one must be drawn and none is left,
-- the game is drawn.
game.stock = { pile = "stock", when_out = "draw", out_reason = "the stock ran out" }

game.verbs = {
  -- play <card>: discard a card from your hand that matches the top card
  -- of the discard pile by suit or by rank. Playing ends your turn.
  play = {
    play = {
      to = "discard",
      cards = "card", -- the value of the pattern that holds the card
      match = { pile = "discard", suit = true, rank = true },
    },
  },
  -- draw: take one card from the stock; it ends your turn.
  draw = { draw = 1 },
}

-- Cards that do something when played are listed in game.effects, each
-- with the cards it is for. Queens reverse the direction and aces skip the
-- next player, say:
--   game.effects = { { ranks = "Q", reverse = true }, { ranks = "A", skip = 1 } }

-- The first player with no cards left wins at once.
game.win = { empty_hand = true, reason = "{seat} played all their cards" }

-- A line about the table, shown to players.
function game.status(g, seat)
  return "Top card " .. g.piles.discard:top() .. "; stock " .. g.piles.stock:count()
end

return game
