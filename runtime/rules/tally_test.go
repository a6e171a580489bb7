package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEffectNames(t *testing.T) {
	d := shedDecl(t)
	var names []string
	for i := range d.Effects {
		names = append(names, d.EffectName(i))
	}
	assert.Equal(t, []string{"8: name", "A: skip", "2: next_draws 2, skip", "K: duty answer", "last card J: next_draws 3"}, names)

	d.Effects = append(d.Effects, rules.Effect{Cards: rules.Cards{Ranks: []string{"A"}}, Skip: 1, Hook: -1},
		rules.Effect{Cards: rules.Cards{Codes: []string{"QS"}, Ranks: []string{"Q"}}, Skip: 2, Reverse: true, Hook: 0},
		rules.Effect{Cards: rules.Cards{Kinds: []string{"wild"}}, Text: msg("{seat} {smile|smiles}."), Hook: -1})
	assert.Equal(t, "A: skip #2", d.EffectName(1), "two effects of one name are told apart by their place")
	assert.Equal(t, "A: skip #6", d.EffectName(5))
	assert.Equal(t, "QS Q: skip 2, reverse, apply", d.EffectName(6))
	assert.Equal(t, "wild: say", d.EffectName(7))
}

func TestTallyCountsTheGameNotItsCopies(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"2C", "3D", "AC"}, "hand.2": {"5H", "6H"}, "stock": {"6C", "7C", "8C", "9H"}, "discard": {"9C"}}, nil)
	tl := g.Tally()
	require.NotNil(t, tl)
	want := map[string]int{"8: name": 0, "A: skip": 0, "2: next_draws 2, skip": 0, "K: duty answer": 0, "last card J: next_draws 3": 0}
	assert.Equal(t, want, fired(tl), "every declared effect, at 0 before any fires")

	c := g.Copy().(*rules.Game)
	play(t, c, 0, "play 2C")
	assert.Zero(t, fired(tl)["2: next_draws 2, skip"], "a copy's effects are not the game's")

	play(t, g, 0, "play 2C")
	want["2: next_draws 2, skip"] = 1
	assert.Equal(t, want, fired(tl))
	assert.Same(t, tl, g.Tally(), "asking again keeps counting")
}

func TestTallyCountsTheCodesOfRefusals(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"2C", "3D"}, "discard": {"9H"}}, func(d *rules.Decl) {
		d.Verbs[0].Play.Match.Why = msg("SHED-3: {card} does not match: play {suit} or the rank of {top} (see SHED-1)")
	})
	assert.Contains(t, refused(t, g, 0, "play 3D"), "SHED-3", "before counting")
	tl := g.Tally()
	refused(t, g, 0, "play 3D")
	refused(t, g, 0, "play 2C")
	refused(t, g, 1, "draw") // not your turn: no code
	assert.Equal(t, map[string]int{"SHED-3": 2, "SHED-1": 2}, tl.Refused)
	tl.Paused = true
	refused(t, g, 0, "play 3D")
	assert.Equal(t, 2, tl.Refused["SHED-3"], "paused: not counted")
}

// fired is how often each effect fired, by name.
func fired(tl *engine.Tally) map[string]int {
	out := map[string]int{}
	for i, name := range tl.Effects {
		out[name] = tl.Fired[i]
	}
	return out
}

// A play that jumps in is counted as the house rule firing, and so is its
// refusal's code; the seat whose turn it is plays without jumping.
func TestTallyCountsJumpsIn(t *testing.T) {
	g := shed(t, 4, 0, table{"hand.1": {"5C", "3D", "4D"}, "hand.2": {"6C", "7H"}, "hand.3": {"5C", "5H", "9S"},
		"hand.4": {"5D", "9D"}, "discard": {"9C"}}, jumping(t, 2))
	tl := g.Tally()
	play(t, g, 0, "play 5C")
	assert.Zero(t, fired(tl)["play: jump_in"], "a play in turn is no jump")
	refused(t, g, 3, "play 5D")
	play(t, g, 2, "play 5C")
	assert.Equal(t, 1, fired(tl)["play: jump_in"])
	assert.Equal(t, map[string]int{"JUMP-1": 1}, tl.Refused)
	assert.Len(t, tl.Effects, 6, "five effects, then the jump")
}

// Listing the legal moves leaves out the cards the play's check would turn
// down; each counts as a refusal citing the rule that turned it down, so a
// rule that only ever narrows the listing is not reported unused.
func TestTallyCountsTheRefusalsAListingImplies(t *testing.T) {
	cases := []struct {
		name string
		hand []string
		want map[string]int
	}{
		{"two cards that do not match", []string{"2C", "3D", "9S"}, map[string]int{"SHED-3": 2, "SHED-1": 2}},
		{"every card matches", []string{"9S", "5H"}, map[string]int{}},
		{"a last card that may not be played", []string{"JH"}, map[string]int{"SHED-9": 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": tc.hand, "discard": {"9H"}}, func(d *rules.Decl) {
				d.Verbs[0].Play.Match.Why = msg("SHED-3: {card} does not match: play {suit} or the rank of {top} (see SHED-1)")
				d.Verbs[0].Play.NotLast = rules.Cards{Ranks: []string{"J"}}
				d.Verbs[0].Play.NotLastWhy = msg("SHED-9: a jack may not go out")
			})
			tl := g.Tally()
			tl.Paused = true
			_, err := g.Moves(0)
			require.NoError(t, err)
			assert.Empty(t, tl.Implied, "paused: the listing counts nothing")
			tl.Paused = false
			_, err = g.Moves(0)
			require.NoError(t, err)
			assert.Empty(t, tl.Refused, "the listing's refusals are implied, not met by a player")
			if len(tc.want) == 0 {
				assert.Empty(t, tl.Implied)
				return
			}
			assert.Equal(t, tc.want, tl.Implied)
		})
	}
}
