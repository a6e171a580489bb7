package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Plan is a declaration made ready to run: its piles resolved and its card
// selections compiled for its deck. One Plan serves every game of the same
// declaration, on any goroutine; it is never changed after NewPlan.
type Plan struct {
	d       *Decl
	proto   *core.Prototype // makes the states its games start from
	table   *Table
	hand    Pile
	stock   *stock
	verbs   []verbPlan     // by verb: each verb resolved (verbplan.go)
	effects []effectPlan   // by effect: each effect resolved (effects.go)
	wholes  map[string]any // what the declarations serve the whole game, by does word (whole.go)
	duties  dutyPlans
	rounds  *roundsPlan
	shed    shedding.Plan // the stacking and the drawing (runtime/rules/shedding)
	hear    hearing       // the mechanics that answer who may act and hear what happens (mechanic.go)
	tallies tallies       // what a counted game counts (tally.go)
	deal    *dealPlan     // how a round is dealt (deal.go)
}

// NewPlan resolves a declaration for games of the given number of seats.
func NewPlan(d *Decl, seats int) (*Plan, error) {
	proto, err := core.NewPrototype(core.Config{Deck: d.Deck, Seats: seats, Piles: d.Piles, Start: d.Start})
	if err != nil {
		return nil, err
	}
	t, err := NewTable(proto.NewState(0), d.Piles)
	if err != nil {
		return nil, err
	}
	p := &Plan{d: d, table: t, proto: proto, verbs: make([]verbPlan, len(d.Verbs)), effects: make([]effectPlan, len(d.Effects)), deal: &dealPlan{Deal: &d.Deal}}
	if err := p.resolve(); err != nil {
		return nil, err
	}
	p.resolveTallies()
	return p, nil
}

func (p *Plan) resolve() error {
	d := p.d
	if len(d.Verbs) != len(d.Grammar.Forms()) {
		return fmt.Errorf("%d verbs declared for %d move forms", len(d.Verbs), len(d.Grammar.Forms()))
	}
	hand, ok := p.table.Pile(d.Hand)
	if (!ok || !hand.PerSeat) && !d.Scripted {
		return fmt.Errorf("hand: %q is not a pile declared per seat", d.Hand)
	}
	p.hand = hand
	for what, name := range map[string]string{"deal rest": d.Deal.Rest, "deal turn_up": d.Deal.TurnUp} {
		if _, ok := p.table.Pile(name); name != "" && !ok {
			return errUnknownPile(what, name)
		}
	}
	if err := p.deal.checkPiles(p.table); err != nil {
		return err
	}
	if d.Stock.Pile != "" {
		s, err := d.Stock.compile(p.table)
		if err != nil {
			return err
		}
		p.stock = s
	}
	for i, v := range d.Verbs {
		if v.Play == nil {
			continue
		}
		pp, err := p.resolvePlay(i, v.Play)
		if err != nil {
			return fmt.Errorf("verb %s: %w", v.Name, err)
		}
		p.verbs[i].play = pp
	}
	for _, step := range []func() error{p.resolveForms, p.resolveCards, p.resolveDuties, p.resolveEffects, p.resolveRounds,
		p.resolveTakes, p.resolveOpen, p.resolveStack, p.resolveUntilPlayable, p.resolveHands, p.resolveMechanics, p.resolveActing, p.checkAnswers, p.checkRoundsEnd} {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

func (p *Plan) resolveCards() error {
	var err error
	if p.deal.again, err = p.d.Deal.TurnUpAgain.Compile(p.d.Deck); err != nil {
		return fmt.Errorf("deal: %w", err)
	}
	return p.resolveWholes()
}
