package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// drawMech draws Verb.Draw cards from the stock (a verb with a Draw). The
// draw ends the turn, or keeps it for the card drawn (PlayDrawn, drawn.go;
// UntilPlayable, drawplayable.go), or opens a turn in steps (turnstep.go);
// while a stacked total is held it draws the total (stacking.go).
type drawMech struct {
	codes []string // the codes its refusals cite, each once
}

func newDraw(p *Plan, v int) (mechanic, error) {
	return drawMech{codes: p.d.Verbs[v].Why.AllCodes()}, nil
}

// Cite implements mech.Citer: a draw is made under the rules its refusals cite
// (a draw that keeps the turn: the card drawn, a second draw, a pass).
func (dm drawMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(dm.codes)
}

func (drawMech) list(g *Game, v, seat int, current bool) {
	verb := &g.d.Verbs[v]
	if current && (!verb.PlayDrawn || flowOf(g.st).Drew == 0) && g.counted(g.p.shed.Drawn.CheckMustDraw(view{g}, seat, v)).Why == "" {
		g.cands = append(g.cands, cand{Verb: v, Suit: -1, Seat: -1})
	}
}

func (drawMech) check(g *Game, seat int, m *notation.Move) refusal {
	if g.p.stepped() {
		return legal // checkOpen said when it may be made
	}
	if why := g.p.shed.Drawn.CheckDrawAgain(view{g}, m.Verb); why.Why != "" {
		return why
	}
	return g.p.shed.Drawn.CheckMustDraw(view{g}, seat, m.Verb)
}

func (drawMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	verb := &g.d.Verbs[m.Verb]
	switch {
	case g.p.stepped():
		g.p.hear.begin(st, seat)
		g.drawOpen(st, seat, verb)
	case g.p.shed.Stack.Draws(st, m.Verb):
		g.p.shed.Stack.Draw(view{g}, st, seat)
	case verb.UntilPlayable:
		g.p.hear.begin(st, seat)
		g.p.shed.Drawn.DrawUntilPlayable(view{g}, st, seat, m.Verb)
	case verb.PlayDrawn:
		g.p.hear.begin(st, seat)
		g.p.shed.Drawn.DrawKeep(view{g}, st, seat, verb.Draw)
	default:
		g.p.hear.begin(st, seat)
		why, codes := drawVerbWhy, []string(nil)
		if g.p.verbs[m.Verb].answer >= 0 {
			why, codes = verb.Why.Of("draw").Text, verb.Why.Of("draw").Codes // an answer draws as its duty says, not instead of playing
		}
		if _, open := g.p.stock.Draw(st, seat, g.p.hand.Of(seat), verb.Draw, why, codes...); open {
			g.passTurn(st, seat)
		}
	}
	return nil
}

// drawVerbWhy is the reason narrated with a draw a seat chose to make: a
// declared draw ends the turn.
const drawVerbWhy = "instead of playing"

// Cite is the answer of mech it gives.
var _ mech.Citer = drawMech{}
