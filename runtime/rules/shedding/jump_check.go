package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// jumpWhy is the engine's refusal of a jump where the play declares none.
const jumpWhy = "you may play out of turn only a card identical to %s, the card just played"

// JumpKind is the kind of the card a jump must be identical to in st: the
// card on top of to, the pile of the play that opened the window.
func JumpKind(st *core.State, to mech.Pile) (int, bool) {
	top, ok := st.Pile(to.Of(JumpingOn(st))).Top()
	if !ok {
		return 0, false
	}
	return st.Deck().KindOf(top), true
}

// CheckJump refuses a play out of turn onto to, of the cards of kinds,
// that is not one card identical to the card just played; why is the
// play's words for it.
func CheckJump(st *core.State, to mech.Pile, kinds []int, why *mech.Message) mech.Refusal {
	k, ok := JumpKind(st, to)
	if ok && len(kinds) == 1 && kinds[0] == k {
		return mech.Legal
	}
	code := ""
	if ok {
		code = st.Deck().Kind(k).Code
	}
	return mech.Refuse(why, mech.FillArg(why.Or(jumpWhy), code))
}
