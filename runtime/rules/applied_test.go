package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/rules"
)

// A counted game counts the rules it applies as they happen: the rules a
// move is played under and those of the effects that fire, so that a rule
// a game used is never reported dead.
func TestTallyCountsTheRulesApplied(t *testing.T) {
	coded := func(d *rules.Decl) {
		d.Verbs[0].Play.Match.Rule = msg("SHED-1")
		d.Effects[1].Rule = msg("SHED-4") // the ace's skip
		d.CallDeclared().Rule = msg("SHED-6")
	}
	for name, tc := range map[string]struct {
		hand  []string
		moves []string
		want  map[string]int
	}{
		"a card that matches":           {[]string{"5H", "KC", "QD"}, []string{"play 5H"}, map[string]int{"SHED-1": 1}},
		"an effect that fires":          {[]string{"AH", "KC", "QD"}, []string{"play AH"}, map[string]int{"SHED-1": 1, "SHED-4": 1}},
		"a call said, then a play":      {[]string{"5H", "KC"}, []string{"last", "play 5H"}, map[string]int{"SHED-1": 1, "SHED-6": 1}},
		"a call made with the play":     {[]string{"5H", "KC"}, []string{"play 5H last"}, map[string]int{"SHED-1": 1, "SHED-6": 1}},
		"a draw is under no coded rule": {[]string{"5C", "KC"}, []string{"draw"}, nil},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": tc.hand, "discard": {"9H"}, "stock": {"3C"}}, coded)
			tl := g.Tally()
			for _, m := range tc.moves {
				play(t, g, 0, m)
			}
			assert.Equal(t, tc.want, tl.Applied)
			assert.Empty(t, tl.Refused)
		})
	}
}

// In a climbing game every play is made under the rule of what a play is,
// one that beats the play on the table under the rule of beating too, a
// pass under the rule of passing, and a bomb under the bomb's rule.
func TestTallyCountsTheRulesOfATrick(t *testing.T) {
	g := lead(t, []string{"5C"}, []string{"7D", "9C", "9D", "9H", "9S"})
	tl := g.Tally()
	play(t, g, 1, "play 7D")
	assert.Equal(t, map[string]int{"T-7": 1, "T-5": 1}, tl.Applied)
	play(t, g, 2, "pass")
	assert.Equal(t, map[string]int{"T-7": 1, "T-5": 1, "T-9": 1}, tl.Applied)
}

// Bombs of one kind are counted apart, each under its own name, so that a
// house rule's new bomb is not counted with the base's.
func TestTallyNamesBombsApart(t *testing.T) {
	d := climbDecl(t)
	d.Trick.BombRule = msg("T-8")
	d.Trick.Bombs = []rules.Bomb{{Kind: "bomb", On: "single"}, {Kind: "bomb", On: "pair"}}
	p, err := rules.NewPlan(d, 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	assert.Equal(t, 1, countOf(g.Tally().Effects, "bomb: bomb"), "the first bomb of a kind keeps the kind's name")
	assert.Equal(t, 1, countOf(g.Tally().Effects, "bomb: bomb on a pair"), "a second is named apart")
}

func countOf(names []string, name string) int {
	n := 0
	for _, s := range names {
		if s == name {
			n++
		}
	}
	return n
}
