-- Gifts: a test game for the notation of Rules API v2 (TestGifts). Two
-- colours of cards 1 to 6 and two wilds. On your turn, give one or two
-- cards to another player, play a card (a wild as the card it stands for:
-- W=R3), rearrange your hand into groups (an open move: too many ways to
-- list), or pass. The first player with no cards wins; after 60 turns the
-- game is drawn.

local game = {
  name = "Gifts",
  seats = { min = 2, max = 3, default = 3 },
  moves = {
    "give <cards:gift> to <seat:to>",
    "play <card>",
    "arrange <melds>",
    "pass",
  },
  deck = {
    suits = { { "R", "red" }, { "B", "blue" } },
    ranks = { "1", "2", "3", "4", "5", "6" },
    suit_first = true,
    product = { copies = 1 },
    cards = { { code = "W", kind = "wild", copies = 2 } },
  },
  piles = {
    stock = "hidden",
    table = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

local function hand(g, seat) return g.piles.hand[seat] end

-- The card a played card counts as, and the wild itself.
local function split(code)
  local wild, as = code:match("^(%w+)=(%w+)$")
  if wild then return wild, as end
  return code, nil
end

local function next_turn(g)
  g.vars.turns = (g.vars.turns or 0) + 1
  if g.vars.turns >= 60 then return g:draw_game("sixty turns") end
  g:advance()
end

function game.setup(g)
  local hands = {}
  for s = 1, g.seats do hands[s] = hand(g, s) end
  g.piles.stock:shuffle()
  g.piles.stock:deal(4, hands)
  g:set_current(1)
end

function game.to_act(g) return g:current() end

local verbs = {}
game.verbs = verbs

-- give: one or two different cards you hold, to another player.
verbs.give = {}

function verbs.give.check(g, seat, m)
  if m.to == seat then return "you cannot give to yourself" end
  if #m.gift > 2 then return "give one or two cards" end
  if #m.gift == 2 and m.gift[1] == m.gift[2] then return "give two different cards" end
  local ok, missing = hand(g, seat):holds(m.gift)
  if not ok then return "you do not hold " .. missing end
end

function verbs.give.apply(g, seat, m)
  hand(g, seat):move_cards(m.gift, hand(g, m.to))
  g:say("seat " .. seat .. " gives " .. #m.gift .. " card(s) to seat " .. m.to .. ".")
  if hand(g, seat):is_empty() then return g:win(seat, "gave everything away") end
  next_turn(g)
end

-- Every card and every two different cards, to anyone: rulerun fills in the
-- seat, and check keeps the others.
function verbs.give.generate(g, seat, out)
  local cards = hand(g, seat):filter { unique = true }
  for i, a in ipairs(cards) do
    out:add { gift = { a } }
    for j = i + 1, #cards do out:add { gift = { a, cards[j] } } end
  end
end

-- play: a card onto the table; a wild is played as the card it stands for.
verbs.play = {}

function verbs.play.check(g, seat, m)
  local code, as = split(m.card)
  if not hand(g, seat):has(code) then return "you do not hold " .. code end
  local wild = g.cards[code].kind == "wild"
  if wild and not as then return "a wild is played as a card: W=R3" end
  if as and not wild then return "only a wild stands for another card" end
  if as and g.cards[as].kind == "wild" then return "a wild stands for a coloured card" end
end

function verbs.play.apply(g, seat, m)
  local code = split(m.card)
  hand(g, seat):move(code, g.piles.table)
  g:say("seat " .. seat .. " plays " .. m.card .. ".")
  if hand(g, seat):is_empty() then return g:win(seat, "played every card") end
  next_turn(g)
end

function verbs.play.generate(g, seat, out)
  for _, code in ipairs(hand(g, seat):filter { unique = true }) do
    if g.cards[code].kind == "wild" then
      -- Every coloured card, in a fixed order: listed in the order they lie
      -- in the stock, they would tell the seat the stock's order.
      local all = {}
      local function gather(cards)
        for _, c in ipairs(cards) do
          if g.cards[c].kind ~= "wild" then all[#all + 1] = c end
        end
      end
      gather(g.piles.stock:cards())
      gather(g.piles.table:cards())
      for s = 1, g.seats do gather(hand(g, s):cards()) end
      table.sort(all)
      for _, c in ipairs(all) do out:add(code .. "=" .. c) end
    else
      out:add(code)
    end
  end
end

-- arrange: split your hand into groups, every card in one group. There are
-- too many ways to list, so the verb is open and a sampler proposes some.
verbs.arrange = { open = true, example = "arrange R1 R2 / B3" }

function verbs.arrange.check(g, seat, m)
  local all = {}
  for _, grp in ipairs(m.melds) do
    for _, code in ipairs(grp) do all[#all + 1] = code end
  end
  if #all ~= hand(g, seat):count() then return "arrange every card of your hand, each once" end
  local ok, missing = hand(g, seat):holds(all)
  if not ok then return "you do not hold " .. missing end
end

function verbs.arrange.apply(g, seat, m)
  g.vars.groups = #m.melds
  next_turn(g)
end

-- Proposes the hand split after its first card.
function verbs.arrange.sample(g, seat, out)
  local cards = hand(g, seat):cards()
  if #cards < 2 then return end
  local rest = {}
  for i = 2, #cards do rest[#rest + 1] = cards[i] end
  out:add { melds = { { cards[1] }, rest } }
end

verbs.pass = { apply = function(g, seat) next_turn(g) end }

return game
