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
	house := p.houseTotal(st)
	houseNatural := p.values.Natural(st, st.Pile(p.house).Cards, st.Pile(p.hole).Cards, p.cards(st))
	part := Key.Of(st)
	for h, bet := range part.Bets {
		if bet == 0 || part.Settled&bit(h) != 0 {
			continue
		}
		total := p.total(st, h)
		natural := h < MaxSeats && part.Bets[h+MaxSeats] == 0 && p.values.Natural(st, st.Pile(p.pileOf(h)).Cards, nil, p.cards(st))
		var err error
		switch {
		case houseNatural && natural || !houseNatural && total == house:
			err = p.pay(st, h, 0, &p.Stakes.PushText, pushText)
		case houseNatural || !p.values.Bust(st, house) && total < house:
			err = p.pay(st, h, -bet, &p.Stakes.LoseText, loseText)
		default:
			err = p.pay(st, h, bet*p.winChips(st)/p.win[1], &p.Stakes.WinText, winText)
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
	part.Done |= seatBit(seat)
	return p.pay(st, seat, part.Bets[seat]*p.naturalChips(st)/p.nat[1], &p.Stakes.NaturalText, naturalText)
}

// bust settles hand h gone bust: its bet is lost at once.
func (p *plan) bust(st *core.State, h int) error {
	return p.pay(st, h, -Key.Of(st).Bets[h], &p.Stakes.BustText, bustText)
}

// pay settles the bet on hand h in st: chips won by its seat (lost when
// below 0, returned when 0), narrated in text.
func (p *plan) pay(st *core.State, h, chips int, text *mech.Message, def string) error {
	seat := h % MaxSeats
	Key.Ref(st).Settled |= bit(h)
	if err := st.AddScore(seat, chips); err != nil {
		return err
	}
	if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(text.Or(def), "{chips}", strconv.Itoa(max(chips, -chips)),
			"{total}", strconv.Itoa(p.total(st, h))), codes(text, &p.Stakes.Rule)...)
	}
	return nil
}

// showTable is what the table shows (mech.Shower): each seat's chips and bet, its hand's
// total, and the house's total as far as its cards face up show it.
func (p *plan) showTable(st *core.State, seat int, t *engine.Table) {
	part := Key.Of(st)
	for s := range t.Seats {
		b := append(t.Seats[s].Badges, strconv.Itoa(p.chips(st, s))+" chips")
		if bet, second := part.Bets[s], part.Bets[s+MaxSeats]; second > 0 {
			b = append(b, "bets "+strconv.Itoa(bet)+" and "+strconv.Itoa(second),
				"totals "+strconv.Itoa(p.total(st, s))+" and "+strconv.Itoa(p.total(st, s+MaxSeats)))
		} else if bet > 0 {
			b = append(b, "bet "+strconv.Itoa(bet), "total "+strconv.Itoa(p.total(st, s)))
		}
		t.Seats[s].Badges = b
	}
	if part.Dealt {
		up, _ := p.values.Total(st, st.Pile(p.house).Cards, nil)
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
	part, half := Key.Of(st), float64(p.values.Limit(st))/2
	for s := range out {
		v := float64(p.chips(st, s))
		for _, h := range [2]int{s, s + MaxSeats} {
			if bet := part.Bets[h]; part.Dealt && bet > 0 && part.Settled&bit(h) == 0 {
				v += float64(bet) * (float64(p.total(st, h)) - half) / half
			}
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

// winChips is the chips a hand that beats the house wins for a bet of
// win[1]: the declared chips, or the round's answer of a function
// declared in their place.
func (p *plan) winChips(st *core.State) int { return mech.ValueIn(st, p.win[0], p.Stakes.WinFn) }

// naturalChips is winChips' twin for a natural: as a win's when no natural
// is declared.
func (p *plan) naturalChips(st *core.State) int {
	if len(p.Stakes.Natural) == 0 {
		return p.winChips(st)
	}
	return mech.ValueIn(st, p.nat[0], p.Stakes.NaturalFn)
}
