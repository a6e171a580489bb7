package core

// RedealPile deals anew the cards of pile id that seat cannot see: each
// is swapped with a card drawn from seed among the cards the seat cannot
// see, those of the pile itself when within is set (the pile's hidden
// cards shuffled, no other pile changed), else wherever they lie. What the
// seat sees is unchanged. It changes s in place: call it on a fork (an
// honesty audit asks whether a bot's choice depends on one pile's hidden
// cards).
func (s *State) RedealPile(seat int, id PileID, seed uint64, within bool) {
	type slot struct {
		pile PileID
		i    int
	}
	var hidden []slot
	for pid, p := range s.piles {
		for i := range p.Cards {
			if !p.Sees(seat, i) && (!within || PileID(pid) == id) {
				hidden = append(hidden, slot{PileID(pid), i})
			}
		}
	}
	r := newRNG(seed)
	for _, a := range hidden {
		if a.pile != id {
			continue
		}
		b := hidden[r.intn(len(hidden))]
		pa, pb := s.mut(a.pile), s.mut(b.pile)
		pa.Cards[a.i], pb.Cards[b.i] = pb.Cards[b.i], pa.Cards[a.i]
	}
}
