-- Mini with rule codes and counters for the tests of Cited. CITE-9 in a
-- comment is not cited; g:count("in a comment") is not a counter.
local game = require "mini"
game.name = "Mini (cited)"

local why = "CITE-1: only in a string, and CITE-2a"

function game.status(g, seat)
  if g.vars.never then
    g:count("never counted")
    g:count('also never', 2)
    return why
  end
  return nil
end

-- Every refusal of a play cites CITE-3.
local check = game.verbs.play.check
function game.verbs.play.check(g, seat, m)
  local why = check(g, seat, m)
  if why then return "CITE-3: " .. why end
end

return game
