-- Unu ("UNU's Not Uno!"): a Crazy Eights game where cards have powers.
--
-- Rules text: shared/rules/unu.txt. Where the text is silent or unclear, the
-- points UNU-1 .. UNU-16 of INTERPRETATIONS.md decide; each is cited where it
-- is implemented. Read this file top to bottom: declarations, then helpers,
-- then the card powers, then the moves (one section per verb: when it is
-- legal, what it does, which moves exist now), then the hooks that start the
-- game and say who acts.
--
-- Seats are numbered 1..n clockwise. Cards are codes such as "8H", "TS".

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Unu",
  description = "Discard all your cards. Eights are wild and name a suit; aces skip, queens reverse, " ..
    "kings go again, twos make the next player draw two, sixes turn up a new card, sevens give free reign.",
  seats = { min = 2, max = 15, default = 4 },

  options = {
    eights_wild = { default = true,
      help = "UNU-1: an eight may be discarded on any card (off: eights match suit or rank like other cards)" },
    decks = { default = 0,
      help = "UNU-3: how many 52-card decks; 0 means one per five players, rounded up" },
    first_dealer = { default = 0,
      help = "UNU-4: the first dealer's seat; 0 picks one at random" },
    unu_penalty_scope = { default = "game", choices = { "game", "player" },
      help = "UNU-12: count caught offences over the whole game (4, 2, 1...) or for each player" },
    stock_out = { default = "on_demand", choices = { "on_demand", "immediate" },
      help = "UNU-13: the game is drawn when a card must be taken from the empty stock, or as soon as it is empty" },
  },

  -- The typed notation (INTERPRETATIONS.md 4.2); each verb's rules are in
  -- game.verbs below.
  moves = {
    "catch <seat>",
    "draw",
    "play <cards> [call <suit>] [unu]",
    "unu",
  },

  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

-- The rank order of a series (UNU-7): eight is lowest, seven highest, and
-- the order wraps from K through A to 2. Declaring the deck in this order
-- makes rank_index the position in a series.
local SERIES_ORDER = { "8", "9", "T", "J", "Q", "K", "A", "2", "3", "4", "5", "6", "7" }

-- The order in which the powers of a series take effect (UNU-8).
local POWER_ORDER = { "8", "Q", "K", "A", "2", "6", "7" }

local SUITS = { "C", "D", "H", "S" }
local SUIT_NAMES = { C = "clubs", D = "diamonds", H = "hearts", S = "spades" }

-- UNU-3: one deck for every five players or part thereof.
function game.deck(options, seats)
  local decks = options.decks
  if decks <= 0 then decks = math.ceil(seats / 5) end
  return { preset = "french52", ranks = SERIES_ORDER, copies = decks }
end

---------------------------------------------------------------------------
-- Helpers
---------------------------------------------------------------------------

local function hand(g, seat) return g.piles.hand[seat] end

local function name(seat) return "seat " .. seat end

local function rank(g, code) return g.cards[code].rank end

-- Whether a list of cards holds a card of rank r.
local function has_rank(g, cards, r)
  for _, code in ipairs(cards) do
    if rank(g, code) == r then return true end
  end
  return false
end

-- The suit the next discard must follow: the called suit after an eight,
-- otherwise the top card's suit (UNU-5, UNU-9).
local function current_suit(g)
  return g.vars.called or g.cards[g.piles.discard:top()].suit
end

-- Takes n cards from the stock into seat's hand. UNU-13: if the stock runs
-- out, the cards that can be taken are taken, then the game is a draw.
-- Returns false when the game has ended.
local function take(g, seat, n, why)
  local stock = g.piles.stock
  local got = stock:draw(n, hand(g, seat), why) -- rulerun tells the seat its cards, the others how many
  if #got < n then
    g:draw_game("the stock ran out (UNU-13)")
    g:say("The stock has run out: the game is a draw.")
    return false
  end
  if g.options.stock_out == "immediate" and stock:is_empty() then
    g:draw_game("the stock is empty (UNU-13, stock_out=immediate)")
    g:say("The stock is empty: the game is a draw.")
    return false
  end
  return true
end

-- Turns up the top stock card onto the discard pile, again while it is a six
-- (UNU-5: nothing may be played on a six). A turned-up card has no power and
-- becomes the card to match, replacing any call (UNU-8).
-- Returns false when the game has ended.
local function turn_up(g)
  local stock = g.piles.stock
  repeat
    local code = stock:move_top(g.piles.discard)
    if code == nil then
      g:draw_game("the stock ran out (UNU-13)")
      g:say("The stock has run out: the game is a draw.")
      return false
    end
    g:say("Turned up: " .. code .. ".")
    if g.options.stock_out == "immediate" and stock:is_empty() then
      g:draw_game("the stock is empty (UNU-13, stock_out=immediate)")
      g:say("The stock is empty: the game is a draw.")
      return false
    end
  until rank(g, code) ~= "6"
  g.vars.called = nil
  return true
end

-- Whether cards, in deck order, are consecutive in series order (UNU-7).
-- The deck declares its ranks in series order, so a move's cards come in
-- series order already.
local function consecutive(g, cards)
  for i = 2, #cards do
    if g.cards[cards[i]].rank_index ~= g.cards[cards[i - 1]].rank_index + 1 then return false end
  end
  return true
end

-- The rule functions a variant may replace, for example:
--   local game = require "unu"
--   game.rules.powers.K = function(g, seat) g.vars.skips = (g.vars.skips or 0) + 1 end
--   return game
local rules = { powers = {} }

-- The matching rule (UNU-1, UNU-5, UNU-9), as the field-value pairs a card
-- discarded singly must match one of: after an eight, the called suit or
-- another eight; otherwise the top card's suit or rank, or an eight when
-- eights are wild.
function rules.match(g)
  local called = g.vars.called
  if called then return "suit", called, "rank", "8" end
  local top = g.cards[g.piles.discard:top()]
  return "suit", top.suit, "rank", top.rank, "rank", g.options.eights_wild and "8" or nil
end

---------------------------------------------------------------------------
-- Card powers (UNU-8), applied in POWER_ORDER after a discard.
---------------------------------------------------------------------------

local powers = rules.powers

-- Eight: the discarding player names a suit (UNU-9: it binds the next
-- discard even inside a series).
powers["8"] = function(g, seat, move) g.vars.called = move.call end

-- Queen: the direction of play reverses (UNU-6: no effect with two players).
powers.Q = function(g, seat) g:reverse() end

-- King: the player takes another turn right after this one.
powers.K = function(g, seat) g.vars.extra_turn = true end

-- Ace: the next player in the (new) direction loses their turn. It applies
-- when the turn leaves this player (UNU-8).
powers.A = function(g, seat) g.vars.skips = (g.vars.skips or 0) + 1 end

-- Two: the next player not losing a turn draws two, then plays (UNU-16).
powers["2"] = function(g, seat) g.vars.twos = (g.vars.twos or 0) + 1 end

-- Six: the top stock card is turned up and becomes the card to match.
powers["6"] = function(g, seat) return turn_up(g) end

-- Seven: free reign (UNU-11).
powers["7"] = function(g, seat)
  g.vars.reign = seat
  g:say("{seat} {have|has} free reign.", seat)
end

-- Applies the powers of the discarded cards in precedence order. During free
-- reign only eights and sevens count (UNU-11). Returns false when the game
-- has ended, and whether the turn goes on (free reign started).
local function apply_powers(g, seat, cards, move)
  local reign = g.vars.reign
  for _, r in ipairs(POWER_ORDER) do
    if powers[r] and (not reign or r == "8") and has_rank(g, cards, r) then
      if powers[r](g, seat, move) == false then return false end
    end
  end
  return true
end

---------------------------------------------------------------------------
-- Turns
---------------------------------------------------------------------------

-- Ends seat's turn. A king's extra turn comes first; then the turn passes,
-- skipping a player per ace, and the next player draws two per two
-- (UNU-8, UNU-11, UNU-16).
local function end_turn(g, seat)
  g.vars.reign = nil
  g.vars.declared = nil
  if g.vars.extra_turn then
    g.vars.extra_turn = nil
    g:say("{seat} {play|plays} again.", seat)
    return
  end
  local next = g:next_seat(seat)
  for _ = 1, g.vars.skips or 0 do
    g:say("{seat} {lose|loses} a turn.", next)
    next = g:next_seat(next)
  end
  g.vars.skips = nil
  g:set_current(next)
  local twos = g.vars.twos or 0
  g.vars.twos = nil
  if twos > 0 then take(g, next, 2 * twos, "a two was played") end
end

-- The penalty for the n-th caught offence: 4, then 2, then 1 (UNU-12).
function rules.penalty(n) return ({ 4, 2 })[n] or 1 end

local function offences_key(g, seat)
  if g.options.unu_penalty_scope == "player" then return "offences_" .. seat end
  return "offences"
end

-- Whether seat may say unu with a discard of cards that leaves it left
-- cards: once a turn, when it leaves one card, or earlier while the turn goes
-- on in free reign, which a seven starts and another seven ends (UNU-11,
-- UNU-12).
local function may_declare(g, seat, left, cards)
  if g.vars.declared == seat or left < 1 then return false end
  if left == 1 then return true end
  if g.vars.reign then return not has_rank(g, cards, "7") end
  return has_rank(g, cards, "7")
end

-- Begins seat's action. UNU-12: the window to catch a missed unu closes
-- when another player begins a turn.
local function begin(g, seat)
  if g.vars.missed and g.vars.missed ~= seat then g.vars.missed = nil end
end

---------------------------------------------------------------------------
-- Moves: for each verb, check (the rule that says no, if one does), apply
-- (what it does) and generate (the moves there may be; check decides).
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

-- play <cards> [call <suit>] [unu]: a single discard or a series (UNU-7).
verbs.play = {}

-- The call part: a discard that includes an eight names a suit, and no
-- other discard does (UNU-1, UNU-9).
function verbs.play.call(g, seat, m)
  if has_rank(g, m.cards, "8") then return true, "an eight names a suit: add call <suit>, as in play 8H call spades" end
  return false, "only a discard that includes an eight names a suit"
end

-- The unu part: the declaration may come with the discard that leaves one
-- card, or earlier in a free reign (UNU-12).
function verbs.play.unu(g, seat, m)
  if may_declare(g, seat, hand(g, seat):count() - #m.cards, m.cards) then return nil end
  return false, "UNU-12: you say unu with the discard that leaves you one card, or earlier in a free reign"
end

-- Why the discard may not be made, or nothing when it may. The move's cards
-- come in deck order, which is series order.
function verbs.play.check(g, seat, m)
  local h = hand(g, seat)
  local cards = m.cards
  local held, missing = h:holds(cards)
  if not held then return "you do not hold " .. missing end
  if #cards == 1 then
    if h:count() == 1 and rank(g, cards[1]) == "8" then return "UNU-15: your only card is an eight: you cannot play it, you must draw" end
    if not g:matches(cards[1], rules.match(g)) then
      return (g.vars.called and "UNU-1: " or "") .. cards[1] .. " does not match: follow " .. SUIT_NAMES[current_suit(g)] ..
        (g.vars.called and " (the called suit)" or " or the rank of " .. g.piles.discard:top())
    end
    return
  end
  if g.vars.reign then return "UNU-11: no series during free reign; discard one card at a time" end
  if #cards >= h:count() then return "UNU-7: a series may not get rid of all your cards" end
  local suit = current_suit(g)
  for _, code in ipairs(cards) do
    if g.cards[code].suit ~= suit then return "UNU-7: every card of a series must be of the current suit, " .. SUIT_NAMES[suit] end
  end
  if not consecutive(g, cards) then
    return "UNU-7: the cards of a series must be consecutive in the order 8 9 T J Q K A 2 3 4 5 6 7"
  end
end

function verbs.play.apply(g, seat, m)
  begin(g, seat)
  local cards = m.cards
  local h, discard = hand(g, seat), g.piles.discard
  h:move_cards(cards, discard)
  local text = "{seat} {play|plays} " .. table.concat(cards, " ")
  if m.call then text = text .. " and {call|calls} " .. SUIT_NAMES[m.call] end
  g:say(text .. ".", seat) -- "You play 8H." to seat, "seat 2 plays 8H." to the others
  if m.unu then
    g.vars.declared = seat
    g:say("{seat} {say|says} unu!", seat)
  end
  -- UNU-14: the first player out of cards wins at once; the card's power is ignored.
  if h:is_empty() then
    g:win(seat, name(seat) .. " discarded all their cards")
    g:say("{seat} {have|has} no cards left and {win|wins}!", seat)
    return
  end
  -- UNU-12: leaving yourself one card without declaring opens the catch window.
  if h:count() == 1 and g.vars.declared ~= seat then g.vars.missed = seat end
  local reigning = g.vars.reign
  g.vars.called = nil -- a discard answers any earlier call; an eight below sets a new one
  if not apply_powers(g, seat, cards, m) then return end
  if reigning then
    -- UNU-11: another seven ends the reign and the turn; other cards keep it going.
    if rank(g, cards[1]) == "7" then end_turn(g, seat) end
  elseif not g.vars.reign then
    end_turn(g, seat)
  end
end

-- Every card that matches, and every series of the current suit: two or
-- more consecutive cards, short of the whole hand (UNU-7).
function verbs.play.generate(g, seat, out)
  local h = hand(g, seat)
  out:each(h:any_of(rules.match(g)))
  local n = h:count()
  if n >= 3 and not g.vars.reign then
    out:each(h:runs { suit = current_suit(g), min = 2, max = n - 1 })
  end
end

-- draw: take the top stock card; it ends the turn and any free reign (UNU-2, UNU-11).
verbs.draw = {}

function verbs.draw.apply(g, seat)
  begin(g, seat)
  if take(g, seat, 1) then end_turn(g, seat) end
end

-- unu: the declaration, made just before the discard that leaves one card.
verbs.unu = {}

-- Whether seat may say unu now, before a discard: when a discard would leave
-- one card (a single when two are left, or a series of all but one), or
-- during free reign, which goes on until a seven or a draw.
local function can_declare(g, seat)
  local h = hand(g, seat)
  local n = h:count()
  if g.vars.declared == seat or n < 2 then return false end
  if g.vars.reign or n == 2 and #h:any_of(rules.match(g)) > 0 then return true end
  return n >= 3 and #h:runs { suit = current_suit(g), min = n - 1, max = n - 1 } > 0
end

function verbs.unu.check(g, seat)
  if not can_declare(g, seat) then return "UNU-12: you say unu when a discard will leave you one card" end
end

function verbs.unu.apply(g, seat)
  begin(g, seat)
  g.vars.declared = seat
  g:say("{seat} {say|says} unu!", seat)
end

-- catch <seat>: another player caught a missed "unu" in time (UNU-12). Any
-- player may catch while the window is open, out of turn.
verbs.catch = { out_of_turn = true }

function verbs.catch.check(g, seat, m)
  local offender = g.vars.missed
  if offender == nil then return "UNU-12: nobody can be caught now: no one has failed to say unu" end
  if m.seat ~= offender then return "UNU-12: " .. name(m.seat) .. " did not fail to say unu" end
  if seat == offender then return "UNU-12: you cannot catch yourself" end
end

-- Only the seat that failed to say unu can be caught.
function verbs.catch.generate(g, seat, out)
  if g.vars.missed then out:add(g.vars.missed) end
end

function verbs.catch.apply(g, seat, m)
  local offender = g.vars.missed
  g.vars.missed = nil
  local key = offences_key(g, offender)
  g.vars[key] = (g.vars[key] or 0) + 1
  local n = rules.penalty(g.vars[key])
  g:say("{seat} {catch|catches} " .. name(offender) .. ", who did not say unu: " .. n .. (n == 1 and " card" or " cards") .. " penalty.", seat)
  take(g, offender, n, "penalty")
end

---------------------------------------------------------------------------
-- Hooks called by the engine
---------------------------------------------------------------------------

-- setup: choose the dealer, deal seven cards each and turn up the start card
-- (UNU-4, UNU-5).
function game.setup(g)
  local dealer = g.options.first_dealer
  if dealer < 1 or dealer > g.seats then dealer = g:random(g.seats) end
  g:set_dealer(dealer)
  local stock = g.piles.stock
  stock:shuffle()
  local hands = {}
  for s = 1, g.seats do hands[s] = hand(g, s) end
  stock:deal(7, hands)
  g:say("{seat} {deal|deals} seven cards to each player.", dealer)
  g:set_current(g:next_seat(dealer))
  turn_up(g)
end

-- to_act: the current player decides; while a missed unu may be caught,
-- every other player may act too (UNU-12).
function game.to_act(g)
  local others
  if g.vars.missed then
    others = {}
    for s = 1, g.seats do
      if s ~= g.vars.missed then others[#others + 1] = s end
    end
  end
  return g:current(), others
end

-- status: a line about the table, shown to players.
function game.status(g, seat)
  local parts = { "Top card " .. (g.piles.discard:top() or "none") }
  if g.vars.called then parts[#parts + 1] = "called suit " .. SUIT_NAMES[g.vars.called] end
  if g.vars.reign then parts[#parts + 1] = name(g.vars.reign) .. " has free reign" end
  parts[#parts + 1] = "stock " .. g.piles.stock:count()
  parts[#parts + 1] = "direction " .. (g:direction() == 1 and "clockwise" or "counterclockwise")
  return table.concat(parts, "; ")
end

game.rules = rules

return game
