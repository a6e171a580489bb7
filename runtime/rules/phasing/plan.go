package phasing

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// plan is the phases as the engine runs them, made once for a game
// (PhasesDecl's Whole) and shared by the mechanics of its verbs.
type plan struct {
	*Phases
	phases []phase
	hand   mech.Pile
	upPile mech.Pile // the pile the deal turns a card up to
	up     bool      // the deal turns one up
	teams  [][]int
	first  int // the first verb of does = "phase": the one told of the deal
}

// phase is one phase as the engine runs it.
type phase struct {
	*Phase
	verbs, ends    uint64 // the verbs made in it, and those that end it (bit v: verb v)
	after, unless  int    // the phase it is played after, or skipped unless: its index, or -1
	alone          int    // the verb by which a seat plays alone, or -1
	takes, discard *mech.Pile
}

// The ways a phase's seats act (Phase.Acts).
const (
	inTurn = ""
	dealer = "dealer"
	maker  = "maker"
	all    = "all"
)

// newPlan makes the phases of the game (mech.Decl's Whole).
func newPlan(s mech.Setup) (any, error) {
	d, _ := s.Decl(doesPhase).(*Phases)
	if d == nil || len(d.Sequence) == 0 {
		return nil, fmt.Errorf("declare the phases: sequence = {{name = ..., verbs = {...}}, ...}")
	}
	p := &plan{Phases: d, hand: s.Hand(), teams: s.Teams(), first: s.VerbOf(doesPhase)}
	p.upPile, p.up = s.TurnUp()
	g := s.Grammar()
	for i := range d.Sequence {
		ph, err := p.phase(s, g, i)
		if err != nil {
			return nil, mech.InDecl("phases", fmt.Errorf("sequence[%d] (%s): %w", i+1, d.Sequence[i].Name, err))
		}
		p.phases = append(p.phases, ph)
	}
	return p, nil
}

// phase reads the i-th phase.
func (p *plan) phase(s mech.Setup, g *notation.Grammar, i int) (phase, error) {
	d := &p.Sequence[i]
	ph := phase{Phase: d, after: -1, unless: -1, alone: -1}
	var err error
	if ph.verbs, err = verbSet(g, d.Verbs, 0); err != nil {
		return ph, err
	}
	if ph.ends, err = verbSet(g, d.Ends, ph.verbs); err != nil {
		return ph, err
	}
	if d.Alone != "" {
		a, err := verbSet(g, []string{d.Alone}, ph.verbs)
		if err != nil {
			return ph, err
		}
		ph.alone = bitIndex(a)
	}
	if ph.after, err = p.earlier(i, d.After); err != nil {
		return ph, err
	}
	if ph.unless, err = p.earlier(i, d.Unless); err != nil {
		return ph, err
	}
	if err := p.trumps(g, &ph); err != nil {
		return ph, err
	}
	return ph, p.piles(s, g, &ph)
}

// verbSet is the verbs of names, each a verb of does = "phase", and one
// of within when within is not 0.
func verbSet(g *notation.Grammar, names []string, within uint64) (uint64, error) {
	var set uint64
	for _, name := range names {
		v, ok := g.Verb(name)
		switch {
		case !ok || v >= 64:
			return 0, fmt.Errorf("there is no verb %q: declare it in game.verbs with does = \"phase\"", name)
		case within != 0 && within&(1<<uint(v)) == 0:
			return 0, fmt.Errorf("verb %q is not one of the phase's verbs", name)
		}
		set |= 1 << uint(v)
	}
	return set, nil
}

// bitIndex is the index of the lowest bit of set.
func bitIndex(set uint64) int {
	for i := range 64 {
		if set&(1<<uint(i)) != 0 {
			return i
		}
	}
	return -1
}

// earlier is the index of the phase named name, before phase i; -1 for
// "".
func (p *plan) earlier(i int, name string) (int, error) {
	if name == "" {
		return -1, nil
	}
	j := slices.IndexFunc(p.Sequence[:i], func(ph Phase) bool { return ph.Name == name })
	if j < 0 {
		return -1, fmt.Errorf("there is no phase %q before it", name)
	}
	return j, nil
}

// trumps checks what the phase's ending verbs make trumps: a turned-up
// card to read, a <suit> to name.
func (p *plan) trumps(g *notation.Grammar, ph *phase) error {
	switch {
	case ph.Trumps == "":
		return nil
	case ph.ends == 0:
		return fmt.Errorf("trumps are made by a verb that ends the phase: declare ends")
	case ph.Trumps != "named" && !p.up:
		return fmt.Errorf("trumps = %q needs the deal to turn a card up (deal.turn_up)", ph.Trumps)
	case ph.Trumps == "turn_up":
		return nil
	}
	for v := range 64 {
		if ph.ends&(1<<uint(v)) != 0 && suitSlot(g.Form(v)) < 0 {
			return fmt.Errorf("verb %q makes the trumps it names: its form needs a <suit>", g.Form(v).Verb)
		}
	}
	return nil
}

// piles finds the piles the phase takes and discards to.
func (p *plan) piles(s mech.Setup, g *notation.Grammar, ph *phase) error {
	for _, f := range []struct {
		name string
		to   **mech.Pile
	}{{ph.Takes, &ph.takes}, {ph.Discards, &ph.discard}} {
		if f.name == "" {
			continue
		}
		pile, ok := s.Pile(f.name)
		if !ok || pile.PerSeat {
			return fmt.Errorf("%q is not a pile of the table declared in game.piles", f.name)
		}
		*f.to = &pile
	}
	if ph.discard == nil {
		return nil
	}
	for v := range 64 {
		if ph.verbs&(1<<uint(v)) != 0 && cardSlot(g.Form(v)) < 0 {
			return fmt.Errorf("verb %q discards: its form needs a <card>", g.Form(v).Verb)
		}
	}
	return nil
}

// suitSlot and cardSlot are the slot of form that holds a suit, or a
// card, or -1.
func suitSlot(f *notation.Form) int { return slotOf(f, notation.Suit) }
func cardSlot(f *notation.Form) int { return slotOf(f, notation.Card) }

// slotOf is the first slot of form f of type ty, outside a group, or -1.
func slotOf(f *notation.Form, ty notation.Type) int {
	for i, s := range f.Slots {
		if s.Group < 0 && s.Type == ty {
			return i
		}
	}
	return -1
}
