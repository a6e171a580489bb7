-- Durak, "the fool", a beating game.
--
-- Rules: pagat.com/beating/durak.html. Where common rules differ, the
-- points DURAK-1 .. DURAK-10 of docs/rules/durak.md say which way this
-- script goes; each is cited where it is implemented. The file reads in
-- the rulebook's order: the pack, the deal and trumps, a bout (attack,
-- defence, throw-ins, picking up), the draw, and the end. It declares the
-- game's structure and rulerun runs it (docs/writing-a-game.md): no hook,
-- no variable.
--
-- Cards are codes such as "8H", "TS".

---@type rulerun.Game
local game = {
  name = "Durak",
  description = "Beat off every attack with a higher card of its suit or a trump, or pick the table up; " ..
    "once the stock is gone, get rid of your cards: the last player holding cards is the fool.",
  -- DURAK-2: two to five players (six would leave no card to turn up).
  seats = { min = 2, max = 5, default = 3 },

  moves = { "attack <card>", "beat <card>", "take", "pass" },

  piles = {
    stock = "hidden",
    trump = "public",
    table = "public",
    discard = "hidden",
    hand = { per_seat = true, visibility = "owner" },
  },

  -- DURAK-1: a 36-card pack, a French pack without the twos to fives;
  -- ace high.
  deck = { preset = "french52", ranks = { "6", "7", "8", "9", "T", "J", "Q", "K", "A" } },
}

---------------------------------------------------------------------------
-- The deal (DURAK-3): six cards each; the next card is turned up for
-- trumps and lies under the stock, face up, to be drawn last (DURAK-4).
---------------------------------------------------------------------------

game.deal = {
  rule = "DURAK-3",
  dealer = 0,
  hand = 6,
  say = "{seat} {deal|deals} six cards to each player.",
  turn_up = "trump",
}

game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The play, declared as game.beating and run by the engine. DURAK-4: the
-- player holding the lowest trump attacks first. DURAK-5: the attacker
-- plays any card to the next player, who must beat it (DURAK-6) or pick
-- up every card on the table (DURAK-8). DURAK-7: after each card beaten,
-- the attacker, then the others in turn, may throw in a card of a rank on
-- the table, at most six attacks a bout and never more than the defender
-- held; a bout nobody adds to is beaten off, and the defender attacks
-- next. DURAK-9: the seats draw up to six, the attacker first, the
-- defender last. DURAK-10: once the stock is gone a player without cards
-- is out; the last player holding cards is the fool and loses.
---------------------------------------------------------------------------

game.beating = {
  attack = "attack", defend = "beat", pick_up = "take", pass = "pass",
  table = "table", discard = "discard", trumps = "trump",
  hand = 6, attacks = 6,
  rule = "DURAK-5",
  why = {
    beat = "DURAK-6: the card does not beat %s: a higher card of its suit, or a trump",
    rank = "DURAK-7: no card of the rank of %s is on the table",
    limit = "DURAK-7: the bout holds %s attacks, as many as it may",
    wait = "DURAK-6: %s is still to be beaten or picked up",
    open = "DURAK-5: the attacker must play a card",
  },
  say = {
    trumps = "DURAK-4: {card} is turned up: trumps are its suit.",
    beat = "DURAK-6: {seat} {beat|beats} {on} with {card}.",
    pick_up = "DURAK-8: {seat} {pick|picks} up {cards}.",
    beaten = "DURAK-7: {seat} {beat|beats} off the bout.",
    draw = "DURAK-9: {seat} {draw|draws} {cards}.",
    out = "DURAK-10: {seat} {have|has} no cards left and {are|is} safe.",
    lost = "DURAK-10: {seat} {are|is} the fool.",
  },
  reason = "left holding cards: the fool (DURAK-10)",
}

game.verbs = {
  attack = { does = "beat" },
  beat = { does = "beat" },
  take = { does = "beat" },
  pass = { does = "beat" },
}

return game
