package banking

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// MaxSeats is the most seats a banking game may have.
const MaxSeats = 8

// Part is where a round of a banking game stands: the bet on each hand,
// the hands whose bets were doubled or are settled, the seats whose hands
// are played out or that play their second hand, and whether the cards
// are dealt: a core.RoundPart. Hand h is seat h's first hand, and for h of
// MaxSeats or more seat h-MaxSeats's second, split off its first.
type Part struct {
	Bets    [2 * MaxSeats]int `json:"bets"`
	Doubled uint16            `json:"doubled,omitempty"` // bit h: hand h's bet was doubled
	Settled uint16            `json:"settled,omitempty"` // bit h: hand h's bet is settled
	Done    uint8             `json:"done,omitempty"`    // bit s: seat s's hands are played out
	Second  uint8             `json:"second,omitempty"`  // bit s: seat s plays its second hand
	Dealt   bool              `json:"dealt,omitempty"`   // the bets are made and the cards dealt
}

// Key is the name of the part of the round: the Does word of the bet,
// whose kind reads it from a save.
const Key mech.PartKey[Part, *Part] = doesBet

// bit is hand h's bit in a set of hands.
func bit(h int) uint16 { return 1 << uint(h) }

// seatBit is seat's bit in a set of seats.
func seatBit(seat int) uint8 { return 1 << uint(seat) }

// Bet is seat's bet in st this round, 0 before it bets: for a front end
// to read.
func Bet(st *core.State, seat int) int {
	if seat < 0 || seat >= MaxSeats {
		return 0
	}
	return Key.Of(st).Bets[seat]
}

// AppendKey implements core.Part.
func (p *Part) AppendKey(b []byte) []byte {
	for _, n := range p.Bets {
		b = binary.AppendUvarint(b, uint64(n))
	}
	b = binary.AppendUvarint(b, uint64(p.Doubled))
	b = binary.AppendUvarint(b, uint64(p.Done))
	b = binary.AppendUvarint(b, uint64(p.Settled))
	if p.Dealt {
		return append(b, 1)
	}
	return append(b, 0)
}

// Check refuses a saved bet below 0 or of a seat the game does not have
// (core.Part).
func (p *Part) Check(st *core.State) error {
	for h, n := range p.Bets {
		if n < 0 || n > 0 && h%MaxSeats >= st.Seats() {
			return fmt.Errorf("a bet of %d chips by seat %d: a bet is 0 or more, by a seat the game has", n, h%MaxSeats+1)
		}
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*Part) OfRound() {}

// Vacant implements core.Vacant: nothing bet yet.
func (p *Part) Vacant() bool { return *p == Part{} }
