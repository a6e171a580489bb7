package banking

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// betMech is a verb that bets before the deal (does = "bet"): a number of
// chips between the declared bounds, and no more than the seat holds. It
// also starts each round (the seats too poor to bet sit out) and shows
// the chips.
type betMech struct {
	*plan
	n, slots int // the slot of the chips bet, and the form's parts
}

// NewBet makes the bet of verb v (mech.Make).
func NewBet(s mech.Setup, v int) (mech.Mechanic, error) {
	p, err := of(s)
	if err != nil {
		return nil, err
	}
	form := s.Form(v)
	n := form.Slot("n")
	if n < 0 || form.Slots[n].Type != notation.Num {
		return nil, fmt.Errorf("it bets a number of chips: its form needs <n>, such as \"bet <n>\"")
	}
	return &betMech{plan: p, n: n, slots: len(form.Slots)}, nil
}

// List implements mech.Mechanic: every bet from the least to the most
// the seat may make.
func (b *betMech) List(t mech.Table, v, seat int, current bool) {
	st := t.State()
	if !current || Key.Of(st).Dealt {
		return
	}
	at := len(*t.Slab())
	for n := b.leastBet(st); n <= min(b.mostBet(st), b.chips(st, seat)); n++ {
		t.Add(mech.Cand{Verb: v, Lo: at, Hi: at, Suit: -1, Seat: -1, N: n})
	}
}

// Move implements mech.MoveMaker: the bet of a candidate.
func (b *betMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	m, _ := t.NewMove(c.Verb, b.slots, 0)
	m.Args[b.n] = notation.Value{Set: true, Num: c.N}
	return m
}

// Check implements mech.Mechanic.
func (b *betMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	st := t.State()
	n := m.Args[b.n].Num
	switch {
	case Key.Of(st).Dealt:
		return b.why("dealt", dealtWhy, "")
	case n < b.leastBet(st) || n > b.mostBet(st):
		return b.why("bet", betWhy, strconv.Itoa(b.leastBet(st))+" to "+strconv.Itoa(b.mostBet(st)))
	case n > b.chips(st, seat):
		return b.why("chips", chipsWhy, strconv.Itoa(b.chips(st, seat)))
	}
	return mech.Legal
}

// why is a refusal in the declared words of key or the engine's.
func (p *plan) why(key, def, arg string) mech.Refusal {
	msg := p.Why.Of(key)
	return mech.RefuseUnder(&p.Rule, msg, mech.FillArg(msg.Or(def), arg))
}

// Apply implements mech.Mechanic: the bet is made, narrated; the next
// seat bets, or the cards are dealt.
func (b *betMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	n := m.Args[b.n].Num
	Key.Ref(st).Bets[seat] = n
	if !st.Imagined() {
		text := &b.Stakes.BetText
		st.SayAbout(seat, mech.Fill(text.Or(betText), "{bet}", strconv.Itoa(n), "{chips}", strconv.Itoa(b.chips(st, seat))), codes(text, &b.Stakes.Rule)...)
	}
	return b.nextBet(t, st, seat)
}

// Dealt implements mech.DealWatcher: a round begins.
func (b *betMech) Dealt(t mech.Table, st *core.State) error { return b.begin(t, st) }

// Cite implements mech.Citer: a bet is made under the rule its words
// cite, else the stakes'.
func (b *betMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(codes(&b.Stakes.BetText, &b.Stakes.Rule))
}

// ShowTable implements mech.Shower (the plan's).
func (b *betMech) ShowTable(st *core.State, seat int, t *engine.Table) { b.showTable(st, seat, t) }

// Standings implements mech.Stander (the plan's).
func (b *betMech) Standings(t mech.Table, out []float64) { b.standings(t, out) }

// The answers a bet gives the turn core.
var (
	_ mech.MoveMaker   = (*betMech)(nil)
	_ mech.DealWatcher = (*betMech)(nil)
	_ mech.Citer       = (*betMech)(nil)
	_ mech.Shower      = (*betMech)(nil)
	_ mech.Stander     = (*betMech)(nil)
)

// mostBet is the most a seat may bet in st: the declared most, or the round's
// answer of a function declared in its place, never under the least.
func (p *plan) mostBet(st *core.State) int {
	return max(mech.ValueIn(st, p.Stakes.Max, p.Stakes.MaxFn), p.leastBet(st))
}

// leastBet is the least bet in st: the declared least, or the round's
// answer of a function declared in its place, never under 1.
func (p *plan) leastBet(st *core.State) int {
	return max(mech.ValueIn(st, p.Stakes.Min, p.Stakes.MinFn), 1)
}
