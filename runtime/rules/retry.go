package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Answers that failed (runtime/rules/shedding keeps the record, the part
// "tried"): an answer of a duty with a pile that leaves the same card on
// top of the pile failed; with a declared RetryWhy the suit it named may
// not be named again for that card.

// pileTop is the card on top of the pile of the duty seat owes, if the
// duty has a pile.
func (ds *dutyPlans) pileTop(g *Game, st *core.State, seat int) (core.CardID, bool) {
	i := g.p.duties.owed(g, seat)
	if i < 0 || !g.p.duties[i].hasPile {
		return 0, false
	}
	return st.Pile(g.p.duties[i].pile.Of(seat)).Top()
}

// Tried returns the suits (bit j for suit j) seat's failed answers named in
// st, by seat, for a binding to read; nil when none failed.
func Tried(st *core.State) []uint64 { return shedding.Tried(st) }

// tried reports whether seat's failed answers named suit in st.
func tried(st *core.State, seat, suit int) bool { return shedding.WasTried(st, seat, suit) }

// recordAnswer records the outcome of seat's answer m, given the card that
// was on top of its duty's pile before it.
func (ds *dutyPlans) recordAnswer(g *Game, st *core.State, seat int, m *notation.Move, before core.CardID) {
	after, ok := st.Pile(g.p.duties[g.p.verbs[m.Verb].answer].pile.Of(seat)).Top()
	failed, suit := ok && after == before, -1
	if failed {
		suit = g.namedSuit(m)
	}
	shedding.RecordAnswer(st, seat, suit, failed)
}

// checkRetry refuses an answer naming a suit a failed answer named.
func (ds *dutyPlans) checkRetry(g *Game, seat int, m *notation.Move) refusal {
	i := g.p.verbs[m.Verb].answer
	if i < 0 || g.p.duties[i].RetryWhy.Text == "" {
		return legal
	}
	if suit := g.namedSuit(m); tried(g.st, seat, suit) {
		return refuse(&g.p.duties[i].RetryWhy, mech.FillArg(g.p.duties[i].RetryWhy.Text, suitName(g.st.Deck(), suit)))
	}
	return legal
}
