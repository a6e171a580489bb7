-- UnoCorns: Uno with a unicorn theme and one card of its own, the Wild
-- Narwhal Rule, which puts a card on every other player's forehead. A match
-- is played round after round until a player's total reaches 500 points.
--
-- Rules text: docs/rules/unocorns.txt. Where the text is silent or unclear,
-- the points UC-1 .. UC-19 of INTERPRETATIONS.md (section 3) decide; each is
-- cited where it is implemented. Read this file top to bottom: declarations,
-- then helpers, then the turn and the card effects, then the moves (one
-- section per verb), then scoring and the rounds, then the hooks that start
-- the match and say who acts.
--
-- Options (each cites its point):
--   first_dealer        UC-2: 0 draws for the first deal (highest number deals), or a seat number
--   two_player_reverse  UC-4: skip (default) or plain
--   wild_forehead       UC-11: continue (default) or end_turn
--   scoring             UC-17: winner (default) or penalty
--   target              UC-17: the total that ends the match, 500 by default
--
-- Where this script departs from INTERPRETATIONS.md, and why:
--   * UC-10: a colour already guessed wrongly for the same forehead card may
--     not be guessed again (it is refused, and not listed). The point only
--     says the wrong guesses "are recorded"; refusing them makes the text's
--     "at worst, someone needs to try 3 times" hold. It depends only on the
--     public record, never on the hidden card.
--   * UC-7: the challenger is shown the hand as it was when the Wild Draw
--     Four was played (the cards below any drawn since, such as an uno
--     penalty taken before the answer), since that is the hand being judged.
--   * UC-17: no cards are named at the end of a round (a player would
--     otherwise learn their own forehead card); the log gives the points.
--   * The first dealer's draw names its cards in words ("blue 4"), not
--     codes, since they go back into the deck.
--
-- Seats are numbered 1..n clockwise. Cards are codes such as "R7", "GS"
-- (green Skip), "BR" (blue Reverse), "YD" (yellow Draw Two), "W", "W4", "WN".
--
-- State: the piles hold the cards; g.vars holds only what every player may
-- know (the named colour, who is answering a Wild Draw Four, who drew this
-- turn, who said uno, who may be caught, the wrong guesses).

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "UnoCorns",
  description = "Uno with unicorns: match the top card by colour, number or symbol and be first out of cards. " ..
    "The Wild Narwhal Rule puts a card on every other player's forehead, whose colour they must guess. " ..
    "Rounds are scored until a player reaches 500 points.",
  seats = { min = 2, max = 10, default = 4 },

  options = {
    first_dealer = { default = 0,
      help = "UC-2: the first dealer's seat; 0 has every player draw a card and the highest number deal" },
    two_player_reverse = { default = "skip", choices = { "skip", "plain" },
      help = "UC-4: with two players a Reverse acts as a Skip (skip), or only reverses (plain)" },
    wild_forehead = { default = "continue", choices = { "continue", "end_turn" },
      help = "UC-11: after a wild forehead card is discarded the turn goes on (continue) or ends (end_turn)" },
    scoring = { default = "winner", choices = { "winner", "penalty" },
      help = "UC-17: the round winner scores the others' cards (winner), or each player adds their own (penalty)" },
    target = { default = 500,
      help = "UC-17: the total that ends the match" },
  },

  -- The typed notation (INTERPRETATIONS.md 3.2); each verb's rules are in
  -- game.verbs below.
  moves = {
    "play <card> [<suit:color>] [uno]",
    "draw",
    "pass",
    "uno",
    "catch <seat>",
    "challenge",
    "accept",
    "guess <suit>",
    "choose <suit>",
  },

  start = "stock",
  piles = {
    stock = "hidden",                                    -- the draw pile
    discard = "public",                                  -- the discard pile, top card to match
    hand = { per_seat = true, visibility = "owner" },
    forehead = { per_seat = true, visibility = "others" }, -- UC-10: seen by all but its wearer
    aside = { per_seat = true, visibility = "hidden" },  -- UC-12: further forehead cards, face down
  },
}

---------------------------------------------------------------------------
-- The deck (UC-1): per colour one 0, two each of 1-9, Skip, Reverse and
-- Draw Two; four Wild, four Wild Draw Four, four Wild Narwhal: 112 cards.
-- Points are the scoring values of UC-17.
---------------------------------------------------------------------------

local COLORS = { "R", "Y", "G", "B" }
local COLOR_NAMES = { R = "red", Y = "yellow", G = "green", B = "blue" }
local NUMBERS = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9" }
local ACTIONS = { "S", "R", "D" } -- Skip, Reverse, Draw Two
local ACTION_POINTS = 20
local WILD_POINTS = 50

local function build_deck()
  local cards = {}
  for _, c in ipairs(COLORS) do
    for _, n in ipairs(NUMBERS) do
      cards[#cards + 1] = { code = c .. n, suit = c, rank = n, kind = "number",
        points = tonumber(n), copies = n == "0" and 1 or 2 }
    end
    for _, a in ipairs(ACTIONS) do
      cards[#cards + 1] = { code = c .. a, suit = c, rank = a, kind = "action", points = ACTION_POINTS, copies = 2,
        aliases = a == "D" and { c .. "+2" } or nil }
    end
  end
  cards[#cards + 1] = { code = "W", kind = "wild", points = WILD_POINTS, copies = 4 }
  cards[#cards + 1] = { code = "W4", kind = "wild", points = WILD_POINTS, copies = 4, aliases = { "+4", "WD4" } }
  cards[#cards + 1] = { code = "WN", kind = "wild", points = WILD_POINTS, copies = 4, aliases = { "N" } }
  return {
    suits = { { "R", "red" }, { "Y", "yellow" }, { "G", "green" }, { "B", "blue" } },
    ranks = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
      { "S", "skip" }, { "R", "reverse" }, { "D", "drawtwo" } },
    cards = cards,
  }
end

game.deck = build_deck()

local HAND_SIZE = 7 -- UC-2

---------------------------------------------------------------------------
-- Helpers
---------------------------------------------------------------------------

local function hand(g, seat) return g.piles.hand[seat] end
local function forehead(g, seat) return g.piles.forehead[seat] end
local function aside(g, seat) return g.piles.aside[seat] end

local function name(seat) return "seat " .. seat end

local function card(g, code) return g.cards[code] end
local function is_wild(g, code) return g.cards[code].kind == "wild" end

-- A card's colour code, or nil for a wild (whose suit is empty).
local function color_of(g, code)
  local s = g.cards[code].suit
  if s == nil or s == "" then return nil end
  return s
end

local ACTION_NAMES = { S = "Skip", R = "Reverse", D = "Draw Two" }
local WILD_NAMES = { W = "Wild", W4 = "Wild Draw Four", WN = "Wild Narwhal" }

-- A card in words ("red 5", "blue Skip", "Wild Narwhal"), for a card shown
-- to everyone that then goes back into the deck.
local function spelled(g, code)
  local c = g.cards[code]
  if c.kind == "wild" then return WILD_NAMES[code] end
  return COLOR_NAMES[c.suit] .. " " .. (ACTION_NAMES[c.rank] or c.rank)
end

local function plural(n, word) return n .. " " .. word .. (n == 1 and "" or "s") end

-- The colour in play (UC-6): the top card's colour, or after a wild the
-- colour that was named. nil only while the first player has still to name
-- the colour of a wild start card (UC-5).
local function current_color(g)
  local top = g.piles.discard:top()
  if top == nil then return nil end
  return color_of(g, top) or g.vars.color
end

-- The seat to the dealer's left: the next seat clockwise, whatever the
-- direction of play (UC-2, UC-19).
local function left_of(g, seat) return seat % g.seats + 1 end

-- The rule functions a variant may replace, for example:
--   local game = require "unocorns"
--   game.rules.uno_penalty = 4
--   return game
local rules = {
  uno_penalty = 2,      -- UC-15
  challenge_guilty = 4, -- UC-7: the player of an illegal Wild Draw Four draws 4
  challenge_innocent = 6, -- UC-7: a wrong challenger draws 6
}

-- The matching rule (UC-6 and the text's "match it by color/number/symbol"),
-- as the field-value pairs a card must match one of: the colour in play, the
-- top card's number or symbol, or any wild.
function rules.match(g)
  local top = g.piles.discard:top()
  local rank = nil
  if not is_wild(g, top) then rank = card(g, top).rank end
  return "suit", current_color(g), "rank", rank, "kind", "wild"
end

-- UC-16: the discard pile but its top card is shuffled into a new draw pile.
-- Forehead cards put at its bottom go too.
local function reshuffle(g)
  local discard, stock = g.piles.discard, g.piles.stock
  local n = discard:count() - 1
  if n <= 0 then return end
  for _ = 1, n do discard:move_at(1, stock) end
  stock:shuffle()
  g:say("The draw pile is empty: the discard pile but its top card is shuffled into a new draw pile.")
end

-- Takes n cards from the draw pile onto pile to (a hand, a forehead or the
-- cards set aside), reshuffling when it runs out (UC-16). If no card is left
-- even then, the rest of the draw is skipped. Returns the number taken.
local function take(g, to, n, why)
  local stock = g.piles.stock
  local got = 0
  while got < n do
    if stock:is_empty() then reshuffle(g) end
    if stock:is_empty() then
      g:say("No card is left to draw: the rest of the draw is skipped.")
      break
    end
    got = got + #stock:draw(n - got, to, why)
  end
  return got
end

---------------------------------------------------------------------------
-- Turns
---------------------------------------------------------------------------

-- Starts seat's turn: nothing drawn yet, no uno said.
local function start_turn(g, seat)
  g.vars.drew = nil
  g.vars.drew_nothing = nil
  g.vars.declared = nil
  g.vars.phase = nil
  g:set_current(seat)
end

-- Passes the turn from seat to the next player in the current direction
-- (UC-19), skipping `skips` players, who each lose a turn.
local function pass_turn(g, seat, skips)
  local next = g:next_seat(seat)
  for _ = 1, skips or 0 do
    g:say("{seat} {lose|loses} a turn.", next)
    next = g:next_seat(next)
  end
  start_turn(g, next)
end

-- UC-15: the window to catch a missed uno closes when a player takes an
-- action of their turn (guess, play, draw, challenge, accept).
local function begin(g)
  g.vars.missed = nil
end

-- What the seat to act must do first, if the move is not it: name the start
-- colour (UC-5), answer a Wild Draw Four (UC-7), guess a forehead card
-- (UC-10). nil when the seat may take a normal turn.
local function first_duty(g, seat, verb)
  local phase = g.vars.phase
  if phase == "choose" then
    if verb ~= "choose" then return "UC-5: first name the colour of the wild start card: choose <colour>" end
    return nil
  end
  if phase == "answer" then
    if verb ~= "challenge" and verb ~= "accept" then
      return "UC-7: first answer the Wild Draw Four: challenge or accept"
    end
    return nil
  end
  if verb == "choose" then return "UC-5: only the first player names a colour, for a wild start card" end
  if verb == "challenge" or verb == "accept" then
    return "UC-7: there is no Wild Draw Four to answer"
  end
  if not forehead(g, seat):is_empty() then
    if verb ~= "guess" then return "UC-10: first guess the colour of your forehead card: guess <colour>" end
  elseif verb == "guess" then
    return "UC-10: you have no forehead card to guess"
  end
  return nil
end

---------------------------------------------------------------------------
-- Rounds and scoring (UC-2, UC-5, UC-13, UC-17)
---------------------------------------------------------------------------

-- The points a seat still holds: hand, forehead and cards set aside (UC-13).
local function points_held(g, seat)
  local total = 0
  for _, p in ipairs({ hand(g, seat), forehead(g, seat), aside(g, seat) }) do
    for _, code in ipairs(p:cards()) do total = total + card(g, code).points end
  end
  return total
end

local deal_round -- defined below; ends a round by dealing the next

-- UC-17: scores the round won by winner, then ends the match at the target
-- or deals the next round.
local function end_round(g, winner)
  g.vars.phase = "over"
  g.vars.missed = nil
  if g.options.scoring == "penalty" then
    for s = 1, g.seats do
      local p = points_held(g, s)
      g:add_score(s, p)
      g:say("{seat} {add|adds} " .. plural(p, "point") .. " of {your|their} own cards.", s)
    end
  else
    local won = 0
    for s = 1, g.seats do
      if s ~= winner then won = won + points_held(g, s) end
    end
    g:add_score(winner, won)
    g:say("{seat} {score|scores} " .. plural(won, "point") .. " for the cards left in the other hands.", winner)
  end
  local parts = {}
  for s = 1, g.seats do parts[#parts + 1] = name(s) .. " " .. g:score(s) end
  g:say("Scores after round " .. g:round() .. ": " .. table.concat(parts, ", ") .. ".")
  local target = g.options.target
  if g:match_over(target, g.options.scoring == "penalty" and "lowest" or "highest") then
    g:end_round() -- the last round is closed too, so its scores are listed with the others
    local best, winners = nil, {}
    for s = 1, g.seats do
      local sc = g:score(s)
      local better = best == nil or
        (g.options.scoring == "penalty" and sc < best) or (g.options.scoring ~= "penalty" and sc > best)
      if better then best, winners = sc, { s } elseif sc == best then winners[#winners + 1] = s end
    end
    local names = {}
    for _, s in ipairs(winners) do names[#names + 1] = name(s) end
    g:say("A total has reached " .. target .. ": " .. table.concat(names, " and ") ..
      (#winners == 1 and " wins the match" or " share the match win") .. " with " .. plural(best, "point") .. ".")
    return
  end
  -- UC-2: the deal passes to the left, and the next round is dealt at once.
  local dealer = left_of(g, g:dealer())
  g:new_round()
  g:set_dealer(dealer)
  deal_round(g)
end

-- A player emptied their hand: UC-8, a last Draw Two or Wild Draw Four still
-- hits the next player (no challenge); UC-14, a last Wild Narwhal draws no
-- forehead cards. Then the round is scored.
local function went_out(g, seat, code)
  g:say("{seat} {have|has} no cards left and {win|wins} the round!", seat)
  local rank = card(g, code).rank
  if code == "W4" or rank == "D" then
    local victim = g:next_seat(seat)
    local n = code == "W4" and 4 or 2
    take(g, hand(g, victim), n, "the last card was " .. code)
  end
  end_round(g, seat)
end

---------------------------------------------------------------------------
-- Card effects, applied after a card is played and the player still holds
-- cards. Each is a function of (g, seat, move), kept in rules.effects so that
-- a variant can replace one.
---------------------------------------------------------------------------

rules.effects = {}
local effects = rules.effects

-- Number cards and Wild: the turn passes on.
function effects.none(g, seat) pass_turn(g, seat) end

-- Skip: the next player misses their turn.
effects.S = function(g, seat) pass_turn(g, seat, 1) end

-- Reverse: the direction turns around. UC-4: with two players, and
-- two_player_reverse=skip, it acts as a Skip and the player plays again.
effects.R = function(g, seat)
  g:reverse()
  if g.seats == 2 and g.options.two_player_reverse == "skip" then
    g:say("{seat} {play|plays} again.", seat)
    start_turn(g, seat)
    return
  end
  pass_turn(g, seat)
end

-- Draw Two: the next player draws 2 and misses their turn (UC-18: no
-- stacking).
effects.D = function(g, seat)
  local victim = g:next_seat(seat)
  take(g, hand(g, victim), 2, "Draw Two")
  pass_turn(g, seat, 1)
end

-- Wild Draw Four: the next player answers it, challenge or accept (UC-7).
-- What the challenge judges is recorded now, in public terms: the colour in
-- play before the card and how many cards the hand holds after it (those
-- are the bottom cards of the hand; cards drawn later go on top).
effects.W4 = function(g, seat, m, before)
  local victim = g:next_seat(seat)
  g.vars.w4 = { by = seat, color = before, held = hand(g, seat):count() }
  g.vars.drew = nil
  g.vars.drew_nothing = nil
  g.vars.declared = nil
  g.vars.phase = "answer"
  g:set_current(victim)
  g:say("{seat} may challenge the Wild Draw Four or accept it.", victim)
end

-- Wild Narwhal Rule (UC-9, UC-12): every other player, in turn order from the
-- next one, draws a forehead card; one who still wears one sets the new card
-- aside, face down. The next player is not skipped.
effects.WN = function(g, seat)
  for i = 1, g.seats - 1 do
    local s = g:next_seat(seat, i)
    if forehead(g, s):is_empty() then
      take(g, forehead(g, s), 1, "a forehead card")
    else
      take(g, aside(g, s), 1, "set aside for later")
    end
  end
  pass_turn(g, seat)
end

---------------------------------------------------------------------------
-- Moves: for each verb, check (the rule that says no, if one does), apply
-- (what it does) and generate (the moves there may be; check decides).
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

-- play <card> [<colour>] [uno]
verbs.play = {}

-- The colour part: a wild names the colour, no other card does.
function verbs.play.color(g, seat, m)
  if is_wild(g, m.card) then return true, "a wild names a colour: add it, as in play " .. m.card .. " red" end
  return false, "only a wild card names a colour"
end

-- The uno part (UC-15): said with the card that leaves one card in hand.
function verbs.play.uno(g, seat, m)
  if hand(g, seat):count() == 2 and g.vars.declared ~= seat then return nil end
  return false, "UC-15: you say uno with the card that leaves you one card in hand"
end

function verbs.play.check(g, seat, m)
  local duty = first_duty(g, seat, "play")
  if duty then return duty end
  local h = hand(g, seat)
  if not h:has(m.card) then return "you do not hold " .. m.card end
  if g.vars.drew == seat then
    if g.vars.drew_nothing then return "UC-3: you drew no card: pass" end
    if m.card ~= h:top() then return "UC-3: after drawing you may play only the card you drew, " .. h:top() .. ", or pass" end
  end
  -- UC-6: a Wild Draw Four is always accepted; only a challenge exposes it.
  if not g:matches(m.card, rules.match(g)) then
    local top = g.piles.discard:top()
    return m.card .. " does not match: play " .. COLOR_NAMES[current_color(g)] ..
      (is_wild(g, top) and "" or (", the number or symbol of " .. top)) .. ", or a wild"
  end
end

function verbs.play.apply(g, seat, m)
  begin(g)
  local before = current_color(g)
  local h = hand(g, seat)
  h:move(m.card, g.piles.discard)
  g.vars.color = m.color -- nil for a coloured card: its own colour is in play
  local text = "{seat} {play|plays} " .. m.card
  if m.color then text = text .. " and {name|names} " .. COLOR_NAMES[m.color] end
  g:say(text .. ".", seat)
  if m.uno then
    g.vars.declared = seat
    g:say("{seat} {say|says} uno!", seat)
  end
  if h:is_empty() then return went_out(g, seat, m.card) end
  -- UC-15: one card left without the call opens the window to catch it.
  if h:count() == 1 and g.vars.declared ~= seat then g.vars.missed = seat end
  local c = card(g, m.card)
  local effect = effects[m.card] or (c.kind == "action" and effects[c.rank]) or effects.none
  effect(g, seat, m, before)
end

-- After a draw, only the drawn card (UC-3); otherwise every card that
-- matches.
function verbs.play.generate(g, seat, out)
  local h = hand(g, seat)
  if g.vars.drew == seat then
    if h:top() then out:add(h:top()) end
    return
  end
  out:each(h:any_of(rules.match(g)))
end

-- draw: take one card (UC-3), even while holding a playable card.
verbs.draw = {}

function verbs.draw.check(g, seat)
  local duty = first_duty(g, seat, "draw")
  if duty then return duty end
  if g.vars.drew == seat then return "UC-3: you have drawn already: play the card you drew, or pass" end
end

function verbs.draw.apply(g, seat)
  begin(g)
  g.vars.drew = seat
  if take(g, hand(g, seat), 1) == 0 then g.vars.drew_nothing = true end
end

-- pass: keep the drawn card and end the turn (UC-3).
verbs.pass = {}

function verbs.pass.check(g, seat)
  local duty = first_duty(g, seat, "pass")
  if duty then return duty end
  if g.vars.drew ~= seat then return "UC-3: you may pass only after drawing a card" end
end

function verbs.pass.apply(g, seat)
  g:say("{seat} {pass|passes}.", seat)
  pass_turn(g, seat)
end

-- uno: the declaration, made just before the card that leaves one card in
-- hand (UC-15). Forehead cards do not count.
verbs.uno = {}

function verbs.uno.check(g, seat)
  local duty = first_duty(g, seat, "uno")
  if duty then return duty end
  local h = hand(g, seat)
  if g.vars.declared == seat then return "UC-15: you have said uno already" end
  if h:count() ~= 2 then return "UC-15: you say uno when your next card leaves you one card in hand" end
  if g.vars.drew == seat then
    if g.vars.drew_nothing or not g:matches(h:top(), rules.match(g)) then
      return "UC-15: you can play no card now, so there is no uno to say"
    end
  elseif #h:any_of(rules.match(g)) == 0 then
    return "UC-15: you can play no card now, so there is no uno to say"
  end
end

function verbs.uno.apply(g, seat)
  g.vars.declared = seat
  g:say("{seat} {say|says} uno!", seat)
end

-- catch <seat>: another player caught a missed uno in time (UC-15).
verbs.catch = { out_of_turn = true }

function verbs.catch.check(g, seat, m)
  local offender = g.vars.missed
  if offender == nil then return "UC-15: nobody can be caught now: no one has failed to say uno" end
  if m.seat ~= offender then return "UC-15: " .. name(m.seat) .. " did not fail to say uno" end
  if seat == offender then return "UC-15: you cannot catch yourself" end
end

function verbs.catch.generate(g, seat, out)
  if g.vars.missed then out:add(g.vars.missed) end
end

function verbs.catch.apply(g, seat, m)
  local offender = g.vars.missed
  g.vars.missed = nil
  g:say("{seat} {catch|catches} " .. name(offender) .. ", who did not say uno: " ..
    plural(rules.uno_penalty, "card") .. " penalty.", seat)
  take(g, hand(g, offender), rules.uno_penalty, "uno penalty")
end

-- challenge: the next player doubts a Wild Draw Four (UC-7). The accused
-- hand, as it was when the card was played, is shown to the challenger
-- alone (g:reveal); everyone learns only the verdict.
verbs.challenge = {}

function verbs.challenge.check(g, seat)
  return first_duty(g, seat, "challenge")
end

-- Whether the accused held a card of the colour in play before the Wild
-- Draw Four (UC-6: only the colour counts, not number, symbol or wilds).
function rules.guilty(g, shown, color)
  for _, code in ipairs(shown) do
    if color_of(g, code) == color then return true end
  end
  return false
end

function verbs.challenge.apply(g, seat)
  begin(g)
  local w4 = g.vars.w4
  g.vars.w4 = nil
  local accused = w4.by
  local all = hand(g, accused):cards()
  local shown = {}
  for i = 1, w4.held do shown[i] = all[i] end
  g:say("{seat} {challenge|challenges} the Wild Draw Four of " .. name(accused) .. ".", seat)
  if #shown > 0 then
    g:reveal(shown, seat)
    g:tell(seat, name(accused) .. " shows you " .. table.concat(g:sort_cards(shown), " ") .. ".")
  end
  g:tell(accused, "You show your hand to " .. name(seat) .. ".")
  if rules.guilty(g, shown, w4.color) then
    g:say(name(accused) .. " held a " .. COLOR_NAMES[w4.color] .. " card: the challenge succeeds and " ..
      name(accused) .. " draws " .. rules.challenge_guilty .. ".")
    take(g, hand(g, accused), rules.challenge_guilty, "challenge lost")
    start_turn(g, seat) -- the challenger takes a normal turn in the named colour
  else
    g:say(name(accused) .. " held no " .. COLOR_NAMES[w4.color] .. " card: the challenge fails.")
    take(g, hand(g, seat), rules.challenge_innocent, "challenge failed")
    g:say("{seat} {lose|loses} the turn.", seat)
    pass_turn(g, seat)
  end
end

-- accept: draw four and miss the turn (UC-7, UC-18).
verbs.accept = {}

function verbs.accept.check(g, seat)
  return first_duty(g, seat, "accept")
end

function verbs.accept.apply(g, seat)
  begin(g)
  g.vars.w4 = nil
  g:say("{seat} {accept|accepts} the Wild Draw Four.", seat)
  take(g, hand(g, seat), 4, "Wild Draw Four")
  g:say("{seat} {lose|loses} the turn.", seat)
  pass_turn(g, seat)
end

-- guess <colour>: the colour of one's forehead card (UC-10, UC-11, UC-12).
verbs.guess = {}

local function wrong_key(seat) return "wrong_" .. seat end

function verbs.guess.check(g, seat, m)
  local duty = first_duty(g, seat, "guess")
  if duty then return duty end
  local wrong = g.vars[wrong_key(seat)] or ""
  if wrong:find(m.suit, 1, true) then
    return "UC-10: you already guessed " .. COLOR_NAMES[m.suit] .. " wrongly for this card"
  end
end

function verbs.guess.apply(g, seat, m)
  begin(g)
  local f = forehead(g, seat)
  local code = f:top()
  local wild = is_wild(g, code)
  if wild or color_of(g, code) == m.suit then
    -- The card goes under the discard pile; the colour in play is unchanged.
    f:move(code, g.piles.discard, "bottom")
    g.vars[wrong_key(seat)] = nil
    if wild then
      g:say("{seat} {guess|guesses} " .. COLOR_NAMES[m.suit] .. ": the card was " .. code ..
        ", a wild, so it goes under the discard pile.", seat)
    else
      g:say("{seat} {guess|guesses} " .. COLOR_NAMES[m.suit] .. ": right, " .. code ..
        " goes under the discard pile.", seat)
    end
    -- UC-12: the next card set aside moves to the forehead, to be guessed now.
    local a = aside(g, seat)
    if not a:is_empty() then
      a:move_at(1, f)
      g:say("{seat} {put|puts} {your|their} next card on {your|their} forehead.", seat)
    end
    if wild and g.options.wild_forehead == "end_turn" then pass_turn(g, seat) end
    return
  end
  g.vars[wrong_key(seat)] = (g.vars[wrong_key(seat)] or "") .. m.suit
  g:say("{seat} {guess|guesses} " .. COLOR_NAMES[m.suit] .. ": wrong, and {your|their} turn is over.", seat)
  pass_turn(g, seat)
end

-- choose <colour>: the first player names the colour of a wild start card
-- (UC-5), then takes a normal turn.
verbs.choose = {}

function verbs.choose.check(g, seat)
  return first_duty(g, seat, "choose")
end

function verbs.choose.apply(g, seat, m)
  g.vars.color = m.suit
  g.vars.phase = nil
  g:say("{seat} {name|names} " .. COLOR_NAMES[m.suit] .. " as the colour in play.", seat)
end

---------------------------------------------------------------------------
-- Dealing (UC-2, UC-5)
---------------------------------------------------------------------------

-- UC-2: every player draws a card; the highest number deals (action cards
-- and wilds count 0); the players tied for highest draw again.
local function draw_for_dealer(g)
  local stock, discard = g.piles.stock, g.piles.discard
  stock:shuffle()
  local contenders = {}
  for s = 1, g.seats do contenders[s] = s end
  while #contenders > 1 do
    if stock:count() < #contenders then
      discard:move_all(stock)
      stock:shuffle()
    end
    local best, tied = -1, {}
    local drawn = {}
    for _, s in ipairs(contenders) do
      local code = stock:move_top(discard)
      drawn[#drawn + 1] = name(s) .. " " .. spelled(g, code)
      local value = card(g, code).kind == "number" and tonumber(card(g, code).rank) or 0
      if value > best then best, tied = value, { s } elseif value == best then tied[#tied + 1] = s end
    end
    g:say("Drawing for the deal: " .. table.concat(drawn, ", ") .. ".")
    contenders = tied
    if #contenders > 1 then g:say("A tie for the highest card: those players draw again.") end
  end
  discard:move_all(stock)
  return contenders[1]
end

-- Deals a round: seven cards each, then the start card (UC-5). The dealer
-- is already set.
function deal_round(g)
  for s = 1, g.seats do g.vars[wrong_key(s)] = nil end
  g.vars.color, g.vars.w4, g.vars.missed = nil, nil, nil
  g:set_direction(1) -- UC-19: play starts clockwise
  local dealer = g:dealer()
  local stock, discard = g.piles.stock, g.piles.discard
  stock:shuffle()
  local hands = {}
  for s = 1, g.seats do hands[s] = hand(g, s) end
  stock:deal(HAND_SIZE, hands)
  g:say("Round " .. g:round() .. ": " .. name(dealer) .. " deals seven cards to each player.")
  -- A Wild Draw Four cannot start the game: back into the deck, shuffle, again.
  local code = stock:move_top(discard)
  while code == "W4" do
    g:say("Turned up: a Wild Draw Four, which goes back into the deck and is shuffled.")
    discard:move_top(stock)
    stock:shuffle()
    code = stock:move_top(discard)
  end
  g:say("Turned up: " .. code .. ".")
  local first = left_of(g, dealer)
  start_turn(g, first)
  local rank = card(g, code).rank
  if is_wild(g, code) then
    -- Wild or Wild Narwhal: the first player names the colour; no forehead cards.
    g.vars.phase = "choose"
  elseif rank == "S" then
    g:say("{seat} {lose|loses} a turn.", first)
    start_turn(g, left_of(g, first))
  elseif rank == "R" then
    g:set_direction(-1)
    g:say("The dealer plays first, and play goes to the right.")
    start_turn(g, dealer)
  elseif rank == "D" then
    take(g, hand(g, first), 2, "the start card is a Draw Two")
    g:say("{seat} {lose|loses} a turn.", first)
    start_turn(g, left_of(g, first))
  end
end

---------------------------------------------------------------------------
-- Hooks called by the engine
---------------------------------------------------------------------------

-- setup: choose the first dealer (UC-2) and deal the first round.
function game.setup(g)
  local dealer = g.options.first_dealer
  if dealer < 1 or dealer > g.seats then dealer = draw_for_dealer(g) end
  g:set_dealer(dealer)
  g:say(name(dealer) .. " deals first.")
  deal_round(g)
end

-- to_act: the current player decides (or answers a Wild Draw Four); while a
-- missed uno may be caught, every other player may act too (UC-15).
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

-- status: a line about the table. It never names a forehead card.
function game.status(g, seat)
  local parts = { "Round " .. g:round() }
  local color = current_color(g)
  parts[#parts + 1] = "top card " .. (g.piles.discard:top() or "none") ..
    (color and (", colour " .. COLOR_NAMES[color]) or ", colour to be named")
  parts[#parts + 1] = "draw pile " .. g.piles.stock:count()
  parts[#parts + 1] = "direction " .. (g:direction() == 1 and "clockwise" or "counterclockwise")
  local wrong = g.vars[wrong_key(seat)]
  if wrong then
    local names = {}
    for i = 1, #wrong do names[i] = COLOR_NAMES[wrong:sub(i, i)] end
    parts[#parts + 1] = "your forehead card is not " .. table.concat(names, " or ")
  end
  local scores = {}
  for s = 1, g.seats do scores[#scores + 1] = g:score(s) end
  parts[#parts + 1] = "scores " .. table.concat(scores, "/") .. " (target " .. g.options.target .. ")"
  return table.concat(parts, "; ")
end

game.rules = rules

return game
