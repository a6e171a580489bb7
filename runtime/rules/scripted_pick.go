package rules

import (
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
)

// A random pick in a game of functions alone (Decl.Scripted, Rules API v2)
// checks only the moves it draws: the verbs' generators propose the
// candidates as a listing's do (each variant once, as their part rules
// keep them), the pick draws one uniformly with the seeded source, the
// verb's check is asked of that one alone, and a refused one is set aside
// and another drawn among those left. Each legal candidate is as likely
// as any other whatever the refused ones, so the pick is uniform over the
// legal moves, as a pick among the listed moves is, and the same seed
// draws the same move; it draws from the stream differently from a pick
// among the listed moves, so a seeded game of functions plays otherwise
// than it did when its moves were all checked first. A declared game
// picks among its listed moves as before.
//
// In a counted game (Tally) the refusals of the drawn moves are counted
// as implied, as a listing's are: a game counts the refusals its picks
// met, no longer every one its listings would have made.

// pickScripted picks seat's move in a game of functions alone, checking
// only the candidates it draws; nil when seat has no legal move.
func (g *Game) pickScripted(seat int, rng *rand.Rand) (*notation.Move, error) {
	g.cands, g.slab = g.cands[:0], g.slab[:0]
	st := g.st
	if st.Result().Over || seat < 0 || seat >= st.Seats() {
		return nil, nil
	}
	if g.tally != nil && !g.tally.Listing {
		g.tally.Listing = true // the refusals of the drawn moves are implied, as a listing's
		defer func() { g.tally.Listing = false }()
	}
	d, err := g.scriptDecision()
	if err != nil || d.Over {
		return nil, err
	}
	for v := range g.d.Verbs {
		if g.mayActScripted(seat, &g.d.Verbs[v]) != "" {
			continue
		}
		if err := g.listVerb(v, seat, seat == d.Seat); err != nil {
			return nil, err
		}
	}
	for len(g.cands) > 0 {
		i := rng.IntN(len(g.cands))
		c := &g.cands[i]
		keep := g.hooks == nil // every candidate is the script's proposal, which the listing checks too
		if !keep {
			why, err := g.check(seat, g.move(c))
			if err != nil {
				return nil, err
			}
			keep = why.Why == ""
		}
		if keep {
			m := buildPick(g, c)
			g.vet = vetPick(st, g.gen, seat, m)
			return m, nil
		}
		last := len(g.cands) - 1 // the refused candidate is set aside: the last takes its place
		g.cands[i] = g.cands[last]
		g.cands = g.cands[:last]
	}
	return nil, nil
}
