package decl

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// positionsScript declares its game in the ways scripts do: a table
// constructor, assignments through locals, and declarations written as
// functions returning a table.
const positionsScript = `local game = {
  name = "Positions",
  moves = { "play <card>", "discard <card>" },
}
local verbs = {}
game.verbs = verbs
verbs.play = { play = { to = "table",
  match = { pile = "table", suit = true } } }
verbs.discard = {}
function verbs.discard.play(options)
  local p = { to = "discard" }
  p.match = { pile = "discard", rank = true }
  return p
end
function game.deal(options)
  return { hand = 7 }
end
game.effects = {
  { ranks = "Q", reverse = true },
  { ranks = "2", stack = true,
    stack_why = "stacked" },
}
local play = game.verbs.play.play
play.not_last = { ranks = "8" }
return game
`

// TestPositions checks that each declaration is found at its line by its
// path in the game table.
func TestPositions(t *testing.T) {
	p := PositionsOf([]byte(positionsScript), "positions.lua")
	tests := []struct {
		path string
		at   string // the text on the line the path names; "" for none
	}{
		{"name", `name = "Positions"`},
		{"game.name", `name = "Positions"`},
		{"moves[2]", `moves =`},
		{"verbs", `game.verbs = verbs`},
		{"verbs.play.play.match", `match = { pile = "table"`},
		{"verbs.play.play.match.suit", `match = { pile = "table"`},
		{"verbs.discard.play", `function verbs.discard.play`},
		{"verbs.discard.play.to", `local p = { to = "discard" }`},
		{"verbs.discard.play.match", `p.match =`},
		{"verbs.discard.play.match.rank", `p.match =`},
		{"deal.hand", `return { hand = 7 }`},
		{"deal.sort", `function game.deal`},
		{"effects[2].stack_why", `stack_why = "stacked"`},
		{"effects[*].stack_why", `stack_why = "stacked"`},
		{"effects[1].skip", `{ ranks = "Q", reverse = true }`},
		{"verbs.play.play.not_last", `play.not_last =`},
		{"trick.kinds", ""},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			want := 0
			if tt.at != "" {
				want = lineWith(t, positionsScript, tt.at)
			}
			assert.Equal(t, want, p.Line(tt.path))
		})
	}
}

// builtScript builds some of its declarations in code.
const builtScript = `local game = { name = "Built" }
local match = {
  wins = "lowest",
}
function game.match(options)
  local m = { target = options.target }
  for k, v in pairs(match) do m[k] = v end
  return m
end
local base = game.effects
function game.effects(options, seats)
  local reverse = { ranks = "R",
    reverse = true }
  local list = { { ranks = "S", skip = 1 }, reverse }
  for _, effect in ipairs(list) do
    effect.stack_why = "held"
  end
  return list
end
local draw = { draw = 1 }
game.verbs = { draw = draw }
return game
`

// TestPositionsOfFieldsBuiltInCode checks that a field a script builds in
// code is found within the declaration that builds it.
func TestPositionsOfFieldsBuiltInCode(t *testing.T) {
	p := PositionsOf([]byte(builtScript), "built.lua")
	tests := []struct{ path, at string }{
		{"match.target", `local m = { target`},
		{"match.wins", `wins = "lowest"`},
		{"match.score", `function game.match`},
		{"effects[2].reverse", `reverse = true }`},
		{"effects[1].skip", `{ ranks = "S", skip = 1 }`},
		{"effects[1].stack_why", `effect.stack_why =`},
		{"verbs.draw.draw", `local draw = { draw = 1 }`},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			assert.Equal(t, lineWith(t, builtScript, tt.at), p.Line(tt.path))
		})
	}
}

// TestPositionsOfBrokenScript checks that a script that does not parse
// has no positions (its syntax error is reported when it runs).
func TestPositionsOfBrokenScript(t *testing.T) {
	p := PositionsOf([]byte("local game = {\nname = \n"), "broken.lua")
	assert.Zero(t, p.Line("name"))
}

// TestWhereNamesTheVerbsOwnMatch checks that the refusal of a move of the
// second of two verbs that both declare match names the second's line, not
// the first match in the file.
func TestWhereNamesTheVerbsOwnMatch(t *testing.T) {
	src := edited(t, plainGame, `  draw = { draw = 1 },`, `  draw = { draw = 1 },
  discard = { play = { to = "discard",
    match = { pile = "discard", rank = true } } },`,
		`"play <cards>", "draw"`, `"play <cards>", "draw", "discard <card>"`)
	r, _ := readerOf(t, src)
	tests := []struct{ verb, at, want string }{
		{"play", "match", `match = { pile = "discard", suit = true`},
		{"discard", "match", `match = { pile = "discard", rank = true`},
		{"discard", "play", `discard = { play =`},
		{"draw", "match", `draw = { draw = 1 }`},
	}
	for _, tt := range tests {
		t.Run(tt.verb+" "+tt.at, func(t *testing.T) {
			file, line := r.Where(tt.verb, tt.at)
			require.Equal(t, "plain.lua", file)
			assert.Equal(t, lineWith(t, src, tt.want), line)
		})
	}
}
