-- Golf, a patience.
--
-- Rules: pagat.com/patience/golf.html. Where common rules differ, the
-- points GOLF-1 .. GOLF-7 of docs/rules/golf.md say which way this script
-- goes; each is cited where it is implemented. The file reads in the
-- rulebook's order: the cards and the layout, a move (a column's top card
-- onto the waste, or the next stock card), and the end. It declares the
-- game's structure and rulerun runs it (docs/writing-a-game.md): no hook,
-- no variable.
--
-- Cards are codes such as "8H", "TS".

local COLUMNS = { "column1", "column2", "column3", "column4", "column5", "column6", "column7" }

---@type rulerun.Game
local game = {
  name = "Golf",
  description = "A patience: clear the seven columns onto the waste, each card one rank above " ..
    "or below the waste's top card; turn the next stock card when none fits.",
  -- GOLF-1: one player.
  seats = { min = 1, max = 1, default = 1 },

  options = {
    wrap = { default = false,
      help = "GOLF-4: a king may go on an ace and an ace on a king (off: the ranks stop at ace and king, as pagat plays)" },
    king_stops = { default = false,
      help = "GOLF-4: nothing may be played on a king (off: a queen may, as pagat plays)" },
  },

  moves = { "play <card>", "draw" },

  piles = {
    stock = "hidden",
    waste = "public",
    hand = { per_seat = true, visibility = "owner" },
  },

  -- GOLF-1: one 52-card pack, ace low: the ranks run from ace to king.
  deck = { preset = "french52", ranks = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K" } },
}

-- GOLF-2: seven columns, all cards face up.
for _, column in ipairs(COLUMNS) do
  game.piles[column] = "public"
end

---------------------------------------------------------------------------
-- The layout (GOLF-2, GOLF-3): seven columns of five cards, face up; the
-- rest is the stock, and its top card is turned up to start the waste.
---------------------------------------------------------------------------

game.deal = {
  rule = "GOLF-2, GOLF-3",
  piles = COLUMNS,
  pile_cards = 5,
  say = "{seat} {lay|lays} out seven columns of five cards.",
  turn_up = "waste",
  turn_up_say = "GOLF-3: the waste starts with %s.",
}

game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- A move (GOLF-4, GOLF-5), declared as game.moving and run by the engine:
-- play <card>: the top card of a column onto the waste, one rank above or
-- below the waste's top card, whatever the suit; a king goes on no ace nor
-- an ace on a king unless wrap is on, and with king_stops nothing goes on a
-- king (GOLF-4). draw: the next stock card
-- onto the waste, whatever it is (GOLF-5). The game is won when every
-- column is cleared (GOLF-6) and lost when the stock is empty and no
-- column's top card can be played (GOLF-7); the score is the cards left in
-- the columns.
---------------------------------------------------------------------------

function game.moving(options)
  return {
    moves = {
      { verb = "play", from = COLUMNS, to = "waste", rank = "either", wrap = options.wrap, rule = "GOLF-4",
        closed = options.king_stops and { ranks = { "K" } } or nil,
        why = {
          top = "%s is not the top card of a column",
          rank = "the card must be one rank above or below %s",
          closed = "nothing may be played on a king (%s)",
        },
        say = "{seat} {play|plays} {card} from {from} to the waste." },
      { verb = "draw", from = "stock", to = "waste", rule = "GOLF-5",
        why = { nothing = "the stock is empty" },
        say = "{seat} {turn|turns} {card} from the stock onto the waste." },
    },
    won = { empty = COLUMNS, say = "GOLF-6: {seat} {clear|clears} every column.",
      reason = "every column is cleared (GOLF-6)" },
    stuck = { lose = true, say = "GOLF-7: the stock is empty and no column's top card can be played.",
      reason = "no card can be played and the stock is empty (GOLF-7)" },
    score = COLUMNS,
  }
end

game.verbs = {
  play = { does = "move" },
  draw = { does = "move" },
}

return game
