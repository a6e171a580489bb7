package climbing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// room is what the trick's mechanics list and narrate in, kept in the
// room the table gives each verb (mech.Table.Room) and reused by the next
// call: nothing in it is trusted past the call that fills it.
type room struct {
	ranks handRanks // a hand by rank
	// top is the room for the play to beat (toBeat)
	top []core.CardID
	// shapes is the room to describe plays in (classify, shadowed)
	shapes [2]core.Shape
	// text is the room a narration's words are written in
	text []byte
	// plays are the plays of one kind listed for a player, sorted before
	// they are offered (listKind)
	plays []mech.Cand
}

// table is the game as one call of the trick's mechanics sees it: the
// narrow context (nil when a front end asks what is on the table), the
// game's state and the room the call lists in.
type table struct {
	mech.Table
	st *core.State
	r  *room
	// slab and cands are the listing's (mech.Table.Slab, Cands), ordered
	// whether its plays are sorted: asked once a listing (listTrick)
	slab    *[]int
	cands   *[]mech.Cand
	ordered bool
}

// of fills tb with t as the mechanic of verb v sees it, and returns it.
// The call keeps its table on its stack and hands it down by pointer:
// filled in place, it is not copied; kept in the room, it would cost the
// collector a write barrier a word while it marks.
func (tb *table) of(t mech.Table, v int) *table {
	at := t.Room(v)
	r, _ := (*at).(*room)
	if r == nil {
		r = &room{}
		*at = r
	}
	tb.Table, tb.st, tb.r = t, t.State(), r
	return tb
}
