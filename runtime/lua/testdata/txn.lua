-- Transactions: moves whose play changes the game in every way it can and
-- then fails. The engine must leave the game exactly as it was
-- (TestFailedMovesLeaveNoTrace).

local game = require "mini"

game.name = "Mini transactions"
game.moves = { "play <card>", "draw", "reject <card>", "boom <card>", "loop <card>", "meld <card>" }

local setup = game.setup

function game.setup(g)
  setup(g)
  g.vars.list = { "a" }
end

-- Changes everything a move can change.
local function mess(g, seat, code)
  local hand = g.piles.hand[seat]
  hand:move(code, g.piles.discard)
  g.piles.stock:move_top(hand, "bottom")
  g.piles.stock:shuffle()
  g:random(10)
  g.vars.touched = true
  local list = g.vars.list
  list[#list + 1] = "x"
  g.vars.list = list
  g:say("seat " .. seat .. " makes a mess")
  g:tell(seat, "a secret mess")
  g:add_score(seat, 10)
  g:end_round()
  g:pass(seat)
  g:finish(seat)
  g:reverse()
  g:set_dealer(2)
  local p = g:new_pile("mess." .. seat, { group = "mess" })
  g.piles.stock:move_top(p)
  hand:set_visibility("public")
  hand:show_to(2)
end

-- The moves of this script are listed by no generator: tests type them.
local function none() end

game.verbs.reject = {
  generate = none,
  apply = function(g, seat, move)
    mess(g, seat, move.card)
    reject("changed my mind") -- REJECT
  end,
}

game.verbs.boom = {
  generate = none,
  apply = function(g, seat, move)
    mess(g, seat, move.card)
    local rule = nil
    return rule.x -- BOOM
  end,
}

game.verbs.loop = {
  generate = none,
  apply = function(g, seat, move)
    mess(g, seat, move.card)
    while true do end -- LOOP
  end,
}

game.verbs.meld = {
  generate = none,
  apply = function(g, seat, move)
    local p = g:new_pile("mess." .. seat, { group = "mess" })
    g.piles.hand[seat]:move(move.card, p)
    g:advance()
  end,
}

return game
