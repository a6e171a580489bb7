-- Base: a small matching game for the coverage tests (TestCoverage...).
-- Discard a card of the top card's suit or rank, or draw; first out wins.

local game = {
  name = "Base",
  seats = { min = 2, max = 4, default = 2 },
  moves = { "play <card>", "draw", "pass" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

local rules = { hand_size = 3 }

function rules.wild(g, code)
  return false
end

local function playable(g, code)
  local c, top = g:card(code), g:card(g.piles.discard:top())
  if rules.wild(g, code) then
    return true
  end
  return c.suit == top.suit or c.rank == top.rank
end

function game.setup(g)
  local hands = {}
  for s = 1, g.seats do
    hands[s] = g.piles.hand[s]
  end
  g.piles.stock:shuffle()
  g.piles.stock:deal(rules.hand_size, hands)
  g.piles.stock:move_top(g.piles.discard)
  g:set_current(1)
end

function game.to_act(g) return g:current() end

game.verbs = {
  play = {
    check = function(g, seat, m)
      if not g.piles.hand[seat]:has(m.card) then
        return "you do not hold " .. m.card
      end
      if not playable(g, m.card) then
        return m.card .. " does not match"
      end
    end,
    apply = function(g, seat, m)
      local hand = g.piles.hand[seat]
      hand:move(m.card, g.piles.discard)
      if hand:is_empty() then
        return g:win(seat, "no cards left")
      end
      g:advance()
    end,
    generate = function(g, seat, out)
      out:each(g.piles.hand[seat]:filter { unique = true })
    end,
  },
  draw = {
    apply = function(g, seat)
      if not g.piles.stock:move_top(g.piles.hand[seat]) then
        return g:draw_game("the stock ran out")
      end
      g:advance()
    end,
  },
  pass = {
    check = function(g, seat)
      return "you may not pass"
    end,
    apply = function(g, seat)
      g:advance()
    end,
  },
}

game.rules = rules

return game
