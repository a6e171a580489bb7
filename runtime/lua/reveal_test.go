package lua

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/check"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// peekScript is Mini with a move that tells one player another's hand,
// shown through g:reveal where REVEAL is replaced.
const peekScript = `local game = require "mini"
game.moves = { "play <card>", "draw", "peek <seat>" }
game.verbs.peek = {
  check = function(g, seat, m)
    if m.seat == seat then return "peek at another hand" end
  end,
  apply = function(g, seat, m)
    local other = g.piles.hand[m.seat]
    REVEAL
    g:tell(seat, "seat " .. m.seat .. " holds " .. table.concat(other:cards(), " ") .. ".")
    g:advance()
  end,
}
return game
`

// TestLeakAuditAcceptsRevealedCards checks that validate reports a log line
// naming cards its reader cannot see, unless the script showed them to the
// reader with g:reveal.
func TestLeakAuditAcceptsRevealedCards(t *testing.T) {
	for _, tt := range []struct {
		name, reveal string
		leaks        bool
	}{
		{"told without showing", "", true},
		{"shown first", "g:reveal(other, seat)", false},
		{"shown to someone else", "g:reveal(other, m.seat)", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := miniVariant(t, strings.Replace(peekScript, "REVEAL", tt.reveal, 1))
			// The default steps: validate's checks of a decision share five
			// calls' worth, more than the test's small budget leaves them.
			s, err := LoadWithLimits(path, longWall)
			require.NoError(t, err)
			r := check.Validate(s, check.Options{Games: 10, Seed: 1})
			var leaks []string
			for _, p := range r.Problems {
				if strings.Contains(p.Msg, "cannot see") {
					leaks = append(leaks, p.Msg)
				}
			}
			if tt.leaks {
				assert.NotEmpty(t, leaks, "the leak is reported")
			} else {
				assert.Empty(t, r.Problems)
			}
		})
	}
}

// TestLeakAuditReadsListedMoves checks that validate reports a move offered
// to a seat that names a card the seat cannot see.
func TestLeakAuditReadsListedMoves(t *testing.T) {
	path := miniVariant(t, `local game = require "mini"
game.moves = { "play <card>", "draw", "guess <card>" }
game.verbs.guess = {
  generate = function(g, seat, out) out:add(g.piles.stock:top()) end,
  apply = function(g, seat, m) g:advance() end,
}
return game
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	r := check.Validate(s, check.Options{Games: 3, Seed: 1})
	require.NotEmpty(t, r.Problems)
	found := false
	for _, p := range r.Problems {
		found = found || strings.Contains(p.Msg, "is offered the move \"guess ") && strings.Contains(p.Msg, "a card it cannot see")
	}
	assert.True(t, found, "%v", r.Problems)
}
