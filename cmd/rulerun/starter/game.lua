-- {{.Title}}: a starter game written by "rulerun new". Change it into yours.
--
-- As it stands: each player is dealt five cards and one card is turned up.
-- On your turn, discard a card of the top card's suit or rank, or draw one.
-- The first player with no cards left wins; an empty stock ends the game
-- drawn.
--
-- Try it:   rulerun play {{.File}}
-- Check it: rulerun validate {{.File}}     (seeded self-play: every listed move is legal, ...)
-- Test it:  rulerun test {{.File}}         (the scenarios in {{.Name}}.tests/)
-- The Lua API: docs/lua-api.md, or "rulerun api". An editor that opens this
-- folder reads .luarc.json and api/rulerun.lua, and completes every call.

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
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

-- Rules a variant may replace: local game = require "{{.Name}}"; then
-- game.rules.matches = function(g, code, top) ... end.
local rules = {}

-- Whether the card code may be discarded on the card top.
function rules.matches(g, code, top)
  local c, t = g.cards[code], g.cards[top]
  return c.suit == t.suit or c.rank == t.rank
end

function game.setup(g)
  local stock = g.piles.stock
  stock:shuffle()
  local hands = {}
  for seat = 1, g.seats do hands[seat] = g.piles.hand[seat] end
  stock:deal(g.options.hand_size, hands)
  stock:move_top(g.piles.discard)
  g:set_current(1)
  g:say("Each player is dealt " .. g.options.hand_size .. " cards.")
end

-- Who decides now.
function game.to_act(g)
  return g:current()
end

-- A line about the table, shown to players.
function game.status(g, seat)
  return "Top card " .. g.piles.discard:top() .. "; stock " .. g.piles.stock:count()
end

local verbs = {}
game.verbs = verbs

-- play <card>: discard a matching card.
verbs.play = {}

-- Why the move is refused, or nothing when it is legal.
function verbs.play.check(g, seat, move)
  local top = g.piles.discard:top()
  if not g.piles.hand[seat]:has(move.card) then return "you do not hold " .. move.card end
  if not rules.matches(g, move.card, top) then return move.card .. " does not match " .. top end
end

-- What the move does.
function verbs.play.apply(g, seat, move)
  local hand = g.piles.hand[seat]
  hand:move(move.card, g.piles.discard)
  g:say("{seat} {play|plays} " .. move.card .. ".", seat)
  if hand:is_empty() then
    g:win(seat, "no cards left")
    return
  end
  g:advance()
end

-- The moves there may be: one per card in hand; check keeps the legal ones.
function verbs.play.generate(g, seat, out)
  out:each(g.piles.hand[seat]:cards())
end

-- draw: take the top card of the stock.
verbs.draw = {}

function verbs.draw.apply(g, seat)
  local drawn = g.piles.stock:draw(1, g.piles.hand[seat]) -- rulerun tells the seat which card
  if #drawn == 0 then
    g:draw_game("the stock ran out")
    g:say("The stock has run out: the game is a draw.")
    return
  end
  g:advance()
end

game.rules = rules

return game
