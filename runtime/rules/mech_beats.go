package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// Beater is the script's code that answers a function declared in place
// of the rule of what beats what (tricks.beats, beating.beats): Beats
// calls the function fn (from 1) with the context a and the codes of the
// two cards, read only, and returns whether card beats on. The script's
// Hooks answer it.
type Beater interface {
	Beats(c *Ctx, fn Func, a At, card, on string) (bool, error)
}

// PlayBeater is the script's code that answers a function declared in
// place of the rule of what beats what in a climbing trick (trick.beats):
// BeatsPlay calls the function fn (from 1) with the context a and the
// codes of the cards of the two plays, read only, and returns whether play
// beats on. The script's Hooks answer it.
type PlayBeater interface {
	BeatsPlay(c *Ctx, fn Func, a At, play, on []string) (bool, error)
}

// Beats implements mech.Table: the script's function fn asked whether
// card beats on in st, trumps (a suit's index, -1 for none) told in the
// context of the round.
func (t view) Beats(fn Func, st *core.State, trumps int, card, on core.CardID) (bool, error) {
	h, ok := t.g.hooks.(Beater)
	if !ok {
		return false, fmt.Errorf("what beats what: a function needs the script's code")
	}
	a, d := atNow(st, st.Turn().Dealer), st.Deck()
	if trumps >= 0 && trumps < len(d.Suits()) {
		a.Trumps = d.Suits()[trumps].Code
	}
	return h.Beats(&Ctx{State: st, ReadOnly: true}, fn, a, d.Card(card).Code, d.Card(on).Code)
}

// BeatsPlay implements mech.Table: the script's function fn asked whether
// the play of cards play beats the play on in st.
func (t view) BeatsPlay(fn Func, st *core.State, play, on []core.CardID) (bool, error) {
	h, ok := t.g.hooks.(PlayBeater)
	if !ok {
		return false, fmt.Errorf("what beats what: a function needs the script's code")
	}
	return h.BeatsPlay(&Ctx{State: st, ReadOnly: true}, fn, atNow(st, st.Turn().Dealer), codesOf(st.Deck(), play), codesOf(st.Deck(), on))
}

// codesOf is the codes of cards, in their order.
func codesOf(d *core.Deck, cards []core.CardID) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = d.Card(c).Code
	}
	return out
}
