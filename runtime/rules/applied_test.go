package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

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
