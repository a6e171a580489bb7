-- Unu ("UNU's Not Uno!"): a Crazy Eights game where cards have powers.
--
-- Rules text: shared/rules/unu.txt. Where the text is silent or unclear, the
-- points UNU-1 .. UNU-16 of INTERPRETATIONS.md decide; each is cited where it
-- is implemented. Read this file top to bottom: declarations, then helpers,
-- then the card powers, then the four hooks the engine calls.
--
-- Seats are numbered 1..n clockwise. Cards are codes such as "8H", "TS".

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

  -- The typed notation (INTERPRETATIONS.md 4.2).
  moves = {
    "play <cards> [call <suit>] [unu]",
    "draw",
    "unu",
    "catch <seat>",
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
  local got = stock:draw(n, hand(g, seat))
  if #got > 0 then
    g:tell(seat, "You draw " .. table.concat(got, " ") .. why .. ".")
    g:tell_others(seat, name(seat) .. " draws " .. #got .. (#got == 1 and " card" or " cards") .. why .. ".")
  end
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

-- The cards of a series in series order, or nil and why they are not one
-- (UNU-7). cards are codes, in any order.
local function series_order(g, cards)
  local sorted = {}
  for i, code in ipairs(cards) do sorted[i] = code end
  table.sort(sorted, function(a, b) return g.cards[a].rank_index < g.cards[b].rank_index end)
  for i = 2, #sorted do
    if g.cards[sorted[i]].rank_index ~= g.cards[sorted[i - 1]].rank_index + 1 then
      return nil, "the cards of a series must be consecutive in the order 8 9 T J Q K A 2 3 4 5 6 7"
    end
  end
  return sorted
end

-- Whether a list holds a value.
local function contains(list, x)
  for _, v in ipairs(list) do
    if v == x then return true end
  end
  return false
end

-- The rule functions a variant may replace, for example:
--   local game = require "unu"
--   game.rules.powers.K = function(g, seat) g.vars.skips = (g.vars.skips or 0) + 1 end
--   return game
local rules = { powers = {} }

-- The cards of hand h that may be discarded singly now (the matching rule,
-- UNU-1, UNU-5, UNU-9): after an eight, the called suit or another eight;
-- otherwise the top card's suit or rank, or an eight when eights are wild.
function rules.playable(g, h)
  local called = g.vars.called
  if called then return h:any_of("suit", called, "rank", "8") end
  local top = g.cards[g.piles.discard:top()]
  return h:any_of("suit", top.suit, "rank", top.rank, "rank", g.options.eights_wild and "8" or nil)
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
  g:say(name(seat) .. " has free reign.")
end

-- Applies the powers of the discarded cards in precedence order. During free
-- reign only eights and sevens count (UNU-11). Returns false when the game
-- has ended, and whether the turn goes on (free reign started).
local function apply_powers(g, seat, cards, move)
  local reign = g.vars.reign
  for _, r in ipairs(POWER_ORDER) do
    if powers[r] and (not reign or r == "8") then
      for _, code in ipairs(cards) do
        if rank(g, code) == r then
          if powers[r](g, seat, move) == false then return false end
          break
        end
      end
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
    g:say(name(seat) .. " plays again.")
    return
  end
  local next = g:next_seat(seat)
  for _ = 1, g.vars.skips or 0 do
    g:say(name(next) .. " loses a turn.")
    next = g:next_seat(next)
  end
  g.vars.skips = nil
  g:set_current(next)
  local twos = g.vars.twos or 0
  g.vars.twos = nil
  if twos > 0 then take(g, next, 2 * twos, " (a two was played)") end
end

-- The penalty for the n-th caught offence: 4, then 2, then 1 (UNU-12).
function rules.penalty(n)
  if n == 1 then return 4 elseif n == 2 then return 2 end
  return 1
end

local function offences_key(g, seat)
  if g.options.unu_penalty_scope == "player" then return "offences_" .. seat end
  return "offences"
end

---------------------------------------------------------------------------
-- Moves
---------------------------------------------------------------------------

local play_move = {}

-- catch <seat>: another player caught a missed "unu" in time (UNU-12).
function play_move.catch(g, seat, move)
  local offender = g.vars.missed
  if offender == nil then reject("UNU-12: nobody can be caught now: no one has failed to say unu") end
  if move.seat ~= offender then reject("UNU-12: " .. name(move.seat) .. " did not fail to say unu") end
  if seat == offender then reject("UNU-12: you cannot catch yourself") end
  g.vars.missed = nil
  local key = offences_key(g, offender)
  g.vars[key] = (g.vars[key] or 0) + 1
  local n = rules.penalty(g.vars[key])
  g:say(name(seat) .. " catches " .. name(offender) .. ", who did not say unu: " .. n .. (n == 1 and " card" or " cards") .. " penalty.")
  take(g, offender, n, " (penalty)")
end

-- unu: the declaration, sent just before the play that leaves one card.
function play_move.unu(g, seat)
  if hand(g, seat):count() < 2 then reject("UNU-12: you say unu when a discard will leave you one card") end
  g.vars.declared = seat
  g:say(name(seat) .. " says unu!")
end

-- draw: take the top stock card; it ends the turn and any free reign (UNU-2, UNU-11).
function play_move.draw(g, seat)
  if take(g, seat, 1, "") then end_turn(g, seat) end
end

-- Checks a discard; returns the cards in the order they are laid down.
local function check_discard(g, seat, move)
  local h = hand(g, seat)
  local cards = move.cards
  local held, missing = h:holds(cards)
  if not held then reject("you do not hold " .. missing) end
  local has_eight = false
  for _, code in ipairs(cards) do has_eight = has_eight or rank(g, code) == "8" end
  if has_eight and not move.call then reject("an eight names a suit: add call <suit>, as in play 8H call spades") end
  if move.call and not has_eight then reject("only a discard that includes an eight names a suit") end
  if #cards == 1 then
    if h:count() == 1 and rank(g, cards[1]) == "8" then reject("UNU-15: your only card is an eight: you cannot play it, you must draw") end
    if not contains(rules.playable(g, h), cards[1]) then
      reject(cards[1] .. " does not match: follow " .. SUIT_NAMES[current_suit(g)] ..
        (g.vars.called and " (the called suit)" or " or the rank of " .. g.piles.discard:top()))
    end
    return cards
  end
  if g.vars.reign then reject("UNU-11: no series during free reign; discard one card at a time") end
  if #cards >= h:count() then reject("UNU-7: a series may not get rid of all your cards") end
  local suit = current_suit(g)
  for _, code in ipairs(cards) do
    if g.cards[code].suit ~= suit then reject("UNU-7: every card of a series must be of the current suit, " .. SUIT_NAMES[suit]) end
  end
  local sorted, why = series_order(g, cards)
  if not sorted then reject("UNU-7: " .. why) end
  return sorted
end

-- play <cards> [call <suit>] [unu]: a single discard or a series (UNU-7).
function play_move.play(g, seat, move)
  local cards = check_discard(g, seat, move)
  local h, discard = hand(g, seat), g.piles.discard
  for _, code in ipairs(cards) do h:move(code, discard) end
  local text = name(seat) .. " plays " .. table.concat(cards, " ")
  if move.call then text = text .. " and calls " .. SUIT_NAMES[move.call] end
  g:say(text .. ".")
  if move.unu and g.vars.declared ~= seat then
    g.vars.declared = seat
    g:say(name(seat) .. " says unu!")
  end
  -- UNU-14: the first player out of cards wins at once; the card's power is ignored.
  if h:is_empty() then
    g:win(seat, name(seat) .. " discarded all their cards")
    g:say(name(seat) .. " has no cards left and wins!")
    return
  end
  -- UNU-12: leaving yourself one card without declaring opens the catch window.
  if h:count() == 1 and g.vars.declared ~= seat then g.vars.missed = seat end
  local reigning = g.vars.reign
  g.vars.called = nil -- a discard answers any earlier call; an eight below sets a new one
  if not apply_powers(g, seat, cards, move) then return end
  if reigning then
    -- UNU-11: another seven ends the reign and the turn; other cards keep it going.
    if rank(g, cards[1]) == "7" then end_turn(g, seat) end
  elseif not g.vars.reign then
    end_turn(g, seat)
  end
end

---------------------------------------------------------------------------
-- Legal moves
---------------------------------------------------------------------------

-- Adds a discard to the list, with every suit call an eight needs, and
-- with and without the unu declaration when it leaves one card. Returns
-- whether it added a declaration.
local function add_discard(list, base, has_eight, last_but_one)
  if has_eight then
    for _, s in ipairs(SUITS) do
      local v = base .. " call " .. SUIT_NAMES[s]
      list[#list + 1] = v
      if last_but_one then list[#list + 1] = v .. " unu" end
    end
  else
    list[#list + 1] = base
    if last_but_one then list[#list + 1] = base .. " unu" end
  end
  return last_but_one
end

-- Every series the hand can make: two or more consecutive ranks of the
-- current suit, short of the whole hand (UNU-7).
local function add_series(g, h, n, undeclared, list)
  local declares = false
  if n < 3 then return declares end
  for _, run in ipairs(h:runs { suit = current_suit(g), min = 2, max = n - 1 }) do
    declares = add_discard(list, "play " .. table.concat(run, " "), rank(g, run[1]) == "8", undeclared and n - #run == 1) or declares
  end
  return declares
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
  g:say(name(dealer) .. " deals seven cards to each player.")
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

-- legal: every move seat may make now.
function game.legal(g, seat)
  local list = {}
  local missed = g.vars.missed
  if missed and missed ~= seat then list[1] = "catch " .. missed end
  if seat ~= g:current() then return list end
  list[#list + 1] = "draw"
  local h = hand(g, seat)
  local n = h:count()
  local undeclared = g.vars.declared ~= seat
  local declares = false
  for _, code in ipairs(rules.playable(g, h)) do
    local is_eight = rank(g, code) == "8"
    if not (is_eight and n == 1) then -- UNU-15
      declares = add_discard(list, "play " .. code, is_eight, undeclared and n == 2) or declares
    end
  end
  if not g.vars.reign then declares = add_series(g, h, n, undeclared, list) or declares end
  -- The declaration on its own, just before a discard that leaves one card.
  if declares then list[#list + 1] = "unu" end
  return list
end

-- play: apply a move, or reject it with the rule it breaks.
function game.play(g, seat, move)
  if move.verb ~= "catch" then
    if seat ~= g:current() then reject("it is not your turn: " .. name(g:current()) .. " is to play") end
    -- UNU-12: the window to catch a missed unu closes when another player begins a turn.
    if g.vars.missed and g.vars.missed ~= seat then g.vars.missed = nil end
  end
  play_move[move.verb](g, seat, move)
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
