package banking

import (
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A seat's hands: its first, in its hand, and, once it splits a pair, its
// second, in its own pile of the declared split (Banking.Split). Each
// hand has its bet and is settled alone; the seat plays its first hand
// out, then its second. Hand h is seat h's first hand, and for h of
// MaxSeats or more seat h-MaxSeats's second.

// pileOf is the pile of hand h.
func (p *plan) pileOf(h int) core.PileID {
	if h >= MaxSeats {
		return p.split.Of(h - MaxSeats)
	}
	return p.hand.Of(h)
}

// playing is the hand seat plays now in st.
func playing(st *core.State, seat int) int {
	if Key.Of(st).Second&seatBit(seat) != 0 {
		return seat + MaxSeats
	}
	return seat
}

// staked is what seat has bet on its hands in st.
func staked(st *core.State, seat int) int {
	part := Key.Of(st)
	return part.Bets[seat] + part.Bets[seat+MaxSeats]
}

// handDone ends the hand seat plays in st: its second, when it split and
// its second is not played out, is played next; else its turn is over.
// It reports whether the seat plays on.
func (p *plan) handDone(st *core.State, seat int) bool {
	part := Key.Ref(st)
	second := seat + MaxSeats
	if part.Second&seatBit(seat) == 0 && part.Bets[second] > 0 && p.total(st, second) < p.values.Limit(st) {
		part.Second |= seatBit(seat)
		return true
	}
	part.Done |= seatBit(seat)
	return false
}

// pair reports whether seat may split its hand in st: it holds its first
// cards alone, a pair of one rank, and has not split.
func (p *plan) pair(st *core.State, seat int) bool {
	part, cards := Key.Of(st), st.Pile(p.hand.Of(seat)).Cards
	if part.Bets[seat+MaxSeats] > 0 || len(cards) != 2 {
		return false
	}
	d := st.Deck()
	return d.Card(cards[0]).Rank == d.Card(cards[1]).Rank
}

// splitPair splits seat's pair into two hands in st, the second with a bet
// equal to the first, and deals each one card more, narrated. It reports
// whether the first hand is played out (it reached the limit).
func (p *plan) splitPair(st *core.State, seat int) bool {
	first, second := p.hand.Of(seat), p.split.Of(seat)
	_, _ = st.MoveTop(first, second) // the hand holds the pair: pair said so
	Key.Ref(st).Bets[seat+MaxSeats] = Key.Of(st).Bets[seat]
	p.stock.TurnOver(st, first)
	p.stock.TurnOver(st, second)
	if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(p.SplitText.Or(splitText), "{cards}", codesOf(st, first),
			"{total}", strconv.Itoa(p.total(st, seat)),
			"{second}", codesOf(st, second)+", "+strconv.Itoa(p.total(st, seat+MaxSeats))), codes(&p.SplitText, &p.Rule)...)
	}
	return p.total(st, seat) >= p.values.Limit(st)
}

// codesOf writes the cards of pile id, as the deal narrates a hand.
func codesOf(st *core.State, id core.PileID) string {
	cards := st.Pile(id).Cards
	codes := make([]string, len(cards))
	for i, c := range cards {
		codes[i] = st.Deck().Card(c).Code
	}
	return strings.Join(codes, " ")
}
