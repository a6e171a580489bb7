package rules

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// giveMech gives the card of its <card> slot, for every seat to see, to
// the seat whose move imposed the duty it answers (does = "give";
// exchange.go).
type giveMech struct{}

func newGive(p *Plan, v int) (mechanic, error) { return giveMech{}, nil }

// check refuses a card the seat does not hold, in the verb's words
// (its Why "held", %s the card) or the engine's.
func (giveMech) check(g *Game, seat int, m *notation.Move) refusal {
	ref := m.Args[g.p.giveSlot[m.Verb]].Cards[0]
	if missing := g.missing(seat, []int{ref.Kind}); missing != "" {
		return refuse("give", fmt.Sprintf(or(g.d.Verbs[m.Verb].Why["held"], "you do not hold %s"), missing))
	}
	return legal
}

// list lists each kind of card seat holds, once.
func (giveMech) list(g *Game, v, seat int, current bool) {
	if !current {
		return
	}
	d := g.st.Deck()
	from := len(g.slab)
	for _, c := range g.st.Pile(g.p.hand.Of(seat)).Cards {
		k := d.KindOf(c)
		seen := false
		for _, x := range g.slab[from:] {
			seen = seen || x == k
		}
		if !seen {
			g.slab = append(g.slab, k)
			g.cands = append(g.cands, cand{verb: v, lo: len(g.slab) - 1, hi: len(g.slab), suit: -1, seat: -1})
		}
	}
}

// apply gives the card to the seat whose move imposed the duty the
// move answers, and narrates it: {card} is the card, {to} that seat.
func (giveMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	verb := &g.d.Verbs[m.Verb]
	to := flowOf(st).Duty.By
	ref := m.Args[g.p.giveSlot[m.Verb]].Cards[0]
	if err := give(g, st, seat, to, ref.Kind); err != nil {
		return err
	}
	text := or(verb.Text, "{seat} {give|gives} {card} to {to}.")
	st.SayAbout(seat, strings.NewReplacer("{card}", st.Deck().Kind(ref.Kind).Code, "{to}", seatName(to)).Replace(text))
	return nil
}

// give moves a card of that kind from seat's hand to to's, shown to every
// seat.
func give(g *Game, st *core.State, seat, to, kind int) error {
	if _, err := st.MoveKind(g.p.hand.Of(seat), kind, g.p.hand.Of(to), core.OnTop); err != nil {
		return err
	}
	st.Reveal([]int{kind}, st.AllSeats())
	return nil
}
