package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// PlayMove checks and plays seat's move. A move this game just listed or
// picked, with the game unchanged since, is not checked again. A refused
// or failing move leaves the game as it was.
func (g *Game) PlayMove(seat int, m *notation.Move) error {
	if !g.vet.Trusts(g.gen, seat, m) {
		im, err := g.Check(seat, m)
		if err != nil {
			return err
		}
		if im != nil {
			return im
		}
	}
	g.citeMove(seat, m)
	st := g.st
	if g.runsCode(seat, m) {
		st = st.Fork() // the script's code may fail: keep the game as it was until it succeeds
	}
	if err := g.apply(st, seat, m); err != nil {
		return err
	}
	if !g.d.Scripted {
		flowRef(st).Moves++
	}
	if st.Imagined() {
		st.RecordSeat(seat) // no one reads the moves of an imagined game, only how many there were, and whose
	} else {
		st.RecordMoveOf(seat, moveWriter{g.d}, m) // written when read
	}
	g.atLimit(st)
	g.st = st
	g.gen++
	g.vet = engine.Vetted{}
	return nil
}

// runsCode reports whether seat playing m calls the script's code. A move
// that does not is played in place: the declared mechanics of a checked
// move cannot fail.
func (g *Game) runsCode(seat int, m *notation.Move) bool {
	if g.hooks == nil {
		return false
	}
	if g.d.Verbs[m.Verb].Code.Apply {
		return true
	}
	return g.p.mechanicRunsCode(view{g}, seat, m)
}

// apply plays a legal move on st: the declared mechanics, then the verb's
// own code.
func (g *Game) apply(st *core.State, seat int, m *notation.Move) error {
	verb := &g.d.Verbs[m.Verb]
	duty, drew := flowOf(st).Duty, flowOf(st).Drew
	top, answersPile := g.p.duties.pileTop(g, st, seat)
	answersPile = answersPile && g.p.verbs[m.Verb].answer >= 0
	for _, w := range g.p.hear.starters {
		w.moving(g, st, seat, m.Verb)
	}
	g.narrateVerb(st, seat, verb, m)
	if err := g.p.verbs[m.Verb].mech.Apply(view{g}, st, seat, m); err != nil {
		return err
	}
	if verb.Code.Apply && g.hooks != nil && !st.Result().Over {
		if err := g.hooks.Apply(&Ctx{State: st}, m.Verb, seat, m); err != nil {
			return err
		}
	}
	if g.p.verbs[m.Verb].opening {
		opens(st, seat, drew)
	}
	for _, w := range g.p.hear.watchers {
		if err := w.Moved(view{g}, st); err != nil {
			return err
		}
	}
	g.p.duties.answered(g, st, m.Verb, duty)
	if answersPile {
		g.p.duties.recordAnswer(g, st, seat, m, top)
	}
	return nil
}

// render writes a template about seat as the others read it.
func render(text string, seat int) string {
	return core.Event{Text: text, About: int32(seat) + 1}.TextFor(-1)
}

var _ engine.Game = (*Game)(nil)
