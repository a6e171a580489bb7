-- Thirteen (Tien Len): a climbing game. Get rid of your cards first by
-- beating the play on the table with a higher play of the same kind.
--
-- Rules text: docs/rules/thirteen.txt. Where the text is silent or unclear,
-- the points TL-1 .. TL-11 of INTERPRETATIONS.md (section 5) decide; each is
-- cited where it is implemented. Read this file top to bottom: declarations,
-- then the kinds of play and how they beat each other, then the trick, then
-- the moves (one section per verb), then the hooks that start the game and
-- say who acts.
--
-- Seats are numbered 1..n clockwise. Cards are codes such as "3S", "TD", "2H".
-- A play is kept as its cards in deck order (lowest first) and its kind:
-- "single", "pair", "triple", "quad", "sequence" or "double_sequence".

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Thirteen",
  description = "Tien Len: shed your 13 cards first. Beat the play on the table with a higher play of the same kind " ..
    "(single, pair, triple, quad, sequence, double sequence) or pass; 2s are highest and only bombs beat them.",
  seats = { min = 2, max = 4, default = 4 }, -- TL-1

  options = {
    open_with_lowest = { default = false,
      help = "TL-3: the first play of the game must contain the lowest card dealt" },
    bomb_rule = { default = "exact", choices = { "exact", "at_least" },
      help = "TL-7: a double sequence beats 2s with exactly the listed number of pairs, or with at least that many" },
  },

  -- The typed notation (INTERPRETATIONS.md 5.2); each verb's rules are in
  -- game.verbs below.
  moves = {
    "pass",
    "play <cards>",
  },

  start = "stock",
  piles = {
    stock = "hidden",   -- every card, before the deal
    out = "hidden",     -- TL-1: the cards not dealt with fewer than 4 players
    table = "public",   -- the plays of the current trick, the play to beat on top
    played = "public",  -- the cards of finished tricks
    hand = { per_seat = true, visibility = "owner" },
  },
}

-- TL-2: ranks 3 (lowest) to 2 (highest), suits spades < clubs < diamonds <
-- hearts. Declaring the deck in this order makes the deck order the game's
-- card order: 3S is the lowest card, 2H the highest.
game.deck = {
  preset = "french52",
  ranks = { "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2" },
  suits = { "S", "C", "D", "H" },
}

local HAND_SIZE = 13 -- TL-1

-- TL-5: the highest rank a sequence or double sequence may use (no 2).
local RUN_HIGH = "A"

local PLURAL = { T = "10s", J = "jacks", Q = "queens", K = "kings", A = "aces" }
local ORDINAL = { "1st", "2nd", "3rd", "4th" }

---------------------------------------------------------------------------
-- Helpers
---------------------------------------------------------------------------

local function hand(g, seat) return g.piles.hand[seat] end

local function name(seat) return "seat " .. seat end

local function plural(rank) return PLURAL[rank] or rank .. "s" end

-- Whether a list holds a value.
local function contains(list, x)
  for _, v in ipairs(list) do
    if v == x then return true end
  end
  return false
end

-- The rule functions a variant may replace, for example:
--   local game = require "thirteen"
--   game.rules.quad_beats.pair = true -- a quad also beats a pair of 2s
--   return game
local rules = {}

---------------------------------------------------------------------------
-- Kinds of play (TL-5)
---------------------------------------------------------------------------

-- The kinds of one rank, by number of cards.
local SET_KINDS = { "single", "pair", "triple", "quad" }

-- The order in which legal moves are listed.
local KIND_ORDER = { "single", "pair", "triple", "quad", "sequence", "double_sequence" }

-- What a play is: its kind, number of cards and cards in deck order, or nil
-- and why it is no play (TL-5). cards are codes, in any order.
-- It asks g:shape for the fields it reads alone, which builds no table.
function rules.classify(g, cards)
  local size, groups, per, consecutive, high = g:shape(cards, "size", "groups", "per_rank", "consecutive", "high")
  local play = { size = size, cards = g:sort_cards(cards) }
  if groups == 1 and size <= 4 then
    play.kind = SET_KINDS[size]
    return play
  end
  if consecutive and (per == 1 or per == 2) then
    local what = per == 1 and "a sequence" or "a double sequence"
    if groups < 3 then
      return nil, "TL-5: " .. what .. (per == 1 and " needs at least 3 consecutive ranks" or " needs at least 3 consecutive pairs")
    end
    if high == "2" then
      return nil, "TL-5: " .. what .. " may not include a 2"
    end
    play.kind = per == 1 and "sequence" or "double_sequence"
    return play
  end
  return nil, "TL-5: " .. table.concat(play.cards, " ") .. " is not a play: plays are singles, pairs, triples, quads, " ..
    "sequences of 3 or more consecutive ranks and double sequences of 3 or more consecutive pairs (no 2 in either)"
end

-- "pair", "5-card sequence", "3-pair double sequence": a kind of play, with
-- its length where the length must match (TL-6).
local function kind_name(play)
  if play.kind == "sequence" then return play.size .. "-card sequence" end
  if play.kind == "double_sequence" then return (play.size / 2) .. "-pair double sequence" end
  return play.kind
end

-- A play as the log and the status line show it: "pair of 7s (7C 7H)".
local function describe(g, play)
  local cards = table.concat(play.cards, " ")
  local low, high = g.cards[play.cards[1]].rank, g.cards[play.cards[#play.cards]].rank
  if play.kind == "single" then return "single " .. cards end
  if play.kind == "sequence" or play.kind == "double_sequence" then
    return kind_name(play) .. " " .. low .. " to " .. high .. " (" .. cards .. ")"
  end
  return play.kind .. " of " .. plural(high) .. " (" .. cards .. ")"
end

-- Every play of a kind the hand can make, lowest first; size limits it to
-- plays of that many cards (TL-5). Sequences use the ranks 3 to A only.
local generate = {
  single = function(h) return h:sets(1) end,
  pair = function(h) return h:sets(2) end,
  triple = function(h) return h:sets(3) end,
  quad = function(h) return h:sets(4) end,
  sequence = function(h, size)
    return h:runs { min = size or 3, max = size, high = RUN_HIGH }
  end,
  double_sequence = function(h, size)
    return h:runs { min = size and size / 2 or 3, max = size and size / 2, per_rank = 2, high = RUN_HIGH }
  end,
}
rules.generate = generate

---------------------------------------------------------------------------
-- Beating (TL-6, TL-7, TL-8)
---------------------------------------------------------------------------

-- TL-6: triples and quads are compared by rank; the other kinds by their
-- highest card (rank, then suit).
local COMPARE_BY = { triple = "rank", quad = "rank" }

-- TL-7: the bombs. A single 2, a pair of 2s and three 2s are beaten by a
-- double sequence of this many pairs (exactly, or at least under
-- bomb_rule=at_least); the kinds in quad_beats (a single 2) also by any quad.
rules.bomb_pairs = { single = 3, pair = 4, triple = 5 }
rules.quad_beats = { single = true }

-- The number of pairs of the double sequence that bombs cur, or nil when
-- cur is not 2s (TL-7: no bomb may be played on anything else).
local function bomb_pairs(g, cur)
  if g.cards[cur.cards[1]].rank ~= "2" then return nil end
  return rules.bomb_pairs[cur.kind]
end

-- Whether a double sequence of n pairs is enough to bomb (TL-7).
local function enough_pairs(g, n, need)
  if g.options.bomb_rule == "at_least" then return n >= need end
  return n == need
end

-- What beats cur when it is 2s, for messages (TL-7).
local function bomb_text(g, cur, need)
  local pairs = (g.options.bomb_rule == "at_least" and "at least " or "exactly ") .. need .. " pairs"
  local text = "a double sequence of " .. pairs
  if rules.quad_beats[cur.kind] then text = "a quad or " .. text end
  if cur.kind == "triple" then return text end -- no triple is higher than three 2s
  return "a higher " .. kind_name(cur) .. ", " .. text
end

-- Whether play may be laid on cur; if not, why (TL-6, TL-7). After a bomb,
-- the bomb is cur under its own kind (TL-8), so this needs nothing more.
function rules.beats(g, play, cur)
  if play.kind == cur.kind and play.size == cur.size then
    if COMPARE_BY[play.kind] == "rank" then
      if g:compare_rank(play.cards, cur.cards) > 0 then return true end
    elseif g:compare(play.cards, cur.cards) > 0 then
      return true
    end
    return false, "TL-6: " .. describe(g, play) .. " is not higher than " .. describe(g, cur)
  end
  local need = bomb_pairs(g, cur)
  if need then
    if play.kind == "quad" and rules.quad_beats[cur.kind] then return true end
    if play.kind == "double_sequence" and enough_pairs(g, play.size / 2, need) then return true end
    return false, "TL-7: " .. describe(g, cur) .. " can be beaten only by " .. bomb_text(g, cur, need)
  end
  if play.kind == "quad" or play.kind == "double_sequence" then
    return false, "TL-7: a " .. kind_name(play) .. " beats another kind of play only when laid on 2s; " ..
      describe(g, cur) .. " can be beaten only by a higher " .. kind_name(cur)
  end
  return false, "TL-6: " .. describe(g, cur) .. " can be beaten only by a higher " .. kind_name(cur)
end

-- Every play the hand can lay on cur, kind by kind, lowest first (TL-6,
-- TL-7): the higher plays of cur's kind and size, then the bombs.
function rules.beating(g, h, cur)
  local out = {}
  local function add(list)
    for _, p in ipairs(list) do out[#out + 1] = p end
  end
  add(g:higher(generate[cur.kind](h, cur.size), cur.cards, COMPARE_BY[cur.kind]))
  local need = bomb_pairs(g, cur)
  if need then
    if rules.quad_beats[cur.kind] then add(generate.quad(h)) end
    local max = need
    if g.options.bomb_rule == "at_least" then max = nil end -- any longer one too
    add(h:runs { min = need, max = max, per_rank = 2, high = RUN_HIGH })
  end
  return out
end

-- Every play the hand can lead with (TL-9: a leader may play any kind).
function rules.leads(g, h)
  local out = {}
  for _, kind in ipairs(KIND_ORDER) do
    for _, p in ipairs(generate[kind](h)) do out[#out + 1] = p end
  end
  return out
end

---------------------------------------------------------------------------
-- The trick (TL-9, TL-10, TL-11)
---------------------------------------------------------------------------

-- The play to beat, or nil when the current player leads: the top cards of
-- the table. g.vars keeps only its kind, size and who made it (trick_kind,
-- trick_size, trick_seat); the table pile holds the cards.
local function play_to_beat(g)
  local kind = g.vars.trick_kind
  if kind == nil then return nil end
  local size = g.vars.trick_size
  return { kind = kind, size = size, cards = g:sort_cards(g.piles.table:peek(size)), seat = g.vars.trick_seat }
end

-- The lowest card of a hand. Before the first play, the leader's lowest card
-- is the lowest card dealt (TL-3).
local function lowest(g, h)
  return g:sort_cards(h:cards())[1]
end

-- TL-11: the last player holding cards takes last place, and the finishing
-- order is the result; first place wins.
local function end_game(g)
  for s = 1, g.seats do
    if not g:is_out(s) then g:finish(s) end
  end
  local order = g:finishing_order()
  local parts = {}
  for i, s in ipairs(order) do parts[i] = ORDINAL[i] .. " " .. name(s) end
  local text = table.concat(parts, ", ")
  g:say("The game is over. Finishing order: " .. text .. ".")
  g:win(order[1], "finishing order: " .. text)
end

-- Ends the trick: its cards leave the table and the winner leads; if the
-- winner has gone out, the next player in turn order who still holds cards
-- leads (TL-9, TL-10).
local function end_trick(g)
  local winner = g.vars.trick_seat
  g.piles.table:move_all(g.piles.played)
  g:clear_passes()
  g.vars.trick_kind, g.vars.trick_size, g.vars.trick_seat = nil, nil, nil
  local leader = winner
  if g:is_out(winner) then
    leader = g:next_seat(winner)
    g:say(name(winner) .. " wins the trick but has gone out: " .. name(leader) .. " leads (TL-10).")
  else
    g:say("{seat} {win|wins} the trick and {lead|leads}.", winner)
  end
  g:set_current(leader)
end

-- After seat's play or pass: the next player still in the trick (neither
-- passed nor out) is to play, or, when that is the trick's winner or there
-- is none, the trick ends (TL-4, TL-9).
local function continue_trick(g, seat)
  local nxt = g:next_active(seat)
  if nxt == nil or nxt == g.vars.trick_seat then return end_trick(g) end
  g:set_current(nxt)
end

---------------------------------------------------------------------------
-- Moves: for each verb, check (is the move legal now? if not, the rule that
-- says no), apply (what it does) and generate (the moves that may be legal
-- now; rulerun keeps those check accepts).
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

-- play <cards>: lay a play on the table (TL-5 .. TL-8). The move's cards
-- come in deck order, lowest first.
verbs.play = {}

-- Why the play may not be laid, or nothing when it may.
function verbs.play.check(g, seat, m)
  local cards = m.cards
  for i = 2, #cards do
    if cards[i] == cards[i - 1] then return cards[i] .. " is named twice" end
  end
  local ok, missing = hand(g, seat):holds(cards)
  if not ok then return "you do not hold " .. missing end
  local play, why = rules.classify(g, cards)
  if not play then return why end
  local cur = play_to_beat(g)
  if cur then
    local beats, reason = rules.beats(g, play, cur)
    if not beats then return reason end
  elseif g.vars.opening then
    local low = lowest(g, hand(g, seat))
    if not contains(play.cards, low) then
      return "TL-3 (open_with_lowest): the first play of the game must contain your lowest card, " .. low
    end
  end
end

-- A player who plays their last card goes out with the next place (TL-10),
-- and the game ends when one player still holds cards (TL-11).
function verbs.play.apply(g, seat, m)
  local play = rules.classify(g, m.cards)
  local cur = play_to_beat(g)
  local h = hand(g, seat)
  h:move_cards(play.cards, g.piles.table)
  g.vars.trick_kind, g.vars.trick_size, g.vars.trick_seat = play.kind, play.size, seat
  g.vars.opening = nil
  local text = "{seat} {play|plays} " .. describe(g, play)
  if cur and cur.kind ~= play.kind then text = text .. " on the " .. describe(g, cur) .. " (TL-7)" end
  g:say(text .. ".", seat)
  if h:is_empty() then
    local place = g:finish(seat)
    g:say("{seat} {have|has} no cards left and {take|takes} " .. ORDINAL[place] .. " place.", seat)
    if g:active_seats() == 1 then return end_game(g) end
  end
  continue_trick(g, seat)
end

-- A leader may lay any play (TL-9); a follower, the plays that may beat the
-- one on the table.
function verbs.play.generate(g, seat, out)
  local h = hand(g, seat)
  local cur = play_to_beat(g)
  if cur then
    out:each(rules.beating(g, h, cur))
  else
    out:each(rules.leads(g, h))
  end
end

-- pass: out of the trick until it ends (TL-9).
verbs.pass = {}

function verbs.pass.check(g, seat)
  if g.vars.trick_kind == nil then
    return "TL-9: you are leading, so you may not pass: play any single, pair, triple, quad, sequence or double sequence"
  end
end

function verbs.pass.apply(g, seat)
  g:pass(seat)
  g:say("{seat} {pass|passes}.", seat)
  continue_trick(g, seat)
end

---------------------------------------------------------------------------
-- Hooks called by the engine
---------------------------------------------------------------------------

-- setup: deal 13 cards each, put the rest out of play (TL-1); the holder of
-- the lowest card dealt leads (TL-3).
function game.setup(g)
  local stock = g.piles.stock
  stock:shuffle()
  local hands = {}
  for s = 1, g.seats do hands[s] = hand(g, s) end
  stock:deal(HAND_SIZE, hands)
  local rest = stock:count()
  stock:move_all(g.piles.out)
  g:say("Each player is dealt " .. HAND_SIZE .. " cards" ..
    (rest > 0 and "; the other " .. rest .. " are out of play." or "."))
  local leader, low
  for s = 1, g.seats do
    hands[s]:sort() -- the text: cards dealt are sorted lowest to highest
    local c = hands[s]:bottom()
    if low == nil or g:compare(c, low) < 0 then leader, low = s, c end
  end
  g:set_current(leader)
  g:tell(leader, "You hold " .. low .. ", the lowest card dealt: you lead (TL-3).")
  g:tell_others(leader, name(leader) .. " holds the lowest card dealt and leads (TL-3).")
  if g.options.open_with_lowest then g.vars.opening = true end
end

-- to_act: only the current player decides (TL-4, TL-9).
function game.to_act(g)
  return g:current()
end

-- status: the trick in one line: "to beat: pair of 7s (7C 7H) by seat 1;
-- passed: seat 2".
function game.status(g, seat)
  local order = {}
  for i, s in ipairs(g:finishing_order()) do order[i] = ORDINAL[i] .. " " .. name(s) end
  if g:is_over() then return "game over; finishing order: " .. table.concat(order, ", ") end
  local parts = {}
  local cur = play_to_beat(g)
  if cur then
    parts[1] = "to beat: " .. describe(g, cur) .. " by " .. name(cur.seat)
  else
    parts[1] = name(g:current()) .. " leads a new trick" ..
      (g.vars.opening and " with a play containing the lowest card dealt (TL-3)" or "")
  end
  local passed = {}
  for s = 1, g.seats do
    if g:has_passed(s) then passed[#passed + 1] = name(s) end
  end
  if #passed > 0 then parts[#parts + 1] = "passed: " .. table.concat(passed, ", ") end
  if #order > 0 then parts[#parts + 1] = "finished: " .. table.concat(order, ", ") end
  return table.concat(parts, "; ")
end

game.rules = rules

return game
