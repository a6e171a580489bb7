package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// callMech is the declared call said on its own, before a play (does =
// "call"): once a turn, when a play would leave the seat one card or
// during an open turn (call.go).
type callMech struct{ codes []string } // the call's rule

func newCall(p *Plan, v int) (mechanic, error) { return callMech{p.call.codes}, nil }

func (callMech) list(g *Game, v, seat int, current bool) {
	if current && g.p.call.mayCallNow(g, seat) {
		g.cands = append(g.cands, cand{Verb: v, Suit: -1, Seat: -1})
	}
}

// OutsideTurn implements mech.Aside: a call is said in turn, and leaves the
// windows open.
func (callMech) OutsideTurn() bool { return false }

func (callMech) check(g *Game, seat int, m *notation.Move) refusal {
	if !g.p.call.mayCallNow(g, seat) {
		return g.p.call.callRefusal(g, &g.d.Call.VerbWhy, g.p.call.withWord(g, g.d.Call.VerbWhy.Or(callVerbWhy)))
	}
	return legal
}

func (callMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	g.p.call.begin(st, seat)
	g.p.call.called(g, st, seat, g.leftAfterCall(st, seat))
	return nil
}

// Cite implements mech.Citer: a call is made under the call's rule.
func (c callMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(c.codes)
}

// The answers of mech it gives.
var (
	_ mech.Citer = callMech{}
	_ mech.Aside = callMech{}
)
