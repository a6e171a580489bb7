-- Unkindness: a climbing game for four players with a 64-card deck of three
-- colours and seven Ravens. Get rid of your cards first by beating the play on
-- the table with a higher play of the same type, or with an Unkindness (four
-- or more of a number), which beats anything. Cards left in hand cost points;
-- the first to 100 ends the match and the lowest total wins.
--
-- Rules text: docs/rules/unkindness.txt. Where the text is silent or unclear,
-- the points UNK-1 .. UNK-16 of INTERPRETATIONS.md (section 1) decide; each is
-- cited where it is implemented. The file reads in the rulebook's order: the
-- cards, the first hand (the deal, the first play, passing, the last card),
-- the subsequent hands (the omen exchange, the direction, the end of the
-- match), the scoring, then the valid hands and how they beat each other. It
-- declares the game's structure and rulerun runs it (docs/writing-a-game.md).
--
-- Departures and readings:
--   * UNK-11 binds the first play only when its player holds MR. In a dealt
--     game it always does (its holder makes the first play); a scenario's
--     setup may move MR elsewhere, and the first play is then free.
--   * The Bad Omen's card (UNK-14) is given by the engine, as INTERPRETATIONS
--     1.2 allows: the Bad Omen has no choice to make. The Good Omen's card is
--     the move `give <card>`. Both cards are shown to every player.
--   * Cards are codes such as O7, T10, PR, MR (also typed M); two copies of
--     each numbered card exist, and `play O3 O3` plays both.

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Unkindness",
  description = "Shed your 16 cards first. Beat the play on the table with a higher play of the same type " ..
    "(single, pair, triple, five-card hand) or with an Unkindness (four or more of a number), or pass. " ..
    "Cards left cost points; the first to reach the target (option target, 100 by default) ends the match and the lowest total wins.",
  seats = { min = 4, max = 4, default = 4 }, -- UNK-2

  options = {
    target = { default = 100, help = "UNK-16: the total score that ends the match (the lowest total wins)" },
  },

  -- The typed notation (INTERPRETATIONS.md 1.2).
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

---------------------------------------------------------------------------
-- The cards (UNK-1, UNK-3, UNK-4)
---------------------------------------------------------------------------

-- Numbers 1 to 10 then the Raven; colours orange < teal < purple <
-- multicolored. Declared in this order, the deck's order is the game's card
-- order: O1 is the lowest card, MR the highest.
local NUMBERS = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" }
local RANKS = {}
for i, n in ipairs(NUMBERS) do RANKS[i] = n end
RANKS[#RANKS + 1] = { code = "R", name = "raven" }

game.deck = {
  suit_first = true, -- codes colour first: O7, T10, PR
  suits = { { "O", "orange", "thorns" }, { "T", "teal", "bone" }, { "P", "purple", "berry" }, { "M", "multicolored" } },
  ranks = RANKS,
  product = { suits = { "O", "T", "P" }, ranks = NUMBERS, copies = 2 }, -- two of each number in each colour
  cards = {
    { code = "OR", suit = "O", rank = "R" },
    { code = "TR", suit = "T", rank = "R" },
    { code = "PR", suit = "P", rank = "R" },
    { code = "MR", suit = "M", rank = "R", aliases = { "M" } }, -- the Multicolored One
  },
}

---------------------------------------------------------------------------
-- The first hand: the deal, the first play, passing and the last card
---------------------------------------------------------------------------

-- UNK-2: the deck is dealt out, 16 cards to each of the four players,
-- sorted lowest to highest. UNK-15: the first round goes clockwise; each
-- later round is dealt by the previous round's winner (game.match).
game.deal = {
  hand = 16,
  sort = true,
  first_say = "Round 1: each player is dealt 16 cards; play goes clockwise (UNK-15).",
  say = "Round {round}: {seat} {deal|deals} 16 cards to each player; play goes {direction} (UNK-15).",
}
game.stock = { pile = "stock" }

local trick = {
  table = "table",
  played = "played",
  rule = "UNK-5",
  articles = true, -- "seat 1 plays a pair of 3s"
  rank_plurals = { R = "Ravens" },

  -- UNK-11: the holder of the Multicolored One makes the first play of the
  -- match, and it must contain that card.
  open_with = { codes = "MR" },
  open_say = "{seat} {hold|holds} the Multicolored One and {make|makes} the first play, which must contain it (UNK-11).",
  open_why = "UNK-11: the first play of the match must contain the Multicolored One, %s",

  -- UNK-9: a follower may pass, even when able to play, and is not out of
  -- the trick; when every other player has passed since the last play, its
  -- player leads any play. The leader may not pass.
  rejoin = true,
  won_say = "Everyone else passed: {seat} {win|wins} the trick and {lead|leads}.",
  lead_why = "UNK-9: you are leading, so you may not pass: lead any play",

  -- UNK-10: a player down to one card is announced. The player before them
  -- must play their highest card on a single when it beats it (or an
  -- Unkindness), and lead two or more cards if they can, else their
  -- highest card.
  last_card = {
    rule = "UNK-10",
    say = "{seat} {have|has} one card left: last card! (UNK-10)",
    why = {
      follow = "{one} has one card left: you must play your highest card, {card} (or an Unkindness)",
      pass = "{one} has one card left: you must play your highest card, {card}, which beats the single on the table " ..
        "(or an Unkindness)",
      lead = "{one} has one card left: lead a play of two or more cards (pair, triple, five-card hand or Unkindness)",
    },
  },
}
game.trick = trick

-- UNK-12: the round ends the moment a player plays their last card.
game.win = { empty_hand = true, say = "{seat} {have|has} no cards left and {win|wins} round {round} (UNK-12)." }

---------------------------------------------------------------------------
-- Subsequent hands: the omen exchange, the direction, the end of the match
---------------------------------------------------------------------------

local match = {
  next_dealer = "winner", -- UNK-14: the winner deals
  direction = "alternate", -- UNK-15: each round goes the other way
  -- UNK-16: the match ends when a total reaches the target; the lowest
  -- total wins, and equal lowest totals share the win.
  wins = "lowest",
  won_say = "A total of {target} is reached: the match is over. {seat} {win|wins} with the lowest total, {total} (UNK-16).",
  shared_say = "A total of {target} is reached: the match is over. {winners} share the win with the lowest total, " ..
    "{total} (UNK-16).",
}

function game.match(options)
  local m = { target = options.target }
  for k, v in pairs(match) do m[k] = v end
  return m
end

-- UNK-14: the Good Omen is the winner (the 1st place); the Bad Omen, the
-- player who held the most cards (ties: the higher total, then the first
-- clockwise from the winner). The Bad Omen gives their highest card to the
-- Good Omen, who gives back any card and leads; both cards are shown to all.
game.places = {
  most_title = "the Bad Omen",
  titles = { "the Good Omen" },
  leads = "1st",
  keep_order = true, -- the card given goes on top of the hand
  exchange = {
    { from = "most cards", to = "1st", cards = 1, gives = "highest",
      say = "{seat}, {place}, {give|gives} {your|their} highest card, {cards}, to {to}, {to_place} (UNK-14)." },
    { from = "1st", to = "most cards", cards = 1, gives = "any", shown = "all",
      say = "{seat}, {place}, {give|gives} {cards} to {to}, {to_place}, and {lead|leads} (UNK-14)." },
  },
  rule = "UNK-14",
  wait_why = "the exchange comes first: the Good Omen gives the Bad Omen one card (give <card>)",
  done_why = "cards are given only in the exchange between rounds, by the Good Omen",
}

---------------------------------------------------------------------------
-- Scoring (UNK-13): the cards left in hand
---------------------------------------------------------------------------

match.score = "own"
match.by_count = {
  { max = 7, each = 1 },
  { max = 10, each = 2 },
  { max = 13, each = 3 },
  { max = 15, each = 4 },
  { max = 16, points = 80 },
}
match.own_say = "{seat} {hold|holds} {cards}: {points}, total {total}."

---------------------------------------------------------------------------
-- Valid hands and rankings (UNK-5 .. UNK-8)
---------------------------------------------------------------------------

local NOT_A_PLAY = "UNK-7: %s is not a play: plays are a single, a pair, a triple, a five-card hand (straight, flush, " ..
  "full house, straight flush) or an Unkindness (four or more of a number)"
-- UNK-7: five-card hands are exactly five cards, and no Raven is part of a
-- straight or a flush.
local FIVE_WHY = {
  short = NOT_A_PLAY,
  long = NOT_A_PLAY,
  high = "UNK-7: %s is not a play: Ravens cannot be part of a straight or a flush",
}

-- UNK-5, UNK-7: singles, pairs and triples are compared by number, then
-- colours card by card from the highest card; straights by their highest
-- number, then colours; flushes by every number from the highest down
-- before colour; full houses by the triple's number, the pair's, then
-- colours, triple first. UNK-8: an Unkindness is four or more of a number;
-- a larger one beats a smaller, then the higher number wins.
trick.kinds = {
  { name = "single", set = 1 },
  { name = "pair", set = 2 },
  { name = "triple", set = 3 },
  { name = "straight", per_rank = 1, min = 5, max = 5, suits = "mixed", high = "10", why = FIVE_WHY },
  { name = "flush", flush = 5, high = "10", compare = "ranks", why = FIVE_WHY },
  { name = "full house", groups = { 3, 2 }, compare = "groups" },
  { name = "straight flush", per_rank = 1, min = 5, max = 5, suits = "same", high = "10", why = FIVE_WHY },
  { name = "Unkindness", set = 4, or_more = true, by_size = true, compare = "rank", why = {
    lower = "UNK-8: {play} does not beat the {cur}: it takes more cards, or as many of a higher number",
    follow = "UNK-8: only a larger or higher Unkindness may follow the {cur}" } },
}
trick.not_a_play = NOT_A_PLAY

-- UNK-6: the five-card hands, lowest class first.
trick.classes = { "straight", "flush", "full house", "straight flush" }

-- UNK-8: an Unkindness beats any other play.
trick.bombs = { { kind = "Unkindness" } }

-- Only a play of the same type may follow (UNK-5), a higher class of
-- five-card hand (UNK-6), or an Unkindness.
trick.why = {
  lower = "UNK-5: {play} is not higher than the {cur}",
  class = "UNK-6: a {kind} does not beat a {cur_kind} (straight < flush < full house < straight flush)",
  follow = "UNK-5: only a play of the same type may follow the {cur}: a higher one or an Unkindness",
}

---------------------------------------------------------------------------
-- Moves
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

-- play <cards>: lead any play, or beat the play on the table.
verbs.play = { does = "trick" }

-- pass (or knock): let the play stand; the player stays in the trick (UNK-9).
verbs.pass = { does = "pass" }

-- give <card>: the Good Omen's part of the exchange (UNK-14): any card, even
-- the one just received, goes to the Bad Omen, in front of everyone.
verbs.give = { does = "exchange" }

---------------------------------------------------------------------------
-- Status
---------------------------------------------------------------------------

local function name(seat) return "seat " .. seat end

-- status: the round and the trick in one line.
function game.status(g, seat)
  local flow = g:flow()
  local parts = { "round " .. g:round() .. ", " .. (g:direction() == 1 and "clockwise" or "counterclockwise") }
  if g:is_over() then
    parts[1] = "match over after round " .. g:round()
  elseif flow.gives then
    parts[#parts + 1] = name(flow.gives[1].seat) .. " (Good Omen) gives a card to " .. name(flow.gives[1].to) .. " (Bad Omen)"
  elseif flow.trick then
    parts[#parts + 1] = "to beat: " .. flow.trick.text .. " by " .. name(flow.trick.seat)
  else
    parts[#parts + 1] = name(g:current()) .. " leads"
  end
  local cards, totals = {}, {}
  for s = 1, g.seats do
    cards[s] = name(s) .. " " .. g.piles.hand[s]:count()
    totals[s] = name(s) .. " " .. g:score(s)
  end
  parts[#parts + 1] = "cards: " .. table.concat(cards, ", ")
  parts[#parts + 1] = "scores: " .. table.concat(totals, ", ")
  return table.concat(parts, "; ")
end

return game
