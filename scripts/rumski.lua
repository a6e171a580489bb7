-- Rumski: a rummy game of five colours and five wilds, played like
-- Rummikub. Lay sets and runs in the Community, which everyone builds on and
-- may rearrange; the first player to empty their hand scores the cards left
-- in the other hands. The first to reach the target score wins.
--
-- Rules text: docs/rules/rumski.txt. Where the text is silent or unclear,
-- the points RUM-1 .. RUM-15 of INTERPRETATIONS.md (section 2) decide; each
-- is cited where it is implemented. The file reads in the rulebook's order:
-- the cards, the deal, the turn (draw, meld, discard), the Community, the
-- end of a round and the match. It declares the game's structure and
-- rulerun runs it (docs/writing-a-game.md).
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
-- - A wild written without its card in a run fills the one missing number
--   if there is one; otherwise it stands where it is typed (RUM-3): "meld R4
--   R5 W" lays W=R6, "meld W R4 R5" lays W=R3. The forms of meld and add
--   keep the order typed (<cards...>), and the listing writes a wild where
--   it stands. In a layout each meld keeps the order typed.
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
    "meld <cards...>",
    "add <n> <cards...>",
    "layout <melds>",
    "discard <card>",
    "pass|knock",
  },

  piles = {
    draw = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

---------------------------------------------------------------------------
-- The cards and the deal
---------------------------------------------------------------------------

-- RUM-1, RUM-2: five colours of 1 to 13, one card each, and five wilds.
-- 1-9 are worth 5 points, 10-13 ten, a wild 25 (RUM-15).
game.deck = {
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
}

-- RUM-11: twelve cards each with two players, ten with more, one at a time
-- from the dealer's left; one card turned up; the player to the dealer's
-- left starts. The deal passes to the left each round (game.match).
function game.deal(_, seats)
  local n = seats == 2 and 12 or 10
  return {
    hand = n,
    say = "{seat} {deal|deals} " .. n .. " cards to each player.",
    turn_up = "discard",
  }
end

-- RUM-8: an empty draw pile is refilled from the discard pile, all but its
-- top card, shuffled. With nothing to refill it, the player takes from the
-- discard pile; with both piles empty, the draw is skipped.
game.stock = {
  pile = "draw",
  refill = "discard",
  refill_say = "The discard pile but its top card is shuffled into a new draw pile (RUM-8).",
  no_refill_why = "RUM-8: the draw pile is empty and the discard pile has only its top card: take it",
  out_say = "Both piles are empty: {seat} {skip|skips} the draw.",
}

-- The first dealer (RUM-11, option first_dealer): each player draws a card;
-- the lowest deals. A tie for lowest is settled by the tied players drawing
-- again, and a drawn wild by drawing again. The drawn cards are shown, then
-- shuffled back.
function game.first_dealer(g)
  if g.options.first_dealer >= 1 and g.options.first_dealer <= g.seats then return g.options.first_dealer end
  local stock, shown = g.piles.draw, g.piles.discard
  stock:shuffle()
  local contenders = {}
  for s = 1, g.seats do contenders[s] = s end
  while #contenders > 1 do
    local low, lowest = nil, {}
    for _, s in ipairs(contenders) do
      local code = stock:move_top(shown)
      while g.cards[code].kind == "wild" do
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
  g:say("seat " .. contenders[1] .. " drew the lowest card and deals first (RUM-11).")
  return contenders[1]
end

---------------------------------------------------------------------------
-- The turn (RUM-13): draw, take or takeall first; then meld, add and
-- layout as often as you like; then discard or pass
---------------------------------------------------------------------------

game.turn = {
  open = { "draw", "take", "takeall" },
  open_why = "RUM-13: draw first: draw, take or takeall",
  opened_why = "RUM-13: you have drawn this turn already",
}

local verbs = {}
game.verbs = verbs

-- draw: the top card of the draw pile (game.stock says what RUM-8 adds).
verbs.draw = { draw = 1 }

-- take: the top card of the discard pile (RUM-7: not from an empty pile).
local EMPTY = "RUM-7: the discard pile is empty: draw from the draw pile"
verbs.take = { take = { from = "discard", empty_why = EMPTY,
  say = "{seat} {take|takes} {cards} from the discard pile." } }

-- takeall: the whole discard pile; a discard is then required (RUM-6).
verbs.takeall = { take = { from = "discard", all = true, empty_why = EMPTY, end_with = "discard",
  end_with_why = "RUM-6: you took the whole discard pile, so you must discard to end your turn",
  say = "{seat} {take|takes} the whole discard pile ({cards}) and must discard this turn (RUM-6)." } }

-- discard <card>: one card matching the top discard's colour or number;
-- anything on an empty pile or on a wild, and a wild on anything (RUM-5,
-- RUM-6, RUM-7). It ends the turn, or the round when it was the last card
-- (RUM-14). RUM-12 (option no_return_discard): not the card just taken.
verbs.discard = {
  play = function(options)
    return {
      to = "discard", cards = "card",
      match = { pile = "discard", suit = true, rank = true, wild = { kinds = "wild" }, any = { kinds = "wild" },
        why = "RUM-5 (rumski.txt): a discard must match the colour or the number of the top card, {top}" },
      say = "{seat} {discard|discards} {cards}.",
      hold_why = "RUM-13: you do not hold {card}",
      not_taken = options.no_return_discard,
      not_taken_why = "RUM-12 (no_return_discard): you may not discard the card you took from the discard pile",
    }
  end,
}

-- pass: end the turn without discarding (rumski.txt), not after taking the
-- whole pile (RUM-6).
verbs.pass = { does = "pass" }

---------------------------------------------------------------------------
-- The Community (RUM-2, RUM-3, RUM-4, RUM-9): melds of three or more cards,
-- at most one wild, runs of one colour that do not wrap, the cards of a set
-- of different colours. A variant changes a rule here, for example:
--   local game = require "rumski"
--   game.melds.max_wilds = 2
--   return game
---------------------------------------------------------------------------

game.melds = {
  min = 3, max_wilds = 1, wrap = false, set_suits = true,
  -- RUM-9: add to or rearrange the Community only after laying a meld of
  -- your own this round.
  own_first = true,
  rule = "RUM-3 (rumski.txt)",
  codes = { size = "RUM-3", naturals = "RUM-3", wilds = "RUM-3", wild = "RUM-3", wrap = "RUM-4",
    set = "RUM-2", run = "RUM-3 (rumski.txt, runs)", kind = "RUM-3 (rumski.txt, sets and runs)",
    missing = "RUM-3", extra = "RUM-3 (rumski.txt, the Community)" },
  turn_rule = "RUM-13",
  set_wild_why = "RUM-2: a wild in a set stands for no particular card: write it W, not %s",
  add_moved_why = " (a wild keeps its place when you add; use layout to move it)",
  no_meld_why = "there is no meld {n} in the Community (melds 1 to {count})",
  lay_say = "{seat} {lay|lays} meld {n}: {meld}{first}.",
  first_say = " (a first meld: RUM-9)",
  add_say = "{seat} {add|adds} {cards} to meld {n}: {meld}.",
  layout_say = "{seat} {rearrange|rearranges} the Community{from_hand}: {melds}.",
  from_hand_say = " with {cards} from {your|their} hand",
}

local OWN = "you may %s the Community only after laying a meld of your own this round"

-- meld <cards...>: a new meld from the hand, the Community's last (RUM-3,
-- RUM-9: a first meld comes from the hand, as every meld does).
verbs.meld = { does = "meld" }

-- add <n> <cards...>: cards from the hand added to meld n; a wild already in
-- the meld keeps its place.
verbs.add = { does = "add", why = { own = "RUM-9: " .. OWN:format("add to") } }

-- layout <melds>: the whole Community replaced by the melds listed, which
-- hold every card now in the Community and any cards from the hand
-- (rumski.txt, the Community). Too many exist to list them: a player types
-- one, and bots choose among those the engine proposes.
verbs.layout = { does = "layout", example = "layout R3 R4 R5 / R6 B6 P6 / G9 G10 W=G11",
  why = { own = "RUM-9: " .. OWN:format("rearrange") } }

---------------------------------------------------------------------------
-- The end of a round and the match (RUM-14, RUM-15): the player who empties
-- their hand scores the cards left in the other hands; the first to reach
-- the target (100 times the number of players by default) wins. The deal
-- passes to the left.
---------------------------------------------------------------------------

game.win = { empty_hand = true, say = false }

function game.match(options, seats)
  return {
    rule = "RUM-15", -- the scoring and the match: applied at each round scored
    score = "others",
    target = options.target > 0 and options.target or 100 * seats,
    wins = "highest",
    held_say = "{seat} {hold|holds} {points}.",
    score_say = "{seat} {go|goes} out and {score|scores} {points}, {total} in all.",
    won_say = "{seat} {reach|reaches} {target} and {win|wins} the match!",
  }
end

-- status: the top discard, the draw pile, the Community's melds (each named
-- as the table names its pile, with the wilds' values) and the scores.
function game.status(g, seat)
  local flow = g:flow()
  local parts = { "top discard " .. (g.piles.discard:top() or "none"), "draw: " .. g.piles.draw:count() .. " cards" }
  local list = {}
  for n, text in ipairs(flow.melds) do list[n] = "meld " .. n .. ": " .. text end
  parts[#parts + 1] = (#list > 0 and table.concat(list, " / ") or "no melds yet")
  if flow.end_with then parts[#parts + 1] = "seat " .. g:current() .. " must discard (RUM-6)" end
  local scores = {}
  for s = 1, g.seats do scores[s] = g:score(s) end
  local target = g.options.target > 0 and g.options.target or 100 * g.seats
  parts[#parts + 1] = "scores " .. table.concat(scores, "-") .. " (target " .. target .. ")"
  return table.concat(parts, "; ")
end

return game
