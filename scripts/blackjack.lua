-- Blackjack, a banking game.
--
-- Rules: pagat.com/banking/blackjack.html. Where common rules differ, the
-- points BJ-1 .. BJ-12 of docs/rules/blackjack.md say which way this
-- script goes; each is cited where it is implemented. The file reads in
-- the rulebook's order: the cards and their values, the chips and the
-- bets, the deal, each player's turn, the house's play, the payouts and
-- the end. It declares the game's structure and rulerun runs it
-- (docs/writing-a-game.md): no hook, no variable.
--
-- Cards are codes such as "8H", "TS".

---@type rulerun.Game
local game = {
  name = "Blackjack",
  description = "Bet, then draw to beat the house's hand without going over 21; " ..
    "the house draws to 16 and stands on 17. Most chips after ten rounds wins.",
  -- BJ-1: one to seven players against the house, which is no player.
  seats = { min = 1, max = 7, default = 3 },

  options = {
    hits_soft = { default = false, help = "BJ-8: the house draws to a soft 17 (off: it stands on every 17)" },
  },

  moves = { "bet <n>", "hit", "stand", "double", "split" },

  -- BJ-5: every card is dealt face up but the house's second, face down.
  piles = {
    stock = "hidden",
    house = "public",
    hole = "hidden",
    hand = { per_seat = true, visibility = "public" },
    split = { per_seat = true, visibility = "public" },
  },

  -- BJ-2: one 52-card pack, shuffled before every round.
  deck = { preset = "french52" },
}

---------------------------------------------------------------------------
-- The round (BJ-2): every card is gathered and shuffled, then the bets.
---------------------------------------------------------------------------

game.deal = { rule = "BJ-2", say = "Round {round}: place your bets." }

game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The game, declared as game.banking and run by the engine. BJ-3: 2 to 10
-- count their number, J, Q, K ten, an ace one or eleven. BJ-4: each
-- player starts with 100 chips and bets 1 to 10 before the deal. BJ-5:
-- two cards each, the house's second face down; it looks at it at once
-- for a natural (BJ-7). BJ-6: hit, stand or double; BJ-8: the house's
-- policy; BJ-9, BJ-10: the payouts; BJ-11: ten rounds, most chips wins;
-- BJ-12: a pair split into two hands, each played out in turn.
---------------------------------------------------------------------------

function game.banking(options)
  return {
    values = { A = 1, T = 10, J = 10, Q = 10, K = 10 },
    high = { A = 11 },
    limit = 21,
    rounds = 10,
    split = "split",
    rule = "BJ-6",
    house = { pile = "house", hole = "hole", stands = 17, hits_soft = options.hits_soft, peeks = true, rule = "BJ-8",
      reveal_say = "BJ-8: the house turns up {card}: {total}.", bust_say = "BJ-10: the house goes bust with {total}." },
    stakes = { bankroll = 100, min = 1, max = 10, win = { 1, 1 }, natural = { 3, 2 }, rule = "BJ-9",
      bet_say = "BJ-4: {seat} {bet|bets} {bet} ({chips} chips).",
      natural_say = "BJ-7: {seat} {have|has} a natural and {win|wins} {chips} chips.",
      bust_say = "BJ-6: {seat} {go|goes} bust with {total} and {lose|loses} {chips} chips.",
      end_say = "the most chips ({chips}) after {rounds} rounds (BJ-11)" },
    why = { bet = "BJ-4: a bet is %s chips", chips = "BJ-4: you hold %s chips", bets = "BJ-4: bets come first",
      dealt = "BJ-4: the bets are made before the deal", double = "BJ-6: you double on your first two cards only",
      split = "BJ-12: you split a pair of your first two cards, once" },
    split_say = "BJ-12: {seat} {split|splits} the pair: {cards}, {total}; {second}.",
  }
end

game.verbs = {
  bet = { does = "bet" },
  hit = { does = "hit" },
  stand = { does = "stand" },
  double = { does = "double" },
  split = { does = "split" },
}

return game
