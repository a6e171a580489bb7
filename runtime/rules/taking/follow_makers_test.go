package taking_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
)

// makersDecl is whistDecl in partnerships (seats 1 and 3 against 2 and
// 4), a match, trumps named and the makers' tricks scored: 1 trick of the
// hand makes the contract.
func makersDecl(t testing.TB) *rules.Decl {
	d := whistDecl(t)
	d.Teams = core.Teams{{0, 2}, {1, 3}}
	d.Rounds = &rules.Rounds{Target: 100}
	d.Mechanics["follow"] = &taking.Tricks{Table: "trick", Won: "won", Trumps: "named",
		Makers: &taking.Makers{Need: 1, Points: 1, All: 2, AloneAll: 4, Set: 2}}
	return d
}

func TestMakersScore(t *testing.T) {
	for name, tc := range map[string]struct {
		maker  int    // the seat that made trumps (from 0)
		alone  bool   // its partner sits out
		lead2  string // seat 1's second card: 2C loses the second trick, AC takes it
		scores []int  // each seat's total after the hand
	}{
		"the makers make the contract":             {maker: 0, lead2: "2C", scores: []int{1, 0, 1, 0}},
		"the other side makes it":                  {maker: 1, lead2: "2C", scores: []int{0, 1, 0, 1}},
		"all the tricks":                           {maker: 0, lead2: "AC", scores: []int{2, 0, 2, 0}},
		"all the tricks alone":                     {maker: 0, alone: true, lead2: "AC", scores: []int{4, 0, 4, 0}},
		"the makers set: the others score the set": {maker: 1, lead2: "AC", scores: []int{2, 0, 2, 0}},
	} {
		t.Run(name, func(t *testing.T) {
			at := rulestest.Table{"hand.1": {"AH", tc.lead2}, "hand.2": {"KH", "3C"}, "hand.3": {"QH", "4C"}, "hand.4": {"JH", "5C"}}
			g := rulestest.Start(t, makersDecl(t), 4, 0, at, func(st *core.State) error {
				h, _ := st.Deck().SuitIndex("H")
				*mech.SuitNamed.Ref(st) = mech.Named{Suit: h + 1, By: tc.maker + 1}
				if tc.alone {
					if err := st.SitOut(tc.maker + 2); err != nil {
						return err
					}
				}
				return st.SetPart("follow", nil)
			})
			for _, trick := range [][]string{{"AH", "KH", "QH", "JH"}, {tc.lead2, "3C", "4C", "5C"}} {
				for seat, card := range trick {
					if tc.alone && seat == tc.maker+2 {
						continue // the partner sits out: the turn passes it by
					}
					assert.Equal(t, seat, rulestest.ToAct(t, g))
					rulestest.Play(t, g, seat, "play "+card)
				}
			}
			assert.Equal(t, tc.scores, g.State().Score().Totals)
		})
	}
}

// TestMakersScoreByFunction: the makers' numbers declared as functions of
// the round score by the round's answers (mech.Values), whatever the
// declared values.
func TestMakersScoreByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		need, points, all int    // the round's answers (functions 1, 2, 3)
		lead2             string // seat 1's second card: 2C loses the second trick, AC takes it
		scores            []int
	}{
		"need 1, made: the round's points":    {need: 1, points: 5, all: 9, lead2: "2C", scores: []int{5, 0, 5, 0}},
		"need 1, all the tricks: the round's": {need: 1, points: 5, all: 9, lead2: "AC", scores: []int{9, 0, 9, 0}},
		"need 2 of 2, one taken: set":         {need: 2, points: 5, all: 9, lead2: "2C", scores: []int{0, 2, 0, 2}},
	} {
		t.Run(name, func(t *testing.T) {
			d := makersDecl(t)
			m := d.Mechanics["follow"].(*taking.Tricks).Makers
			m.NeedFn, m.PointsFn, m.AllFn = 1, 2, 3
			at := rulestest.Table{"hand.1": {"AH", tc.lead2}, "hand.2": {"KH", "3C"}, "hand.3": {"QH", "4C"}, "hand.4": {"JH", "5C"}}
			g := rulestest.Start(t, d, 4, 0, at, func(st *core.State) error {
				h, _ := st.Deck().SuitIndex("H")
				*mech.SuitNamed.Ref(st) = mech.Named{Suit: h + 1, By: 1}
				v := mech.ValuesRef(st, 3)
				v.Keep(1, tc.need, "")
				v.Keep(2, tc.points, "")
				v.Keep(3, tc.all, "")
				return st.SetPart("follow", nil)
			})
			for _, trick := range [][]string{{"AH", "KH", "QH", "JH"}, {tc.lead2, "3C", "4C", "5C"}} {
				for seat, card := range trick {
					rulestest.Play(t, g, seat, "play "+card)
				}
			}
			assert.Equal(t, tc.scores, g.State().Score().Totals)
		})
	}
}
