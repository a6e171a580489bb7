package banking

import (
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The house: a hand that is no seat's, dealt with its last card face
// down, which it turns up once every seat has played; it then draws by
// its declared policy (House.Stands, House.HitsSoft), narrated, and every
// bet still open is settled against its total.

// housePlays turns up the house's card face down, draws by the policy
// and settles the round.
func (p *plan) housePlays(t mech.Table, st *core.State) error {
	h := p.House
	if _, ok := st.Pile(p.hole).Top(); ok {
		c, err := st.MoveTop(p.hole, p.house)
		if err != nil {
			return err
		}
		p.sayHouse(st, &h.RevealText, revealText, c)
	}
	if p.open(st) {
		for p.draws(st) {
			c, ok := p.stock.TurnOver(st, p.house)
			if !ok {
				break
			}
			p.sayHouse(st, &h.DrawText, houseDraw, c)
		}
		if total := p.houseTotal(st); p.values.Bust(st, total) {
			p.sayHouse(st, &h.BustText, houseBust, -1)
		} else {
			p.sayHouse(st, &h.StandText, houseStand, -1)
		}
	}
	if err := p.settle(st); err != nil {
		return err
	}
	return p.endRound(t, st)
}

// open reports whether a bet is still open in st: the house draws only
// for one.
func (p *plan) open(st *core.State) bool {
	part := Key.Of(st)
	for h, bet := range part.Bets {
		if bet > 0 && part.Settled&bit(h) == 0 {
			return true
		}
	}
	return false
}

// draws reports whether the house draws by its policy in st: its best
// total is under Stands, or is Stands soft and it hits a soft total.
func (p *plan) draws(st *core.State) bool {
	total, soft := p.values.Total(st, st.Pile(p.house).Cards, st.Pile(p.hole).Cards)
	stands := mech.ValueIn(st, p.House.Stands, p.House.StandsFn)
	return total < stands || total == stands && soft && mech.FlagIn(st, p.House.HitsSoft, p.House.HitsSoftFn)
}

// houseTotal is the house's best total in st.
func (p *plan) houseTotal(st *core.State) int {
	t, _ := p.values.Total(st, st.Pile(p.house).Cards, st.Pile(p.hole).Cards)
	return t
}

// sayHouse narrates the house's play: card (or none, -1) and its total.
func (p *plan) sayHouse(st *core.State, text *mech.Message, def string, c core.CardID) {
	if st.Imagined() {
		return
	}
	code := ""
	if c >= 0 {
		code = st.Deck().Card(c).Code
	}
	st.Say(mech.Fill(text.Or(def), "{card}", code, "{total}", strconv.Itoa(p.houseTotal(st))), text.Codes...)
}
