package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Pile names a declared pile (mech.Pile).
type Pile = mech.Pile

// Table is the piles of a game, resolved once from their declared names.
// Every game of a script has the same declared piles, in the same places, so
// one Table serves them all.
type Table struct {
	byName map[string]Pile
}

// NewTable resolves the declared piles of st.
func NewTable(st *core.State, specs []core.PileSpec) (*Table, error) {
	t := &Table{byName: make(map[string]Pile, len(specs))}
	for _, sp := range specs {
		name := sp.Name
		if sp.PerSeat {
			name = core.SeatPileName(sp.Name, 0)
		}
		id, ok := st.PileByName(name)
		if !ok {
			return nil, fmt.Errorf("pile %s is not in the game", sp.Name)
		}
		t.byName[sp.Name] = Pile{Name: sp.Name, ID: id, PerSeat: sp.PerSeat}
	}
	return t, nil
}

// Pile returns the declared pile of that name.
func (t *Table) Pile(name string) (Pile, bool) {
	p, ok := t.byName[name]
	return p, ok
}

// MustPile returns the declared pile of that name; the declaration was
// checked when it was read, so a missing pile is a bug.
func (t *Table) MustPile(name string) Pile {
	p, ok := t.byName[name]
	if !ok {
		panic(fmt.Sprintf("rules: pile %q is not declared", name))
	}
	return p
}
