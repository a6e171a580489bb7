-- Unu ("UNU's Not Uno!"): a Crazy Eights game where cards have powers.
--
-- Rules text: docs/rules/unu.txt. Where the text is silent or unclear, the
-- points UNU-1 .. UNU-16 of INTERPRETATIONS.md decide; each is cited where it
-- is implemented. The file reads in the rulebook's order: the cards and the
-- deal, a turn (what a discard must match, series, drawing), the card
-- powers, saying unu, and winning. It declares the game's structure and
-- rulerun runs it (docs/writing-a-game.md): nothing here keeps a phase flag.
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

  -- The typed notation (INTERPRETATIONS.md 4.2).
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

local SUIT_NAMES = { C = "clubs", D = "diamonds", H = "hearts", S = "spades" }

---------------------------------------------------------------------------
-- The cards and the deal
---------------------------------------------------------------------------

-- The rank order of a series (UNU-7): eight is lowest, seven highest, and
-- the order wraps from K through A to 2. Declaring the deck in this order
-- makes a series consecutive ranks of the deck.
local SERIES_ORDER = { "8", "9", "T", "J", "Q", "K", "A", "2", "3", "4", "5", "6", "7" }

-- UNU-3: one deck for every five players or part thereof.
function game.deck(options, seats)
  local decks = options.decks
  if decks <= 0 then decks = math.ceil(seats / 5) end
  return { preset = "french52", ranks = SERIES_ORDER, copies = decks }
end

-- UNU-4, UNU-5: the dealer deals seven cards each and turns up the start
-- card, again while it is a six (nothing may be played on a six); the
-- player to the dealer's left begins.
function game.deal(options)
  return {
    rule = "UNU-3, UNU-4", -- the decks, the dealer and the deal: applied at each deal
    dealer = options.first_dealer, -- 0: at random
    hand = 7,
    say = "{seat} {deal|deals} seven cards to each player.",
    turn_up = "discard",
    turn_up_again = { ranks = "6" },
  }
end

-- UNU-13: the game is a draw when a card must be taken from the empty
-- stock (or, with stock_out=immediate, as soon as it is empty).
function game.stock(options)
  return {
    pile = "stock",
    when_out = "draw",
    out_reason = "the stock ran out (UNU-13)",
    drawn_when_empty = options.stock_out == "immediate",
    empty_reason = "the stock is empty (UNU-13, stock_out=immediate)",
  }
end

---------------------------------------------------------------------------
-- A turn: discard a card that matches, or a series, or draw
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

-- play <cards> [call <suit>] [unu]. A single card matches the top card's
-- suit or rank, or the suit an eight called; an eight matches anything
-- (UNU-2, UNU-1, UNU-9). A series is two or more cards of the suit to
-- follow, consecutive in series order, that keeps a card in hand (UNU-7);
-- there is none during free reign (UNU-11). A discard with an eight names
-- a suit (UNU-9), and one's only card may not be an eight (UNU-15).
-- A card that matches nothing is refused under UNU-2: the text's sentence on
-- matching has no point of its own in INTERPRETATIONS.md, and UNU-2 reads the
-- turn it belongs to ("a player must either discard a card ... that matches
-- the top card ... or draw").
verbs.play = {}
function verbs.play.play(options)
  return {
    to = "discard",
    match = { pile = "discard", suit = true, rank = true, rule = "UNU-2", named_rule = "UNU-1",
      wild = options.eights_wild and { ranks = "8" } or nil },
    shapes = { "single", { run = { min = 2, keep = 1, rule = "UNU-7", why = {
      keep = "a series may not get rid of all your cards",
      suit = "every card of a series must be of the current suit, %s",
      consecutive = "the cards of a series must be consecutive in the order 8 9 T J Q K A 2 3 4 5 6 7",
      open = "UNU-11: no series during free reign; discard one card at a time",
    } } } },
    name = "call",
    name_with = { ranks = "8" },
    name_how = "an eight names a suit: add call <suit>, as in play 8H call spades",
    name_not = "only a discard that includes an eight names a suit",
    not_last = { ranks = "8" },
    not_last_why = "UNU-15: your only card is an eight: you cannot play it, you must draw",
  }
end

-- draw: take the top stock card; it ends the turn and any free reign
-- (UNU-2, UNU-11).
verbs.draw = { draw = 1 }

---------------------------------------------------------------------------
-- Card powers (UNU-8), in the order they take effect. During free reign
-- only eights count (UNU-11).
---------------------------------------------------------------------------

game.effects = {
  -- Eight: the suit named binds the next discard, even inside a series (UNU-9).
  { ranks = "8", name = true, in_open_turn = true, rule = "UNU-9" },
  -- Queen: the direction of play reverses (UNU-6: no effect with two players).
  { ranks = "Q", reverse = true, rule = "UNU-6" },
  -- King: the player takes another turn right after this one.
  { ranks = "K", again = true },
  -- Ace: the next player loses their turn, when the turn leaves this player.
  { ranks = "A", skip = 1 },
  -- Two: the next player not losing a turn draws two, then plays (UNU-16).
  { ranks = "2", owe = 2, rule = "UNU-16" },
  -- Six: the top stock card is turned up and becomes the card to match.
  { ranks = "6", turn_up = true, rule = "UNU-5" },
  -- Seven: free reign (UNU-11): the player discards on, one card at a time,
  -- until they draw or discard another seven.
  { ranks = "7", open_turn = true, say = "{seat} {have|has} free reign.", rule = "UNU-11" },
}

game.turn = { owed_why = "a two was played" }

-- The powers by rank, for a variant to change one; kings skip, say:
--   local game = require "unu"
--   game.rules.powers.K.again, game.rules.powers.K.skip = nil, 1
--   return game
game.rules = { powers = {} }
for _, power in ipairs(game.effects) do game.rules.powers[power.ranks] = power end

---------------------------------------------------------------------------
-- Saying unu (UNU-12): with the discard that leaves one card, or earlier in
-- a free reign; a player who does not may be caught by any other until the
-- next player begins, and draws 4, then 2, then 1 card.
---------------------------------------------------------------------------

function game.call(options)
  return {
    word = "unu",
    part = "unu",
    penalty = { 4, 2, 1 },
    per_seat = options.unu_penalty_scope == "player",
    rule = "UNU-12",
    part_why = "you say unu with the discard that leaves you one card, or earlier in a free reign",
    verb_why = "you say unu when a discard will leave you one card",
  }
end

-- unu: the declaration, made just before the discard.
verbs.unu = { does = "call" }

-- catch <seat>: another player caught a missed "unu" in time.
verbs.catch = { does = "catch" }

---------------------------------------------------------------------------
-- Winning (UNU-14): the first player out of cards wins at once; the last
-- card's power is ignored.
---------------------------------------------------------------------------

game.win = { empty_hand = true, reason = "{seat} discarded all their cards" }

-- status: a line about the table, shown to players.
function game.status(g, seat)
  local flow = g:flow()
  local parts = { "Top card " .. (g.piles.discard:top() or "none") }
  if flow.named then parts[#parts + 1] = "called suit " .. SUIT_NAMES[flow.named] end
  if flow.reign then parts[#parts + 1] = "seat " .. flow.reign .. " has free reign" end
  parts[#parts + 1] = "stock " .. g.piles.stock:count()
  parts[#parts + 1] = "direction " .. (g:direction() == 1 and "clockwise" or "counterclockwise")
  return table.concat(parts, "; ")
end

return game
