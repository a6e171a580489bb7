package core

import (
	"fmt"
	"strings"
)

// PileID identifies a pile of a state: an index into its piles, stable for
// the whole game.
type PileID int

// Visibility says which seats may see the cards of a pile.
type Visibility uint8

// The visibilities of a pile.
const (
	// Hidden piles show no card to anyone (a stock, cards out of play).
	Hidden Visibility = iota
	// Public piles show every card to everyone (a discard pile, melds).
	Public
	// OwnerOnly piles show their cards to their owner only (a hand).
	OwnerOnly
	// TopOnly piles show only their top card, to everyone.
	TopOnly
	// AllButOwner piles show their cards to every seat except their owner
	// (forehead cards).
	AllButOwner
)

var visNames = []string{"hidden", "public", "owner", "top", "others"}

// String returns the visibility's name as scripts write it.
func (v Visibility) String() string {
	if int(v) < len(visNames) {
		return visNames[v]
	}
	return fmt.Sprintf("visibility(%d)", v)
}

// ParseVisibility reads a visibility name: hidden, public, owner, top or others.
func ParseVisibility(s string) (Visibility, error) {
	for i, n := range visNames {
		if strings.EqualFold(s, n) {
			return Visibility(i), nil
		}
	}
	return 0, fmt.Errorf("unknown visibility %q (use %s)", s, strings.Join(visNames, ", "))
}

// Pile is an ordered pile of cards: Cards[0] is the bottom, the last is the
// top. Piles are changed only through [State] methods.
type Pile struct {
	Name    string
	Group   string // the group the pile was created in, or ""
	Owner   int    // owning seat, or -1
	Vis     Visibility
	Viewers uint64 // seats (bit i = seat i) that also see every card
	Cards   []CardID
	gen     *owner
}

// Top returns the top card, and false when the pile is empty.
func (p *Pile) Top() (CardID, bool) {
	if len(p.Cards) == 0 {
		return 0, false
	}
	return p.Cards[len(p.Cards)-1], true
}

// Len is the number of cards in the pile.
func (p *Pile) Len() int { return len(p.Cards) }

// Sees reports whether seat may see the card at position i (0 = bottom).
// Seat -1 stands for an onlooker, who sees only what every seat sees.
func (p *Pile) Sees(seat, i int) bool {
	if seat >= 0 && seat < 64 && p.Viewers&(1<<uint(seat)) != 0 {
		return true
	}
	switch p.Vis {
	case Public:
		return true
	case OwnerOnly:
		return seat >= 0 && seat == p.Owner
	case TopOnly:
		return i == len(p.Cards)-1
	case AllButOwner:
		return seat >= 0 && seat != p.Owner
	}
	return false
}

// seers is the set of seats (bit i = seat i) that see the card at position i
// of a game of the given number of seats.
func (p *Pile) seers(i, seats int) uint64 {
	all := ^uint64(0)
	if seats < 64 {
		all = 1<<uint(seats) - 1
	}
	m := p.Viewers
	switch p.Vis {
	case Public:
		m = all
	case OwnerOnly:
		if p.Owner >= 0 && p.Owner < 64 {
			m |= 1 << uint(p.Owner)
		}
	case TopOnly:
		if i == len(p.Cards)-1 {
			m = all
		}
	case AllButOwner:
		m = all
		if p.Owner >= 0 && p.Owner < 64 {
			m &^= 1 << uint(p.Owner)
		}
	}
	return m & all
}

// SeesAll reports whether seat may see every card of the pile.
func (p *Pile) SeesAll(seat int) bool {
	if seat >= 0 && seat < 64 && p.Viewers&(1<<uint(seat)) != 0 {
		return true
	}
	if len(p.Cards) <= 1 {
		return len(p.Cards) == 0 || p.Sees(seat, 0)
	}
	return p.Vis != TopOnly && p.Sees(seat, 0)
}
