package rules

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// Exchange declares the exchange of cards before each round of a match
// after the first. The seat that held the most cards when the round ended
// gives its highest card to the round's winner, for every seat to see: of
// seats that held as many, the one with the higher total, then the first
// clockwise from the winner, whatever the direction of play. The winner
// then owes the declared duty Duty, which a verb that gives a card
// (Verb.Give) answers, giving that seat one card of its choice; then it
// leads.
type Exchange struct {
	Duty string `lua:"duty" required:"the duty of game.duties the winner owes, answered by a verb with does = \"give\"" doc:"The duty of game.duties the round's winner owes once the seat that held the most cards (ties: the higher total, then the first clockwise from the winner) has given it its highest card: a verb with does = \"give\" answers it, giving that seat a card of the winner's choice; then the winner leads."`
	// Text narrates the card given, a template about the seat that gives
	// it: {card} is the card, {to} the winner.
	Text string `lua:"say" doc:"Narrates the highest card given, a line about the seat that gives it; {card} is the card, {to} the winner."`
}

// resolveExchange resolves the exchange's duty and the slot of the card
// each giving verb gives.
func (p *Plan) resolveExchange() error {
	p.giveSlot = make([]int, len(p.d.Verbs))
	for v := range p.d.Verbs {
		p.giveSlot[v] = -1
		if !p.d.Verbs[v].is(doesGive) {
			continue
		}
		form := p.d.Grammar.Form(v)
		for i, s := range form.Slots {
			if s.Type == notation.Card && s.Group < 0 {
				p.giveSlot[v] = i
				break
			}
		}
		if p.giveSlot[v] < 0 {
			return fmt.Errorf("verb %s gives a card: its form needs a <card>", p.d.Verbs[v].Name)
		}
		if p.answers[v] < 0 {
			return fmt.Errorf("verb %s gives a card to the seat that imposed a duty: name it in a duty's answers", p.d.Verbs[v].Name)
		}
	}
	p.exchangeDuty = -1
	if p.d.Rounds == nil || p.d.Rounds.Exchange == nil {
		return nil
	}
	i := p.dutyIndex(p.d.Rounds.Exchange.Duty)
	if i < 0 || p.duties[i].hasPile {
		return fmt.Errorf("match: exchange: %q is not a declared duty that may be imposed", p.d.Rounds.Exchange.Duty)
	}
	p.exchangeDuty = i
	return nil
}

// exchangeGiver is the seat that gives its highest card to winner before
// the next round, or -1 when the match has no exchange.
func (rp *roundsPlan) exchangeGiver(g *Game, st *core.State, winner int) int {
	if g.p.exchangeDuty < 0 {
		return -1
	}
	best, most := -1, -1
	totals := st.Score().Totals
	for i := 1; i < st.Seats(); i++ {
		s := (winner + i) % st.Seats()
		n := rp.cardsHeld(g, st, s)
		if best < 0 || n > most || n == most && totals[s] > totals[best] {
			best, most = s, n
		}
	}
	return best
}

// exchange makes giver give its highest card to winner, for everyone to
// see; winner then owes the exchange's duty, and leads.
func (rp *roundsPlan) exchange(g *Game, st *core.State, giver, winner int) error {
	if giver < 0 || st.Result().Over {
		return nil
	}
	from := st.Pile(g.p.hand.Of(giver)).Cards
	if len(from) == 0 {
		return nil
	}
	c := rp.highestOf(g, st, from)
	if err := give(g, st, giver, winner, st.Deck().KindOf(c)); err != nil {
		return err
	}
	text := strings.NewReplacer("{card}", st.Deck().Card(c).Code, "{to}", seatName(winner)).Replace(g.d.Rounds.Exchange.Text)
	if text != "" {
		st.SayAbout(giver, text)
	}
	if err := st.SetCurrent(winner); err != nil {
		return err
	}
	flowRef(st).Duty = DutyDue{Kind: g.p.exchangeDuty + 1, Seat: winner, By: giver}
	g.p.duties[g.p.exchangeDuty].narrate(st, winner)
	return nil
}

// highestOf is the highest of cards, in deck order.
func (rp *roundsPlan) highestOf(g *Game, st *core.State, cards []core.CardID) core.CardID {
	d := st.Deck()
	top := cards[0]
	for _, c := range cards[1:] {
		if d.Card(c).Order > d.Card(top).Order {
			top = c
		}
	}
	return top
}
