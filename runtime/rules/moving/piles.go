package moving

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A pileRef is one pile a declaration names: a shared pile, the mover's
// own of a per-seat declaration, or every seat's ("hand.*").
type pileRef struct {
	pile  mech.Pile
	every bool // every seat's pile of a per-seat declaration
}

// maxPiles is how many piles a listing resolves without allocating.
const maxPiles = 32

// resolve reads the names of piles a declaration gives.
func resolve(s mech.Setup, field string, names []string) ([]pileRef, error) {
	out := make([]pileRef, 0, len(names))
	for _, name := range names {
		base, every := strings.CutSuffix(name, ".*")
		p, ok := s.Pile(base)
		if !ok || every && !p.PerSeat {
			return nil, fmt.Errorf("moving %s: %q is not a pile declared (name.* names every seat's pile of one declared per seat)", field, name)
		}
		out = append(out, pileRef{pile: p, every: every})
	}
	return out, nil
}

// piles appends to out the piles refs names for seat, in order.
func piles(refs []pileRef, seats, seat int, out []core.PileID) []core.PileID {
	for _, r := range refs {
		if !r.every {
			out = append(out, r.pile.Of(seat))
			continue
		}
		for s := range seats {
			out = append(out, r.pile.Of(s))
		}
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
