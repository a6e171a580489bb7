package phasing

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// verb is the mechanic of a verb made in a phase (does = "phase").
type verb struct {
	*plan
	v          int
	name       string
	slots      int
	suit, card int // the slots of its <suit> and <card>, or -1
}

// NewPhase makes the mechanic of verb v, made in a phase of game.phases
// (mech.Make).
func NewPhase(s mech.Setup, v int) (mech.Mechanic, error) {
	p, _ := s.Whole(doesPhase).(*plan)
	if p == nil {
		return nil, fmt.Errorf("it is made in a phase: declare game.phases")
	}
	f := s.Form(v)
	m := &verb{plan: p, v: v, name: f.Verb, slots: len(f.Slots), suit: suitSlot(f), card: cardSlot(f)}
	for i := range p.phases {
		if p.phases[i].verbs&m.bit() != 0 {
			return m, nil
		}
	}
	return nil, fmt.Errorf("it is made in a phase: name it in the verbs of a phase of game.phases")
}

// bit is the verb's bit in a phase's verbs.
func (m *verb) bit() uint64 { return 1 << uint(m.v) }

// Owing implements mech.Simultaneous: the seats that act in the phase
// under way, and have not.
func (m *verb) Owing(st *core.State) uint64 {
	pr := Key.Of(st)
	ph := m.now(&pr)
	if ph == nil {
		return 0
	}
	switch ph.Acts {
	case inTurn:
		return m.inTurn(st, &pr)
	case dealer:
		return seatBit(st.Turn().Dealer)
	case maker:
		return seatBit(mech.SuitNamed.Of(st).By - 1)
	}
	return m.active(st) &^ pr.Acted
}

// WaitWhy implements mech.Simultaneous.
func (m *verb) WaitWhy() mech.Refusal {
	return mech.RefuseUnder(&m.Rule, &m.Phases.WaitWhy, m.Phases.WaitWhy.Or(waitWhy))
}

// Dealt implements mech.DealWatcher: the round's phases begin, at the
// first not skipped, from the seat to act (the dealer's left). The first
// verb of the phases alone starts them.
func (m *verb) Dealt(t mech.Table, st *core.State) error {
	if m.v != m.first {
		return nil
	}
	pr := Key.Ref(st)
	*pr = Progress{}
	return m.next(t, st, pr)
}

// List implements mech.Mechanic: the verb's moves for a seat that acts in
// the phase under way, when the phase has the verb.
func (m *verb) List(t mech.Table, v, seat int, current bool) {
	st := t.State()
	pr := Key.Of(st)
	ph := m.now(&pr)
	if !current || ph == nil || ph.verbs&m.bit() == 0 || m.forced(st, &pr, ph, seat) {
		return
	}
	slab := t.Slab()
	switch {
	case m.card >= 0:
		for _, k := range m.cards(st, ph, seat) {
			*slab = append(*slab, k)
			t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: -1})
		}
	case m.suit >= 0:
		for i := range st.Deck().Suits() {
			if m.suitWhy(st, ph, i) == "" {
				t.Add(mech.Cand{Verb: v, Lo: len(*slab), Hi: len(*slab), Suit: i, Seat: -1})
			}
		}
	default:
		t.Add(mech.Cand{Verb: v, Lo: len(*slab), Hi: len(*slab), Suit: -1, Seat: -1})
	}
}

// Move implements mech.MoveMaker: the move of a candidate.
func (m *verb) Move(t mech.Table, c *mech.Cand) *notation.Move {
	mv, refs := t.NewMove(c.Verb, m.slots, c.Hi-c.Lo)
	if m.card >= 0 && c.Hi > c.Lo {
		refs[0] = notation.Plain((*t.Slab())[c.Lo])
		mv.Args[m.card] = notation.Value{Set: true, Cards: refs}
	}
	if m.suit >= 0 && c.Suit >= 0 {
		mv.Args[m.suit] = notation.Value{Set: true, Code: t.State().Deck().Suits()[c.Suit].Code}
	}
	return mv
}

// Check implements mech.Mechanic.
func (m *verb) Check(t mech.Table, seat int, mv *notation.Move) mech.Refusal {
	st := t.State()
	pr := Key.Of(st)
	ph := m.now(&pr)
	switch {
	case ph == nil:
		return m.why(&m.TurnWhy, turnWhy, "none")
	case m.Owing(st)&seatBit(seat) == 0:
		return m.why(&m.TurnWhy, turnWhy, ph.Name)
	case ph.verbs&m.bit() == 0:
		return m.why(&m.At, notNowWhy, ph.Name)
	case m.forced(st, &pr, ph, seat):
		return m.why(&ph.ForcedWhy, forcedWhy, "")
	}
	if m.suit >= 0 && ph.ends&m.bit() != 0 {
		i, _ := st.Deck().SuitIndex(mv.Args[m.suit].Code)
		if why := m.suitWhy(st, ph, i); why != "" {
			return m.why(&m.At, why, "")
		}
	}
	if m.card >= 0 && ph.discard != nil {
		k := mv.Args[m.card].Cards[0].Kind
		held := mech.Missing(st, m.hand.Of(seat), []int{k}) == ""
		if !held && (ph.takes == nil || st.Find(ph.takes.ID, k) < 0) {
			return m.why(&m.At, heldWhy, st.Deck().Kind(k).Code)
		}
	}
	return mech.Legal
}

// why is a refusal in the declared words or the engine's, with the rule.
func (m *verb) why(declared *mech.Message, def, arg string) mech.Refusal {
	return mech.RefuseUnder(&m.Rule, declared, mech.FillArg(declared.Or(def), arg))
}

// Cite implements mech.Citer: every move of a phase is made under the
// phases' rule.
func (m *verb) Cite(t mech.Table, seat int, mv *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(m.Rule.Codes)
}

// seatBit is seat's bit, 0 for no seat (-1).
func seatBit(seat int) uint64 {
	if seat < 0 {
		return 0
	}
	return 1 << uint(seat)
}

// The answers of mech it gives.
var (
	_ mech.Simultaneous = (*verb)(nil)
	_ mech.DealWatcher  = (*verb)(nil)
	_ mech.MoveMaker    = (*verb)(nil)
	_ mech.Citer        = (*verb)(nil)
	_ mech.Shower       = (*verb)(nil)
)
