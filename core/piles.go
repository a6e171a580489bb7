package core

import (
	"cmp"
	"fmt"
	"slices"
)

// NewPile creates an empty pile. Group names the set of piles it belongs to
// (melds on the table, say), or is "" for none; owner is a seat or -1.
func (s *State) NewPile(name, group string, owner int, vis Visibility) (PileID, error) {
	if name == "" {
		return 0, fmt.Errorf("a pile needs a name")
	}
	if _, ok := s.names[name]; ok {
		return 0, fmt.Errorf("pile %q already exists", name)
	}
	if owner >= s.seats {
		return 0, fmt.Errorf("pile %q: owner seat %d does not exist", name, owner+1)
	}
	if owner < -1 {
		owner = -1
	}
	if err := checkVis(vis); err != nil {
		return 0, fmt.Errorf("pile %q: %w", name, err)
	}
	if s.namesGen != s.gen {
		m := make(map[string]PileID, len(s.names)+1)
		for k, v := range s.names {
			m[k] = v
		}
		s.names, s.namesGen = m, s.gen
	}
	id := PileID(len(s.piles))
	s.piles = append(s.piles, &Pile{Name: name, Group: group, Owner: owner, Vis: vis, gen: s.gen})
	s.names[name] = id
	return id, nil
}

// PileByName finds a pile by its name.
func (s *State) PileByName(name string) (PileID, bool) {
	id, ok := s.names[name]
	return id, ok
}

// Pile returns a pile for reading. Change it only through State methods.
func (s *State) Pile(id PileID) *Pile { return s.piles[id] }

// NumPiles is the number of piles ever created.
func (s *State) NumPiles() int { return len(s.piles) }

// Group returns the piles of a group in the order they were created.
func (s *State) Group(group string) []PileID {
	var out []PileID
	for i, p := range s.piles {
		if p.Group == group {
			out = append(out, PileID(i))
		}
	}
	return out
}

// mut returns a pile this state may change, copying it first if it is shared
// with another state.
func (s *State) mut(id PileID) *Pile {
	p := s.piles[id]
	if p.gen == s.gen {
		return p
	}
	c := *p
	c.Cards = append(make([]CardID, 0, len(p.Cards)+4), p.Cards...)
	c.gen = s.gen
	s.piles[id] = &c
	return &c
}

func (s *State) checkPile(id PileID) error {
	if id < 0 || int(id) >= len(s.piles) {
		return fmt.Errorf("pile %d does not exist", id)
	}
	return nil
}

func checkVis(vis Visibility) error {
	if int(vis) >= len(visNames) {
		return fmt.Errorf("unknown %s", vis)
	}
	return nil
}

// SetVisibility changes who may see a pile's cards.
func (s *State) SetVisibility(id PileID, vis Visibility) error {
	if err := s.checkPile(id); err != nil {
		return err
	}
	if err := checkVis(vis); err != nil {
		return err
	}
	s.sawAll(s.piles[id])
	s.mut(id).Vis = vis
	return nil
}

// ShowTo lets a seat see every card of a pile (a hand shown to one player),
// until [State.HideFrom].
func (s *State) ShowTo(id PileID, seat int) error {
	if err := s.checkPile(id); err != nil {
		return err
	}
	if err := s.checkSeat(seat); err != nil {
		return err
	}
	s.mut(id).Viewers |= bit(seat)
	return nil
}

// HideFrom undoes [State.ShowTo]; seat -1 hides the pile from every extra viewer.
func (s *State) HideFrom(id PileID, seat int) error {
	if err := s.checkPile(id); err != nil {
		return err
	}
	s.sawAll(s.piles[id])
	if seat < 0 {
		s.mut(id).Viewers = 0
		return nil
	}
	s.mut(id).Viewers &^= bit(seat)
	return nil
}

// Position says where a card goes in the pile it is moved to.
type Position int

// The positions a card can be moved to.
const (
	OnTop Position = iota
	AtBottom
)

// MoveAt moves the card at index i of from (0 = bottom) to the top or bottom
// of to.
func (s *State) MoveAt(from PileID, i int, to PileID, pos Position) (CardID, error) {
	if err := s.checkPile(from); err != nil {
		return 0, err
	}
	if err := s.checkPile(to); err != nil {
		return 0, err
	}
	src := s.piles[from]
	if i < 0 || i >= len(src.Cards) {
		return 0, fmt.Errorf("%s has %d cards: there is no card at position %d", src.Name, len(src.Cards), i+1)
	}
	s.saw(src, i)
	if pos == OnTop {
		s.sawTop(to) // its top card is covered
	}
	p := s.mut(from)
	c := p.Cards[i]
	p.Cards = append(p.Cards[:i], p.Cards[i+1:]...)
	d := s.mut(to)
	if pos == AtBottom {
		d.Cards = append(d.Cards, 0)
		copy(d.Cards[1:], d.Cards)
		d.Cards[0] = c
	} else {
		d.Cards = append(d.Cards, c)
	}
	return c, nil
}

// Find returns the position of the topmost card of the given kind in a pile,
// or -1.
func (s *State) Find(id PileID, kind int) int {
	cards := s.piles[id].Cards
	for i := len(cards) - 1; i >= 0; i-- {
		if int(s.deck.cards[cards[i]]) == kind {
			return i
		}
	}
	return -1
}

// MoveKind moves the topmost card of the given kind from one pile to another.
func (s *State) MoveKind(from PileID, kind int, to PileID, pos Position) (CardID, error) {
	if err := s.checkPile(from); err != nil {
		return 0, err
	}
	if kind < 0 || kind >= len(s.deck.kinds) {
		return 0, fmt.Errorf("card kind %d does not exist", kind)
	}
	i := s.Find(from, kind)
	if i < 0 {
		return 0, fmt.Errorf("%s has no %s", s.piles[from].Name, s.deck.kinds[kind].Code)
	}
	return s.MoveAt(from, i, to, pos)
}

// Draw moves up to n cards, one at a time, from the top of from to the top of
// to, and returns the cards moved: fewer than n when from runs out.
func (s *State) Draw(from, to PileID, n int) ([]CardID, error) {
	if err := s.checkPile(from); err != nil {
		return nil, err
	}
	if err := s.checkPile(to); err != nil {
		return nil, err
	}
	moved := make([]CardID, 0, max(0, min(n, len(s.piles[from].Cards))))
	for range n {
		if len(s.piles[from].Cards) == 0 {
			break
		}
		c, err := s.MoveAt(from, len(s.piles[from].Cards)-1, to, OnTop)
		if err != nil {
			return moved, err
		}
		moved = append(moved, c)
	}
	return moved, nil
}

// Deal gives n cards to each of the piles in turn, one card at a time, from
// the top of from. It fails, changing nothing, when from has too few cards.
func (s *State) Deal(from PileID, to []PileID, n int) error {
	if err := s.checkPile(from); err != nil {
		return err
	}
	for _, t := range to {
		if err := s.checkPile(t); err != nil {
			return err
		}
	}
	if have := len(s.piles[from].Cards); len(to) > 0 && n > have/len(to) {
		return fmt.Errorf("cannot deal %d cards from %s: it has %d", n*len(to), s.piles[from].Name, have)
	}
	if n > 0 {
		for _, t := range to {
			d := s.mut(t)
			d.Cards = slices.Grow(d.Cards, n) // room for the deal at once
		}
	}
	for range n {
		for _, t := range to {
			if _, err := s.MoveTop(from, t); err != nil {
				return err
			}
		}
	}
	return nil
}

// MoveTop moves the top card of from to the top of to, and returns it.
func (s *State) MoveTop(from, to PileID) (CardID, error) {
	if err := s.checkPile(from); err != nil {
		return 0, err
	}
	return s.MoveAt(from, len(s.piles[from].Cards)-1, to, OnTop)
}

// MoveAll moves every card of from onto to, keeping their order.
func (s *State) MoveAll(from, to PileID) error {
	if err := s.checkPile(from); err != nil {
		return err
	}
	if err := s.checkPile(to); err != nil {
		return err
	}
	if from == to || len(s.piles[from].Cards) == 0 {
		return nil
	}
	s.sawAll(s.piles[from])
	s.sawTop(to) // its top card is covered
	src := s.mut(from)
	d := s.mut(to)
	d.Cards = append(d.Cards, src.Cards...)
	src.Cards = src.Cards[:0]
	return nil
}

// Shuffle puts a pile in a random order drawn from the game's generator.
func (s *State) Shuffle(id PileID) error {
	if err := s.checkPile(id); err != nil {
		return err
	}
	s.sawTop(id)
	p := s.mut(id)
	for i := len(p.Cards) - 1; i > 0; i-- {
		j := s.rng.intn(i + 1)
		p.Cards[i], p.Cards[j] = p.Cards[j], p.Cards[i]
	}
	if s.exchange != nil {
		for i, c := range p.Cards {
			if to, ok := s.exchange[c]; ok {
				p.Cards[i] = to
			}
		}
		s.exchange = nil
	}
	return nil
}

// SortPile puts a pile in the deck's order, lowest at the bottom.
func (s *State) SortPile(id PileID) error {
	if err := s.checkPile(id); err != nil {
		return err
	}
	s.sawTop(id)
	p := s.mut(id)
	slices.SortStableFunc(p.Cards, func(a, b CardID) int {
		return cmp.Compare(s.deck.Card(a).Order, s.deck.Card(b).Order)
	})
	return nil
}

// Random returns a uniform integer in [0, n) from the game's generator.
func (s *State) Random(n int) int { return s.rng.intn(n) }

// RandomFloat returns a uniform number in [0, 1) from the game's generator.
func (s *State) RandomFloat() float64 { return s.rng.float() }
