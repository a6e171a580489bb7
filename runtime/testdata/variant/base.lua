-- Base: a small matching game that variants build on (TestVariant).
-- Discard a card of the top card's suit or rank, or draw; first out wins.
-- rules.hand_size and rules.wild are meant to be replaced by a variant.

local game = {
  name = "Base",
  seats = { min = 2, max = 4, default = 3 },
  moves = { "play <card>", "draw" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

local rules = { hand_size = 5 }

-- Whether a card may be played on anything.
function rules.wild(g, code) return false end

local function playable(g, code)
  local c, top = g:card(code), g:card(g.piles.discard:top())
  return rules.wild(g, code) or c.suit == top.suit or c.rank == top.rank
end

function game.setup(g)
  local hands = {}
  for s = 1, g.seats do hands[s] = g.piles.hand[s] end
  g.piles.stock:shuffle()
  g.piles.stock:deal(rules.hand_size, hands)
  g.piles.stock:move_top(g.piles.discard)
  g:set_current(1)
end

function game.to_act(g) return g:current() end

function game.legal(g, seat)
  if seat ~= g:current() then return {} end
  local list = {}
  for _, code in ipairs(g.piles.hand[seat]:filter { unique = true }) do
    if playable(g, code) then list[#list + 1] = "play " .. code end
  end
  list[#list + 1] = "draw"
  return list
end

function game.play(g, seat, move)
  local hand = g.piles.hand[seat]
  if move.verb == "draw" then
    if not g.piles.stock:move_top(hand) then return g:draw_game("the stock ran out") end
  else
    if not hand:has(move.card) then reject("you do not hold " .. move.card) end
    if not playable(g, move.card) then reject(move.card .. " does not match") end
    hand:move(move.card, g.piles.discard)
    if hand:is_empty() then return g:win(seat, "no cards left") end
  end
  g:advance()
end

game.rules = rules

return game
