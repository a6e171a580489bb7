package rules

import (
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Answers that failed: an answer of a duty with a pile that leaves the same
// card on top of the pile failed (a wrong guess). The suit it named is
// recorded in the part "tried", and with a declared RetryWhy it may not be
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

// triedPart marks, for seat i at index i, the suits (bit j for suit j) its
// answers named that failed to take the card on top of its duty's pile,
// until one takes it: a core.RoundPart. Replaced whole, never changed in
// place, so that copies of the part may share it.
type triedPart struct {
	Suits []uint64 `json:"suits"`
}

// triedOf is the part of the failed answers.
const triedOf partKey[triedPart, *triedPart] = "tried"

// AppendKey implements core.Part.
func (t *triedPart) AppendKey(b []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(t.Suits)))
	for _, s := range t.Suits {
		b = binary.AppendUvarint(b, s)
	}
	return b
}

// Check refuses saved marks for more seats than the game has (core.Part).
func (t *triedPart) Check(st *core.State) error {
	if len(t.Suits) > st.Seats() {
		return fmt.Errorf("it marks %d seats, of %d", len(t.Suits), st.Seats())
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*triedPart) OfRound() {}

func (t *triedPart) Vacant() bool {
	return !slices.ContainsFunc(t.Suits, func(s uint64) bool { return s != 0 })
}

// Tried returns the suits (bit j for suit j) seat's failed answers named in
// st, by seat, for a binding to read; nil when none failed.
func Tried(st *core.State) []uint64 {
	if t := triedOf.Of(st); !t.Vacant() {
		return t.Suits
	}
	return nil
}

// tried reports whether seat's failed answers named suit in st.
func tried(st *core.State, seat, suit int) bool {
	t := triedOf.Of(st).Suits
	return seat < len(t) && suit >= 0 && t[seat]&(1<<uint(suit)) != 0
}

// recordAnswer records the outcome of seat's answer m, given the card that
// was on top of its duty's pile before it.
func (ds *dutyPlans) recordAnswer(g *Game, st *core.State, seat int, m *notation.Move, before core.CardID) {
	after, ok := st.Pile(g.p.duties[g.p.verbs[m.Verb].answer].pile.Of(seat)).Top()
	old := triedOf.Of(st).Suits
	var was, now uint64
	if seat < len(old) {
		was = old[seat]
	}
	if ok && after == before {
		now = was
		if suit := g.namedSuit(m); suit >= 0 {
			now |= 1 << uint(suit)
		}
	}
	if now == was {
		return // the record stands: no copy of it
	}
	marks := slices.Clone(old)
	for len(marks) < st.Seats() {
		marks = append(marks, 0)
	}
	marks[seat] = now
	triedOf.Ref(st).Suits = marks
}

// checkRetry refuses an answer naming a suit a failed answer named.
func (ds *dutyPlans) checkRetry(g *Game, seat int, m *notation.Move) refusal {
	i := g.p.verbs[m.Verb].answer
	if i < 0 || g.p.duties[i].RetryWhy.Text == "" {
		return legal
	}
	if suit := g.namedSuit(m); tried(g.st, seat, suit) {
		return refuse(&g.p.duties[i].RetryWhy, mech.FillArg(g.p.duties[i].RetryWhy.Text, g.suitName(suit)))
	}
	return legal
}
