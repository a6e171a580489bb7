package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRoundsPointsAndTheMoon(t *testing.T) {
	for name, tc := range map[string]struct {
		won  table
		want []int
	}{
		"a point a heart, 13 for QS": {table{"won.1": {"AH", "2H", "QS", "KS"}, "won.2": {"3H"}}, []int{15, 1, 0, 0}},
		"all 26 points: the others score them": {table{"won.3": {"AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H",
			"5H", "4H", "3H", "2H", "QS"}}, []int{26, 26, 0, 26}},
	} {
		t.Run(name, func(t *testing.T) {
			at := table{"hand.1": {"2C"}, "hand.2": {"3C"}, "hand.3": {"4C"}, "hand.4": {"5C"}}
			for k, v := range tc.won {
				at[k] = v
			}
			g := passing(t, at, "none")
			for s, c := range []string{"play 2C", "play 3C", "play 4C", "play 5C"} {
				play(t, g, s, c)
			}
			assert.Equal(t, tc.want, g.State().Score().Totals)
			assert.Equal(t, 2, g.State().RoundNumber(), "the next hand is dealt")
		})
	}
}

func TestAMatchNeedsAWayToWin(t *testing.T) {
	d := passingDecl(t, "left")
	d.Verbs[1].Does = "play"
	d.Verbs[1].Play = &rules.Play{To: "trick", Cards: "card"}
	_, err := rules.NewPlan(d, 4)
	assert.ErrorContains(t, err, "match: no round can end")
}

func TestRoundsStandingsByPointsTaken(t *testing.T) {
	g := passing(t, table{"won.1": {"QS"}, "won.2": {"AH", "KH"}, "hand.1": {"2C"}}, "none")
	require.NoError(t, g.State().StartMatchAt(1, []int{0, 0, 5, 0}))
	st, err := g.Standings()
	require.NoError(t, err)
	require.Len(t, st, 4)
	assert.Greater(t, st[3], st[1], "no points beat two")
	assert.Greater(t, st[1], st[2], "two points beat five")
	assert.Greater(t, st[2], st[0], "five points beat thirteen")
	p, err := rules.NewPlan(rulestest.TricksDecl(t), 4)
	require.NoError(t, err)
	w, err := p.NewGame(1, nil)
	require.NoError(t, err)
	ws, err := w.Standings()
	require.NoError(t, err)
	assert.Nil(t, ws, "a game without declared points leaves the standing to the bots")
}

// TestRoundsPointsByFunction: an entry of the points table declared as a
// function of the round prices the cards it names by its answer, kept for
// the round (mech.Values); the other entries keep their numbers.
func TestRoundsPointsByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		hearts, queen int // the answers of H and QS
		want          []int
	}{
		"two a heart, 7 for QS, 1 for KS": {hearts: 2, queen: 7, want: []int{12, 2, 0, 0}},
		"no heart counts":                 {hearts: 0, queen: 13, want: []int{14, 0, 0, 0}},
	} {
		t.Run(name, func(t *testing.T) {
			d := passingDecl(t, "none")
			d.Rounds.Points = map[string]int{"H": 0, "QS": 0, "KS": 1} // H and QS declared as functions: the reader leaves 0
			d.Rounds.PointsFn = map[string]rules.Func{"H": 1, "QS": 2}
			p, err := rules.NewPlan(d, 4)
			require.NoError(t, err)
			g, err := p.NewGame(1, nil)
			require.NoError(t, err)
			st := g.State()
			v := mech.ValuesRef(st, 2)
			v.Keep(1, tc.hearts, "")
			v.Keep(2, tc.queen, "")
			place(t, st, table{"hand.1": {"2C"}, "hand.2": {"3C"}, "hand.3": {"4C"}, "hand.4": {"5C"},
				"won.1": {"AH", "2H", "QS", "KS"}, "won.2": {"3H"}})
			require.NoError(t, st.SetCurrent(0))
			g = p.Resume(st, nil)
			for s, c := range []string{"play 2C", "play 3C", "play 4C", "play 5C"} {
				play(t, g, s, c)
			}
			assert.Equal(t, tc.want, g.State().Score().Totals)
		})
	}
}
