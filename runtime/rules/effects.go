package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
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
func effects(g *Game, pp *shedding.PlayPlan, st *core.State, seat int, m *notation.Move, kinds []int, before shedding.Target) error {
	f := flowRef(st)
	reigning := f.Reign != 0
	setNamed(st, -1) // a play answers any suit named before it
	stacked := shedding.Stacked(st)
	duty := -1
	for i := range g.d.Effects {
		e := &g.d.Effects[i]
		if e.LastCard || reigning && !e.InOpenTurn || !g.p.selects(i, kinds) {
			continue
		}
		g.fired(i)
		open, err := effect(g, pp, st, seat, m, i)
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
	case reigning && g.p.opensTurn(kinds):
		g.passTurn(st, seat)
	case !reigning && flowOf(st).Reign == 0:
		g.passTurn(st, seat)
	}
	g.p.shed.Stack.Narrate(st, shedding.Stacked(st) > stacked)
	pp.OpenJumpAfter(view{g}, st, seat, kinds, duty < 0)
	return nil
}

// selects reports whether effect i selects one of the card kinds.
func (p *Plan) selects(i int, kinds []int) bool {
	s := p.effects[i].cards
	for _, k := range kinds {
		if s != nil && s[k] {
			return true
		}
	}
	return false
}

// effect does one effect; it reports whether the game goes on.
func effect(g *Game, pp *shedding.PlayPlan, st *core.State, seat int, m *notation.Move, i int) (bool, error) {
	e := &g.d.Effects[i]
	f := flowRef(st)
	if e.Name {
		pp.NameSuit(st, m)
	}
	if e.Reverse {
		st.Reverse()
	}
	if e.Again {
		f.Again = true
	}
	if e.Stack {
		shedding.StackOn(st, e.NextDraws+e.Owe)
	} else {
		f.Skips += e.Skip
		if e.Skip > 0 && e.LoseText.Text != "" {
			f.LoseBy = i + 1
		}
		f.Owed += e.Owe
		if e.Owe > 0 && e.Why.Text != "" {
			f.OwedBy = i + 1
		}
	}
	pp.MoveHandsFor(st, seat, m, e)
	if e.OpenTurn {
		f.Reign = seat + 1
	}
	if e.Text.Text != "" {
		st.SayAbout(seat, e.Text.Text, e.Text.Codes...)
	}
	if e.TurnUp && !g.p.deal.turnUp(g, st, pp.To().Of(seat)) {
		return false, nil
	}
	if !e.Stack && !g.p.nextDraws(st, seat, e) {
		return false, nil
	}
	if e.Hook >= 0 && g.hooks != nil {
		return g.hooks.Effect(&Ctx{State: st}, e.Hook, seat, m)
	}
	return true, nil
}

// Effect is what the cards it selects do when played
// (runtime/rules/shedding declares it).
type Effect = shedding.Effect

// opensTurn reports whether one of the card kinds starts (or, in an open
// turn, ends) an open turn.
func (p *Plan) opensTurn(kinds []int) bool {
	for i := range p.d.Effects { // by index: an effect is a large value
		if !p.d.Effects[i].OpenTurn || p.effects[i].cards == nil {
			continue
		}
		for _, k := range kinds {
			if p.effects[i].cards[k] {
				return true
			}
		}
	}
	return false
}

// openTurnText says that a seat's turn is open, in the words of the effect
// that opens it ("{seat} {have|has} free reign"), or the engine's.
func (p *Plan) openTurnText() string {
	for i := range p.d.Effects {
		e := &p.d.Effects[i]
		if e.OpenTurn && strings.HasPrefix(e.Text.Text, "{seat} ") {
			return strings.TrimRight(e.Text.Text, ".!")
		}
	}
	return "{seat} {play|plays} on in an open turn"
}
