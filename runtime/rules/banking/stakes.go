package banking

import (
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The stakes: each seat's chips are its bankroll and its total, the
// score, so that they are saved, restored and told apart with the game;
// a bet is settled in Go, once: lost when the hand goes bust, paid at
// once for a natural, else against the house's total when it has played.

// settle settles every bet still open in st against the house's hand.
func (p *plan) settle(st *core.State) error {
	d := st.Deck()
	house := p.houseTotal(st)
	houseNatural := p.values.Natural(d, st.Pile(p.house).Cards, st.Pile(p.hole).Cards, p.Cards)
	part := Key.Of(st)
	for s := range st.Seats() {
		bet := part.Bets[s]
		if bet == 0 || part.Settled&bit(s) != 0 {
			continue
		}
		total := p.total(st, s)
		natural := p.values.Natural(d, st.Pile(p.hand.Of(s)).Cards, nil, p.Cards)
		var err error
		switch {
		case houseNatural && natural || !houseNatural && total == house:
			err = p.pay(st, s, 0, &p.Stakes.PushText, pushText)
		case houseNatural || !p.values.Bust(house) && total < house:
			err = p.pay(st, s, -bet, &p.Stakes.LoseText, loseText)
		default:
			err = p.pay(st, s, bet*p.win[0]/p.win[1], &p.Stakes.WinText, winText)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// payNatural pays seat's natural at once.
func (p *plan) payNatural(st *core.State, seat int) error {
	part := Key.Ref(st)
	part.Done |= bit(seat)
	return p.pay(st, seat, part.Bets[seat]*p.nat[0]/p.nat[1], &p.Stakes.NaturalText, naturalText)
}

// bust settles seat's hand gone bust: the bet is lost at once.
func (p *plan) bust(st *core.State, seat int) error {
	return p.pay(st, seat, -Key.Of(st).Bets[seat], &p.Stakes.BustText, bustText)
}

// pay settles seat's bet in st: chips won (lost when below 0, returned
// when 0), narrated in text.
func (p *plan) pay(st *core.State, seat, chips int, text *mech.Message, def string) error {
	Key.Ref(st).Settled |= bit(seat)
	if err := st.AddScore(seat, chips); err != nil {
		return err
	}
	if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(text.Or(def), "{chips}", strconv.Itoa(max(chips, -chips)),
			"{total}", strconv.Itoa(p.total(st, seat))), codes(text, &p.Stakes.Rule)...)
	}
	return nil
}

// showTable is what the table shows (mech.Shower): each seat's chips and bet, its hand's
// total, and the house's total as far as its cards face up show it.
func (p *plan) showTable(st *core.State, seat int, t *engine.Table) {
	part := Key.Of(st)
	for s := range t.Seats {
		b := append(t.Seats[s].Badges, strconv.Itoa(p.chips(st, s))+" chips")
		if part.Bets[s] > 0 {
			b = append(b, "bet "+strconv.Itoa(part.Bets[s]), "total "+strconv.Itoa(p.total(st, s)))
		}
		t.Seats[s].Badges = b
	}
	if part.Dealt {
		up, _ := p.values.Total(st.Deck(), st.Pile(p.house).Cards, nil)
		t.Status = append(t.Status, "house: "+strconv.Itoa(up))
	}
}

// standings is how well each seat stands (mech.Stander): a seat stands
// better the more chips it holds, and a bet still open counts for the
// hand that plays it, by how near its total comes to the limit: lost at
// no total, nothing at half the limit, won at the limit (a bot's
// judgement, before the house plays).
func (p *plan) standings(t mech.Table, out []float64) {
	st := t.State()
	part, half := Key.Of(st), float64(p.values.Limit())/2
	for s := range out {
		v := float64(p.chips(st, s))
		if bet := part.Bets[s]; part.Dealt && bet > 0 && part.Settled&bit(s) == 0 {
			v += float64(bet) * (float64(p.total(st, s)) - half) / half
		}
		out[s] = max(v, 0) + 1
	}
}

// codes are the rule codes text cites, or rule's when it cites none.
func codes(text, rule *mech.Message) []string {
	if len(text.Codes) > 0 {
		return text.Codes
	}
	return rule.Codes
}
