-- Mini: a small matching game for the runtime tests.
--
-- Each player is dealt hand_size cards and one card is turned up. On your
-- turn, discard a card of the top card's suit or rank, or draw one card.
-- The first player with no cards wins; an empty stock ends the game drawn.

local game = {
  name = "Mini",
  description = "Match the top card by suit or rank; first out wins.",
  seats = { min = 2, max = 4, default = 2 },
  options = {
    hand_size = { default = 5, help = "cards dealt to each player" },
    open_hands = { default = false, help = "everyone sees every hand" },
    speed = { default = "normal", choices = { "normal", "fast" }, help = "fast deals seven" },
  },
  moves = { "play <card>", "draw" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
  start = "stock",
}

-- The rule functions a variant may replace.
local rules = {}

function rules.hand_size(g)
  if g.options.speed == "fast" then return 7 end
  return g.options.hand_size
end

-- Whether code may be discarded on top.
function rules.matches(g, code, top)
  local c, t = g:card(code), g:card(top)
  return c.suit == t.suit or c.rank == t.rank
end

function game.setup(g)
  local stock = g.piles.stock
  stock:shuffle()
  local hands = {}
  for s = 1, g.seats do
    hands[s] = g.piles.hand[s]
    if g.options.open_hands then hands[s]:set_visibility("public") end
  end
  stock:deal(rules.hand_size(g), hands)
  stock:move_top(g.piles.discard)
  g:set_current(1)
  g:say("Dealt " .. rules.hand_size(g) .. " cards each.")
end

function game.to_act(g)
  return g:current()
end

local verbs = {}
game.verbs = verbs

verbs.play = {}

function verbs.play.check(g, seat, m)
  local top = g.piles.discard:top()
  if not g.piles.hand[seat]:has(m.card) then return "you do not hold " .. m.card end
  if not rules.matches(g, m.card, top) then return m.card .. " does not match " .. top end
end

function verbs.play.apply(g, seat, m)
  local hand = g.piles.hand[seat]
  hand:move(m.card, g.piles.discard)
  g:say("seat " .. seat .. " plays " .. m.card .. ".")
  if hand:is_empty() then
    g:win(seat, "no cards left")
    return
  end
  g:advance()
end

function verbs.play.generate(g, seat, out)
  out:each(g.piles.hand[seat]:filter { unique = true })
end

verbs.draw = {}

function verbs.draw.apply(g, seat)
  if g.piles.stock:move_top(g.piles.hand[seat]) == nil then
    g:draw_game("the stock ran out")
    return
  end
  g:say("seat " .. seat .. " draws.")
  g:advance()
end

game.rules = rules

return game
