-- Go Fish.
--
-- Rules: pagat.com/quartet/gofish.html. Where common rules differ, the
-- points GF-1 .. GF-8 of docs/rules/gofish.md say which way this script
-- goes; each is cited where it is implemented. The file reads in the
-- rulebook's order: the cards and the deal, a turn (asking, going fishing),
-- books, empty hands, and the end. It declares the game's structure and
-- rulerun runs it (docs/writing-a-game.md): no hook, no variable.
--
-- Seats are numbered 1..n clockwise. Cards are codes such as "8H", "TS".

---@type rulerun.Game
local game = {
  name = "Go Fish",
  description = "Collect books of four cards of a rank: ask another player for a rank you hold; " ..
    "if they have none, go fish. The most books win.",
  -- GF-1: two to six players.
  seats = { min = 2, max = 6, default = 4 },

  options = {
    after_miss = { default = "asked", choices = { "asked", "left" },
      help = "GF-5: after going fish without the rank asked for, the turn passes to the player asked (pagat) or to the left" },
  },

  moves = { "ask <seat> <rank>" },

  piles = {
    stock = "hidden",
    hand = { per_seat = true, visibility = "owner" },
    books = { per_seat = true, visibility = "public" },
  },

  -- GF-1: one 52-card pack; suits do not matter.
  deck = { preset = "french52" },
}

---------------------------------------------------------------------------
-- The deal (GF-2): seven cards each to two or three players, five each to
-- four or more; the rest is the stock. The player to the dealer's left
-- begins.
---------------------------------------------------------------------------

function game.deal(options, seats)
  local hand = seats >= 4 and 5 or 7
  return {
    dealer = 0, -- at random
    hand = hand,
    sort = true,
    say = "{seat} {deal|deals} " .. hand .. " cards to each player.",
  }
end

game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- A turn (GF-3 .. GF-7), declared as game.asking and run by the engine:
-- ask <seat> <rank>: ask another player who holds cards for a rank you
-- hold (GF-3). If they have any they give you all of them and you ask
-- again (GF-4); if not, go fish: draw the top card of the stock, and if it
-- is the rank you asked for, show it and ask again; otherwise the turn
-- passes to the player who said "go fish", or with after_miss=left to the
-- left (GF-5). Four cards of a rank are a book, laid face up at once (GF-6). A hand left empty draws a card from the stock at once;
-- with the stock empty its player is out, and the turn passes over them
-- (GF-7). When every book is made the most books win (GF-8).
---------------------------------------------------------------------------

function game.asking(options)
  return {
    books = "books",
    book = 4,
    fish_again = true,
    rule = "GF-3",
    self_why = "ask another player",
    empty_why = "%s has no cards left to ask for",
    rank_why = "you may ask only for a rank you hold, not %s",
    fish_say = "GF-5: {seat} {have|has} no {rank}: go fish!",
    fish_reason = "go fish",
    catch_say = "GF-5: {seat} {draw|draws} {card}, the rank asked for, {show|shows} it and {ask|asks} again.",
    book_say = "GF-6: {seat} {lay|lays} down a book of {rank} ({cards}).",
    out_say = "GF-7: {seat} {have|has} no cards and the stock is empty: {seat} {are|is} out.",
    reason = "every book is made: the most books win (GF-8)",
    to_asked = options.after_miss == "asked",
  }
end

game.verbs = { ask = { does = "ask" } }

return game
