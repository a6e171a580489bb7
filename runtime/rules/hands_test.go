package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// handMoves makes Shed's sevens swap hands with the seat the play names
// (play 7C swap 3) and its queens pass every hand on.
func handMoves(t *testing.T) func(*rules.Decl) {
	return func(d *rules.Decl) {
		gr, err := notation.NewGrammar([]string{"play <cards> [call <suit>] [swap <seat>] [last]", "draw", "pass", "last",
			"catch <seat>", "accept", "challenge", "guess <suit>", "choose <suit>"})
		require.NoError(t, err)
		d.Grammar = gr
		p := d.Verbs[0].Play
		p.Seat, p.SeatWith = "swap", rules.Cards{Ranks: []string{"7"}}
		p.SeatHow, p.SeatNot = msg("SWAP-1: name a seat"), msg("SWAP-1: name none")
		d.Effects = append(d.Effects,
			rules.Effect{Cards: rules.Cards{Ranks: []string{"7"}}, Hands: rules.HandsSwap, Hook: -1},
			rules.Effect{Cards: rules.Cards{Ranks: []string{"Q"}}, Hands: rules.HandsPass, Hook: -1})
	}
}

func TestHandsSwap(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"7C", "3D", "4D"}, "hand.2": {"5H"}, "hand.3": {"6S", "9S", "TS", "JS"}, "discard": {"9C"}}, handMoves(t))
	assert.Equal(t, []string{"play 7C swap 2", "play 7C swap 3"}, filter(moves(t, g, 0), "play 7C"))
	for move, want := range map[string]string{
		"play 7C":        "SWAP-1: name a seat",
		"play 7C swap 1": "SWAP-1: name a seat",
		"play 3D swap 2": "SWAP-1: name none",
	} {
		assert.Equal(t, want, refused(t, g, 0, move), move)
	}
	play(t, g, 0, "play 7C swap 3")
	assert.Equal(t, []string{"6S", "9S", "TS", "JS"}, codes(g, "hand.1"))
	assert.Equal(t, []string{"3D", "4D"}, codes(g, "hand.3"))
	assert.Equal(t, []string{"5H"}, codes(g, "hand.2"))
	assert.True(t, said(g, "seat 1 swaps hands with seat 3."))
	assert.Equal(t, 1, toAct(t, g))
}

func TestHandsPass(t *testing.T) {
	for name, tc := range map[string]struct {
		dir  int
		want [3][]string
	}{
		"clockwise":        {1, [3][]string{{"6S", "9S"}, {"3D", "4D"}, {"5H"}}},
		"counterclockwise": {-1, [3][]string{{"5H"}, {"6S", "9S"}, {"3D", "4D"}}},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {"QC", "3D", "4D"}, "hand.2": {"5H"}, "hand.3": {"6S", "9S"}, "discard": {"9C"}}, handMoves(t))
			g.State().SetDirection(tc.dir)
			assert.Equal(t, "SWAP-1: name none", refused(t, g, 0, "play QC swap 2"))
			play(t, g, 0, "play QC")
			for seat, want := range tc.want {
				assert.Equal(t, want, codes(g, []string{"hand.1", "hand.2", "hand.3"}[seat]), "seat %d", seat+1)
			}
			require.NoError(t, g.State().CheckCards())
		})
	}
}

// filter keeps the moves that begin with prefix.
func filter(moves []string, prefix string) []string {
	var out []string
	for _, m := range moves {
		if len(m) >= len(prefix) && m[:len(prefix)] == prefix {
			out = append(out, m)
		}
	}
	return out
}
