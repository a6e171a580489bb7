-- UnoCorns: Uno with a unicorn theme and one card of its own, the Wild
-- Narwhal Rule, which puts a card on every other player's forehead. A match
-- is played round after round until a player's total reaches 500 points.
--
-- Rules text: docs/rules/unocorns.txt. Where the text is silent or unclear,
-- the points UC-1 .. UC-19 of INTERPRETATIONS.md (section 3) decide; each is
-- cited where it is implemented. The file reads in the rulebook's order:
-- the cards and the start of a round, a turn (matching, drawing), the
-- action cards, the Wild Narwhal's forehead cards, saying uno, and scoring.
-- It declares the game's structure and rulerun runs it
-- (docs/writing-a-game.md): nothing here keeps a phase flag.
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
-- Nothing is kept in g.vars: the engine keeps where the round stands.

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

  -- The typed notation (INTERPRETATIONS.md 3.2).
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

local COLOR_NAMES = { R = "red", Y = "yellow", G = "green", B = "blue" }

local function name(seat) return "seat " .. seat end
local function plural(n, word) return n .. " " .. word .. (n == 1 and "" or "s") end

-- A card's colour code, or nil for a wild.
local function color_of(g, code)
  local s = g.cards[code].suit
  if s == "" then return nil end
  return s
end

-- The numbers a variant may change, for example:
--   local game = require "unocorns"
--   game.rules.uno_penalty = 4
--   return game
local rules = {
  uno_penalty = 2,        -- UC-15
  challenge_guilty = 4,   -- UC-7: the player of an illegal Wild Draw Four draws 4
  challenge_innocent = 6, -- UC-7: a wrong challenger draws 6
}
game.rules = rules

---------------------------------------------------------------------------
-- The cards (UC-1): per colour one 0, two each of 1-9, Skip, Reverse and
-- Draw Two; four Wild, four Wild Draw Four, four Wild Narwhal: 112 cards.
-- Points are the scoring values of UC-17.
---------------------------------------------------------------------------

local ACTION_NAMES = { S = "Skip", R = "Reverse", D = "Draw Two" }
local WILD_NAMES = { W = "Wild", W4 = "Wild Draw Four", WN = "Wild Narwhal" }

local function build_deck()
  local cards = {}
  for _, c in ipairs({ "R", "Y", "G", "B" }) do
    for n = 0, 9 do
      cards[#cards + 1] = { code = c .. n, suit = c, rank = tostring(n), kind = "number", points = n,
        copies = n == 0 and 1 or 2 }
    end
    for _, a in ipairs({ "S", "R", "D" }) do
      cards[#cards + 1] = { code = c .. a, suit = c, rank = a, kind = "action", points = 20, copies = 2,
        aliases = a == "D" and { c .. "+2" } or nil }
    end
  end
  cards[#cards + 1] = { code = "W", kind = "wild", points = 50, copies = 4 }
  cards[#cards + 1] = { code = "W4", kind = "wild", points = 50, copies = 4, aliases = { "+4", "WD4" } }
  cards[#cards + 1] = { code = "WN", kind = "wild", points = 50, copies = 4, aliases = { "N" } }
  return {
    suits = { { "R", "red" }, { "Y", "yellow" }, { "G", "green" }, { "B", "blue" } },
    ranks = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", { "S", "skip" }, { "R", "reverse" }, { "D", "drawtwo" } },
    cards = cards,
  }
end

game.deck = build_deck()

---------------------------------------------------------------------------
-- Starting a round (UC-2, UC-5)
---------------------------------------------------------------------------

-- A card in words ("red 5", "blue Skip", "Wild Narwhal"), for a card shown
-- to everyone that then goes back into the deck.
local function spelled(g, code)
  local c = g.cards[code]
  if c.kind == "wild" then return WILD_NAMES[code] end
  return COLOR_NAMES[c.suit] .. " " .. (ACTION_NAMES[c.rank] or c.rank)
end

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
    local best, tied, drawn = -1, {}, {}
    for _, s in ipairs(contenders) do
      local code = stock:move_top(discard)
      drawn[#drawn + 1] = name(s) .. " " .. spelled(g, code)
      local value = g.cards[code].kind == "number" and g.cards[code].points or 0
      if value > best then best, tied = value, { s } elseif value == best then tied[#tied + 1] = s end
    end
    g:say("Drawing for the deal: " .. table.concat(drawn, ", ") .. ".")
    contenders = tied
    if #contenders > 1 then g:say("A tie for the highest card: those players draw again.") end
  end
  discard:move_all(stock)
  return contenders[1]
end

function game.first_dealer(g)
  local dealer = g.options.first_dealer
  if dealer < 1 or dealer > g.seats then dealer = draw_for_dealer(g) end
  g:say(name(dealer) .. " deals first.")
  return dealer
end

-- UC-2: seven cards each; a card is turned up to start the discard pile,
-- and the player to the dealer's left begins. UC-5: a Wild Draw Four cannot
-- start the game: it goes back into the deck, which is shuffled, and
-- another card is turned up. The deal passes to the left (game.match).
game.deal = {
  rule = "UC-2, UC-5", -- the dealer, the deal and the start card: applied at each deal
  hand = 7,
  say = "Round {round}: {seat} {deal|deals} seven cards to each player.",
  turn_up = "discard",
  turn_up_again = { codes = "W4" },
  turn_up_back = true,
  turn_up_back_say = "Turned up: a Wild Draw Four, which goes back into the deck and is shuffled.",
}

-- UC-5: what the card turned up does. Wild or Wild Narwhal: the first
-- player names the colour (game.duties.colour), no forehead cards are drawn.
function game.after_deal(g)
  local code, dealer, first = g.piles.discard:top(), g:dealer(), g:current()
  local c = g.cards[code]
  if c.kind == "wild" then
    g:impose("colour", first)
  elseif c.rank == "S" then
    g:say("{seat} {lose|loses} a turn.", first)
    g:set_current(g:next_seat(first))
  elseif c.rank == "R" then
    g:reverse()
    g:say("The dealer plays first, and play goes to the right.")
    g:set_current(dealer)
  elseif c.rank == "D" then
    g:draw(g.piles.hand[first], 2, "the start card is a Draw Two")
    g:say("{seat} {lose|loses} a turn.", first)
    g:set_current(g:next_seat(first))
  end
end

-- UC-16: an empty draw pile is refilled from the discard pile but its top
-- card (forehead cards at its bottom too); with no card even then, the
-- rest of a draw is skipped.
game.stock = {
  pile = "stock",
  refill = "discard",
  refill_say = "The draw pile is empty: the discard pile but its top card is shuffled into a new draw pile.",
}

---------------------------------------------------------------------------
-- A turn: play a card that matches, or draw one
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

-- play <card> [<colour>] [uno]: a card of the colour in play, the top
-- card's number or symbol, or a wild, which names the colour (UC-6: a Wild
-- Draw Four is always accepted; only a challenge exposes it).
verbs.play = {
  play = {
    to = "discard",
    cards = "card",
    match = { pile = "discard", suit = true, rank = true, wild = { kinds = "wild" },
      why = "{card} does not match: play {suit}, the number or symbol of {top}, or a wild",
      named_why = "{card} does not match: play {suit}, or a wild" },
    name = "color",
    name_with = { kinds = "wild" },
    name_how = "a wild names a colour: add it, as in play W red",
    name_not = "only a wild card names a colour",
    name_say = " and {name|names} %s",
  },
}

-- draw: take one card (UC-3), even while holding a playable card; then play
-- only that card, if it matches, or keep it with pass.
verbs.draw = {
  draw = 1,
  play_drawn = true,
  why = {
    drawn = "UC-3: after drawing you may play only the card you drew, %s, or pass",
    nothing = "UC-3: you drew no card: pass",
    again = "UC-3: you have drawn already: play the card you drew, or pass",
    pass = "UC-3: you may pass only after drawing a card",
  },
}

-- pass: keep the drawn card and end the turn (UC-3).
verbs.pass = { does = "pass" }

---------------------------------------------------------------------------
-- The action cards, in the order they take effect, and what a last card
-- still does (UC-8); the Wild Narwhal's forehead cards follow.
---------------------------------------------------------------------------

-- Wild Narwhal Rule (UC-9, UC-12): every other player, in turn order from the
-- next one, draws a forehead card; one who still wears one sets the new card
-- aside, face down. The next player is not skipped.
local function narwhal(g, seat)
  for i = 1, g.seats - 1 do
    local s = g:next_seat(seat, i)
    if g.piles.forehead[s]:is_empty() then
      g:draw(g.piles.forehead[s], 1, "a forehead card")
    else
      g:draw(g.piles.aside[s], 1, "set aside for later")
    end
  end
end

function game.effects(options, seats)
  -- Reverse: the direction turns around. UC-4: with two players, and
  -- two_player_reverse=skip, it acts as a Skip and the player plays again.
  local reverse = { ranks = "R", reverse = true, rule = "UC-4" }
  if seats == 2 and options.two_player_reverse == "skip" then reverse.again = true end
  return {
    -- A wild names the colour in play.
    { kinds = "wild", name = true },
    -- Skip: the next player misses their turn.
    { ranks = "S", skip = 1 },
    reverse,
    -- Draw Two: the next player draws 2 and misses their turn (UC-18: no
    -- stacking).
    { ranks = "D", next_draws = 2, skip = 1, why = "Draw Two" },
    -- Wild Draw Four: the next player answers it (UC-7, game.duties).
    { codes = "W4", duty = "wild_draw_four" },
    { codes = "WN", apply = narwhal },
    -- UC-8: a last Draw Two or Wild Draw Four still hits the next player
    -- (no challenge); UC-14: a last Wild Narwhal draws no forehead cards.
    { ranks = "D", last_card = true, next_draws = 2, why = "the last card was a Draw Two" },
    { codes = "W4", last_card = true, next_draws = 4, why = "the last card was a Wild Draw Four" },
  }
end

-- What a seat must do before anything else: name the colour of a wild start
-- card (UC-5), answer a Wild Draw Four (UC-7), guess the colour of its
-- forehead card (UC-10).
game.duties = {
  colour = { answers = "choose",
    why = "UC-5: first name the colour of the wild start card: choose <colour>",
    none_why = "UC-5: only the first player names a colour, for a wild start card" },
  wild_draw_four = { answers = { "challenge", "accept" },
    why = "UC-7: first answer the Wild Draw Four: challenge or accept",
    none_why = "UC-7: there is no Wild Draw Four to answer",
    say = "{seat} may challenge the Wild Draw Four or accept it." },
  forehead = { answers = "guess", pile = "forehead",
    why = "UC-10: first guess the colour of your forehead card: guess <colour>",
    none_why = "UC-10: you have no forehead card to guess",
    retry_why = "UC-10: you already guessed %s wrongly for this card" },
}

-- choose <colour>: the first player names the colour of a wild start card,
-- then takes a normal turn.
verbs.choose = { does = "name", say = "{seat} {name|names} %s as the colour in play." }

-- accept: draw four and miss the turn (UC-7, UC-18).
verbs.accept = { draw = 4, say = "{seat} {accept|accepts} the Wild Draw Four." }
function verbs.accept.apply(g, seat) g:say("{seat} {lose|loses} the turn.", seat) end

-- Whether the accused held a card of the colour in play before the Wild
-- Draw Four (UC-6: only the colour counts, not number, symbol or wilds).
function rules.guilty(g, shown, color)
  for _, code in ipairs(shown) do
    if color_of(g, code) == color then return true end
  end
  return false
end

-- challenge: the next player doubts a Wild Draw Four (UC-7). The accused
-- hand, as it was when the card was played, is shown to the challenger
-- alone (g:reveal); everyone learns only the verdict.
verbs.challenge = {}
function verbs.challenge.apply(g, seat)
  local w4 = g:flow().duty
  local accused, all, shown = w4.by, g.piles.hand[w4.by]:cards(), {}
  for i = 1, w4.held do shown[i] = all[i] end
  g:say("{seat} {challenge|challenges} the Wild Draw Four of " .. name(accused) .. ".", seat)
  if #shown > 0 then
    g:reveal(shown, seat)
    g:tell(seat, name(accused) .. " shows you " .. table.concat(g:sort_cards(shown), " ") .. ".")
  end
  g:tell(accused, "You show your hand to " .. name(seat) .. ".")
  if rules.guilty(g, shown, w4.suit) then
    g:say(name(accused) .. " held a " .. COLOR_NAMES[w4.suit] .. " card: the challenge succeeds and " ..
      name(accused) .. " draws " .. rules.challenge_guilty .. ".")
    g:draw(g.piles.hand[accused], rules.challenge_guilty, "challenge lost")
    return -- the challenger takes a normal turn in the named colour
  end
  g:say(name(accused) .. " held no " .. COLOR_NAMES[w4.suit] .. " card: the challenge fails.")
  g:draw(g.piles.hand[seat], rules.challenge_innocent, "challenge failed")
  g:say("{seat} {lose|loses} the turn.", seat)
  g:end_turn()
end

---------------------------------------------------------------------------
-- Forehead cards (UC-10 .. UC-12): guess <colour>
---------------------------------------------------------------------------

verbs.guess = {}

-- Right, or a wild (UC-11): the card goes under the discard pile (the colour
-- in play is unchanged) and the next card set aside moves to the forehead
-- (UC-12). Wrong: the card stays and the turn ends; the colour is recorded
-- (g:flow().tried) and may not be guessed again for that card.
function verbs.guess.apply(g, seat, m)
  local f = g.piles.forehead[seat]
  local code = f:top()
  local wild = g.cards[code].kind == "wild"
  if not wild and color_of(g, code) ~= m.suit then
    g:say("{seat} {guess|guesses} " .. COLOR_NAMES[m.suit] .. ": wrong, and {your|their} turn is over.", seat)
    g:end_turn()
    return
  end
  f:move(code, g.piles.discard, "bottom")
  g:say((wild and "UC-11: " or "") .. "{seat} {guess|guesses} " .. COLOR_NAMES[m.suit] ..
    (wild and (": the card was " .. code .. ", a wild, so it goes under the discard pile.")
      or (": right, " .. code .. " goes under the discard pile.")), seat)
  if not g.piles.aside[seat]:is_empty() then
    g.piles.aside[seat]:move_at(1, f)
    g:say("{seat} {put|puts} {your|their} next card on {your|their} forehead.", seat)
  end
  if wild and g.options.wild_forehead == "end_turn" then g:end_turn() end
end

---------------------------------------------------------------------------
-- Saying uno (UC-15): with the card that leaves one card in hand, or just
-- before it; any other player may catch a player who did not until anyone
-- next takes an action of a turn. Forehead cards do not count.
---------------------------------------------------------------------------

function game.call()
  return {
    word = "uno",
    part = "uno",
    penalty = { rules.uno_penalty },
    rule = "UC-15",
    closes = "action",
    part_why = "you say uno with the card that leaves you one card in hand",
    verb_why = "you say uno when your next card leaves you one card in hand",
  }
end

verbs.uno = { does = "call" }
verbs.catch = { does = "catch" }

---------------------------------------------------------------------------
-- Scoring and winning (UC-13, UC-17): the first player out of cards wins
-- the round; the deal passes to the left and the next round is dealt at
-- once, until a total reaches the target.
---------------------------------------------------------------------------

game.win = { empty_hand = true, say = "{seat} {have|has} no cards left and {win|wins} the round!" }

function game.match(options)
  local penalty = options.scoring == "penalty"
  return {
    rule = "UC-17", -- the scoring: applied at each round scored
    score = penalty and "own" or "others",
    piles = { "hand", "forehead", "aside" }, -- UC-13: forehead cards and cards set aside count
    target = options.target,
    wins = penalty and "lowest" or "highest",
    score_say = "{seat} {score|scores} {points} for the cards left in the other hands.",
    own_say = "{seat} {add|adds} {points} of {your|their} own cards.",
  }
end

-- status: a line about the table. It never names a forehead card.
function game.status(g, seat)
  local top = g.piles.discard:top()
  local color = top and (color_of(g, top) or g:flow().named)
  local parts = { "Round " .. g:round(), "top card " .. (top or "none") ..
    (color and (", colour " .. COLOR_NAMES[color]) or ", colour to be named") }
  parts[#parts + 1] = "stock " .. g.piles.stock:count()
  parts[#parts + 1] = "direction " .. (g:direction() == 1 and "clockwise" or "counterclockwise")
  local guessed = (g:flow().tried or {})[seat]
  if guessed then
    local names = {}
    for i = 1, #guessed do names[i] = COLOR_NAMES[guessed:sub(i, i)] end
    parts[#parts + 1] = "your forehead card is not " .. table.concat(names, " or ")
  end
  local scores = {}
  for s = 1, g.seats do scores[#scores + 1] = g:score(s) end
  parts[#parts + 1] = "scores " .. table.concat(scores, "/") .. " (target " .. g.options.target .. ")"
  return table.concat(parts, "; ")
end

return game
