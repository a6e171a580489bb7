package check

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// completeTries is how many random moves of each verb the completeness
// check tries at each decision.
const completeTries = 6

// checkComplete tests the promise of a complete verb: every move its check
// accepts is listed. It makes random moves of each verb's form (from the
// cards the seat holds and sees, and by changing one value of a listed
// move), and reports one that check accepts but the list lacks. The cards
// of a <cards...> value count in any order: a move is listed when the list
// holds it with those cards in some order.
func (v *worker) checkComplete(g engine.Game, d engine.Decision, seat int, listed []*notation.Move, rng *rand.Rand) error {
	known := map[string]bool{}
	for _, m := range listed {
		known[orderFree(g, m)] = true
	}
	r := &randomMoves{g: g, seat: seat, rng: rng, cards: cardsOfInterest(g, seat)}
	verbs := v.rules.Describe().Verbs
	for vi := range verbs {
		verb := &verbs[vi]
		if verb.Open || !d.MayAct(seat, verb) {
			continue
		}
		for range completeTries {
			m := r.move(vi, verb.Form, listed)
			g.Notation().Canonical(m, g.State().Deck())
			text, key := format(g, m), orderFree(g, m)
			if known[key] {
				continue
			}
			im, err := g.Check(seat, m)
			if err != nil {
				return err
			}
			if im == nil {
				return v.incomplete(verb, seat, text)
			}
			known[key] = true // refused; no need to ask again
		}
	}
	return nil
}

// orderFree is a move's text with every list of cards in the deck's order.
func orderFree(g engine.Game, m *notation.Move) string {
	return format(g, g.Notation().OrderFree(m, g.State().Deck()))
}

// cardsOfInterest are the card kinds a random move names: those of the
// piles the seat owns, then those it sees elsewhere.
func cardsOfInterest(g engine.Game, seat int) []int {
	var own, seen []int
	st := g.State()
	for i := range st.NumPiles() {
		p := st.Pile(core.PileID(i))
		for j, c := range p.Cards {
			k := st.Deck().KindOf(c)
			switch {
			case p.Owner == seat:
				own = append(own, k)
			case p.Sees(seat, j):
				seen = append(seen, k)
			}
		}
	}
	return append(own, seen...)
}

// randomMoves makes random moves of a verb's form for the completeness
// check.
type randomMoves struct {
	g     engine.Game
	seat  int
	rng   *rand.Rand
	cards []int // the seat's own cards first
}

// move returns a random move of verb vi: half the time a listed move of the
// verb with one value changed, otherwise values drawn afresh.
func (r *randomMoves) move(vi int, form *notation.Form, listed []*notation.Move) *notation.Move {
	var same []*notation.Move
	for _, m := range listed {
		if m.Verb == vi {
			same = append(same, m)
		}
	}
	if len(same) > 0 && len(form.Slots) > 0 && r.rng.IntN(2) == 0 {
		m := same[r.rng.IntN(len(same))].Clone()
		i := r.rng.IntN(len(form.Slots))
		m.Args[i] = r.change(form.Slots[i], m.Args[i])
		return m
	}
	m := &notation.Move{Verb: vi, Args: make([]notation.Value, len(form.Slots))}
	groupOn := make([]bool, form.Groups)
	for i := range groupOn {
		groupOn[i] = r.rng.IntN(2) == 0
	}
	for i, s := range form.Slots {
		if s.Group < 0 || groupOn[s.Group] {
			m.Args[i] = r.value(s)
		}
	}
	return m
}

// change makes a new value from an old one: a list of cards gains or loses
// a card as often as it is drawn afresh, so that moves near a legal one are
// tried (a series one card longer than a listed single).
func (r *randomMoves) change(s notation.Slot, old notation.Value) notation.Value {
	if s.Type != notation.Cards || !old.Set {
		return r.value(s)
	}
	switch r.rng.IntN(3) {
	case 0:
		return notation.Value{Set: true, Cards: append(old.Cards, r.cardList(1)...)}
	case 1:
		if len(old.Cards) > 1 {
			i := r.rng.IntN(len(old.Cards))
			return notation.Value{Set: true, Cards: append(old.Cards[:i:i], old.Cards[i+1:]...)}
		}
	}
	return r.value(s)
}

func (r *randomMoves) value(s notation.Slot) notation.Value {
	d := r.g.State().Deck()
	switch s.Type {
	case notation.Flag:
		return notation.Value{Set: r.rng.IntN(2) == 0}
	case notation.Card:
		return notation.Value{Set: true, Cards: r.cardList(1)}
	case notation.Cards:
		return notation.Value{Set: true, Cards: r.cardList(1 + r.rng.IntN(4))}
	case notation.Melds:
		v := notation.Value{Set: true}
		for range 1 + r.rng.IntN(3) {
			v.Melds = append(v.Melds, r.cardList(1+r.rng.IntN(4)))
		}
		return v
	case notation.Seat:
		return notation.Value{Set: true, Num: r.rng.IntN(r.g.State().Seats())}
	case notation.Num:
		return notation.Value{Set: true, Num: r.rng.IntN(max(10, r.g.State().NumPiles()))}
	case notation.Suit:
		return notation.Value{Set: true, Code: d.Suits()[r.rng.IntN(len(d.Suits()))].Code}
	}
	return notation.Value{Set: true, Code: d.Ranks()[r.rng.IntN(len(d.Ranks()))].Code}
}

// cardList draws n cards, mostly among the seat's own, distinct where it
// can.
func (r *randomMoves) cardList(n int) []notation.CardRef {
	out := make([]notation.CardRef, 0, n)
	for range n {
		k := r.rng.IntN(r.g.State().Deck().Kinds())
		if len(r.cards) > 0 && r.rng.IntN(8) != 0 {
			k = r.cards[r.rng.IntN(len(r.cards))]
		}
		out = append(out, notation.Plain(k))
	}
	return out
}

// incomplete is the finding of a move of verb that its check accepts but
// the list lacks.
func (v *worker) incomplete(verb *engine.Verb, seat int, text string) error {
	file, line := v.rules.Where("verbs." + verb.Name + ".check")
	if file == "" {
		return &engine.ScriptError{Msg: fmt.Sprintf("verbs.%s has no check, so %q is legal for seat %d, but it is not listed: add a check, or make generate propose every move", verb.Name, text, seat+1)}
	}
	return &engine.ScriptError{File: file, Line: line, Msg: fmt.Sprintf("verbs.%s.check accepts %q for seat %d, but the move is not listed: a complete verb's generate must propose every move its check accepts (or declare the verb open = true, with a sample function)", verb.Name, text, seat+1)}
}
