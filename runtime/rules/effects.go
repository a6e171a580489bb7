package rules

import (
	"fmt"
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
	stacked := 0     // the cards the play adds to a total held
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
		stacked += e.Stacks()
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
	g.p.shed.Stack.Narrate(st, stacked > 0)
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
		shedding.StackOn(st, e.Stacks())
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
	if opens := p.shed.Opens; opens != nil {
		for _, k := range kinds {
			if opens[k] {
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

// resolveEffects resolves each effect for a game: the cards it selects and
// the duty it imposes; an effect that makes the next seat draw needs the
// stock.
func (p *Plan) resolveEffects() error {
	for i, e := range p.d.Effects {
		s, err := e.Cards.Compile(p.d.Deck)
		if err != nil {
			return fmt.Errorf("effect %d: %w", i+1, err)
		}
		p.effects[i].cards = s
		if e.OpenTurn && s != nil {
			p.shed.Opens = p.opening(s)
		}
		j := p.dutyIndex(e.Duty)
		if e.Duty != "" && (j < 0 || p.duties[j].hasPile) {
			return fmt.Errorf("effect: %q is not a declared duty that may be imposed", e.Duty)
		}
		p.effects[i].duty = j
		p.shed.Remembers = p.shed.Remembers || j >= 0
		if e.NextDraws > 0 && p.stock == nil {
			return fmt.Errorf("an effect makes the next seat draw: declare the stock")
		}
	}
	return nil
}

// opening adds the cards of s to the cards that open a turn.
func (p *Plan) opening(s Set) Set {
	opens := p.shed.Opens
	if opens == nil {
		opens = make(Set, len(s))
	}
	for k, in := range s {
		opens[k] = opens[k] || in
	}
	return opens
}

// effectTallies adds what a tally counts of the effects: each effect
// (Decl.EffectName) under its rule, then each play that may be jumped in
// with ("play: jump_in").
func (p *Plan) effectTallies() {
	for i := range p.d.Effects {
		p.addTally(p.d.EffectName(i), p.d.Effects[i].Codes())
	}
	for v := range p.d.Verbs {
		p.verbs[v].jumpTally = -1
		if pp := p.verbs[v].play; pp != nil && pp.JumpIn {
			p.verbs[v].jumpTally = p.addTally(p.d.Verbs[v].Name+": jump_in", pp.JumpCodes())
		}
	}
}

// EffectName is the name of effect i as a designer knows it
// (shedding.EffectName).
func (d *Decl) EffectName(i int) string { return shedding.EffectName(d.Effects, i) }

// loseText is the message that narrates a seat losing its turn: the words
// of the effect that made it lose it (1 + its index by, 0 for none), else
// the turn's, else the engine's (Message.Or).
func (d *Decl) loseText(by int) *Message {
	if by > 0 && by <= len(d.Effects) && d.Effects[by-1].LoseText.Text != "" {
		return &d.Effects[by-1].LoseText
	}
	return &d.Turn.LoseText
}

// owedReason is the message given with owed cards: the reason of the
// effect that owed the last of them (1 + its index by, 0 for none), else
// the turn's owed_why, else the engine's (Message.Or).
func (d *Decl) owedReason(by int) *Message {
	if by > 0 && by <= len(d.Effects) && d.Effects[by-1].Why.Text != "" {
		return &d.Effects[by-1].Why
	}
	return &d.Turn.OwedWhy
}
