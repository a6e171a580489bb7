-- Auction whist for the tests of an auction (game.bidding.auction): four
-- players in partnerships (seats 1 and 3 against 2 and 4), thirteen cards
-- each. From the dealer's left each player bids more tricks than the last
-- bid, 7 to 13, for their side, or passes and is out, until all but one
-- have passed; when the other three passed the last must bid. The high
-- bidder declares: names trumps, then leads. A side that takes its
-- contract scores 10 a trick bid and 1 an overtrick; short, it loses 10 a
-- trick bid; the defenders score 2 a trick. The match ends at 150 or
-- -150.
---@type rulerun.Game
local game = {
  name = "Auction whist",
  seats = { min = 4, max = 4, default = 4, teams = { { 1, 3 }, { 2, 4 } } },
  moves = { "bid <n>", "pass", "trumps <suit>", "play <card>" },
  deck = { preset = "french52" },
  start = "stock",
  piles = {
    stock = "hidden",
    trick = "public",
    hand = { per_seat = true, visibility = "owner" },
    won = { per_seat = true, visibility = "public" },
  },
}

game.deal = { dealer = 0, hand = 13, sort = true }
game.stock = { pile = "stock" }

-- AW-1: the auction; AW-2: the declarer names trumps and leads.
game.bidding = {
  auction = "rising",
  min = 7,
  max = 13,
  rule = "AW-1",
  raise_why = "bid more than %s tricks, or pass",
  stuck_why = "the others passed: you must bid",
  wait_why = "the auction comes before the play",
  name_why = "AW-2: only the declarer names trumps",
  say = "{seat} {bid|bids} {n} (AW-1).",
  pass_say = "{seat} {pass|passes} (AW-1).",
  contract_say = "{seat} {declare|declares} {n} tricks (AW-2).",
  -- AW-3: the contract made or set, the defenders' tricks.
  per_trick = 10,
  per_bag = 1,
  defend_per_trick = 2,
  score_say = "{team}: contract {bid}, {tricks} taken (AW-3): {points}.",
}

game.tricks = {
  won = "won",
  rule = "AW-2",
  trumps = "named",
  trumps_why = "AW-2: the declarer names trumps before the lead",
  follow_why = "AW-2: follow %s: you hold one",
}

game.verbs = {
  bid = { does = "bid", example = "bid 8" },
  pass = { does = "bid" },
  trumps = { does = "name", example = "trumps hearts" },
  play = { does = "follow" },
}

function game.match()
  return { target = 150, floor = 150, wins = "highest" }
end

return game
