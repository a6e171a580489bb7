-- President (also Scum, Arsehole): a climbing game for four to seven
-- players. Get rid of your cards by beating the play on the table with more
-- cards of a higher rank, or pass. The order in which players go out gives
-- each a place for the next hand: the last (the Scum) gives their two
-- highest cards to the first (the President), who gives back any two; the
-- Vice-Scum and the Vice-President exchange one card the same way.
--
-- Rules: pagat.com/climbing/president.html; the points PRES-1 .. PRES-9 of
-- docs/rules/president.md state them and each choice where common rules
-- differ, and are cited where implemented. The file reads in the rulebook's
-- order: the players and cards, the deal and the first lead, the plays,
-- beating and passing, going out and places, the exchange, the scoring. It
-- declares the game's structure and rulerun runs it (docs/writing-a-game.md).

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "President",
  description = "Shed your cards first: beat the play on the table with as many cards of a higher rank, or pass. " ..
    "Places carry over: the Scum gives the President their two best cards and gets back two. " ..
    "Each hand scores by place (President 2, Vice-President 1); the first to the target (option target, 11 by default) wins.",
  seats = { min = 4, max = 7, default = 4 }, -- PRES-1

  options = {
    target = { default = 11, help = "PRES-9: the total that ends the match (the highest total wins)" },
  },

  moves = {
    "play <cards>",
    "pass",
    "give <cards>",
  },

  start = "stock",
  piles = {
    stock = "hidden",   -- every card, before the deal
    table = "public",   -- the plays of the current trick, the play to beat on top
    played = "public",  -- the cards of finished tricks
    hand = { per_seat = true, visibility = "owner" },
  },
}

---------------------------------------------------------------------------
-- The cards and the deal (PRES-1, PRES-2)
---------------------------------------------------------------------------

-- PRES-1: ranks 3 (lowest) to 2 (highest); suits do not rank (PRES-4:
-- plays compare by rank alone).
game.deck = {
  preset = "french52",
  ranks = { "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2" },
  suits = { "C", "D", "H", "S" },
}

-- PRES-2: seat 1 deals first; all 52 cards are dealt out one at a time
-- from the dealer's left, so some players may get one card more. The deal
-- passes to the left.
game.deal = {
  dealer = 1,
  all = true,
  sort = true,
  say = "Hand {round}: {seat} {deal|deals} out all the cards.",
}
game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The play (PRES-3 .. PRES-6)
---------------------------------------------------------------------------

local NOT_A_PLAY = "PRES-4: %s is not a play: play one card, or two, three or four cards of one rank"

game.trick = {
  table = "table",
  played = "played",
  rule = "PRES-4",
  lead_rule = "PRES-5",
  articles = true, -- "seat 1 plays a pair of 3s"
  -- PRES-3: in the first hand the holder of the 3 of clubs leads, and the
  -- lead must contain it.
  open_with = { codes = "3C" },
  open_say = "{seat} {hold|holds} the 3 of clubs and {lead|leads} (PRES-3).",
  open_why = "PRES-3: the first lead of the match must contain the 3 of clubs, %s",
  -- PRES-4: a single, a pair, a triple or four of a kind; a play is beaten
  -- by as many cards of a higher rank (suits do not count).
  kinds = {
    { name = "single", set = 1, by_rank = true },
    { name = "pair", set = 2, by_rank = true },
    { name = "triple", set = 3, by_rank = true },
    { name = "quad", set = 4, by_rank = true },
  },
  not_a_play = NOT_A_PLAY,
  why = {
    lower = "PRES-4: {play} is not higher than the {cur}: play a higher rank",
    follow = "PRES-4: only as many cards of a higher rank may follow the {cur}",
  },
  -- PRES-5: a player may pass even when able to play, and may play again
  -- later in the trick; when all the others have passed since the last
  -- play, its player clears the trick and leads. The leader may not pass.
  rejoin = true,
  won_say = "Everyone else passed: {seat} {clear|clears} the trick and {lead|leads} (PRES-5).",
  lead_why = "PRES-5: you are leading, so you may not pass: lead any single, pair, triple or quad",
}

---------------------------------------------------------------------------
-- Places, the exchange and the scoring (PRES-6 .. PRES-9)
---------------------------------------------------------------------------

-- PRES-6: the players take places in the order they go out; the hand ends
-- when one player is left holding cards, who is last. PRES-7: before each
-- hand after the first, the Scum gives the President their two highest
-- cards and the President gives back any two; the Vice-Scum gives the
-- Vice-President their highest card, who gives back any one. PRES-8: the
-- Scum leads. PRES-9: the President scores 2, the Vice-President 1.
game.places = {
  titles = { "President", "Vice-President" },
  last_titles = { "Scum", "Vice-Scum" },
  points = { 2, 1 },
  leads = "last",
  exchange = {
    { from = "last", to = "1st", cards = 2, gives = "highest" },
    { from = "2nd last", to = "2nd", cards = 1, gives = "highest" },
    { from = "1st", to = "last", cards = 2, gives = "any" },
    { from = "2nd", to = "2nd last", cards = 1, gives = "any" },
  },
  rule = "PRES-7",
  score_say = "{seat} {finish|finishes} {place} and {score|scores} {points} (total {total}) (PRES-9).",
  give_say = "{seat}, {place}, {give|gives} {cards} to {to}, {to_place} (PRES-7).",
  count_why = "give back exactly %s cards",
  done_why = "you owe no cards: only the President and the Vice-President give back cards, once each hand",
  wait_why = "the President and the Vice-President give back their cards before the first lead",
}

-- PRES-9: a match to the target; the highest total wins.
function game.match(options)
  return { target = options.target, wins = "highest" }
end

local verbs = {}
game.verbs = verbs

-- play <cards>: lead, or beat the play on the table (PRES-4).
verbs.play = { does = "trick" }

-- pass: let the play stand (PRES-5).
verbs.pass = { does = "pass" }

-- give <cards>: the President's or Vice-President's cards given back
-- (PRES-7).
verbs.give = { does = "exchange" }

-- status: the hand, the trick and the scores in one line.
function game.status(g, seat)
  local flow = g:flow()
  local parts = { "hand " .. g:round() }
  if g:is_over() then
    parts[1] = "match over after hand " .. g:round()
  elseif flow.trick then
    parts[#parts + 1] = "to beat: " .. flow.trick.text .. " by seat " .. flow.trick.seat
  else
    parts[#parts + 1] = "seat " .. g:current() .. " leads"
  end
  local cards, totals = {}, {}
  for s = 1, g.seats do
    cards[s] = "seat " .. s .. " " .. g.piles.hand[s]:count()
    totals[s] = "seat " .. s .. " " .. g:score(s)
  end
  parts[#parts + 1] = "cards: " .. table.concat(cards, ", ")
  parts[#parts + 1] = "scores: " .. table.concat(totals, ", ")
  return table.concat(parts, "; ")
end

return game
