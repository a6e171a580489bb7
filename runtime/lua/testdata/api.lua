-- API smoke test: setup and play call every method of g and of a pile and
-- check its result with assert, so that a broken binding fails the Go test
-- (TestAPISmoke). Three seats; the stock starts with the 52 cards in deck
-- order, 2C at the bottom and AS on top.

local game = {
  name = "API smoke",
  seats = { min = 3, max = 3 },
  options = {
    flag = { default = true, help = "a boolean option" },
    count = { default = 2, help = "a number option" },
  },
  moves = { "check", "win", "tie", "round" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
    table = "public",
  },
  start = "stock",
}

local function eq(got, want, what)
  if got ~= want then
    error(what .. ": want " .. tostring(want) .. ", got " .. tostring(got), 2)
  end
end

-- (.. "" because gopher-lua's table.concat returns a lone number unchanged)
local function list(t) return table.concat(t, " ") .. "" end

-- Whether a list of lists holds one whose cards, joined, are want.
local function has_combo(combos, want)
  for _, c in ipairs(combos) do
    if list(c) == want then return true end
  end
  return false
end

local function fails(f, ...)
  local ok = pcall(f, ...)
  return not ok
end

function game.setup(g)
  -- Fields of g.
  eq(g.seats, 3, "g.seats")
  eq(g.options.flag, true, "g.options.flag")
  eq(g.options.count, 2, "g.options.count")

  -- g:pile, name, owner.
  local stock, discard, tbl = g:pile("stock"), g:pile("discard"), g:pile("table")
  eq(stock, g.piles.stock, "g:pile and g.piles give the same handle")
  local h1, h2, h3 = g:pile("hand", 1), g:pile("hand", 2), g:pile("hand", 3)
  eq(h2, g.piles.hand[2], "g:pile(name, seat)")
  eq(g:pile("hand.3"), h3, "g:pile by full name")
  eq(h2:name(), "hand.2", "name")
  eq(stock:name(), "stock", "name")
  eq(tostring(h1), "hand.1", "tostring of a pile")
  eq(h2:owner(), 2, "owner")
  eq(stock:owner(), nil, "owner of a shared pile")
  assert(fails(g.pile, g, "nowhere"), "g:pile of an unknown pile fails")
  assert(fails(g.pile, g, "hand", 4), "g:pile of a seat that does not exist fails")

  -- Reading a pile: count, is_empty, top, bottom, cards, peek, has, count_of.
  eq(stock:count(), 52, "count")
  eq(stock:is_empty(), false, "is_empty")
  eq(discard:is_empty(), true, "is_empty of an empty pile")
  eq(stock:bottom(), "2C", "bottom")
  eq(stock:top(), "AS", "top")
  eq(discard:top(), nil, "top of an empty pile")
  eq(discard:bottom(), nil, "bottom of an empty pile")
  local all = stock:cards()
  eq(#all, 52, "#cards")
  eq(all[1] .. all[13] .. all[14] .. all[52], "2CAC2DAS", "cards, bottom first")
  eq(list(stock:peek(3)), "AS KS QS", "peek, top first")
  eq(#stock:peek(0), 0, "peek(0)")
  eq(#discard:peek(2), 0, "peek on an empty pile")
  eq(stock:has("7H"), true, "has")
  eq(discard:has("7H"), false, "has, absent")
  eq(stock:find("2C"), 1, "find, bottom")
  eq(stock:find("AS"), 52, "find, top")
  eq(discard:find("2C"), nil, "find, absent")
  eq(stock:count_of("7H"), 1, "count_of")
  eq(discard:count_of("7H"), 0, "count_of, absent")
  assert(fails(stock.has, stock, "ZZ"), "has of a code that is no card fails")

  -- g:card and g.cards.
  local c = g:card("TH")
  eq(c.code, "TH", "card code")
  eq(c.suit, "H", "card suit")
  eq(c.rank, "T", "card rank")
  eq(c.points, 10, "card points")
  eq(c.rank_index, 9, "card rank_index")
  eq(c.suit_index, 3, "card suit_index")
  eq(g.cards.TH.code, "TH", "g.cards")
  assert(g:card("2C").order < g:card("3C").order, "order follows rank")
  eq(g:matches("TH", "suit", "S", "rank", "T"), true, "g:matches by rank")
  eq(g:matches("TH", "suit", "S", "rank", nil), false, "g:matches skips nil")
  assert(fails(function() c.rank = "Q" end), "card info is read only")
  assert(fails(g.card, g, "ZZ"), "g:card of an unknown code fails")

  -- filter and any_of.
  eq(list(stock:filter { suit = "H", rank = "T" }), "TH", "filter suit and rank")
  eq(#stock:filter { suit = "H" }, 13, "filter suit")
  eq(list(stock:filter { any = { { rank = "A" }, { rank = "K", suit = "S" } } }), "AC AD AH KS AS", "filter any")
  eq(list(stock:any_of("rank", "A")), "AC AD AH AS", "any_of")
  eq(list(stock:any_of("code", "2C", "rank", "2", "suit", nil)), "2C 2D 2H 2S", "any_of several pairs, nil skipped")
  assert(fails(stock.any_of, stock, "colour", "red"), "any_of an unknown field fails")

  -- runs and sets of a whole deck: large lists are fine, huge ones refused.
  eq(#stock:runs { min = 3, max = 3, same_suit = true }, 44, "runs of three of one suit in a deck")
  eq(#stock:runs { min = 5, max = 5 }, 9 * 4 ^ 5, "runs of five in a deck")
  eq(#stock:sets(2), 13 * 6, "pairs in a deck")
  assert(fails(stock.runs, stock, { min = 13 }), "runs of thirteen in a deck (4^13) are refused")

  -- move, move_top, move_at, with "bottom".
  for _, code in ipairs { "3H", "4H", "5H", "5S", "6H", "5D" } do stock:move(code, tbl) end
  eq(tbl:count(), 6, "move moved six cards")
  eq(stock:count(), 46, "move took them from the stock")
  eq(list(tbl:cards()), "3H 4H 5H 5S 6H 5D", "move puts cards on top")
  assert(fails(stock.move, stock, "3H", tbl), "move of a card the pile does not hold fails")
  eq(tbl:count(), 6, "a failed move changes nothing")

  -- runs and sets.
  local runs = tbl:runs { min = 3 }
  eq(#runs, 9, "runs of 3 and 4 (three fives to choose from)")
  assert(has_combo(runs, "3H 4H 5S"), "runs lists 3H 4H 5S")
  assert(has_combo(runs, "3H 4H 5D 6H"), "runs lists 3H 4H 5D 6H")
  eq(#tbl:runs { min = 3, same_suit = true }, 3, "runs of one suit")
  local hearts = tbl:runs { min = 4, suit = "H" }
  eq(#hearts, 1, "runs with a filter")
  eq(list(hearts[1]), "3H 4H 5H 6H", "run, lowest first")
  eq(#tbl:runs { min = 2, max = 2, low = "5" }, 3, "runs with a low rank")
  eq(#tbl:sets(2), 3, "sets of two")
  eq(#tbl:sets(3), 1, "sets of three")
  eq(#tbl:sets(2, { any = { { suit = "H" }, { suit = "S" } } }), 1, "sets with a filter")

  eq(tbl:move_at(1, discard), "3H", "move_at returns the card")
  eq(tbl:move_top(discard, "bottom"), "5D", "move_top returns the card")
  eq(list(discard:cards()), "5D 3H", "move_top to the bottom")
  tbl:move("6H", discard, "bottom")
  eq(discard:bottom(), "6H", "move to the bottom")
  eq(g:new_pile("empty"):move_top(discard), nil, "move_top of an empty pile")

  -- draw, deal, move_all.
  eq(list(stock:draw(2, h1)), "AS KS", "draw returns the cards, first drawn first")
  eq(h1:top(), "KS", "draw puts each card on top")
  stock:deal(2, { h1, h2, h3 })
  eq(h1:count() .. h2:count() .. h3:count(), "422", "deal")
  eq(list(h1:cards()), "AS KS QS 9S", "deal gives one card at a time, in turn")
  eq(list(h2:cards()), "JS 8S", "deal gives one card at a time, in turn")
  eq(list(h3:cards()), "TS 7S", "deal gives one card at a time, in turn")
  assert(fails(stock.deal, stock, 100, { h1, h2 }), "deal of too many cards fails")
  eq(stock:count(), 38, "a failed deal changes nothing")
  eq(#g.piles.empty:draw(3, h1), 0, "draw from an empty pile")
  tbl:move_all(discard)
  eq(tbl:count(), 0, "move_all empties the pile")
  eq(list(discard:cards()), "6H 5D 3H 4H 5H 5S", "move_all keeps the order")

  -- shuffle and sort.
  local before = list(stock:cards())
  stock:shuffle()
  eq(stock:count(), 38, "shuffle keeps the cards")
  assert(list(stock:cards()) ~= before, "shuffle changes the order")
  h1:sort()
  local hc = h1:cards()
  for i = 2, #hc do
    assert(g:card(hc[i - 1]).order <= g:card(hc[i]).order, "sort puts the lowest card at the bottom")
  end

  -- visibility, set_visibility, show_to, hide_from (checked from Go too).
  eq(h2:visibility(), "owner", "visibility")
  eq(discard:visibility(), "public", "visibility")
  tbl:set_visibility("hidden")
  eq(tbl:visibility(), "hidden", "set_visibility")
  assert(fails(tbl.set_visibility, tbl, "sideways"), "set_visibility of an unknown value fails")
  h2:show_to(1)
  h3:show_to(1)
  h3:show_to(2)
  h3:hide_from(1)
  h1:show_to(3)
  h1:hide_from()

  -- Seats and turns: current, set_current, next_seat, advance, direction.
  eq(g:current(), 1, "current")
  g:set_current(2)
  eq(g:current(), 2, "set_current")
  eq(g:next_seat(), 3, "next_seat of the current seat")
  eq(g:next_seat(3), 1, "next_seat wraps")
  eq(g:next_seat(1, 2), 3, "next_seat with steps")
  eq(g:direction(), 1, "direction")
  g:reverse()
  eq(g:direction(), -1, "reverse")
  eq(g:next_seat(1), 3, "next_seat counterclockwise")
  g:set_direction(1)
  eq(g:direction(), 1, "set_direction")
  eq(g:advance(), 3, "advance")
  eq(g:advance(2), 2, "advance with steps")
  eq(g:current(), 2, "advance sets the current seat")
  assert(fails(g.set_current, g, 4), "set_current of a seat that does not exist fails")

  -- dealer, set_dealer.
  eq(g:dealer(), 1, "dealer")
  g:set_dealer(3)
  eq(g:dealer(), 3, "set_dealer")

  -- Passing: pass, has_passed, next_active, clear_passes.
  g:pass(2)
  eq(g:has_passed(2), true, "has_passed")
  eq(g:has_passed(1), false, "has_passed, not passed")
  eq(g:next_active(1), 3, "next_active skips a seat that passed")
  g:pass(3)
  g:pass(1)
  eq(g:next_active(1), nil, "next_active when everyone passed")
  g:clear_passes()
  eq(g:has_passed(2), false, "clear_passes")

  -- Going out: finish, is_out, finishing_order, active_seats.
  eq(g:finish(3), 1, "finish gives the first place")
  eq(g:finish(3), 1, "finish again keeps the place")
  eq(g:is_out(3), true, "is_out")
  eq(g:is_out(1), false, "is_out, still playing")
  eq(list(g:finishing_order()), "3", "finishing_order")
  eq(g:active_seats(), 2, "active_seats")
  eq(g:next_seat(2), 1, "next_seat skips a seat that is out")
  eq(g:next_active(2), 1, "next_active skips a seat that is out")
  eq(g:next_seat(1, 1e12 + 1), 2, "next_seat with a huge number of steps")
  eq(g:next_seat(3, 1e12), 2, "next_seat of a seat that is out, with a huge number of steps")
  eq(g:advance(1e12), 2, "advance with a huge number of steps")

  -- Scores: add_score, score, round_score, end_round, round.
  g:add_score(1, 5)
  g:add_score(1, -2)
  eq(g:score(1), 3, "score")
  eq(g:round_score(1), 3, "round_score")
  eq(g:round(), 1, "round")
  g:end_round()
  eq(g:round(), 2, "end_round starts a round")
  eq(g:round_score(1), 0, "round_score of the new round")
  eq(g:score(1), 3, "end_round keeps the total")
  g:add_score(2, 7)

  -- Counters: count.
  g:count("smoke")
  g:count("smoke", 2)

  -- Piles made during play: new_pile, group.
  local m1 = g:new_pile("meld1", { group = "melds", owner = 1, visibility = "public" })
  local m2 = g:new_pile("meld2", { group = "melds" })
  eq(m1:owner(), 1, "new_pile owner")
  eq(m2:owner(), nil, "new_pile without owner")
  eq(m1:visibility(), "public", "new_pile visibility")
  eq(g.piles.meld1, m1, "new_pile adds to g.piles")
  local melds = g:group("melds")
  eq(#melds, 2, "group")
  eq(melds[1]:name() .. " " .. melds[2]:name(), "meld1 meld2", "group, oldest first")
  eq(#g:group("nothing"), 0, "group of no piles")
  assert(fails(g.new_pile, g, "meld1"), "new_pile of an existing name fails")

  -- The log: say, tell, tell_others (checked from Go).
  g:say("everyone reads this")
  g:tell(2, "only seat 2 reads this")
  g:tell_others(2, "seat 2 does not read this")

  -- random, and math.random from the same generator.
  local r = g:random(6)
  assert(r >= 1 and r <= 6 and r == math.floor(r), "random in 1..6")
  assert(fails(g.random, g, 0), "random(0) fails")
  local m = math.random(3, 4)
  assert(m == 3 or m == 4, "math.random(lo, hi)")

  -- is_over, and g.vars.
  eq(g:is_over(), false, "is_over")
  g.vars.turns = 0
  g.vars.seen = { "a", "b" }
  eq(g.vars.turns, 0, "g.vars")
  eq(g.vars.seen[2], "b", "g.vars list")
  g:set_current(1)
end

function game.to_act(g)
  return g:current()
end

-- Every move first checks that the game it sees is the one setup left.
local function common(g, seat, move)
  -- Handles and created piles are still valid in the fork a move runs on.
  eq(g.piles.meld1:owner(), 1, "created pile in play")
  eq(g:pile("meld2"):name(), "meld2", "g:pile of a created pile in play")
  eq(g:is_out(3), true, "state from setup")
  eq(g:score(2), 7, "score from setup")
end

game.verbs = {
  check = {
    check = function(g, seat)
      assert(g:pile("hand", seat):count() > 0, "check sees the hands")
    end,
    apply = function(g, seat, move)
      common(g, seat, move)
      eq(move.verb, "check", "move.verb")
      g.vars.turns = g.vars.turns + 1
      g.piles.stock:move_top(g.piles.hand[seat])
      g:advance()
    end,
  },
  win = {
    apply = function(g, seat, move)
      common(g, seat, move)
      g:win({ 1, 2 }, "a shared win")
      eq(g:is_over(), true, "win ends the game")
      assert(fails(g.draw_game, g, "again"), "a game ends once")
    end,
  },
  -- A new round and a match that ends (TestRoundsAndReveal).
  round = {
    apply = function(g, seat, move)
      local hand = g.piles.hand[2]
      g:reveal(hand, 1)
      g:reveal({ "AS", "KS" })
      g:reveal("QS", { 1, 3 })
      local rounds = g:round()
      eq(g:match_over(1000, "lowest"), false, "no total reached 1000")
      g:new_round()
      eq(g:round(), rounds + 1, "new_round closes the round")
      eq(rawget(g.piles, "meld1"), nil, "created piles are gone from g.piles")
      eq(g.piles.stock:count(), 52, "every card is back in the start pile")
      eq(g:is_out(3), false, "the finishing order is cleared")
      g:add_score(2, 10)
      eq(g:match_over(10, "highest"), true, "a total reached 10")
      eq(g:is_over(), true, "match_over ends the game")
    end,
  },
  tie = {
    apply = function(g, seat, move)
      common(g, seat, move)
      g:draw_game("nobody won")
      eq(g:is_over(), true, "draw_game ends the game")
    end,
  },
}

return game
