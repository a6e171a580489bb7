-- Rumski: a rummy game of five colours and five wilds, played like
-- Rummikub. Lay sets and runs in the Community, which everyone builds on and
-- may rearrange; the first player to empty their hand scores the cards left
-- in the other hands. The first to reach the target score wins.
--
-- Rules text: docs/rules/rumski.txt. Where the text is silent or unclear,
-- the points RUM-1 .. RUM-15 of INTERPRETATIONS.md (section 2) decide; each
-- is cited where it is implemented. Read this file top to bottom:
-- declarations, helpers, the Community, the round's end, then the moves
-- (one section per verb: when it is legal, what it does, which moves exist
-- now), then the hooks that start the game and say who acts.
--
-- Cards are colour + number: R7, B13, P1, G4, Y10 (RUM-1), and W for a wild.
-- Inside a meld a wild may be written with the card it stands for: W=P6
-- (RUM-3). The Community's melds are piles meld1, meld2... numbered in the
-- order laid, renumbered after a layout.
--
-- Options: first_dealer (RUM-11), no_return_discard (RUM-12), target
-- (RUM-15).
--
-- Departures from and readings of INTERPRETATIONS.md:
-- - A wild written without its card in a run (meld W R4 R5) fills the one
--   missing number if there is one; otherwise it extends the run at the end
--   where it is written (RUM-3). rulerun puts a meld's cards in deck order,
--   where the wild comes first, so "meld R4 R5 W" lays W=R3; write W=R6 to
--   lay it above. In a layout each meld keeps the order typed.
-- - A wild in a set stands for no particular card (RUM-2), so it is written
--   W there, never W=P6: one meld has one text.
-- - `add` keeps a wild where it stands; to move a wild, use `layout`.
-- - At the end of a round the log gives the points left in each hand, not
--   the cards.

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Rumski",
  description = "Lay sets and runs in the Community, add to them and rearrange them; empty your hand first " ..
    "to score the cards left in the other hands. Each turn: draw, meld, then discard or pass.",
  seats = { min = 2, max = 6, default = 4 },

  options = {
    first_dealer = { default = 0,
      help = "RUM-11: the first dealer's seat; 0 has each player draw a card, the lowest dealing" },
    no_return_discard = { default = false,
      help = "RUM-12: a player who took the top discard may not discard that same card this turn" },
    target = { default = 0,
      help = "RUM-15: the score that wins the match; 0 means 100 times the number of players" },
  },

  -- The typed notation (INTERPRETATIONS.md 2.2).
  moves = {
    "draw",
    "take",
    "takeall",
    "meld <cards>",
    "add <n> <cards>",
    "layout <melds>",
    "discard <card>",
    "pass|knock",
  },

  piles = {
    draw = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },

  -- RUM-1, RUM-2: five colours of 1 to 13, one card each, and five wilds.
  -- 1-9 are worth 5 points, 10-13 ten, a wild 25 (RUM-15).
  deck = {
    suits = { { "R", "red" }, { "B", "blue" }, { "P", "purple" }, { "G", "green" }, { "Y", "yellow" } },
    ranks = {
      { code = "1", points = 5 }, { code = "2", points = 5 }, { code = "3", points = 5 },
      { code = "4", points = 5 }, { code = "5", points = 5 }, { code = "6", points = 5 },
      { code = "7", points = 5 }, { code = "8", points = 5 }, { code = "9", points = 5 },
      { code = "10", points = 10 }, { code = "11", points = 10 }, { code = "12", points = 10 },
      { code = "13", points = 10 },
    },
    suit_first = true,
    product = { copies = 1 },
    cards = { { code = "W", kind = "wild", points = 25, copies = 5 } },
  },
}

---------------------------------------------------------------------------
-- Helpers
---------------------------------------------------------------------------

local function hand(g, seat) return g.piles.hand[seat] end

local function name(seat) return "seat " .. seat end

local function is_wild(g, code) return g.cards[code].kind == "wild" end

-- The card itself of a code written W=P6.
local function plain(code) return (code:match("^([^=]+)")) end

local function plains(cards)
  local out = {}
  for i, c in ipairs(cards) do out[i] = plain(c) end
  return out
end

-- The cards of a pile as a set: held[code] is true for each.
local function card_set(p)
  local out = {}
  for _, c in ipairs(p:cards()) do out[c] = true end
  return out
end

local function words(text)
  local out = {}
  for w in text:gmatch("%S+") do out[#out + 1] = w end
  return out
end

local function concat(a, b)
  local out = {}
  for _, x in ipairs(a) do out[#out + 1] = x end
  for _, x in ipairs(b) do out[#out + 1] = x end
  return out
end

-- The rule functions and tables a variant may replace, for example:
--   local game = require "rumski"
--   game.rules.meld.max_wilds = 2
--   return game
local rules = {}

-- RUM-3, RUM-4: what a meld is, as g:check_meld and g:check_layout take it:
-- three or more cards, at most one wild, runs of one colour that do not
-- wrap, and (RUM-2) the cards of a set of different colours.
rules.meld = { min = 3, max_wilds = 1, wrap = false, set_suits = true }

-- The rule each problem of a meld breaks, by the code g:check_meld gives.
local MELD_RULE = {
  size = "RUM-3", naturals = "RUM-3", wilds = "RUM-3", wild = "RUM-3", wrap = "RUM-4",
  set = "RUM-2", run = "RUM-3 (rumski.txt, runs)", kind = "RUM-3 (rumski.txt, sets and runs)",
  missing = "RUM-3", extra = "RUM-3 (rumski.txt, the Community)",
}

-- Every refusal cites its rule's code, so that rules CODE shows its text.
local function meld_reason(why, code) return (MELD_RULE[code] or "RUM-3 (rumski.txt)") .. ": " .. why end

-- The target score (RUM-15).
function rules.target(g)
  if g.options.target > 0 then return g.options.target end
  return 100 * g.seats
end

-- The discard rule: a card matching the colour or the number of the top
-- card; anything on an empty pile or on a wild, and a wild on anything
-- (RUM-5, RUM-6, RUM-7).
function rules.may_discard(g, code)
  local top = g.piles.discard:top()
  if top == nil or is_wild(g, top) or is_wild(g, code) then return true end
  local c, t = g.cards[code], g.cards[top]
  return c.suit == t.suit or c.rank == t.rank
end

---------------------------------------------------------------------------
-- The Community (RUM-3, RUM-9): the melds are the piles of group "melds",
-- meld n being the n-th; g.vars.melds[n] is its text with each wild's card
-- (R3 W=R4 R5). After a layout with fewer melds, the last piles stay empty
-- until the next meld fills them.
---------------------------------------------------------------------------

local function melds(g) return g.vars.melds or {} end

-- The pile of meld n, created when needed.
local function meld_pile(g, n)
  local piles = g:group("melds")
  return piles[n] or g:new_pile("meld" .. n, { group = "melds" })
end

-- Puts the Community in the order of list (melds as g:check_meld gives
-- them): every meld's cards go through seat's hand to their new pile.
local function set_community(g, seat, list)
  local h = hand(g, seat)
  for _, p in ipairs(g:group("melds")) do p:move_all(h) end
  local texts = {}
  for n, m in ipairs(list) do
    h:move_cards(plains(m.cards), meld_pile(g, n))
    texts[n] = m.text
  end
  g.vars.melds = texts
end

-- The Community's melds as lists of codes, wilds with their cards.
local function community_lists(g)
  local out = {}
  for n, text in ipairs(melds(g)) do out[n] = words(text) end
  return out
end

local function has_melded(g, seat) return g.vars.melded and g.vars.melded[seat] end

-- Why seat may not meld now, or nothing (RUM-13: after the draw, before the
-- discard).
local function may_play(g, seat)
  if g.vars.phase ~= "play" then return "RUM-13: draw first: draw, take or takeall" end
end

-- RUM-2: a wild in a set is written W, as it stands for no particular card.
local function set_wild_named(meld, cards)
  if meld.kind ~= "set" then return nil end
  for _, c in ipairs(cards) do
    if c:find("=", 1, true) then
      return "RUM-2: a wild in a set stands for no particular card: write it W, not " .. c
    end
  end
end

---------------------------------------------------------------------------
-- Turns and rounds
---------------------------------------------------------------------------

-- The deal of a round (RUM-11): twelve cards each with two players, ten
-- with more, one at a time from the dealer's left; one card turned up; the
-- player to the dealer's left starts.
local function deal(g)
  local dealer = g:dealer()
  local stock = g.piles.draw
  stock:shuffle()
  local hands = {}
  local s = dealer
  for i = 1, g.seats do
    s = g:next_seat(s)
    hands[i] = hand(g, s)
  end
  local n = g.seats == 2 and 12 or 10
  stock:deal(n, hands)
  g:say(name(dealer) .. " deals " .. n .. " cards to each player.")
  local up = stock:move_top(g.piles.discard)
  g:say("Turned up: " .. up .. ".")
  local melded = {}
  for i = 1, g.seats do melded[i] = false end
  g.vars.melded = melded -- RUM-10: nobody has melded yet this round
  g.vars.melds = {}
  g.vars.phase = "draw"
  g.vars.must_discard = nil
  g.vars.taken = nil
  g:set_current(g:next_seat(dealer))
end

-- The first dealer (RUM-11): each player draws a card; the lowest deals. A
-- tie for lowest is settled by the tied players drawing again, and a drawn
-- wild by drawing again. The drawn cards are shown, then shuffled back.
local function choose_dealer(g)
  local stock, shown = g.piles.draw, g.piles.discard
  stock:shuffle()
  local contenders = {}
  for s = 1, g.seats do contenders[s] = s end
  while #contenders > 1 do
    local low, lowest = nil, {}
    for _, s in ipairs(contenders) do
      local code = stock:move_top(shown)
      while is_wild(g, code) do
        g:say("{seat} {draw|draws} " .. code .. " and {draw|draws} again.", s)
        code = stock:move_top(shown)
      end
      g:say("{seat} {draw|draws} " .. code .. ".", s)
      local r = g.cards[code].rank_index
      if low == nil or r < low then
        low, lowest = r, { s }
      elseif r == low then
        lowest[#lowest + 1] = s
      end
    end
    if #lowest > 1 then g:say("A tie for the lowest card: the tied players draw again.") end
    contenders = lowest
  end
  local seen = shown:cards()
  shown:move_all(stock)
  g:reveal(seen) -- everyone saw the cards drawn
  return contenders[1]
end

-- Ends seat's turn: the next player draws.
local function end_turn(g, seat)
  g.vars.phase = "draw"
  g.vars.must_discard = nil
  g.vars.taken = nil
  g:set_current(g:next_seat(seat))
end

-- RUM-14, RUM-15: seat has emptied their hand. They score the cards left in
-- the other hands; the match ends when their total reaches the target,
-- otherwise the next round is dealt by the next dealer.
local function end_round(g, seat)
  local points = 0
  for s = 1, g.seats do
    if s ~= seat then
      local left = 0
      for _, code in ipairs(hand(g, s):cards()) do left = left + g.cards[code].points end
      g:say(name(s) .. " holds " .. left .. " points.")
      points = points + left
    end
  end
  g:add_score(seat, points)
  g:say("{seat} {go|goes} out and {score|scores} " .. points .. " points, " .. g:score(seat) .. " in all.", seat)
  if g:match_over(rules.target(g), "highest") then
    g:say("{seat} {reach|reaches} " .. rules.target(g) .. " and {win|wins} the match!", seat)
    return
  end
  g:new_round()
  g:set_dealer(g:next_seat(g:dealer()))
  deal(g)
end

-- After a move that laid cards: the round ends when the hand is empty.
local function after_laying(g, seat)
  if hand(g, seat):is_empty() then end_round(g, seat) end
end

---------------------------------------------------------------------------
-- Moves
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

-- draw: the top card of the draw pile (RUM-13). RUM-8: an empty draw pile
-- is refilled from the discard pile, all but its top card, shuffled. With
-- nothing to refill it, the player takes from the discard pile; with both
-- piles empty, the draw is skipped.
verbs.draw = {}

function verbs.draw.check(g, seat)
  if g.vars.phase ~= "draw" then return "RUM-13: you have drawn this turn already" end
  if g.piles.draw:is_empty() and g.piles.discard:count() == 1 then
    return "RUM-8: the draw pile is empty and the discard pile has only its top card: take it"
  end
end

function verbs.draw.apply(g, seat)
  local stock, discard = g.piles.draw, g.piles.discard
  g.vars.phase = "play"
  if stock:is_empty() then
    if discard:is_empty() then
      g:say("Both piles are empty: {seat} {skip|skips} the draw.", seat)
      return
    end
    local top = discard:move_top(stock)
    discard:move_all(stock)
    stock:move(top, discard)
    stock:shuffle()
    g:say("The discard pile but its top card is shuffled into a new draw pile (RUM-8).")
  end
  stock:draw(1, hand(g, seat))
end

-- Why a seat may not take from the discard pile now, or nothing: the
-- first step of a turn (RUM-13), from a pile that has cards (RUM-7).
local function why_not_take(g)
  if g.vars.phase ~= "draw" then return "RUM-13: you have drawn this turn already" end
  if g.piles.discard:is_empty() then return "RUM-7: the discard pile is empty: draw from the draw pile" end
end

-- take: the top card of the discard pile (RUM-7: not from an empty pile).
verbs.take = { check = why_not_take }

function verbs.take.apply(g, seat)
  local code = g.piles.discard:top()
  g:reveal(code) -- everyone saw the card taken
  g:say("{seat} {take|takes} " .. code .. " from the discard pile.", seat)
  g.piles.discard:move_top(hand(g, seat))
  g.vars.phase = "play"
  g.vars.taken = code
end

-- takeall: the whole discard pile; a discard is then required (RUM-6).
verbs.takeall = { check = why_not_take }

function verbs.takeall.apply(g, seat)
  local cards = g.piles.discard:cards()
  g:reveal(cards) -- everyone saw the cards taken
  g:say("{seat} {take|takes} the whole discard pile (" .. table.concat(cards, " ") ..
    ") and must discard this turn (RUM-6).", seat)
  g.piles.discard:move_all(hand(g, seat))
  g.vars.phase = "play"
  g.vars.must_discard = true
end

-- meld <cards>: a new meld from the hand, added to the Community as its
-- last meld (RUM-3, RUM-9: a first meld comes from the hand, as every meld
-- does).
verbs.meld = {}

function verbs.meld.check(g, seat, m)
  local why = may_play(g, seat)
  if why then return why end
  local ok, missing = hand(g, seat):holds(plains(m.cards))
  if not ok then return "RUM-13: you do not hold " .. missing end
  local meld, reason, code = g:check_meld(m.cards, rules.meld)
  if not meld then return meld_reason(reason, code) end
  return set_wild_named(meld, m.cards)
end

function verbs.meld.apply(g, seat, m)
  local meld = g:check_meld(m.cards, rules.meld)
  local n = #melds(g) + 1
  hand(g, seat):move_cards(plains(meld.cards), meld_pile(g, n))
  local texts = melds(g)
  texts[n] = meld.text
  g.vars.melds = texts
  local first = not has_melded(g, seat)
  local melded = g.vars.melded
  melded[seat] = true
  g.vars.melded = melded
  g:say("{seat} {lay|lays} meld " .. n .. ": " .. meld.text .. (first and " (a first meld: RUM-9)" or "") .. ".", seat)
  after_laying(g, seat)
end

-- Every set and run the hand can lay under rules.meld (g:melds lists
-- exactly the melds g:check_meld accepts, so the rule is written once).
function verbs.meld.generate(g, seat, out)
  out:each(g:melds(hand(g, seat), rules.meld))
end

-- add <n> <cards>: cards from the hand added to meld n of the Community
-- (RUM-9: only after a meld of your own this round). A wild already in the
-- meld keeps its place.
verbs.add = {}

function verbs.add.check(g, seat, m)
  local why = may_play(g, seat)
  if why then return why end
  if not has_melded(g, seat) then
    return "RUM-9: you may add to the Community only after laying a meld of your own this round"
  end
  local list = community_lists(g)
  if m.n < 1 or m.n > #list then
    return "RUM-13: there is no meld " .. m.n .. " in the Community (melds 1 to " .. #list .. ")"
  end
  local ok, missing = hand(g, seat):holds(plains(m.cards))
  if not ok then return "RUM-13: you do not hold " .. missing end
  local meld, reason, code = g:check_meld(concat(list[m.n], m.cards), rules.meld)
  if not meld then
    if code == "wild" or code == "run" then reason = reason .. " (a wild keeps its place when you add; use layout to move it)" end
    return meld_reason(reason, code)
  end
  return set_wild_named(meld, m.cards)
end

function verbs.add.apply(g, seat, m)
  local list = community_lists(g)
  local meld = g:check_meld(concat(list[m.n], m.cards), rules.meld)
  local pile = meld_pile(g, m.n)
  local h = hand(g, seat)
  pile:move_all(h)
  h:move_cards(plains(meld.cards), pile)
  local texts = melds(g)
  texts[m.n] = meld.text
  g.vars.melds = texts
  g:say("{seat} {add|adds} " .. table.concat(m.cards, " ") .. " to meld " .. m.n .. ": " .. meld.text .. ".", seat)
  after_laying(g, seat)
end

-- Every way to add to a meld of the Community under rules.meld.
function verbs.add.generate(g, seat, out)
  if not has_melded(g, seat) or g.vars.phase ~= "play" then return end
  local h = hand(g, seat)
  for n, cards in ipairs(community_lists(g)) do
    for _, add in ipairs(g:extensions(cards, h, rules.meld)) do out:add { n = n, cards = add } end
  end
end

-- layout <melds>: the whole Community replaced by the melds listed, which
-- hold every card now in the Community and any cards from the hand
-- (rumski.txt, the Community; RUM-3, RUM-9, RUM-13). Too many layouts
-- exist to list them, so the verb is open: a player types one, and bots
-- choose among those the sampler proposes.
verbs.layout = { open = true, example = "layout R3 R4 R5 / R6 B6 P6 / G9 G10 W=G11" }

function verbs.layout.check(g, seat, m)
  local why = may_play(g, seat)
  if why then return why end
  if not has_melded(g, seat) then
    return "RUM-9: you may rearrange the Community only after laying a meld of your own this round"
  end
  local l, reason, code = g:check_layout(m.melds, g:group("melds"), hand(g, seat), rules.meld)
  if not l then return meld_reason(reason, code) end
  for i, meld in ipairs(l.melds) do
    why = set_wild_named(meld, m.melds[i])
    if why then return why end
  end
end

function verbs.layout.apply(g, seat, m)
  local l = g:check_layout(m.melds, g:group("melds"), hand(g, seat), rules.meld)
  set_community(g, seat, l.melds)
  local texts = {}
  for n, meld in ipairs(l.melds) do texts[n] = n .. ": " .. meld.text end
  local used = #l.from_hand > 0 and " with " .. table.concat(l.from_hand, " ") .. " from {your|their} hand" or ""
  g:say("{seat} {rearrange|rearranges} the Community" .. used .. ": " .. table.concat(texts, " / ") .. ".", seat)
  after_laying(g, seat)
end

-- Whether a meld (a list of codes) is valid, as g:check_meld reads it.
local function valid(g, cards) return g:check_meld(cards, rules.meld) ~= nil end

-- The most layouts the sampler proposes at one decision.
local SAMPLES = 12

-- Proposes layouts that move cards between melds, for bots:
-- - a card taken from a meld that stays valid without it (the end of a run
--   of four or more, a card of a set of four or more, or the middle of a
--   long run, which splits in two) makes a new meld with two hand cards;
-- - a wild is freed by the natural card it stands for (in a set, any card
--   of its number) and makes a new meld with two hand cards.
function verbs.layout.sample(g, seat, out)
  if not has_melded(g, seat) or g.vars.phase ~= "play" then return end
  local h = hand(g, seat)
  local held, by_rank, naturals = {}, {}, {}
  for _, c in ipairs(h:cards()) do
    held[c] = true
    if not is_wild(g, c) then
      local r = g.cards[c].rank
      by_rank[r] = by_rank[r] or {}
      table.insert(by_rank[r], c)
      naturals[#naturals + 1] = c
    end
  end
  -- Pairs of hand cards that make a meld of three with card c: two of its
  -- number, or two of its colour next to it.
  local function partners(c)
    local found = {}
    local info = g.cards[c]
    local same = by_rank[info.rank] or {}
    for i = 1, #same do
      for j = i + 1, #same do found[#found + 1] = { same[i], same[j] } end
    end
    local r = tonumber(info.rank)
    for _, d in ipairs { { -2, -1 }, { -1, 1 }, { 1, 2 } } do
      local a, b = info.suit .. (r + d[1]), info.suit .. (r + d[2])
      if held[a] and held[b] then found[#found + 1] = { a, b } end
    end
    return found
  end
  local list = community_lists(g)
  local proposed = 0
  local function propose(n, replaced, extra)
    if proposed >= SAMPLES then return end
    proposed = proposed + 1
    local ms = {}
    for i, cards in ipairs(list) do
      if i == n then
        for _, part in ipairs(replaced) do ms[#ms + 1] = part end
      else
        ms[#ms + 1] = cards
      end
    end
    for _, e in ipairs(extra) do ms[#ms + 1] = e end
    out:add { melds = ms }
  end
  for n, cards in ipairs(list) do
    local k = #cards
    for i = 1, k do
      local c = plain(cards[i])
      if not is_wild(g, c) then
        -- Take c out of meld n, whole or split around it.
        local found = partners(c)
        if #found > 0 then
          local rest, left, right = {}, {}, {}
          for j = 1, k do
            if j ~= i then rest[#rest + 1] = cards[j] end
            if j < i then left[#left + 1] = cards[j] end
            if j > i then right[#right + 1] = cards[j] end
          end
          local parts
          if valid(g, rest) then
            parts = { rest }
          elseif #left >= 3 and #right >= 3 and valid(g, left) and valid(g, right) then
            parts = { left, right }
          end
          if parts then
            for _, pair in ipairs(found) do propose(n, parts, { { c, pair[1], pair[2] } }) end
          end
        end
      else
        -- Free the wild with the card it stands for, then use it with two
        -- hand cards: a pair of one number, or two of a colour in a row.
        local meld = g:check_meld(cards, rules.meld)
        local stands = cards[i]:match("=(.+)$")
        local swaps = {}
        if stands and held[stands] then
          swaps[1] = stands
        elseif meld.kind == "set" then
          swaps = by_rank[meld.low] or {}
        end
        for _, s in ipairs(swaps) do
          local swapped = {}
          for j = 1, k do swapped[j] = j == i and s or cards[j] end
          if valid(g, swapped) then
            for _, a in ipairs(naturals) do
              if a ~= s then
                local info = g.cards[a]
                for _, b in ipairs(by_rank[info.rank]) do
                  if b ~= s and g.cards[b].order > info.order then propose(n, { swapped }, { { "W", a, b } }) end
                end
                local up = info.suit .. (tonumber(info.rank) + 1)
                if held[up] and up ~= s then propose(n, { swapped }, { { a, up, "W" } }) end
              end
            end
          end
        end
      end
    end
  end
end

-- discard <card>: one card matching the top discard's colour or number
-- (rumski.txt; RUM-5 .. RUM-7); it ends the turn, or the round when it was
-- the last card (RUM-14).
verbs.discard = {}

function verbs.discard.check(g, seat, m)
  local why = may_play(g, seat)
  if why then return why end
  if not hand(g, seat):has(m.card) then return "RUM-13: you do not hold " .. m.card end
  if g.options.no_return_discard and m.card == g.vars.taken then
    return "RUM-12 (no_return_discard): you may not discard the card you took from the discard pile"
  end
  if not rules.may_discard(g, m.card) then
    return "RUM-5 (rumski.txt): a discard must match the colour or the number of the top card, " .. g.piles.discard:top()
  end
end

function verbs.discard.apply(g, seat, m)
  hand(g, seat):move(m.card, g.piles.discard)
  g:say("{seat} {discard|discards} " .. m.card .. ".", seat)
  if hand(g, seat):is_empty() then return end_round(g, seat) end
  end_turn(g, seat)
end

function verbs.discard.generate(g, seat, out)
  out:each(hand(g, seat):filter { unique = true })
end

-- pass: end the turn without discarding (rumski.txt), not after taking the
-- whole pile (RUM-6).
verbs.pass = {}

function verbs.pass.check(g, seat)
  local why = may_play(g, seat)
  if why then return why end
  if g.vars.must_discard then return "RUM-6: you took the whole discard pile, so you must discard to end your turn" end
end

function verbs.pass.apply(g, seat)
  g:say("{seat} {pass|passes}.", seat)
  end_turn(g, seat)
end

---------------------------------------------------------------------------
-- Hooks called by the engine
---------------------------------------------------------------------------

-- setup: the first dealer (RUM-11, option first_dealer), then the deal.
function game.setup(g)
  local dealer = g.options.first_dealer
  if dealer < 1 or dealer > g.seats then
    dealer = choose_dealer(g)
    g:say(name(dealer) .. " drew the lowest card and deals first (RUM-11).")
  end
  g:set_dealer(dealer)
  deal(g)
end

function game.to_act(g) return g:current() end

-- status: the top discard, the draw pile, the Community's melds (each named
-- as the table names its pile, with the wilds' values) and the scores.
function game.status(g, seat)
  local parts = { "top discard " .. (g.piles.discard:top() or "none"), "draw: " .. g.piles.draw:count() .. " cards" }
  local list = {}
  for n, text in ipairs(melds(g)) do list[n] = "meld " .. n .. ": " .. text end
  parts[#parts + 1] = (#list > 0 and table.concat(list, " / ") or "no melds yet")
  if g.vars.must_discard then parts[#parts + 1] = name(g:current()) .. " must discard (RUM-6)" end
  local scores = {}
  for s = 1, g.seats do scores[s] = g:score(s) end
  parts[#parts + 1] = "scores " .. table.concat(scores, "-") .. " (target " .. rules.target(g) .. ")"
  return table.concat(parts, "; ")
end

game.rules = rules

return game
