package decl

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
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

// TestMessagesStandWhereTheirVerbDeclaresThem checks that the messages of
// the second of two verbs that both declare match stand at the second's
// line, not the first match in the file; a message the script leaves out
// stands where the declaration that holds it does.
func TestMessagesStandWhereTheirVerbDeclaresThem(t *testing.T) {
	plan, s, err := planOf(t, 3, `  draw = { draw = 1 },`, `  draw = { draw = 1 },
  discard = { play = { to = "discard", not_last = { ranks = "8" },
    not_last_why = "P-3: not an eight as your last card",
    match = { pile = "discard", rank = true, rule = "P-2" } } },`,
		`"play <cards>", "draw"`, `"play <cards>", "draw", "discard <cards>"`)
	require.NoError(t, err)
	src := string(s.src)
	v := plan.Decl.Verbs
	require.Len(t, v, 3)
	tests := []struct {
		name string
		msg  rules.Message
		want string
		path string
	}{
		{"play's match", v[0].Play.Match.Why, `match = { pile = "discard", suit = true`, "verbs.play.play.match.why"},
		{"discard's match", v[2].Play.Match.Why, `match = { pile = "discard", rank = true`, "verbs.discard.play.match.why"},
		{"discard's rule", v[2].Play.Match.Rule, `match = { pile = "discard", rank = true`, "verbs.discard.play.match.rule"},
		{"discard's not_last_why", v[2].Play.NotLastWhy, `not_last_why =`, "verbs.discard.play.not_last_why"},
		{"discard's play", v[2].Play.At, `discard = { play =`, "verbs.discard.play"},
		{"draw", v[1].At, `draw = { draw = 1 }`, "verbs.draw"},
		{"draw's why", *v[1].Why.Of("stuck"), `draw = { draw = 1 }`, "verbs.draw.why"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Equal(t, "plain.lua", tt.msg.File)
			assert.Equal(t, lineWith(t, src, tt.want), tt.msg.Line)
			assert.Equal(t, tt.path, tt.msg.Path)
		})
	}
	assert.Equal(t, []string{"P-3"}, v[2].Play.NotLastWhy.Codes, "a message's codes are read with it")
	assert.Equal(t, []string{"P-2"}, v[2].Play.Match.Rule.Codes, "a rule field's code is read once")
	assert.Empty(t, v[0].Play.Match.Why.Codes)
}
