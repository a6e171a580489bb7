package banking

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// plan is a banking declaration resolved for one game's deck and piles:
// what the verbs of every kind share, made once (mech.Decl.Whole).
type plan struct {
	*Banking
	values      *Values
	hand, split mech.Pile // each seat's hand, and its second once split
	house, hole core.PileID
	stock       mech.Stock
	win, nat    [2]int // what a bet won pays: chips for a bet of
}

// newPlan resolves a banking declaration (mech.Decl.Whole); a
// misdeclaration is refused at game.banking's line (mech.InDecl).
func newPlan(s mech.Setup) (any, error) {
	p, err := readPlan(s)
	if err != nil {
		return nil, mech.InDecl("banking", err)
	}
	return p, nil
}

// readPlan reads a banking declaration: nil when the game has none.
func readPlan(s mech.Setup) (any, error) {
	b, _ := s.Decl(doesBet).(*Banking)
	if b == nil {
		return nil, nil
	}
	if s.Seats() > MaxSeats {
		return nil, fmt.Errorf("banking: a banking game has at most %d seats", MaxSeats)
	}
	if s.Stock() == nil {
		return nil, fmt.Errorf("banking: the cards are drawn from the stock: declare game.stock")
	}
	values, err := NewValues(s.Deck(), b)
	if err != nil {
		return nil, err
	}
	p := &plan{Banking: b, values: values, hand: s.Hand(), stock: s.Stock()}
	if p.house, err = pile(s, "house.pile", b.House.Pile); err != nil {
		return nil, err
	}
	if p.hole, err = pile(s, "house.hole", b.House.Hole); err != nil {
		return nil, err
	}
	if b.Split != "" {
		var ok bool
		if p.split, ok = s.Pile(b.Split); !ok || !p.split.PerSeat {
			return nil, fmt.Errorf("banking split: %q is not a pile the game declares per seat", b.Split)
		}
	}
	return p, p.readStakes()
}

// pile is the shared pile of that name.
func pile(s mech.Setup, field, name string) (core.PileID, error) {
	p, ok := s.Pile(name)
	if !ok || p.PerSeat {
		return 0, fmt.Errorf("banking %s: %q is not a shared pile the game declares", field, name)
	}
	return p.ID, nil
}

// readStakes reads the bounds of a bet and the payouts.
func (p *plan) readStakes() error {
	st := p.Stakes
	if st.Min <= 0 {
		st.Min = 1
	}
	if st.Max < st.Min && st.MaxFn == 0 || st.Bankroll < st.Min {
		return fmt.Errorf("banking stakes: a bet is min %d to max %d chips, out of a bankroll of %d: max must be min or more, the bankroll at least min", st.Min, st.Max, st.Bankroll)
	}
	var err error
	if p.win, err = ratio("win", st.Win, [2]int{1, 1}); err != nil {
		return err
	}
	p.nat, err = ratio("natural", st.Natural, p.win)
	if p.Cards <= 0 {
		p.Cards = 2
	}
	if p.Rounds <= 0 && p.RoundsFn == 0 && err == nil {
		err = fmt.Errorf("banking rounds: the match lasts at least 1 round")
	}
	return err
}

// ratio reads a payout {chips, for a bet of}, or def when none is given.
func ratio(field string, r []int, def [2]int) ([2]int, error) {
	switch {
	case len(r) == 0:
		return def, nil
	case len(r) != 2 || r[0] < 0 || r[1] <= 0:
		return def, fmt.Errorf("banking stakes.%s: a payout is {chips, for a bet of}, such as {3, 2}", field)
	}
	return [2]int{r[0], r[1]}, nil
}

// of is the plan the banking declaration of a game made.
func of(s mech.Setup) (*plan, error) {
	p, _ := s.Whole(doesBet).(*plan)
	if p == nil {
		return nil, fmt.Errorf("it plays against the house: declare game.banking")
	}
	return p, nil
}

// total is the best total of hand h in st.
func (p *plan) total(st *core.State, h int) int {
	t, _ := p.values.Total(st, st.Pile(p.pileOf(h)).Cards, nil)
	return t
}

// cards is how many cards each seat that bet, and the house, is dealt in
// st's round: the declared count, or its function's answer (0 deals 2).
func (p *plan) cards(st *core.State) int {
	if n := mech.ValueIn(st, p.Cards, p.CardsFn); n > 0 {
		return n
	}
	return 2
}

// Chips is what seat holds in st: its bankroll and its total (the score).
func (p *plan) chips(st *core.State, seat int) int {
	return p.Stakes.Bankroll + st.Score().Totals[seat]
}
