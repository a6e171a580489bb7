package rules

import "github.com/rulerun/rulerun/runtime/engine"

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
func (p *Plan) listedLeaves(listed []cand, held, left int) bool {
	for i := range listed {
		c := &listed[i]
		if c.M == nil && !c.Lay && p.verbs[c.Verb].play != nil && held-(c.Hi-c.Lo) == left {
			return true
		}
	}
	return false
}

// playLeaves reports whether a play of seat's would leave it left cards.
func (g *Game) playLeaves(seat, left int) bool {
	saved, savedSlab := len(g.cands), len(g.slab)
	defer func() { g.cands, g.slab = g.cands[:saved], g.slab[:savedSlab] }()
	defer uncounted(g.tally)()
	held := g.st.Pile(g.p.hand.Of(seat)).Len()
	for v := range g.p.verbs {
		pp := g.p.verbs[v].play
		if pp == nil {
			continue
		}
		from := len(g.cands)
		pp.ListPlays(view{g}, v, seat)
		for _, c := range g.cands[from:] {
			if held-(c.Hi-c.Lo) == left {
				return true
			}
		}
	}
	return false
}

// uncounted pauses tl, the tally of a counted game, while the rules list
// moves for themselves rather than for a player (whether a play could
// leave one card); the function it returns resumes it.
func uncounted(tl *engine.Tally) func() {
	if tl == nil || tl.Paused {
		return func() {}
	}
	tl.Paused = true
	return func() { tl.Paused = false }
}
