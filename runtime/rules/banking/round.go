package banking

import (
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A round of a banking game: the bets in turn, the deal, each seat's turn
// of draw-or-stop, the house's play, the payouts; then the next round, or
// the end of the match.

// begin starts a round just dealt (no card yet: the bets come first): a
// seat whose chips are under the least bet sits it out, and the first
// seat that can bet is to act. The match ends when none can.
func (p *plan) begin(t mech.Table, st *core.State) error {
	first := -1
	for s := range st.Seats() {
		if p.chips(st, s) >= p.leastBet(st) {
			if first < 0 {
				first = s
			}
			continue
		}
		if _, err := st.FinishSeat(s); err != nil {
			return err
		}
		st.SayAbout(s, p.Stakes.OutText.Or(outText), p.Stakes.OutText.Codes...)
	}
	if first < 0 {
		return p.endMatch(st)
	}
	return st.SetCurrent(first)
}

// nextBet gives the turn to the next seat still to bet after seat, or,
// every bet made, deals the cards.
func (p *plan) nextBet(t mech.Table, st *core.State, seat int) error {
	part := Key.Of(st)
	for s := seat + 1; s < st.Seats(); s++ {
		if !st.Turn().IsOut(s) && part.Bets[s] == 0 {
			return st.SetCurrent(s)
		}
	}
	return p.deal(t, st)
}

// deal deals each seat that bet its cards face up, one at a time, and the
// house as many, its last face down; then a house that peeks settles the
// round at once on a natural, and each seat's natural is paid.
func (p *plan) deal(t mech.Table, st *core.State) error {
	Key.Ref(st).Dealt = true
	cards := p.cards(st)
	for i := range cards {
		for s := range st.Seats() {
			if !st.Turn().IsOut(s) {
				p.stock.TurnOver(st, p.hand.Of(s))
			}
		}
		to := p.house
		if i == cards-1 {
			to = p.hole
		}
		p.stock.TurnOver(st, to)
	}
	p.sayDeal(st)
	if mech.FlagIn(st, p.House.Peeks, p.House.PeeksFn) && p.values.Natural(st, st.Pile(p.house).Cards, st.Pile(p.hole).Cards, p.cards(st)) {
		return p.housePlays(t, st)
	}
	for s := range st.Seats() {
		if !st.Turn().IsOut(s) && p.values.Natural(st, st.Pile(p.hand.Of(s)).Cards, nil, p.cards(st)) {
			if err := p.payNatural(st, s); err != nil {
				return err
			}
		}
	}
	return p.nextTurn(t, st, -1)
}

// sayDeal narrates each seat's hand and the house's card face up.
func (p *plan) sayDeal(st *core.State) {
	if st.Imagined() {
		return
	}
	d := st.Deck()
	for s := range st.Seats() {
		if st.Turn().IsOut(s) {
			continue
		}
		st.SayAbout(s, mech.Fill(p.DealText.Or(dealText), "{cards}", codesOf(st, p.hand.Of(s)),
			"{total}", strconv.Itoa(p.total(st, s))), p.DealText.Codes...)
	}
	if up, ok := st.Pile(p.house).Top(); ok {
		st.Say(mech.Fill(p.House.UpText.Or(upText), "{card}", d.Card(up).Code), p.House.UpText.Codes...)
	}
}

// nextTurn gives the turn to the first seat after seat whose hand is not
// yet played out, or, every hand played, lets the house play.
func (p *plan) nextTurn(t mech.Table, st *core.State, seat int) error {
	part := Key.Of(st)
	for s := seat + 1; s < st.Seats(); s++ {
		if !st.Turn().IsOut(s) && part.Done&seatBit(s) == 0 {
			return st.SetCurrent(s)
		}
	}
	return p.housePlays(t, st)
}

// endRound ends the round settled: the match ends after its last round,
// else the next round is dealt.
func (p *plan) endRound(t mech.Table, st *core.State) error {
	if st.RoundNumber() >= mech.ValueIn(st, p.Rounds, p.RoundsFn) {
		return p.endMatch(st)
	}
	return t.NextRound(st, st.Turn().Dealer)
}

// endMatch ends the match won by the seats with the most chips.
func (p *plan) endMatch(st *core.State) error {
	best, winners := 0, make([]int, 0, st.Seats())
	for s := range st.Seats() {
		switch c := p.chips(st, s); {
		case len(winners) == 0 || c > best:
			best, winners = c, append(winners[:0], s)
		case c == best:
			winners = append(winners, s)
		}
	}
	reason := mech.Fill(p.Stakes.EndText.Or(endReason), "{chips}", strconv.Itoa(best), "{rounds}", strconv.Itoa(st.RoundNumber()))
	return st.EndGame(winners, reason, p.Stakes.EndText.Codes...)
}
