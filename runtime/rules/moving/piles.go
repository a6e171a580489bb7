package moving

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A pileRef is one pile a declaration names: a shared pile, the mover's
// own of a per-seat declaration, every seat's ("hand.*"), or the next or
// the previous seat's still in play ("hand.next", "hand.previous").
type pileRef struct {
	pile  mech.Pile
	every bool // every seat's pile of a per-seat declaration
	step  int  // 1: the next seat's pile, -1: the previous seat's, the seats out skipped
}

// maxPiles is how many piles a listing resolves without allocating.
const maxPiles = 32

// resolve reads the names of piles a declaration gives.
func resolve(s mech.Setup, field string, names []string) ([]pileRef, error) {
	out := make([]pileRef, 0, len(names))
	for _, name := range names {
		base, every := strings.CutSuffix(name, ".*")
		base, step := neighbour(base)
		p, ok := s.Pile(base)
		if !ok || (every || step != 0) && !p.PerSeat {
			return nil, fmt.Errorf("moving %s: %q is not a pile declared (name.* names every seat's pile of one declared per seat, name.next and name.previous the next and the previous seat's)", field, name)
		}
		out = append(out, pileRef{pile: p, every: every, step: step})
	}
	return out, nil
}

// neighbour cuts ".next" or ".previous" off a pile's name: the step to
// the seat whose pile it names, or 0 for none.
func neighbour(name string) (string, int) {
	if base, ok := strings.CutSuffix(name, ".next"); ok {
		return base, 1
	}
	if base, ok := strings.CutSuffix(name, ".previous"); ok {
		return base, -1
	}
	return name, 0
}

// nextIn is the seat step (1 or -1) places from seat in the direction of
// play, the seats out skipped; seat itself when every other is out.
func nextIn(st *core.State, seat, step int) int {
	n, dir := st.Seats(), st.Turn().Dir*step
	for i := 1; i < n; i++ {
		s := ((seat+i*dir)%n + n) % n
		if !st.Turn().IsOut(s) {
			return s
		}
	}
	return seat
}

// piles appends to out the piles refs names for seat in st, in order.
func piles(refs []pileRef, st *core.State, seat int, out []core.PileID) []core.PileID {
	for _, r := range refs {
		switch {
		case r.step != 0:
			out = append(out, r.pile.Of(nextIn(st, seat, r.step)))
			continue
		case !r.every:
			out = append(out, r.pile.Of(seat))
			continue
		}
		for s := range st.Seats() {
			out = append(out, r.pile.Of(s))
		}
	}
	return out
}

// fixed is the piles refs names when they are shared piles alone, the
// same for every seat in every state; nil else.
func fixed(refs []pileRef) []core.PileID {
	out := make([]core.PileID, 0, len(refs))
	for _, r := range refs {
		if r.every || r.step != 0 || r.pile.PerSeat {
			return nil
		}
		out = append(out, r.pile.ID)
	}
	return out
}

// count is how many piles refs names for one seat.
func count(refs []pileRef, seats int) int {
	n := 0
	for _, r := range refs {
		if r.every {
			n += seats
		} else {
			n++
		}
	}
	return n
}

// owned is a pile's name with its owner's, for every reader of a blind
// draw: "the hand of seat 2", or label's for a pile no seat owns.
func owned(st *core.State, id core.PileID, mover int) string {
	p := st.Pile(id)
	if p.Group == "" || p.Owner < 0 || p.Owner == mover {
		return label(st, id, mover)
	}
	return fmt.Sprintf("the %s of seat %d", p.Group, p.Owner+1)
}

// label is a pile's name as a reader says it: "column3" as "column 3",
// the mover's own pile of a per-seat declaration by that declaration's
// name ("hand"), another seat's by its own ("hand.2").
func label(st *core.State, id core.PileID, mover int) string {
	name := st.Pile(id).Name
	if g := st.Pile(id).Group; g != "" && st.Pile(id).Owner == mover {
		name = g
	}
	i := len(strings.TrimRight(name, "0123456789"))
	if i == 0 || i == len(name) {
		return name
	}
	return name[:i] + " " + name[i:]
}
