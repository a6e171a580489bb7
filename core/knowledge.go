package core

import (
	"math/bits"
	"slices"
)

// knowledge records the cards each seat has been shown without seeing them
// in a pile it sees now: a hand shown to one challenger, cards shown to
// everyone as they change hands, and every card a seat saw where it lay (face
// up on the table, in its own hand) before it went where the seat cannot see
// it. It is kept by card kind, one bit set per seat, and forgotten as a new
// round starts.
type knowledge struct {
	words int      // uint64 words per seat
	bits  []uint64 // seat s holds words s*words .. (s+1)*words-1
}

func newKnowledge(seats, kinds int) knowledge {
	w := (kinds + 63) / 64
	return knowledge{words: w, bits: make([]uint64, seats*w)}
}

func (k knowledge) clone() knowledge { return knowledge{words: k.words, bits: slices.Clone(k.bits)} }

// Reveal lets the seats of audience (bit i = seat i) know the given card
// kinds from now on, wherever those cards go. It changes no pile's
// visibility: it is what the seats were shown, not what they can see.
func (s *State) Reveal(kinds []int, audience uint64) {
	for seat := range s.seats {
		if audience&bit(seat) == 0 {
			continue
		}
		for _, k := range kinds {
			if k >= 0 && k < s.deck.Kinds() {
				s.known.bits[seat*s.known.words+k/64] |= 1 << uint(k%64)
			}
		}
	}
}

// saw records that the seats who see position i of pile p know the card
// there from now on, wherever it goes: called before the card leaves that
// position, is covered or hidden. A card shown to every seat is known to
// every seat.
func (s *State) saw(p *Pile, i int) {
	if i < 0 || i >= len(p.Cards) {
		return
	}
	seers := p.seers(i, s.seats)
	if seers == 0 {
		return
	}
	k := int(s.deck.cards[p.Cards[i]])
	for m := seers; m != 0; m &= m - 1 { // each seer, lowest first
		seat := bits.TrailingZeros64(m)
		if seat >= s.seats {
			break
		}
		s.known.bits[seat*s.known.words+k/64] |= 1 << uint(k%64)
	}
}

// sawTop records the top card of a pile that shows only its top card, as
// it is covered or the pile is put in another order: it goes where nobody
// sees it.
func (s *State) sawTop(id PileID) {
	if p := s.piles[id]; p.Vis == TopOnly {
		s.saw(p, len(p.Cards)-1)
	}
}

// sawAll records what each seat sees of a whole pile (see [State.saw]).
func (s *State) sawAll(p *Pile) {
	for i := range p.Cards {
		s.saw(p, i)
	}
}

// Knows reports whether seat was shown a card of the given kind: it was
// revealed to the seat, or the seat saw it where it lay this round. Seat -1,
// an onlooker, knows what every seat knows.
func (s *State) Knows(seat, kind int) bool {
	if seat == -1 && kind >= 0 && kind < s.deck.Kinds() {
		return s.knownToAll(kind) // an onlooker knows what every seat was shown
	}
	if seat < 0 || seat >= s.seats || kind < 0 || kind >= s.deck.Kinds() {
		return false
	}
	return s.known.bits[seat*s.known.words+kind/64]&(1<<uint(kind%64)) != 0
}

// MayName reports whether a seat may be told of a card of the given kind:
// it sees one now, or was shown one.
func (s *State) MayName(seat, kind int) bool { return s.Knows(seat, kind) || s.Sees(seat, kind) }

// knownToAll reports whether every seat knows a card of the kind.
func (s *State) knownToAll(kind int) bool {
	for seat := range s.seats {
		if !s.Knows(seat, kind) {
			return false
		}
	}
	return s.seats > 0
}

// forget clears what every seat was shown, as a new round starts.
func (k knowledge) forget() { clear(k.bits) }
