package taking

import "github.com/rulerun/rulerun/runtime/rules/mech"

// Standings implements mech.Stander: a seat stands as its side, by its
// total and what the hand under way has settled of the makers' contract
// (projected), above the worst side; a bot so judges a hand by the tricks
// its side takes toward the contract, or against it.
func (f *makersFollow) Standings(t mech.Table, out []float64) {
	st := t.State()
	maker := mech.SuitNamed.Of(st).By - 1
	tricks, m := tricksOf(st), f.Makers.in(st)
	left := 0
	for s := range st.Seats() {
		if !st.Turn().IsOut(s) {
			left = max(left, st.Pile(f.hand.Of(s)).Len())
		}
	}
	mine, made, against := f.teams.Of(maker), 0, 0
	for s, n := range tricks {
		if maker >= 0 && f.teams.Of(s) == mine {
			made += n
		} else {
			against += n
		}
	}
	need := float64(m.Need)
	worst := 0.0
	for i, team := range f.teams {
		v := float64(st.Score().Totals[team[0]])
		switch {
		case maker < 0:
		case i == mine && made >= m.Need:
			v += float64(m.Points)
		case i == mine:
			v += float64(m.Points) * float64(made) / need
		case made+left < m.Need:
			v += float64(m.Set)
		default:
			v += float64(m.Set) * float64(against) / (float64(made+against+left) - need + 1)
		}
		for _, s := range team {
			out[s] = v
		}
		if i == 0 || v < worst {
			worst = v
		}
	}
	for s := range out {
		out[s] = out[s] - worst + 1
	}
}

// The answers of mech it gives besides the play's.
var _ mech.Stander = (*makersFollow)(nil)
