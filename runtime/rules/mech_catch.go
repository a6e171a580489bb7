package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// catchMech is the catch of a seat that did not make the declared call
// (does = "catch"): any other seat may make it, out of turn, while the
// window to catch is open (call.go).
type catchMech struct{ codes []string } // the call's rule

func newCatch(p *Plan, v int) (mechanic, error) { return catchMech{p.call.codes}, nil }

// list lists the catch of the seat the window is about, for a seat the
// window lets act, whoever is to act.
func (catchMech) list(g *Game, v, seat int, current bool) {
	if w := callOf.Of(g.st).Window; w.Lets(seat) {
		g.cands = append(g.cands, cand{Verb: v, Suit: -1, Seat: w.Subject})
	}
}

// Others implements mech.Outsider: the seats the window to catch lets act.
func (catchMech) Others(t mech.Table, v int) (uint64, bool) {
	return callOf.Of(t.State()).Window.Seats, false
}

// OutsideTurn implements mech.Aside: a catch is made out of turn, and leaves
// the windows open.
func (catchMech) OutsideTurn() bool { return true }

func (catchMech) check(g *Game, seat int, m *notation.Move) refusal {
	return g.p.call.checkCatch(g, seat, m.Args[mech.SeatSlot(g.d.Grammar.Form(m.Verb))].Num, &g.d.Verbs[m.Verb].At)
}

func (catchMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	g.p.call.catch(g, st, seat)
	return nil
}

// Cite implements mech.Citer: a catch is made under the call's rule.
func (c catchMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(c.codes)
}

// The answers of mech it gives.
var (
	_ mech.Citer    = catchMech{}
	_ mech.Outsider = catchMech{}
	_ mech.Aside    = catchMech{}
)
