package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// The mechanics a script's code may ask for, on the state its call sees: a
// draw from the declared stock, the end of the turn and a duty imposed, as
// the engine does them.

// Draw draws n cards from the declared stock onto pile to, a seat's pile,
// refilling the stock as declared and narrating the draw with why after it.
// It returns the cards drawn (fewer when the stock ran out).
//
// codes are the rule codes why cites.
func (p *Plan) Draw(st *core.State, to core.PileID, n int, why string, codes ...string) ([]core.CardID, error) {
	if p.stock == nil {
		return nil, fmt.Errorf("the game declares no stock to draw from")
	}
	seat := st.Pile(to).Owner
	if seat < 0 {
		return nil, fmt.Errorf("pile %s belongs to no seat: draw onto a seat's pile", st.Pile(to).Name)
	}
	got, _ := p.stock.Draw(st, seat, to, n, why, codes...)
	return got, nil
}

// EndTurn ends the turn of the seat whose turn it is, as a play that ends
// it does: the turn passes in the direction of play, past the seats that
// lose theirs, and what belonged to the turn is cleared.
func (p *Plan) EndTurn(st *core.State) {
	g := p.Resume(st, nil)
	g.passTurn(st, st.Turn().Current)
}

// Impose makes seat owe the declared duty of that name: the decision goes
// to it, and it must answer before anything else happens.
func (p *Plan) Impose(st *core.State, name string, seat int) error {
	i := p.dutyIndex(name)
	switch {
	case i < 0:
		return fmt.Errorf("there is no duty %q: declare it in game.duties", name)
	case p.duties[i].hasPile:
		return fmt.Errorf("duty %s is owed while its pile holds a card: it cannot be imposed", name)
	case seat < 0 || seat >= st.Seats():
		return fmt.Errorf("seat %d does not exist", seat+1)
	}
	flowRef(st).Duty = DutyDue{Kind: i + 1, Seat: seat, By: st.Turn().Current}
	p.duties[i].narrate(st, seat)
	return nil
}

// Owed is the name of the duty the seat to act owes now ("" for none) and
// the duty imposed, if one is.
func (p *Plan) Owed(st *core.State) (string, DutyDue) {
	g := p.Resume(st, nil)
	if i := g.p.duties.owed(g, seatToAct(st)); i >= 0 {
		return p.duties[i].Name, flowOf(st).Duty
	}
	return "", DutyDue{}
}
