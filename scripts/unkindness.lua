-- Unkindness: a climbing game for four players with a 64-card deck of three
-- colours and seven Ravens. Get rid of your cards first by beating the play on
-- the table with a higher play of the same type, or with an Unkindness (four
-- or more of a number), which beats anything. Cards left in hand cost points;
-- the first to 100 ends the match and the lowest total wins.
--
-- Rules text: docs/rules/unkindness.txt. Where the text is silent or unclear,
-- the points UNK-1 .. UNK-16 of INTERPRETATIONS.md (section 1) decide; each is
-- cited where it is implemented:
--   UNK-1  the deck: O/T/P 1-10 twice each, OR TR PR and the Multicolored One MR
--   UNK-2  exactly four players, 16 cards each
--   UNK-3  MR is a Raven whose colour ranks above purple: the highest card
--   UNK-4  card order: number (1..10, Raven), then colour (O < T < P < M)
--   UNK-5  comparing plays of one type; UNK-6 the five-card classes;
--   UNK-7  the shapes of plays; UNK-8 Unkindness plays
--   UNK-9  passing and the end of a trick; UNK-10 the last-card rule
--   UNK-11 the first play of the match contains MR
--   UNK-12 .. UNK-16 the end of a round, scoring, the omen exchange, the
--          direction of each round and the end of the match
--
-- Options: target (UNK-16, default 100): the total that ends the match.
--
-- Departures and readings:
--   * UNK-11 binds the leader of the first play only when it holds MR. In a
--     dealt game it always does (setup makes the holder lead); a scenario's
--     setup may move MR elsewhere, and the first play is then free.
--   * The Bad Omen's card (UNK-14) is given by the engine, as INTERPRETATIONS
--     1.2 allows: the Bad Omen has no choice to make. The Good Omen's card is
--     the move `give <card>`. Both cards are shown to every player (g:reveal).
--   * Cards are codes such as O7, T10, PR, MR (also typed M); two copies of
--     each numbered card exist, and `play O3 O3` plays both.
--
-- Read this file top to bottom: declarations, the kinds of play and how they
-- beat each other, the last-card rule, the trick, the round and the match,
-- then the moves (one section per verb) and the hooks.

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Unkindness",
  description = "Shed your 16 cards first. Beat the play on the table with a higher play of the same type " ..
    "(single, pair, triple, five-card hand) or with an Unkindness (four or more of a number), or pass. " ..
    "Cards left cost points; the first to 100 ends the match and the lowest total wins.",
  seats = { min = 4, max = 4, default = 4 }, -- UNK-2

  options = {
    target = { default = 100, help = "UNK-16: the total score that ends the match (the lowest total wins)" },
  },

  -- The typed notation (INTERPRETATIONS.md 1.2); each verb's rules are in
  -- game.verbs below.
  moves = {
    "play <cards>",
    "pass|knock",
    "give <card>",
  },

  start = "stock",
  piles = {
    stock = "hidden",  -- every card, before the deal
    table = "public",  -- the plays of the current trick, the play to beat on top
    played = "public", -- the cards of finished tricks
    hand = { per_seat = true, visibility = "owner" },
  },
}

-- UNK-1, UNK-3, UNK-4: numbers 1 to 10 then the Raven; colours orange <
-- teal < purple < multicolored. Declared in this order, the deck's order is
-- the game's card order: O1 is the lowest card, MR the highest.
local NUMBERS = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" }
local COLOURS = { "O", "T", "P" }
local RANKS = {}
for i, n in ipairs(NUMBERS) do RANKS[i] = n end
RANKS[#RANKS + 1] = { code = "R", name = "raven" }

game.deck = {
  suit_first = true, -- codes colour first: O7, T10, PR
  suits = { { "O", "orange", "thorns" }, { "T", "teal", "bone" }, { "P", "purple", "berry" }, { "M", "multicolored" } },
  ranks = RANKS,
  product = { suits = COLOURS, ranks = NUMBERS, copies = 2 }, -- two of each number in each colour
  cards = {
    { code = "OR", suit = "O", rank = "R" },
    { code = "TR", suit = "T", rank = "R" },
    { code = "PR", suit = "P", rank = "R" },
    { code = "MR", suit = "M", rank = "R", aliases = { "M" } }, -- the Multicolored One
  },
}

local HAND_SIZE = 16    -- UNK-2
local MULTI = "MR"      -- UNK-11: the card of the first play
local STRAIGHT_HIGH = "10" -- UNK-7: no Raven in a straight or a flush

---------------------------------------------------------------------------
-- Helpers
---------------------------------------------------------------------------

local function hand(g, seat) return g.piles.hand[seat] end

local function name(seat) return "seat " .. seat end

local function contains(list, x)
  for _, v in ipairs(list) do
    if v == x then return true end
  end
  return false
end

-- "7s", "Ravens": a number in the plural.
local function plural(rank)
  if rank == "R" then return "Ravens" end
  return rank .. "s"
end

-- The highest card of a hand (UNK-4), or nil when it is empty.
local function highest(g, h)
  if h:is_empty() then return nil end
  return g:shape(h:cards()).top
end

-- The rule functions a variant may replace, for example:
--   local game = require "unkindness"
--   game.rules.points = function(n) return n end -- one point per card
--   return game
local rules = {}

---------------------------------------------------------------------------
-- Kinds of play (UNK-5 .. UNK-8)
---------------------------------------------------------------------------

local SET_KINDS = { "single", "pair", "triple" }

-- UNK-6: the five-card hands, lowest class first.
local FIVE_CLASS = { straight = 1, flush = 2, full_house = 3, straight_flush = 4 }
local FIVE_ORDER = { "straight", "flush", "full_house", "straight_flush" }

local KIND_NAMES = {
  single = "single", pair = "pair", triple = "triple", straight = "straight", flush = "flush",
  full_house = "full house", straight_flush = "straight flush", unkindness = "Unkindness",
}

-- UNK-5: how two plays of one kind are compared, as g:higher's `by`.
--   single, pair, triple: number, then colours card by card from the top;
--   straight, straight flush: the highest number, then colours from the top;
--   flush: every number from the highest down, then colours;
--   full house: the triple's number, the pair's, then colours, triple first;
--   unkindness (UNK-8, same size): the number.
rules.compare_by = {
  single = "high", pair = "high", triple = "high", straight = "high", straight_flush = "high",
  flush = "ranks", full_house = "groups", unkindness = "rank",
}
local COMPARE_FN = { high = "compare", rank = "compare_rank", ranks = "compare_ranks", groups = "compare_groups" }

-- Compares two plays of one kind: -1, 0 or 1 (UNK-5).
local function compare(g, kind, a, b)
  local fn = COMPARE_FN[rules.compare_by[kind]]
  return g[fn](g, a, b)
end

local NOT_A_PLAY = "plays are a single, a pair, a triple, a five-card hand (straight, flush, full house, " ..
  "straight flush) or an Unkindness (four or more of a number)"

-- What a play is: its kind, number of cards and cards in deck order, or nil
-- and why it is no play (UNK-7). cards are codes, in any order.
function rules.classify(g, cards)
  local s = g:shape(cards)
  local play = { size = s.size, cards = g:sort_cards(cards) }
  local text = table.concat(play.cards, " ")
  if #s.counts == 1 then -- one number
    play.kind = s.size >= 4 and "unkindness" or SET_KINDS[s.size] -- UNK-8: four or more is an Unkindness
    return play
  end
  if s.size == 5 then
    if s.counts[1] == 3 and s.counts[2] == 2 then
      play.kind = "full_house" -- Ravens may form either part (UNK-3)
      return play
    end
    local straight = s.consecutive and #s.counts == 5
    if (straight or s.same_suit) and s.high == "R" then
      return nil, "UNK-7: " .. text .. " is not a play: Ravens cannot be part of a straight or a flush"
    end
    if straight then
      play.kind = s.same_suit and "straight_flush" or "straight"
      return play
    end
    if s.same_suit then
      play.kind = "flush"
      return play
    end
  end
  return nil, "UNK-7: " .. text .. " is not a play: " .. NOT_A_PLAY
end

-- A play as the log and the status line show it: "pair of 7s (O7 P7)".
local function describe(g, play)
  local cards = table.concat(play.cards, " ")
  local low, high = g.cards[play.cards[1]].rank, g.cards[play.cards[#play.cards]].rank
  local kind = play.kind
  if kind == "single" then return "single " .. cards end
  if kind == "pair" or kind == "triple" then return kind .. " of " .. plural(high) .. " (" .. cards .. ")" end
  if kind == "straight" or kind == "straight_flush" then
    return KIND_NAMES[kind] .. " " .. low .. " to " .. high .. " (" .. cards .. ")"
  end
  if kind == "full_house" then
    local s = g:shape(play.cards)
    return "full house, " .. plural(s.ranks[1]) .. " over " .. plural(s.ranks[2]) .. " (" .. cards .. ")"
  end
  if kind == "unkindness" then return "Unkindness of " .. play.size .. " " .. plural(high) .. " (" .. cards .. ")" end
  return "flush (" .. cards .. ")"
end

-- Every play of a kind the hand can make (UNK-7), each once, lowest first.
-- The straights include the straight flushes and the flushes include them
-- too: rulerun lists a move once, and the check classifies it.
local generate = {
  single = function(h) return h:sets(1) end,
  pair = function(h) return h:sets(2) end,
  triple = function(h) return h:sets(3) end,
  straight = function(h) return h:runs { min = 5, max = 5, high = STRAIGHT_HIGH } end,
  flush = function(h) return h:flushes(5, { high = STRAIGHT_HIGH }) end,
  full_house = function(h) return h:full_houses() end,
  straight_flush = function(h) return h:runs { min = 5, max = 5, high = STRAIGHT_HIGH, same_suit = true } end,
  unkindness = function(h)
    local out = {}
    for n = 4, 6 do -- UNK-1: at most six of a number, or four Ravens
      for _, p in ipairs(h:sets(n)) do out[#out + 1] = p end
    end
    return out
  end,
}
rules.generate = generate

local KIND_ORDER = { "single", "pair", "triple", "straight", "flush", "full_house", "straight_flush", "unkindness" }

---------------------------------------------------------------------------
-- Beating (UNK-5, UNK-6, UNK-8)
---------------------------------------------------------------------------

-- Whether play may be laid on cur; if not, why.
function rules.beats(g, play, cur)
  if cur.kind == "unkindness" then
    if play.kind ~= "unkindness" then
      return false, "UNK-8: only a larger or higher Unkindness may follow the " .. describe(g, cur)
    end
    -- UNK-8: a larger Unkindness wins whatever the numbers; then the number.
    if play.size > cur.size or play.size == cur.size and compare(g, "unkindness", play.cards, cur.cards) > 0 then
      return true
    end
    return false, "UNK-8: " .. describe(g, play) .. " does not beat the " .. describe(g, cur) ..
      ": it takes more cards, or as many of a higher number"
  end
  if play.kind == "unkindness" then return true end -- UNK-8: it beats any other play
  if play.size ~= cur.size then
    return false, "UNK-5: only a play of the same type may follow the " .. describe(g, cur) ..
      ": a higher " .. (FIVE_CLASS[cur.kind] and "five-card hand" or KIND_NAMES[cur.kind]) .. " or an Unkindness"
  end
  if FIVE_CLASS[play.kind] then
    local a, b = FIVE_CLASS[play.kind], FIVE_CLASS[cur.kind]
    if a > b then return true end
    if a < b then
      return false, "UNK-6: a " .. KIND_NAMES[play.kind] .. " does not beat a " .. KIND_NAMES[cur.kind] ..
        " (straight < flush < full house < straight flush)"
    end
  end
  if compare(g, play.kind, play.cards, cur.cards) > 0 then return true end
  return false, "UNK-5: " .. describe(g, play) .. " is not higher than the " .. describe(g, cur)
end

-- Every play the hand may lay on cur (UNK-5, UNK-6, UNK-8), a generous list
-- that the check trims: the higher plays of cur's kind, the five-card hands
-- of a higher class, and the Unkindness plays.
function rules.beating(g, h, cur)
  local out = {}
  local function add(list)
    for _, p in ipairs(list) do out[#out + 1] = p end
  end
  if cur.kind ~= "unkindness" then
    local kinds = { cur.kind }
    if FIVE_CLASS[cur.kind] then
      kinds = {}
      for _, k in ipairs(FIVE_ORDER) do
        if FIVE_CLASS[k] >= FIVE_CLASS[cur.kind] then kinds[#kinds + 1] = k end
      end
    end
    for _, k in ipairs(kinds) do
      local list = generate[k](h)
      if k == cur.kind then list = g:higher(list, cur.cards, rules.compare_by[k]) end
      add(list)
    end
  end
  add(generate.unkindness(h))
  return out
end

-- Every play the hand can lead with (UNK-9: a leader may lay any play).
function rules.leads(g, h)
  local out = {}
  for _, kind in ipairs(KIND_ORDER) do
    for _, p in ipairs(generate[kind](h)) do out[#out + 1] = p end
  end
  return out
end

---------------------------------------------------------------------------
-- The trick (UNK-9)
---------------------------------------------------------------------------

-- The play to beat, or nil when the current player leads: the top cards of
-- the table. g.vars keeps only its kind, size and who made it.
local function play_to_beat(g)
  local kind = g.vars.trick_kind
  if kind == nil then return nil end
  local size = g.vars.trick_size
  return { kind = kind, size = size, cards = g:sort_cards(g.piles.table:peek(size)), seat = g.vars.trick_seat }
end

-- Ends the trick: its cards leave the table and the player of the last play
-- leads (UNK-9).
local function end_trick(g)
  local winner = g.vars.trick_seat
  g.piles.table:move_all(g.piles.played)
  g.vars.trick_kind, g.vars.trick_size, g.vars.trick_seat = nil, nil, nil
  g.vars.passes = 0
  g:say("Everyone else passed: {seat} {win|wins} the trick and {lead|leads}.", winner)
  g:set_current(winner)
end

---------------------------------------------------------------------------
-- The last-card rule (UNK-10)
---------------------------------------------------------------------------

-- The one-card player next after seat in the direction of play, whose last
-- card binds seat, or nil (UNK-10 b, f).
local function bound_by(g, seat)
  local nxt = g:next_seat(seat)
  if nxt ~= seat and hand(g, nxt):count() == 1 then return nxt end
  return nil
end

-- Whether a hand can form a play of two or more cards (UNK-10 d): a pair
-- (any triple, full house or Unkindness holds one), a straight or a flush.
local function can_lead_several(g, h)
  if #h:sets(2) > 0 then return true end
  if #generate.straight(h) > 0 then return true end
  for _, c in ipairs(COLOURS) do
    local n = #h:filter { suit = c }
    if h:has(c .. "R") then n = n - 1 end -- UNK-7: no Raven in a flush
    if n >= 5 then return true end
  end
  return false
end

-- Why seat, bound by the last-card rule, may not make play (cur: the play to
-- beat, or nil when leading), or nothing when it may (UNK-10 c, d, e).
function rules.last_card(g, seat, play, cur)
  local one = bound_by(g, seat)
  if one == nil then return nil end
  local h = hand(g, seat)
  local top = highest(g, h)
  if cur == nil then -- UNK-10 d: leading
    if play.size > 1 then return nil end
    if can_lead_several(g, h) then
      return "UNK-10: " .. name(one) .. " has one card left: lead a play of two or more cards " ..
        "(pair, triple, five-card hand or Unkindness)"
    end
    if play.cards[1] ~= top then
      return "UNK-10: " .. name(one) .. " has one card left: lead your highest card, " .. top
    end
    return nil
  end
  -- UNK-10 c: following a single, a single must be the highest card; an
  -- Unkindness is allowed. UNK-10 e: other plays are not constrained.
  if cur.kind == "single" and play.kind == "single" and play.cards[1] ~= top then
    return "UNK-10: " .. name(one) .. " has one card left: you must play your highest card, " .. top ..
      " (or an Unkindness)"
  end
  return nil
end

---------------------------------------------------------------------------
-- Rounds and the match (UNK-12 .. UNK-16)
---------------------------------------------------------------------------

-- UNK-13: the points for the cards left in hand.
function rules.points(n)
  if n >= 16 then return 80 end
  if n >= 14 then return 4 * n end
  if n >= 11 then return 3 * n end
  if n >= 8 then return 2 * n end
  return n
end

-- UNK-14: the Bad Omen, among the players other than the winner: the most
-- cards left, then the higher total, then the first reached clockwise (to
-- the left) from the winner, whatever the round's direction.
function rules.bad_omen(g, winner)
  local best
  for i = 1, g.seats - 1 do
    local s = (winner - 1 + i) % g.seats + 1
    if best == nil then
      best = s
    else
      local n, m = hand(g, s):count(), hand(g, best):count()
      if n > m or n == m and g:score(s) > g:score(best) then best = s end
    end
  end
  return best
end

-- Shuffles and deals 16 cards to each player (UNK-2).
local function deal(g)
  local stock = g.piles.stock
  stock:shuffle()
  local hands = {}
  for s = 1, g.seats do hands[s] = hand(g, s) end
  stock:deal(HAND_SIZE, hands)
  for s = 1, g.seats do hands[s]:sort() end
end

local function direction_name(g)
  return g:direction() == 1 and "clockwise" or "counterclockwise"
end

-- The round ends as winner plays their last card (UNK-12): score it
-- (UNK-13), end the match (UNK-16), or deal the next round and make the
-- Bad Omen's part of the exchange (UNK-14, UNK-15).
local function end_round(g, winner)
  g:say("{seat} {have|has} no cards left and {win|wins} round " .. g:round() .. " (UNK-12).", winner)
  for s = 1, g.seats do
    local n = hand(g, s):count()
    local pts = rules.points(n)
    g:add_score(s, pts)
    g:say("{seat} {hold|holds} " .. n .. (n == 1 and " card" or " cards") .. ": " .. pts ..
      (pts == 1 and " point" or " points") .. ", total " .. g:score(s) .. ".", s)
  end
  if g:match_over(g.options.target, "lowest") then
    local best
    for s = 1, g.seats do
      if best == nil or g:score(s) < best then best = g:score(s) end
    end
    local winners = {}
    for s = 1, g.seats do
      if g:score(s) == best then winners[#winners + 1] = name(s) end
    end
    g:say("A total of " .. g.options.target .. " is reached: the match is over. " ..
      table.concat(winners, " and ") .. (#winners == 1 and " wins" or " share the win") ..
      " with the lowest total, " .. best .. " (UNK-16).")
    return
  end
  local bad = rules.bad_omen(g, winner)
  g:new_round()
  g:reverse() -- UNK-15
  g:set_dealer(winner)
  deal(g)
  g:say("Round " .. g:round() .. ": {seat} {deal|deals} 16 cards to each player; play goes " ..
    direction_name(g) .. " (UNK-15).", winner)
  -- UNK-14: the Bad Omen's highest card goes to the Good Omen, in front of everyone.
  local card = highest(g, hand(g, bad))
  hand(g, bad):move(card, hand(g, winner))
  g:reveal(card)
  g:say("{seat}, the Bad Omen, {give|gives} {your|their} highest card, " .. card .. ", to " .. name(winner) ..
    ", the Good Omen (UNK-14).", bad)
  g.vars.good, g.vars.bad = winner, bad
  g.vars.trick_kind, g.vars.trick_size, g.vars.trick_seat = nil, nil, nil
  g.vars.passes = 0
  g:set_current(winner)
end

---------------------------------------------------------------------------
-- Moves: for each verb, check (is the move legal now? if not, the rule that
-- says no), apply (what it does) and generate (the moves that may be legal
-- now; rulerun keeps those check accepts).
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

local EXCHANGE_FIRST = "UNK-14: the exchange comes first: the Good Omen gives the Bad Omen one card (give <card>)"

-- play <cards>: lay a play on the table (UNK-5 .. UNK-11). The move's cards
-- come in deck order, lowest first.
verbs.play = {}

function verbs.play.check(g, seat, m)
  if g.vars.good then return EXCHANGE_FIRST end
  local h = hand(g, seat)
  local ok, missing = h:holds(m.cards)
  if not ok then return "UNK-7: you do not hold " .. missing end
  local play, why = rules.classify(g, m.cards)
  if not play then return why end
  local cur = play_to_beat(g)
  if cur then
    local beats, reason = rules.beats(g, play, cur)
    if not beats then return reason end
  elseif g.vars.opening and h:has(MULTI) and not contains(play.cards, MULTI) then
    return "UNK-11: the first play of the match must contain the Multicolored One, " .. MULTI
  end
  return rules.last_card(g, seat, play, cur)
end

function verbs.play.apply(g, seat, m)
  local play = rules.classify(g, m.cards)
  local cur = play_to_beat(g)
  local h = hand(g, seat)
  h:move_cards(play.cards, g.piles.table)
  g.vars.trick_kind, g.vars.trick_size, g.vars.trick_seat = play.kind, play.size, seat
  g.vars.passes = 0
  g.vars.opening = nil
  local text = "{seat} {play|plays} " .. (play.kind == "unkindness" and "an " or "a ") .. describe(g, play)
  if cur and cur.kind ~= play.kind then text = text .. " on the " .. describe(g, cur) end
  g:say(text .. ".", seat)
  if h:is_empty() then return end_round(g, seat) end
  if h:count() == 1 then g:say("{seat} {have|has} one card left: last card! (UNK-10)", seat) end
  g:set_current(g:next_seat(seat))
end

-- A leader may lay any play (UNK-9); a follower, the plays that may beat the
-- one on the table.
function verbs.play.generate(g, seat, out)
  if g.vars.good then return end
  local h = hand(g, seat)
  local cur = play_to_beat(g)
  if cur then
    out:each(rules.beating(g, h, cur))
  else
    out:each(rules.leads(g, h))
  end
end

-- pass (or knock): let the play stand; the player stays in the trick (UNK-9).
verbs.pass = {}

function verbs.pass.check(g, seat)
  if g.vars.good then return EXCHANGE_FIRST end
  local cur = play_to_beat(g)
  if cur == nil then
    return "UNK-9: you are leading, so you may not pass: lead any play"
  end
  -- UNK-10 c: bound by a last card, a player whose highest card beats the
  -- single on the table must play it (or an Unkindness).
  local one = bound_by(g, seat)
  if one and cur.kind == "single" then
    local top = highest(g, hand(g, seat))
    if g:compare(top, cur.cards) > 0 then
      return "UNK-10: " .. name(one) .. " has one card left: you must play your highest card, " .. top ..
        ", which beats the single on the table (or an Unkindness)"
    end
  end
end

function verbs.pass.apply(g, seat)
  g.vars.passes = (g.vars.passes or 0) + 1
  g:say("{seat} {pass|passes}.", seat)
  -- UNK-9: the trick ends when every other player has passed since the last play.
  if g.vars.passes >= g.seats - 1 then return end_trick(g) end
  g:set_current(g:next_seat(seat))
end

-- give <card>: the Good Omen's part of the exchange (UNK-14): any card, even
-- the one just received, goes to the Bad Omen, in front of everyone.
verbs.give = {}

function verbs.give.check(g, seat, m)
  if not g.vars.good then return "UNK-14: cards are given only in the exchange between rounds, by the Good Omen" end
  if not hand(g, seat):has(m.card) then return "UNK-14: you do not hold " .. m.card end
end

function verbs.give.apply(g, seat, m)
  local bad = g.vars.bad
  hand(g, seat):move(m.card, hand(g, bad))
  g:reveal(m.card)
  g.vars.good, g.vars.bad = nil, nil
  g:say("{seat}, the Good Omen, {give|gives} " .. m.card .. " to " .. name(bad) .. ", the Bad Omen, and {lead|leads} (UNK-14).", seat)
  g:set_current(seat)
end

function verbs.give.generate(g, seat, out)
  if g.vars.good then out:each(hand(g, seat):filter { unique = true }) end
end

---------------------------------------------------------------------------
-- Hooks called by the engine
---------------------------------------------------------------------------

-- setup: deal 16 cards each (UNK-2); the first round goes clockwise
-- (UNK-15) and the holder of the Multicolored One leads with it (UNK-11).
function game.setup(g)
  g:set_direction(1)
  deal(g)
  g:say("Round 1: each player is dealt 16 cards; play goes clockwise (UNK-15).")
  local holder = 1
  for s = 1, g.seats do
    if hand(g, s):has(MULTI) then holder = s end
  end
  g.vars.opening = true
  g.vars.passes = 0
  g:set_current(holder)
  g:say("{seat} {hold|holds} the Multicolored One and {make|makes} the first play, which must contain it (UNK-11).", holder)
end

-- to_act: only the current player decides (UNK-9, UNK-14).
function game.to_act(g)
  return g:current()
end

-- status: the round and the trick in one line.
function game.status(g, seat)
  local parts = { "round " .. g:round() .. ", " .. direction_name(g) }
  if g:is_over() then
    parts[1] = "match over after round " .. g:round()
  elseif g.vars.good then
    parts[#parts + 1] = name(g.vars.good) .. " (Good Omen) gives a card to " .. name(g.vars.bad) .. " (Bad Omen)"
  else
    local cur = play_to_beat(g)
    if cur then
      parts[#parts + 1] = "to beat: " .. describe(g, cur) .. " by " .. name(cur.seat)
    else
      parts[#parts + 1] = name(g:current()) .. " leads"
    end
  end
  local cards, totals = {}, {}
  for s = 1, g.seats do
    cards[s] = name(s) .. " " .. hand(g, s):count()
    totals[s] = name(s) .. " " .. g:score(s)
  end
  parts[#parts + 1] = "cards: " .. table.concat(cards, ", ")
  parts[#parts + 1] = "scores: " .. table.concat(totals, ", ")
  return table.concat(parts, "; ")
end

game.rules = rules

return game
