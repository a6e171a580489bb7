package mech

import "github.com/rulerun/rulerun/core"

// Pile names a declared pile: a single pile, or one pile per seat. Per-seat
// piles are made one after another, so seat s's pile is ID + s.
type Pile struct {
	Name    string
	ID      core.PileID
	PerSeat bool
}

// Of returns the pile seat uses: its own for a per-seat pile.
func (p Pile) Of(seat int) core.PileID {
	if p.PerSeat {
		return p.ID + core.PileID(seat)
	}
	return p.ID
}

// SeesPile reports whether seat sees every card of owner's pile of p: a
// public pile, or its own pile seen by its owner.
func SeesPile(st *core.State, p Pile, owner, seat int) bool {
	pl := st.Pile(p.Of(owner))
	return pl.Vis == core.Public || pl.Vis == core.OwnerOnly && owner == seat && seat >= 0
}

// Missing names the first card of kinds that pile hand of st does not
// hold as many times as kinds names it, or "" when it holds them all.
func Missing(st *core.State, hand core.PileID, kinds []int) string {
	d := st.Deck()
	cards := st.Pile(hand).Cards
	for i, k := range kinds {
		need, have := 0, 0
		for _, k2 := range kinds[:i+1] {
			if k2 == k {
				need++
			}
		}
		for _, c := range cards {
			if d.KindOf(c) == k {
				have++
			}
		}
		if have < need {
			return d.Kind(k).Code
		}
	}
	return ""
}
