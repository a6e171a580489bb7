package climbing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// What beats what in the trick as the script's function (Trick.Beats =
// function(at, play, on)): in place of the declared comparison, a play of
// any declared kind beats the play on the table when the function says
// so. It is asked about each play that could be laid, in the listing and
// the check, its answer never kept (mech.WhenAsked); a game without it
// calls no script.

// askedAgain asks the function once more as p is laid on cur: the
// listing offers a play whose function failed, so that playing it stops
// the game with the script's error rather than the listing hide it.
func (tp *plan) askedAgain(t *table, p, cur play) error {
	_, err := t.BeatsPlay(tp.Beats, t.st, p.cards, cur.cards)
	return err
}

// listByFunc lists seat's plays of verb v on cur (hand its cards, b its
// binding by the last-card rule): a play of every kind that the function
// says beats cur. A function that fails lists its play, so that its check
// reports the failure (beatsByFunc) and its play stops the game
// (askedAgain) rather than the listing hide it.
func (tp *plan) listByFunc(t *table, v, seat int, b *binding, cur play, hand []core.CardID) {
	keep := func(p play) bool {
		ok, err := t.BeatsPlay(tp.Beats, t.st, p.cards, cur.cards)
		return (ok || err != nil) && tp.lastCardKey(t, b, seat, p, cur, true) == ""
	}
	for i := range tp.Kinds {
		tp.listKind(t, v, i, 0, 0, hand, keep)
	}
}

// beatsByFunc refuses p laid on cur when the function says it does not
// beat it, or fails; else it is Legal.
func (tp *plan) beatsByFunc(t *table, p, cur play) mech.Refusal {
	ok, err := t.BeatsPlay(tp.Beats, t.st, p.cards, cur.cards)
	switch {
	case err != nil:
		return mech.RefuseUnder(&tp.Rule, &tp.At, "what beats what failed: "+err.Error())
	case ok:
		return mech.Legal
	}
	if msg, text := tp.beatWhy(t, notHigher, p, cur); text != "" {
		return mech.RefuseUnder(&tp.Rule, msg, text)
	}
	return mech.RefuseUnder(&tp.Rule, &tp.At, tp.describe(t, p)+" does not beat "+tp.describe(t, cur))
}
