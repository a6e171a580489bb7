package core

import "fmt"

// MoveKindGroups moves, group by group, the topmost card of each kind of
// kinds[g] in turn from pile from to the top of pile to[g]: what MoveKind
// does card by card (the cards, their order, what each seat saw), in one
// pass over from, however deep the cards lie. It fails, moving nothing,
// when a kind does not exist or from lacks a card asked for.
func (s *State) MoveKindGroups(from PileID, to []PileID, kinds [][]int) error {
	if err := s.checkPile(from); err != nil {
		return err
	}
	if len(to) != len(kinds) {
		return fmt.Errorf("%d piles for %d groups of cards", len(to), len(kinds))
	}
	total := 0
	for g, id := range to {
		if err := s.checkPile(id); err != nil {
			return err
		}
		if id == from {
			return s.moveKindGroupsEach(from, to, kinds)
		}
		for _, k := range kinds[g] {
			if k < 0 || k >= len(s.deck.kinds) {
				return fmt.Errorf("card kind %d does not exist", k)
			}
		}
		total += len(kinds[g])
	}
	src := s.piles[from]
	if total == 0 {
		return nil
	}
	if src.Vis == TopOnly {
		return s.moveKindGroupsEach(from, to, kinds) // who sees a card depends on its place
	}
	taken, under, err := s.takeTopmost(src, kinds, total)
	if err != nil {
		return err
	}
	for _, i := range taken {
		s.saw(src, int(i)) // its seers do not depend on its place
	}
	j := 0 // src is from as it was until its cards taken are dropped
	for g, id := range to {
		for range kinds[g] {
			s.sawTop(id) // its top card is covered
			d := s.mut(id)
			d.Cards = append(d.Cards, src.Cards[taken[j]])
			j++
		}
	}
	p := s.mut(from)
	left := p.Cards[:0]
	for i, c := range p.Cards {
		if under[i] != taken1 {
			left = append(left, c)
		}
	}
	p.Cards = left
	return nil
}

// taken1 marks, in takeTopmost's under, a card taken.
const taken1 = -1

// takeTopmost finds, kind by kind, the positions in src of the topmost
// cards not yet taken of each kind of the groups (taken, in order), and
// marks them taken1 in under (by position).
func (s *State) takeTopmost(src *Pile, kinds [][]int, total int) (taken, under []int32, err error) {
	n := len(src.Cards)
	room := make([]int32, len(s.deck.kinds)+n+total)
	// top[k] is 1 + the position of the topmost card of kind k not taken,
	// under[i] 1 + that of the next card of its kind under card i (0: none).
	top, under, taken := room[:len(s.deck.kinds)], room[len(s.deck.kinds):len(s.deck.kinds)+n], room[len(s.deck.kinds)+n:][:0]
	for i, c := range src.Cards {
		k := s.deck.cards[c]
		under[i], top[k] = top[k], int32(i+1)
	}
	for _, group := range kinds {
		for _, k := range group {
			if top[k] == 0 {
				return nil, nil, fmt.Errorf("%s has no %s", src.Name, s.deck.kinds[k].Code)
			}
			i := top[k] - 1
			top[k], under[i] = under[i], taken1
			taken = append(taken, i)
		}
	}
	return taken, under, nil
}

// moveKindGroupsEach is MoveKindGroups card by card.
func (s *State) moveKindGroupsEach(from PileID, to []PileID, kinds [][]int) error {
	for g, id := range to {
		for _, k := range kinds[g] {
			if _, err := s.MoveKind(from, k, id, OnTop); err != nil {
				return err
			}
		}
	}
	return nil
}
