package moving

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A stock turned to a waste n cards at a time, and the waste turned back
// over into the stock when the stock is empty, as often as the move
// declares (Move.Count, Move.Redeals).

// Redeals is how often the game's piles were turned back over: a
// core.RoundPart, the part "move".
type Redeals struct {
	Made int `json:"made,omitempty"` // the redeals made so far
}

// RedealsOf is the part of the redeals made, named by the Does word of the
// moves.
const RedealsOf mech.PartKey[Redeals, *Redeals] = doesMove

// AppendKey implements core.Part.
func (r *Redeals) AppendKey(out []byte) []byte { return binary.AppendVarint(out, int64(r.Made)) }

// Check refuses a saved count below 0 (core.Part).
func (r *Redeals) Check(*core.State) error {
	if r.Made < 0 {
		return fmt.Errorf("it holds a number out of range")
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*Redeals) OfRound() {}

// Vacant implements core.Vacant: no redeal made yet.
func (r *Redeals) Vacant() bool { return r.Made == 0 }

// redealFits refuses a count or redeals declared on a move that does not
// take the top card of one pile to one pile.
func (m *moveMech) redealFits(seats int) error {
	if m.decl.Count == 0 && m.decl.Redeals == 0 {
		return nil
	}
	if m.decl.Take != "" && m.decl.Take != "top" || count(m.from, seats) != 1 || count(m.to, seats) != 1 {
		return fmt.Errorf("moving count, redeals: the move takes the top cards of one pile to one pile (a stock to its waste)")
	}
	return nil
}

// mayRedeal reports whether the pile to may be turned back over onto the
// pile from in st: from is empty, to is not, and redeals are left.
func (m *moveMech) mayRedeal(st *core.State, from, to core.PileID) bool {
	if m.decl.Redeals == 0 || st.Pile(from).Len() > 0 || st.Pile(to).Len() == 0 {
		return false
	}
	return RedealsOf.Of(st).Made < m.decl.Redeals
}

// redeal turns pile to back over onto pile from, its first card on top,
// narrated about seat, and counts it.
func (m *moveMech) redeal(st *core.State, seat int, from, to core.PileID) error {
	for st.Pile(to).Len() > 0 {
		if _, err := st.MoveAt(to, st.Pile(to).Len()-1, from, core.OnTop); err != nil {
			return fmt.Errorf("redeal: %w", err)
		}
	}
	RedealsOf.Ref(st).Made++
	if !st.Imagined() {
		text := &m.decl.RedealText
		st.SayAbout(seat, mech.Fill(text.Or(redealText), "{from}", label(st, from, seat), "{to}", label(st, to, seat)), text.Codes...)
	}
	return nil
}

// taken is how many cards a move takes from place at of pile from: every
// card above it with take = "above", count from the top with a count, one
// else.
func (m *moveMech) taken(st *core.State, from core.PileID, at int) int {
	switch {
	case m.decl.Take == "above":
		return st.Pile(from).Len() - at
	case m.decl.Count > 1:
		return min(m.decl.Count, st.Pile(from).Len())
	}
	return 1
}

var (
	_ core.RoundPart = (*Redeals)(nil)
	_ core.Vacant    = (*Redeals)(nil)
)
