package core

// Prototype makes the new states of one configuration: it declares the
// piles and checks the configuration once, and each state it makes is a
// copy of that first one with its own seed, in a few allocations (the
// piles' cards share one block, each pile with room for the whole deck, so
// that no pile grows while cards move). A state from a prototype is the
// state NewState makes with the same configuration and seed, byte for byte
// in its save. A prototype is safe for concurrent use.
type Prototype struct {
	base *State
}

// NewPrototype checks cfg (its Seed is not used) and makes the first state.
func NewPrototype(cfg Config) (*Prototype, error) {
	base, err := NewState(cfg)
	if err != nil {
		return nil, err
	}
	// The base is never changed again: every state it makes shares its
	// names and variables until it changes them, and copies them then.
	base.gen = nextGen()
	return &Prototype{base: base}, nil
}

// Seats is the number of seats of the states it makes.
func (p *Prototype) Seats() int { return p.base.seats }

// NewState makes a state with the given seed, as [NewState] would.
func (p *Prototype) NewState(seed uint64) *State {
	b := p.base
	s := &State{deck: b.deck, seats: b.seats, seed: seed, names: b.names, namesGen: b.namesGen,
		vars: b.vars, varsGen: b.varsGen, varsVer: b.varsVer, rng: newRNG(seed), gen: nextGen(), start: b.start, declared: b.declared}
	s.turn.Dir = 1
	scores := make([]int, 2*b.seats)
	s.score = Score{Totals: scores[:b.seats:b.seats], Round: scores[b.seats:]}
	s.known = newKnowledge(b.seats, b.deck.Kinds())
	n, size := len(b.piles), b.deck.Size()
	piles := make([]Pile, n)
	s.piles = make([]*Pile, n)
	cards := make([]CardID, n*size)
	for i, bp := range b.piles {
		piles[i] = *bp
		piles[i].Cards = append(cards[i*size:i*size:(i+1)*size], bp.Cards...)
		piles[i].gen = s.gen
		s.piles[i] = &piles[i]
	}
	return s
}
