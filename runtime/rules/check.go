package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Check says whether seat may make m now: nil, or the refusal with the
// rule it breaks.
func (g *Game) Check(seat int, m *notation.Move) (*engine.IllegalMove, error) {
	why, err := g.check(seat, m)
	if err != nil {
		return nil, err
	}
	if why.Why == "" {
		g.vet = engine.Vet(g.gen, seat, m)
		return nil, nil
	}
	im := &engine.IllegalMove{Seat: seat, Move: g.d.Grammar.Format(m, g.d.Deck), Reason: why.Why, Codes: why.Codes()}
	if at := why.Place(); at != nil {
		im.File, im.Line = at.File, at.Line
	}
	return im, nil
}

// check returns the refusal of m by seat, or "" when it is legal (refusalOf),
// and counts the rule codes a refusal cites when the game is counted.
func (g *Game) check(seat int, m *notation.Move) (refusal, error) {
	why, err := g.refusalOf(seat, m)
	return g.counted(why), err
}

// counted counts the rule codes a refusal cites, when the game is counted,
// and returns it.
func (g *Game) counted(why refusal) refusal {
	if g.tally != nil && why.Why != "" && !g.tally.Paused {
		g.tally.RefuseCodes(why.Codes())
	}
	return why
}

// refusalOf returns the refusal of m by seat, or "" when it is legal: first
// whether the seat may act, then the declared rules, then the verb's own
// code.
func (g *Game) refusalOf(seat int, m *notation.Move) (refusal, error) {
	st := g.st
	if st.Result().Over {
		return legal, engine.ErrGameOver
	}
	if m.Verb < 0 || m.Verb >= len(g.d.Verbs) {
		return legal, fmt.Errorf("move of verb %d: the game has %d verbs", m.Verb, len(g.d.Verbs))
	}
	verb := &g.d.Verbs[m.Verb]
	if g.d.Scripted {
		if _, err := g.scriptDecision(); err != nil {
			return legal, err
		}
	}
	if why := g.mayAct(seat, m.Verb); why.Why != "" {
		return why, nil
	}
	if why := g.p.duties.checkDuty(g, seat, m.Verb); why.Why != "" {
		return why, nil
	}
	if why := g.checkOpen(m.Verb); why.Why != "" {
		return why, nil
	}
	if why := g.p.duties.checkRetry(g, seat, m); why.Why != "" {
		return why, nil
	}
	if why := g.checkDeclared(seat, m); why.Why != "" {
		return why, nil
	}
	if verb.Code.Check && g.hooks != nil {
		why, err := g.hooks.Check(&Ctx{State: st, ReadOnly: true}, m.Verb, seat, m)
		if why == nil || err != nil {
			return legal, err
		}
		return refuse(why, why.Text), nil
	}
	return legal, nil
}

func (g *Game) checkDeclared(seat int, m *notation.Move) refusal {
	return g.p.verbs[m.Verb].mech.Check(view{g}, seat, m)
}
