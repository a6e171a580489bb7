package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"
)

// A turn in steps (Turn.Open): the seat first opens its turn with one of
// the opening verbs (draw a card, take the discard), then does what else
// the game allows (lay melds) and ends it with a play or a pass.
// Flow.Drew records the opening.

// resolveOpen finds the verbs that open a turn.
func (p *Plan) resolveOpen() error {
	for _, name := range p.d.Turn.Open {
		v := p.verbIndex(name)
		if v < 0 {
			return errUnknownVerb("turn open", name)
		}
		p.verbs[v].opening = true
	}
	return nil
}

// stepped reports whether the turn is in steps: a verb opens it.
func (p *Plan) stepped() bool { return len(p.d.Turn.Open) > 0 }

// opened reports whether the seat to act has opened its turn.
func (g *Game) opened() bool { return flowOf(g.st).Drew > 0 }

// checkOpen refuses, in a turn in steps, a second opening, any other verb
// before the opening, a draw that finds no card while the refill pile
// still holds one, and a pass when a take bound the seat to end the turn
// otherwise.
func (g *Game) checkOpen(v int) refusal {
	if !g.p.stepped() {
		return legal
	}
	verb := &g.d.Verbs[v]
	switch {
	case g.p.verbs[v].opening && g.opened():
		return refuse(&g.d.Turn.OpenedWhy, g.d.Turn.OpenedWhy.Or("you have opened your turn already"))
	case !g.p.verbs[v].opening && !g.p.outsideTurn(v) && !g.opened():
		return refuse(&g.d.Turn.OpenWhy, g.d.Turn.OpenWhy.Or("open your turn first: "+strings.Join(g.d.Turn.Open, ", ")))
	case g.p.verbs[v].opening && verb.Draw > 0 && !g.canDraw():
		return refuse(&g.p.stock.NoRefillWhy, g.p.stock.NoRefillWhy.Text)
	}
	return legal
}

// opens records that seat opened its turn with a move of an opening verb
// whose mechanic records nothing of it (a verb of code alone): the turn
// goes on, opened, unless the move ended it or the game. drew is the draws
// counted before the move.
func opens(st *core.State, seat, drew int) {
	if f := flowOf(st); f.Drew == drew && seatToAct(st) == seat && !st.Result().Over {
		flowRef(st).Drew++
	}
}

// stepImplied counts, for a counted game, the refusals a listing for the
// seat to act in a turn in steps implies: before the opening, of every
// other verb (open_why); after it, of a second opening (opened_why).
func stepImplied(g *Game) {
	if g.tally == nil || g.tally.Paused {
		return
	}
	if g.opened() {
		g.tally.RefuseCodes(g.d.Turn.OpenedWhy.Codes)
	} else {
		g.tally.RefuseCodes(g.d.Turn.OpenWhy.Codes)
	}
}

// canDraw reports whether a draw may be made: the stock has a card or can
// be refilled, or the declaration lets a draw find nothing.
func (g *Game) canDraw() bool {
	s := g.p.stock
	if s.NoRefillWhy.Text == "" || g.st.Pile(s.pile.ID).Len() > 0 {
		return true
	}
	return !s.has || g.st.Pile(s.refill.ID).Len() != 1
}

// stepAllows reports whether verb v may be listed now in a turn in steps.
func (g *Game) stepAllows(v int) bool {
	if !g.p.stepped() {
		return true
	}
	if g.p.outsideTurn(v) {
		return true
	}
	if g.p.verbs[v].opening != !g.opened() {
		return false
	}
	if g.p.verbs[v].opening && g.d.Verbs[v].Draw > 0 {
		return g.canDraw()
	}
	return true
}
