package core

import (
	"fmt"
	"sort"
)

// Arrange puts chosen cards in chosen piles, overriding a deal: a test
// scenario fixes the cards that matter and leaves the rest to the shuffle.
//
// fixed gives, for each pile it names, card kinds ([Deck.Lookup]) bottom
// first. Each named pile then holds exactly those cards, except spare: it
// takes every card left over, and its named cards, if any, go on top of them.
// Every other pile keeps its size and the cards it had that no named pile
// needs, in place; the places of the cards taken from it are filled with
// cards left over, from the top down.
//
// A named card is taken from the named piles or spare first, then from the
// other piles, in pile order, bottom first. The left-over cards are those of
// spare that were not taken, then on top of them those of the named piles.
// The result depends only on the state and the arguments, and every card
// stays in exactly one pile. Arrange fails, changing nothing, when the deck
// has too few copies of a named card or too few cards are left over to
// refill the other piles.
func (s *State) Arrange(fixed map[PileID][]int, spare PileID) error {
	named, err := s.arrangedPiles(fixed, spare)
	if err != nil {
		return err
	}
	rebuilt := func(id PileID) bool { _, ok := fixed[id]; return ok || id == spare }
	taken := make([]bool, s.deck.Size())
	out, err := s.takeNamed(fixed, named, s.copiesToTake(rebuilt), taken)
	if err != nil {
		return err
	}
	left := s.leftOver(spare, named, taken)
	if left, err = s.refill(rebuilt, taken, left, out); err != nil {
		return err
	}
	out[spare] = append(left, out[spare]...)
	for id, cards := range out {
		s.mut(id).Cards = cards
	}
	return nil
}

// arrangedPiles checks the piles and cards Arrange is given, and returns
// the named piles in pile order.
func (s *State) arrangedPiles(fixed map[PileID][]int, spare PileID) ([]PileID, error) {
	if err := s.checkPile(spare); err != nil {
		return nil, err
	}
	named := make([]PileID, 0, len(fixed))
	for id, kinds := range fixed {
		if err := s.checkPile(id); err != nil {
			return nil, err
		}
		for _, k := range kinds {
			if k < 0 || k >= len(s.deck.kinds) {
				return nil, fmt.Errorf("card kind %d does not exist", k)
			}
		}
		named = append(named, id)
	}
	sort.Slice(named, func(a, b int) bool { return named[a] < named[b] })
	return named, nil
}

// copiesToTake lists the copies of each kind in the order Arrange takes
// them: from the rebuilt piles first, then from the others, in pile order,
// bottom first.
func (s *State) copiesToTake(rebuilt func(PileID) bool) map[int][]CardID {
	avail := map[int][]CardID{}
	for pass := range 2 {
		for i, p := range s.piles {
			if rebuilt(PileID(i)) == (pass == 0) {
				for _, c := range p.Cards {
					k := s.deck.KindOf(c)
					avail[k] = append(avail[k], c)
				}
			}
		}
	}
	return avail
}

// takeNamed takes the named cards of each named pile from avail, marking
// them taken, and returns the named piles' new cards.
func (s *State) takeNamed(fixed map[PileID][]int, named []PileID, avail map[int][]CardID, taken []bool) (map[PileID][]CardID, error) {
	out := make(map[PileID][]CardID, len(named)+1)
	for _, id := range named {
		cards := make([]CardID, 0, len(fixed[id]))
		for _, k := range fixed[id] {
			if len(avail[k]) == 0 {
				n := s.countKind(k)
				return nil, fmt.Errorf("the deck has only %d %s of %s", n, plural(n, "copy", "copies"), s.deck.kinds[k].Code)
			}
			c := avail[k][0]
			avail[k] = avail[k][1:]
			taken[c] = true
			cards = append(cards, c)
		}
		out[id] = cards
	}
	return out, nil
}

// leftOver is the cards no named pile took: spare's, then on top of them
// those of the named piles.
func (s *State) leftOver(spare PileID, named []PileID, taken []bool) []CardID {
	var left []CardID
	add := func(id PileID) {
		for _, c := range s.piles[id].Cards {
			if !taken[c] {
				left = append(left, c)
			}
		}
	}
	add(spare)
	for _, id := range named {
		if id != spare {
			add(id)
		}
	}
	return left
}

// refill fills the places of the cards taken from the other piles with
// cards left over, from the top down, writing those piles' new cards to
// out; it returns what is left then.
func (s *State) refill(rebuilt func(PileID) bool, taken []bool, left []CardID, out map[PileID][]CardID) ([]CardID, error) {
	for i, p := range s.piles {
		id := PileID(i)
		if rebuilt(id) {
			continue
		}
		var cards []CardID
		for j, c := range p.Cards {
			if !taken[c] {
				continue
			}
			if cards == nil {
				cards = append([]CardID(nil), p.Cards...)
			}
			if len(left) == 0 {
				return nil, fmt.Errorf("too many cards are named: %s cannot keep its %d %s", p.Name, len(p.Cards), plural(len(p.Cards), "card", "cards"))
			}
			cards[j] = left[len(left)-1]
			left = left[:len(left)-1]
		}
		if cards != nil {
			out[id] = cards
		}
	}
	return left, nil
}

// countKind is how many copies of a card kind the deck holds.
func (s *State) countKind(kind int) int {
	n := 0
	for _, k := range s.deck.cards {
		if int(k) == kind {
			n++
		}
	}
	return n
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
