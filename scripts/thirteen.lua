-- Thirteen (Tien Len): a climbing game. Get rid of your cards first by
-- beating the play on the table with a higher play of the same kind.
--
-- Rules text: docs/rules/thirteen.txt. Where the text is silent or unclear,
-- the points TL-1 .. TL-11 of INTERPRETATIONS.md (section 5) decide; each is
-- cited where it is implemented. The file reads in the rulebook's order: the
-- cards, the deal and the first lead, then the kinds of play and how they
-- beat each other, then passing and the trick. It declares the game's
-- structure and rulerun runs it (docs/writing-a-game.md).
--
-- Seats are numbered 1..n clockwise. Cards are codes such as "3S", "TD", "2H".

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Thirteen",
  description = "Tien Len: shed your 13 cards first. Beat the play on the table with a higher play of the same kind " ..
    "(single, pair, triple, quad, sequence, double sequence) or pass; 2s are highest and only bombs beat them.",
  seats = { min = 2, max = 4, default = 4 }, -- TL-1

  options = {
    open_with_lowest = { default = false,
      help = "TL-3: the first play of the game must contain the lowest card dealt" },
    bomb_rule = { default = "exact", choices = { "exact", "at_least" },
      help = "TL-7: a double sequence beats 2s with exactly the listed number of pairs, or with at least that many" },
  },

  -- The typed notation (INTERPRETATIONS.md 5.2).
  moves = {
    "pass",
    "play <cards>",
  },

  start = "stock",
  piles = {
    stock = "hidden",   -- every card, before the deal
    out = "hidden",     -- TL-1: the cards not dealt with fewer than 4 players
    table = "public",   -- the plays of the current trick, the play to beat on top
    played = "public",  -- the cards of finished tricks
    hand = { per_seat = true, visibility = "owner" },
  },
}

---------------------------------------------------------------------------
-- The cards and the deal
---------------------------------------------------------------------------

-- TL-2: ranks 3 (lowest) to 2 (highest), suits spades < clubs < diamonds <
-- hearts. Declaring the deck in this order makes the deck order the game's
-- card order: 3S is the lowest card, 2H the highest.
game.deck = {
  preset = "french52",
  ranks = { "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2" },
  suits = { "S", "C", "D", "H" },
}

local HAND_SIZE = 13 -- TL-1

-- TL-1: thirteen cards each, the rest out of play; the cards dealt are
-- sorted lowest to highest.
game.deal = { hand = HAND_SIZE, rest = "out", sort = true }
game.stock = { pile = "stock" }

-- TL-3: the player holding the lowest card dealt makes the first play.
function game.setup(g)
  local rest = g.piles.out:count()
  g:say("Each player is dealt " .. HAND_SIZE .. " cards" ..
    (rest > 0 and "; the other " .. rest .. " are out of play." or "."))
  local leader, low
  for s = 1, g.seats do
    local c = g.piles.hand[s]:bottom()
    if low == nil or g:compare(c, low) < 0 then leader, low = s, c end
  end
  g:set_current(leader)
  g:tell(leader, "You hold " .. low .. ", the lowest card dealt: you lead (TL-3).")
  g:tell_others(leader, "seat " .. leader .. " holds the lowest card dealt and leads (TL-3).")
end

---------------------------------------------------------------------------
-- The trick: the kinds of play (TL-5), beating (TL-6), bombs (TL-7),
-- passing (TL-9) and the lead after a trick (TL-10)
---------------------------------------------------------------------------

-- TL-7: the bombs. A quad beats a single 2; a double sequence of three
-- pairs beats a single 2, of four pairs a pair of 2s, of five pairs three
-- 2s (exactly that many, or at least, by the option).
local function bombs(longer)
  return {
    { kind = "quad", on = "single", on_ranks = "2" },
    { kind = "double sequence", length = 3, or_longer = longer, on = "single", on_ranks = "2" },
    { kind = "double sequence", length = 4, or_longer = longer, on = "pair", on_ranks = "2" },
    { kind = "double sequence", length = 5, or_longer = longer, on = "triple", on_ranks = "2" },
  }
end

function game.trick(options)
  return {
    table = "table",
    played = "played",
    -- TL-5: singles, pairs, triples, quads, sequences of 3 or more
    -- consecutive ranks and double sequences of 3 or more consecutive pairs,
    -- neither with a 2. TL-6: a play beats one of its kind and size that it
    -- is higher than, by its highest card (triples and quads by rank).
    kinds = {
      { name = "single", set = 1 },
      { name = "pair", set = 2 },
      { name = "triple", set = 3, by_rank = true },
      { name = "quad", set = 4, by_rank = true },
      { name = "sequence", per_rank = 1, min = 3, high = "A", why = {
        short = "TL-5: a sequence needs at least 3 consecutive ranks",
        high = "TL-5: a sequence may not include a 2" } },
      { name = "double sequence", per_rank = 2, min = 3, high = "A", why = {
        short = "TL-5: a double sequence needs at least 3 consecutive pairs",
        high = "TL-5: a double sequence may not include a 2" } },
    },
    bombs = bombs(options.bomb_rule == "at_least"),
    rule = "TL-6",
    bomb_rule = "TL-7",
    lead_rule = "TL-10",
    not_a_play = "TL-5: %s is not a play: plays are singles, pairs, triples, quads, " ..
      "sequences of 3 or more consecutive ranks and double sequences of 3 or more consecutive pairs (no 2 in either)",
    lead_why = "TL-9: you are leading, so you may not pass: play any single, pair, triple, quad, sequence or double sequence",
    open_with_lowest = options.open_with_lowest,
    open_why = "TL-3 (open_with_lowest): the first play of the game must contain your lowest card, %s",
  }
end

local verbs = {}
game.verbs = verbs

-- play <cards>: lead any play, or beat the play on the table.
verbs.play = { does = "trick" }

-- pass: stay out of the trick until it ends (TL-9).
verbs.pass = { does = "pass" }

local ORDINAL = { "1st", "2nd", "3rd", "4th" }

-- status: a line about the table, shown to players.
function game.status(g, seat)
  local flow = g:flow()
  local order = {}
  for i, s in ipairs(g:finishing_order()) do order[i] = ORDINAL[i] .. " seat " .. s end
  if g:is_over() then return "game over; finishing order: " .. table.concat(order, ", ") end
  local parts = {}
  if flow.trick then
    parts[1] = "to beat: " .. flow.trick.text .. " by seat " .. flow.trick.seat
  else
    parts[1] = "seat " .. g:current() .. " leads a new trick" ..
      ((g.options.open_with_lowest and flow.moves == 0) and " with a play containing the lowest card dealt (TL-3)" or "")
  end
  local passed = {}
  for s = 1, g.seats do
    if g:has_passed(s) then passed[#passed + 1] = "seat " .. s end
  end
  if #passed > 0 then parts[#parts + 1] = "passed: " .. table.concat(passed, ", ") end
  if #order > 0 then parts[#parts + 1] = "finished: " .. table.concat(order, ", ") end
  return table.concat(parts, "; ")
end

return game
