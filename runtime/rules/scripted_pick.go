package rules

import (
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
)

// A random pick in a game of functions alone (Decl.Scripted, Rules API v2)
// checks only the moves it draws. The verbs' generators propose the
// candidates, each once; the pick draws one proposal uniformly with the
// seeded source, fills in the parts rulerun fills (an optional part such
// as "call <suit>", a value left open), asking the verb's part rules of
// that proposal alone, draws one of the moves it stands for, and asks the
// verb's check of that one alone. A refused move is set aside and another
// of the proposal's drawn; a proposal none of whose moves is legal is set
// aside and another proposal drawn. So every proposal with a legal move is
// as likely as any other, and its legal moves share its chance evenly (as
// a plain-Lua bot draws "play the eight", then its suit); where each
// proposal is one move, the pick is uniform over the legal moves and draws
// from the stream as a pick among the listed moves would. The same seed
// draws the same move. A declared game picks among its listed moves.
//
// In a counted game (Tally) the refusals of the drawn moves are counted
// as implied, as a listing's are: a game counts the refusals its picks
// met, no longer every one its listings would have made.

// A Proposer is the code of a game of functions whose generators may
// leave parts of a move for rulerun to fill in (an optional part, such as
// "call <suit>", or a value left open, such as a seat): its random pick
// draws among the proposals first, then among the moves the drawn one
// stands for, and asks a verb's part rules only of the proposal drawn.
type Proposer interface {
	// Propose asks verb's generator for seat's proposals, each once, their
	// filled-in parts left open, and keeps them after those asked since
	// the last call with first set: it returns how many it added.
	Propose(c *Ctx, verb, seat int, first bool) (int, error)
	// Fill emits the moves proposal i (numbered in the order proposed)
	// stands for: each filling of its open parts that its verb's part
	// rules keep, as a listing gives them.
	Fill(c *Ctx, seat, i int, emit func(*notation.Move)) error
}

// pickScripted picks seat's move in a game of functions alone, checking
// only the moves it draws; nil when seat has no legal move. It draws a
// proposal of the verbs seat may use, then one of the moves the proposal
// stands for; a refused move is set aside and another of the proposal's
// drawn, and a proposal none of whose moves is legal is set aside for
// another. The numbers of the proposals not yet set aside are kept in
// g.slab, which holds card kinds only for a declared game's candidates.
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
	p, ok := g.hooks.(Proposer) // the script's code always is one; other hooks propose nothing
	d, err := g.scriptDecision()
	if err != nil || d.Over || !ok {
		return nil, err
	}
	room := g.fnRoom()
	ctx := &room.pickCtx
	*ctx = Ctx{State: st, ReadOnly: true}
	live, first := g.slab[:0], true
	for v := range g.d.Verbs {
		if g.mayActScripted(seat, &g.d.Verbs[v]) != "" {
			continue
		}
		n, err := p.Propose(ctx, v, seat, first)
		if err != nil {
			return nil, err
		}
		for range n {
			live = append(live, len(live))
		}
		first = false
	}
	defer func() { g.slab = live[:0] }()
	emit := room.emit
	for len(live) > 0 {
		j := rng.IntN(len(live))
		g.cands = g.cands[:0]
		if err := p.Fill(ctx, seat, live[j], emit); err != nil {
			return nil, err
		}
		for len(g.cands) > 0 {
			i := 0 // a lone move is taken without a draw: where each proposal is one move, the stream is a listing pick's
			if len(g.cands) > 1 {
				i = rng.IntN(len(g.cands))
			}
			why, err := g.check(seat, g.move(&g.cands[i]))
			if err != nil {
				return nil, err
			}
			if why.Why == "" {
				m := buildPick(g, &g.cands[i])
				g.vet = vetPick(st, g.gen, seat, m)
				return m, nil
			}
			g.cands[i] = g.cands[len(g.cands)-1] // the refused move is set aside: the last takes its place
			g.cands = g.cands[:len(g.cands)-1]
		}
		live[j] = live[len(live)-1] // none of its moves is legal: the last proposal takes its place
		live = live[:len(live)-1]
	}
	return nil, nil
}
