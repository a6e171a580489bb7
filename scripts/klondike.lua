-- Klondike, a patience.
--
-- Rules: pagat.com/patience/klondike.html. Where common rules differ, the
-- points KLONDIKE-1 .. KLONDIKE-9 of docs/rules/klondike.md say which way
-- this script goes; each is cited where it is implemented. The file reads
-- in the rulebook's order: the cards and the layout, the foundations, the
-- tableau, the stock and the waste, and the end. It declares the game's
-- structure and rulerun runs it (docs/writing-a-game.md): no hook, no
-- variable.
--
-- Cards are codes such as "8H", "TS".

local COLUMNS, DOWN, HOMES = {}, {}, { "foundation1", "foundation2", "foundation3", "foundation4" }
for i = 1, 7 do
  COLUMNS[i], DOWN[i] = "column" .. i, "down" .. i
end

---@type rulerun.Game
local game = {
  name = "Klondike",
  description = "A patience: build the four foundations up by suit from ace to king, building down " ..
    "in alternating colours on seven tableau piles and turning the stock onto the waste.",
  -- KLONDIKE-1: one player.
  seats = { min = 1, max = 1, default = 1 },

  options = {
    three = { default = false, help = "KLONDIKE-7: the stock is turned three cards at a time (off: one at a time)" },
    redeals = { default = 0, help = "KLONDIKE-7: how often the waste may be turned back into the stock (99: as often as you like)" },
    part_runs = { default = false,
      help = "KLONDIKE-4: part of a run may be moved, from any face-up card (off: a run moves whole, so every game ends)" },
    back = { default = false, help = "KLONDIKE-8: the top card of a foundation may come back to the tableau" },
  },

  moves = { "draw", "move <card> to <n:to>", "play <card> to <n:to>", "home <card> to <n:to>" },

  piles = {
    stock = "hidden",
    waste = "public",
    hand = { per_seat = true, visibility = "owner" },
  },

  -- KLONDIKE-1: one 52-card pack, ace low: the ranks run from ace to king.
  deck = { preset = "french52", ranks = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K" } },
}

-- KLONDIKE-2: each tableau pile is its face-down cards (down1..) and the
-- face-up cards on them (column1..); KLONDIKE-3: four foundations.
for i = 1, 7 do
  game.piles[COLUMNS[i]], game.piles[DOWN[i]] = "public", "hidden"
end
for _, home in ipairs(HOMES) do
  game.piles[home] = "public"
end

---------------------------------------------------------------------------
-- The layout (KLONDIKE-2): a row of seven piles dealt from left to right,
-- the next row from the second pile on, and so on: 1 to 7 cards; the top
-- card of each is turned up (game.moving's turn_up); the rest is the stock.
---------------------------------------------------------------------------

local DEALT = {}
for row = 1, 7 do
  for i = row, 7 do
    DEALT[#DEALT + 1] = DOWN[i]
  end
end

game.deal = {
  rule = "KLONDIKE-2",
  piles = DEALT,
  pile_cards = 1,
  say = "{seat} {deal|deals} seven tableau piles of one to seven cards, the top card of each face up.",
}

game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The play, declared as game.moving and run by the engine: home <card>
-- onto a foundation up by suit from the ace (KLONDIKE-3); move <card>: a
-- run of face-up cards onto a tableau pile, down in alternating colours, a
-- king to an empty pile (KLONDIKE-4); a face-down card left on top turned
-- up (KLONDIKE-5); play <card>: the waste's top card onto the tableau
-- (KLONDIKE-6), or a foundation's with back (KLONDIKE-8); draw: the stock
-- turned onto the waste (KLONDIKE-7). Won with every card home, lost when
-- nothing can be moved (KLONDIKE-9).
---------------------------------------------------------------------------

local TABLEAU = { rank = "down", colour = "alternate", empty = { ranks = { "K" } },
  why = { rank = "the card must be one rank below %s", colour = "the card must be of the other colour than %s",
    empty = "only a king may go to an empty tableau pile, not %s" } }
local TO_HOME, BACK, LEFT = { "waste" }, { "waste" }, { "stock", "waste" }
for i = 1, 7 do
  TO_HOME[#TO_HOME + 1], LEFT[#LEFT + 1], LEFT[#LEFT + 2] = COLUMNS[i], DOWN[i], COLUMNS[i]
end
for _, home in ipairs(HOMES) do
  BACK[#BACK + 1] = home
end

local HOME = { verb = "home", from = TO_HOME, to = HOMES, rank = "up", suit = "same", empty = { ranks = { "A" } },
  rule = "KLONDIKE-3", say = "{seat} {put|puts} {card} from {from} on {to}.",
  why = { rank = "the card must be one rank above %s", suit = "the card must be of the suit of %s",
    empty = "only an ace may start a foundation, not %s" } }

function game.moving(options)
  return {
    moves = { HOME,
      { verb = "move", from = COLUMNS, to = COLUMNS, take = "above", run = true, whole = not options.part_runs,
        rank = TABLEAU.rank, colour = TABLEAU.colour, empty = TABLEAU.empty, rule = "KLONDIKE-4", why = TABLEAU.why,
        say = "{seat} {move|moves} the run from {card} ({n}) from {from} to {to}." },
      { verb = "play", from = options.back and BACK or { "waste" }, to = COLUMNS, rank = TABLEAU.rank,
        colour = TABLEAU.colour, empty = TABLEAU.empty, rule = options.back and "KLONDIKE-6, KLONDIKE-8" or "KLONDIKE-6",
        why = TABLEAU.why, say = "{seat} {play|plays} {card} from {from} to {to}." },
      { verb = "draw", from = "stock", to = "waste", count = options.three and 3 or 1, redeals = options.redeals,
        rule = "KLONDIKE-7", why = { nothing = "the stock is empty" },
        say = "{seat} {turn|turns} the stock: {card} on the waste.",
        redeal_say = "{seat} {turn|turns} the waste back into the stock." } },
    turn_up = { from = DOWN, to = COLUMNS, say = "KLONDIKE-5: {card} is turned up on {to}." },
    won = { empty = LEFT, say = "KLONDIKE-9: {seat} {put|puts} every card on the foundations.",
      reason = "every card is home (KLONDIKE-9)" },
    stuck = { lose = true, say = "KLONDIKE-9: no card can be moved.", reason = "no card can be moved (KLONDIKE-9)" },
  }
end

game.verbs = {
  draw = { does = "move" },
  move = { does = "move" },
  play = { does = "move" },
  home = { does = "move" },
}

return game
