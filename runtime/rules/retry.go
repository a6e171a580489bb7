package rules

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// Answers that failed: an answer of a duty with a pile that leaves the same
// card on top of the pile failed (a wrong guess). The suit it named is
// recorded in Flow.Tried, and with a declared RetryWhy it may not be
// named again for that card; an answer that takes the card clears the
// record.

// pileTop is the card on top of the pile of the duty seat owes, if the
// duty has a pile.
func (ds *dutyPlans) pileTop(g *Game, st *core.State, seat int) (core.CardID, bool) {
	i := g.p.duties.owed(g, seat)
	if i < 0 || !g.p.duties[i].hasPile {
		return 0, false
	}
	return st.Pile(g.p.duties[i].pile.Of(seat)).Top()
}

// tried reports whether seat's failed answers named suit.
func tried(f *Flow, seat, suit int) bool {
	return seat < len(f.Tried) && suit >= 0 && f.Tried[seat]&(1<<uint(suit)) != 0
}

// recordAnswer records the outcome of seat's answer m, given the card that
// was on top of its duty's pile before it.
func (ds *dutyPlans) recordAnswer(g *Game, st *core.State, seat int, m *notation.Move, before core.CardID) {
	f := flowRef(st)
	after, ok := st.Pile(g.p.duties[g.p.answers[m.Verb]].pile.Of(seat)).Top()
	marks := slices.Clone(f.Tried)
	for len(marks) < st.Seats() {
		marks = append(marks, 0)
	}
	if ok && after == before {
		if suit := g.namedSuit(m); suit >= 0 {
			marks[seat] |= 1 << uint(suit)
		}
	} else {
		marks[seat] = 0
	}
	f.Tried = marks
}

// checkRetry refuses an answer naming a suit a failed answer named.
func (ds *dutyPlans) checkRetry(g *Game, seat int, m *notation.Move) refusal {
	i := g.p.answers[m.Verb]
	if i < 0 || g.p.duties[i].RetryWhy.Text == "" {
		return legal
	}
	if suit := g.namedSuit(m); tried(flowOf(g.st), seat, suit) {
		return refuse(&g.p.duties[i].RetryWhy, fill(g.p.duties[i].RetryWhy.Text, g.suitName(suit)))
	}
	return legal
}
