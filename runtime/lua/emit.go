package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/lua/decl"
	lua "github.com/yuin/gopher-lua"
)

// candidate is a move a verb's generator proposed. The slots in free were
// left for the engine to fill in: each optional part the generator did not
// mention is tried left out and with every value of its type, and each
// required seat, suit or rank of an enumerable verb with every value.
type candidate struct {
	move  notation.Move
	free  []int        // slot indexes
	parts []partAnswer // the verb's part rules' answers, by optional group, asked when first needed
	// partsRead is set when a part rule, asked of the move as proposed,
	// read one of the free slots: its answer may differ for a variant
	partsRead bool
}

// emitter is the state behind the out object a generator writes to.
type emitter struct {
	game  *Game
	verb  *Verb
	idx   int // the verb's index in the grammar
	cands []candidate
}

// mainSlot is the index of the form's only required slot, or -1.
func mainSlot(f *notation.Form) int {
	main := -1
	for i, s := range f.Slots {
		if s.Group < 0 {
			if main >= 0 {
				return -1
			}
			main = i
		}
	}
	return main
}

// Proposed implements [bind.Proposer]: the moves proposed so far.
func (e *emitter) Proposed() int { return len(e.cands) }

// Propose implements [bind.Proposer]: it reads one proposed move.
func (e *emitter) Propose(lv lua.LValue) error { return e.add(lv) }

// add reads one proposed move.
func (e *emitter) add(lv lua.LValue) error {
	f := e.verb.Form
	c := candidate{move: notation.Move{Verb: e.idx, Args: e.game.host.newArgs(len(f.Slots))}}
	main := mainSlot(f)
	t, isTable := lv.(*lua.LTable)
	listValue := isTable && main >= 0 && t.Len() > 0 && (f.Slots[main].Type == notation.Cards || f.Slots[main].Type == notation.Melds)
	if isTable && !listValue {
		if err := e.fromTable(&c, t); err != nil {
			return err
		}
	} else {
		if main < 0 {
			return fmt.Errorf("the form %q has no single value: give a table of values by name, such as {%s = ...}", f.Pattern, firstName(f))
		}
		v, err := bind.ValueFromLuaIn(e.game.deck, e.game.seats, f.Slots[main], lv, &e.game.host.buf.cardSlab)
		if err != nil {
			return err
		}
		c.move.Args[main] = v
		c.free = e.game.host.buf.openOf(f) // shared by every proposal of the form
	}
	e.game.Info().Grammar.Canonical(&c.move, e.game.deck)
	e.cands = append(e.cands, c)
	return nil
}

func firstName(f *notation.Form) string {
	if len(f.Slots) == 0 {
		return "value"
	}
	return f.Slots[0].Name
}

// fromTable reads a move given as a table of values by name.
func (e *emitter) fromTable(c *candidate, t *lua.LTable) error {
	f := e.verb.Form
	for k, _ := t.Next(lua.LNil); k != lua.LNil; k, _ = t.Next(k) {
		if ks, ok := k.(lua.LString); !ok || f.Slot(string(ks)) < 0 {
			return fmt.Errorf("the move %q has no value named %s", f.Pattern, bind.Describe(k))
		}
	}
	given := make([]bool, len(f.Slots))
	for i, s := range f.Slots {
		x := t.RawGetString(s.Name)
		switch {
		case x == lua.LNil && s.Group < 0 && decl.Expandable(s.Type):
			c.free = append(c.free, i) // every seat, suit or rank is tried
			continue
		case x == lua.LNil && s.Group < 0:
			return fmt.Errorf("the move needs its %s (the form is %q)", s.Name, f.Pattern)
		case x == lua.LNil:
			continue
		case x == lua.LFalse && s.Group >= 0:
			given[i] = true
			continue
		}
		v, err := bind.ValueFromLuaIn(e.game.deck, e.game.seats, s, x, &e.game.host.buf.cardSlab)
		if err != nil {
			return err
		}
		c.move.Args[i], given[i] = v, true
	}
	c.free = append(c.free, freeOptional(f, given)...)
	return nil
}

// freeOptional lists the optional slots the engine fills in: those of
// groups with one slot of a type it can enumerate, none of whose slots was
// given.
func freeOptional(f *notation.Form, given []bool) []int {
	var free []int
	for grp := range f.Groups {
		slot, n := -1, 0
		taken := false
		for i, s := range f.Slots {
			if s.Group == grp {
				slot, n = i, n+1
				taken = taken || given != nil && given[i]
			}
		}
		if n == 1 && !taken && decl.Expandable(f.Slots[slot].Type) {
			free = append(free, slot)
		}
	}
	return free
}

// newArgs returns n zero values for a proposed move, from a slab the host
// reuses: proposals live only until the listing or the draw that asked for
// them is over (the moves kept are clones).
func (h *Host) newArgs(n int) []notation.Value {
	if len(h.buf.argSlab)+n > cap(h.buf.argSlab) {
		h.buf.argSlab = make([]notation.Value, 0, max(256, 2*cap(h.buf.argSlab), n))
	}
	i := len(h.buf.argSlab)
	h.buf.argSlab = h.buf.argSlab[:i+n]
	args := h.buf.argSlab[i : i+n : i+n]
	clear(args)
	return args
}
