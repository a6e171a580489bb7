package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// What a declaration of the whole game serves it (mech.Decl's Whole: the
// call), made once for a plan before the verbs' mechanics, which may ask
// for it (mech.Setup.Whole); the turn core tells it what it hears of.

// resolveWholes makes what each declaration the script gives serves the
// whole game, and has it told what it hears of.
func (p *Plan) resolveWholes() error {
	p.hear.plays = p.playVerbs()
	for _, md := range MechanicDecls() {
		if md.Whole == nil || p.d.Mechanics[md.Does] == nil {
			continue
		}
		w, err := md.Whole(setup{p})
		if err != nil {
			return fmt.Errorf("game.%s: %w", md.Field, err)
		}
		if w == nil {
			continue
		}
		if p.wholes == nil {
			p.wholes = map[string]any{}
		}
		p.wholes[md.Does] = w
		p.hearWhole(w)
	}
	return nil
}

// hearWhole has w told what it hears of.
func (p *Plan) hearWhole(w any) {
	if tw, ok := w.(mech.TurnWatcher); ok {
		p.watchTurns(tw)
	}
	if b, ok := w.(mech.Beginner); ok {
		p.hear.beginners = append(p.hear.beginners, b)
	}
	if s, ok := w.(mech.MoveStarter); ok {
		p.watchMoves(starter{s})
	}
}

// starter is a mech.MoveStarter as the turn core tells it of a move.
type starter struct{ s mech.MoveStarter }

func (s starter) moving(g *Game, st *core.State, seat, v int) { s.s.Moving(view{g}, st, seat, v) }

// begin tells every mechanic that hears it that seat begins an action of
// its turn (a play, a draw, a take, a lay): a window on another seat
// closes.
func (h *hearing) begin(st *core.State, seat int) {
	for _, b := range h.beginners {
		b.Begin(st, seat)
	}
}
