package taking

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Trumps are a suit declared, the suit of the card the deal turned up
// (trumps = "turn_up"), or the suit the first leader of a round names
// (trumps = "named", with a verb of does = "name") before it leads.

// trumpsTurnUp makes the suit of the card the deal turned up trumps, and
// trumpsNamed the suit the first leader of a round names.
const (
	trumpsTurnUp = "turn_up"
	trumpsNamed  = "named"
	namedWhy     = "name trumps first"
)

// trumpSuit is the index of the trump suit now, or -1 for none: the
// declared one, the round's answer of a function declared in its place,
// the suit named, or the suit of the card on top of the deal's turn-up
// pile.
func (f *followMech) trumpSuit(st *core.State) int {
	if f.TrumpsFn != 0 {
		s, _ := roundTrumps(st, mech.WordIn(st, f.Trumps, f.TrumpsFn))
		return s
	}
	if f.Trumps == trumpsNamed {
		return mech.SuitNamed.Of(st).Suit - 1
	}
	if f.trumpsUp == nil {
		return f.trumps
	}
	if c, ok := st.Pile(f.trumpsUp.ID).Top(); ok {
		return st.Deck().Card(c).SuitIndex
	}
	return -1
}

// awaitsTrumps reports whether the round's trumps are still to be named.
func (f *followMech) awaitsTrumps(st *core.State) bool {
	return f.Trumps == trumpsNamed && mech.SuitNamed.Of(st).Suit == 0
}

// MayName implements mech.NameGate: with trumps to be named, the seat to
// lead the round's first trick names them, once, before it leads.
func (f *followMech) MayName(t mech.Table, seat int) mech.Refusal {
	if f.Trumps != trumpsNamed {
		return mech.Legal
	}
	if !f.awaitsTrumps(t.State()) {
		return mech.RefuseUnder(&f.Rule, &f.At, "trumps are named already this round")
	}
	return mech.Legal
}

// trumpsNone is what a function declared for trumps returns for a round
// without them.
const trumpsNone = "none"

// roundTrumps is the index of the suit a function declared for trumps
// answered, word, or -1 for "none"; false when word is neither a suit of
// the deck nor "none".
func roundTrumps(st *core.State, word string) (int, bool) {
	if word == trumpsNone {
		return -1, true
	}
	return st.Deck().SuitIndex(word)
}

// checkTrumps refuses, as a round is dealt, a function declared for
// trumps that answered neither a suit of the deck nor "none".
func (f *followMech) checkTrumps(st *core.State) error {
	if f.TrumpsFn == 0 {
		return nil
	}
	word := mech.WordIn(st, f.Trumps, f.TrumpsFn)
	if _, ok := roundTrumps(st, word); !ok {
		return fmt.Errorf("game.tricks.trumps: the function returned %q, not a suit of the deck nor %q", word, trumpsNone)
	}
	return nil
}
