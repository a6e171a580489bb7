package rules

// Whether a play leaves a seat some number of cards: what the call asks
// (mech.Table.PlayLeaves) of the plays.

// playVerbs counts the verbs that play cards from the hand, or is -1 when
// a verb plays to a climbing game's trick: a listing that holds every play
// tells whether one leaves a card (view.PlayLeaves).
func (p *Plan) playVerbs() int {
	n := 0
	for v := range p.verbs {
		if t, _ := TraitsOf(p.d.Verbs[v].kind()); t.Plays {
			return -1 // a listing of the trick holds no play to ask
		}
		if p.verbs[v].play != nil {
			n++
		}
	}
	return n
}

// listedLeaves reports whether a play the listing under way holds would
// leave a seat holding held cards with left.
func listedLeaves(g *Game, held, left int) bool {
	for i := range g.cands {
		c := &g.cands[i]
		if c.M == nil && !c.Lay && g.p.verbs[c.Verb].play != nil && held-(c.Hi-c.Lo) == left {
			return true
		}
	}
	return false
}

// playLeaves reports whether a play of seat's would leave it left cards.
func (g *Game) playLeaves(seat, left int) bool {
	saved, savedSlab := len(g.cands), len(g.slab)
	defer func() { g.cands, g.slab = g.cands[:saved], g.slab[:savedSlab] }()
	defer g.uncounted()()
	held := g.st.Pile(g.p.hand.Of(seat)).Len()
	for v := range g.p.verbs {
		pp := g.p.verbs[v].play
		if pp == nil {
			continue
		}
		from := len(g.cands)
		pp.listPlay(g, v, seat)
		for _, c := range g.cands[from:] {
			if held-(c.Hi-c.Lo) == left {
				return true
			}
		}
	}
	return false
}

// uncounted pauses the tally, when the game is counted, while the rules
// list moves for themselves rather than for a player (whether a play
// could leave one card); the function it returns resumes it.
func (g *Game) uncounted() func() {
	if g.tally == nil || g.tally.Paused {
		return func() {}
	}
	g.tally.Paused = true
	return func() { g.tally.Paused = false }
}
