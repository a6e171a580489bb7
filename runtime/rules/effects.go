package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// effectPlan is an effect resolved for one game.
type effectPlan struct {
	cards Set // the cards it selects
	duty  int // the duty it imposes, or -1
}

// effects does what the cards played do, in the declared order, then ends
// the turn unless it stays open. During an open turn only the effects
// declared for it count, and a card that opens one ends it with the turn.
//
// An effect that imposes a duty ends the turn by passing it to the seat
// that owes it; before is what was to be matched before the play.
func (pp *playPlan) effects(g *Game, st *core.State, seat int, m *notation.Move, kinds []int, before Target) error {
	f := flowRef(st)
	reigning := f.Reign != 0
	setNamed(st, -1) // a play answers any suit named before it
	stacked := stackHeld(st)
	duty := -1
	for i := range g.d.Effects {
		e := &g.d.Effects[i]
		if e.LastCard || reigning && !e.InOpenTurn || !g.selects(i, kinds) {
			continue
		}
		g.fired(i)
		open, err := pp.effect(g, st, seat, m, e)
		if err != nil || !open {
			return err
		}
		if g.p.effects[i].duty >= 0 {
			duty = g.p.effects[i].duty
		}
	}
	switch {
	case duty >= 0:
		g.p.duties.imposeNext(g, st, seat, duty, before)
	case reigning && g.p.call.opensTurn(g, kinds):
		g.passTurn(st, seat)
	case !reigning && flowOf(st).Reign == 0:
		g.passTurn(st, seat)
	}
	g.p.stack.narrateStack(g, st, stackHeld(st) > stacked)
	pp.openJump(g, st, seat, kinds, duty < 0)
	return nil
}

// selects reports whether effect i selects one of the card kinds.
func (g *Game) selects(i int, kinds []int) bool {
	s := g.p.effects[i].cards
	for _, k := range kinds {
		if s != nil && s[k] {
			return true
		}
	}
	return false
}

// effect does one effect; it reports whether the game goes on.
func (pp *playPlan) effect(g *Game, st *core.State, seat int, m *notation.Move, e *Effect) (bool, error) {
	f := flowRef(st)
	if e.Name && pp.name >= 0 && m.Args[pp.name].Set {
		i, _ := st.Deck().SuitIndex(m.Args[pp.name].Code)
		setNamed(st, i)
	}
	if e.Reverse {
		st.Reverse()
	}
	if e.Again {
		f.Again = true
	}
	if e.Stack {
		stackOn(st, e)
	} else {
		f.Skips += e.Skip
		if e.Skip > 0 && e.LoseText.Text != "" {
			f.LoseText = e.LoseText.Text
		}
		f.Owed += e.Owe
		if e.Owe > 0 && e.Why.Text != "" {
			f.OwedWhy = e.Why.Text
		}
	}
	pp.moveHands(g, st, seat, m, e)
	if e.OpenTurn {
		f.Reign = seat + 1
	}
	if e.Text.Text != "" {
		st.SayAbout(seat, e.Text.Text, e.Text.Codes...)
	}
	if e.TurnUp && !g.p.deal.turnUp(g, st, pp.to.Of(seat)) {
		return false, nil
	}
	if !e.Stack && !g.nextDraws(st, seat, e) {
		return false, nil
	}
	if e.Hook >= 0 && g.hooks != nil {
		return g.hooks.Effect(&Ctx{State: st}, e.Hook, seat, m)
	}
	return true, nil
}
