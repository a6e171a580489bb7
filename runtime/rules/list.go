package rules

import (
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// cand is a legal move in the compact form listings build (mech.Cand).
type cand = mech.Cand

// list fills g.cands with every legal move of seat now.
func (g *Game) list(seat int) error {
	g.cands, g.slab = g.cands[:0], g.slab[:0]
	st := g.st
	if st.Result().Over || seat < 0 || seat >= st.Seats() {
		return nil
	}
	if g.tally != nil && !g.tally.Listing {
		g.tally.Listing = true // the refusals the listing makes are implied, not met
		defer func() { g.tally.Listing = false }()
	}
	if g.d.Scripted {
		return g.listScripted(seat)
	}
	if v, seats := g.p.owedAtOnce(st); seats != 0 {
		g.p.waitImplied(g, v)
		for _, a := range g.p.hear.atOnce { // the verbs of its kind (a bid and a pass)
			w := a.v
			if g.p.verbs[w].kind == g.p.verbs[v].kind {
				g.p.verbs[w].mech.List(view{g}, w, seat, seats&(1<<uint(seat)) != 0)
			}
		}
		return g.keepChecked(seat)
	}
	current := seat == seatToAct(st)
	owed := g.p.duties.owed(g, seat)
	if owed >= 0 {
		g.p.duties.owedImplied(g, owed)
	}
	if g.p.stepped() && current {
		stepImplied(g)
	}
	g.playsListed = 0
	defer func() { g.playsListed = -1 }()
	for v := range g.d.Verbs {
		if !g.p.duties.dutyAllows(g, owed, v) || !g.stepAllows(v) {
			continue
		}
		if err := g.listVerb(v, seat, current); err != nil {
			return err
		}
		if current && g.p.verbs[v].play != nil {
			g.playsListed++
		}
	}
	g.playsListed = -1 // keepChecked drops candidates as it goes
	return g.keepChecked(seat)
}

func (g *Game) listVerb(v, seat int, current bool) error {
	verb := &g.d.Verbs[v]
	g.p.verbs[v].mech.List(view{g}, v, seat, current)
	if verb.Code.Generate && (current || g.p.outsideTurn(v) || g.d.Scripted) && g.hooks != nil {
		return g.hooks.Generate(&Ctx{State: g.st, ReadOnly: true}, v, seat, func(m *notation.Move) {
			g.cands = append(g.cands, cand{Verb: v, Suit: -1, Seat: -1, M: m})
		})
	}
	return nil
}

// keepChecked drops the listed moves that the verbs' own code refuses, and
// checks those the script's code listed.
func (g *Game) keepChecked(seat int) error {
	if g.hooks == nil {
		return nil
	}
	kept := 0 // the candidates before it are kept, in place
	for i := range g.cands {
		c := &g.cands[i] // a copy would be made on the heap: move's mechanic sees it
		keep := trusted(c, g.d)
		if !keep {
			why, err := g.check(seat, g.move(c))
			if err != nil {
				return err
			}
			keep = why.Why == ""
		}
		if keep {
			if kept != i { // a candidate was dropped: the rest move down
				g.cands[kept] = *c
			}
			kept++
		}
	}
	g.cands = g.cands[:kept]
	return nil
}

// trusted reports whether candidate c is legal as listed: its verb's own
// code (in d) checks nothing, and the engine listed it.
func trusted(c *cand, d *Decl) bool {
	return !d.Verbs[c.Verb].Code.Check && (c.M == nil || c.Own || c.Lay)
}

// move builds the move value of a candidate.
func (g *Game) move(c *cand) *notation.Move {
	if c.M != nil {
		return c.M
	}
	if mm, ok := g.p.verbs[c.Verb].mech.(mech.MoveMaker); ok {
		return mm.Move(view{g}, c)
	}
	form := g.d.Grammar.Form(c.Verb)
	cards := 0
	if g.p.verbs[c.Verb].play != nil {
		cards = c.Hi - c.Lo
	}
	m, refs := g.newMove(c.Verb, len(form.Slots), cards)
	if pp := g.p.verbs[c.Verb].play; pp != nil {
		pp.Fill(m, refs, g.slab[c.Lo:c.Hi], c, g.st.Deck())
	} else if c.Suit >= 0 {
		m.Args[g.p.verbs[c.Verb].form.suit] = notation.Value{Set: true, Code: g.st.Deck().Suits()[c.Suit].Code}
	}
	if c.Seat >= 0 {
		if i := mech.SeatSlot(form); i >= 0 {
			m.Args[i] = notation.Value{Set: true, Num: c.Seat}
		}
	}
	return m
}
