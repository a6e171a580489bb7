local game = require "unu"
function game.status(g, seat)
  return "the next card is " .. g.piles.stock:top()
end
return game
