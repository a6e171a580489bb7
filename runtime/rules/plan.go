package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// Plan is a declaration made ready to run: its piles resolved and its card
// selections compiled for its deck. One Plan serves every game of the same
// declaration, on any goroutine; it is never changed after NewPlan.
type Plan struct {
	d       *Decl
	seats   int
	proto   *core.Prototype // makes the states its games start from
	writer  *moveWriter     // writes its games' moves when they are read
	table   *Table
	hand    Pile
	stock   *stock
	verbs   []verbPlan   // by verb: each verb resolved (verbplan.go)
	effects []effectPlan // by effect: each effect resolved (effects.go)
	call    *callPlan
	trick   *trickPlan
	drawn   *drawnPlan // the draw that keeps the turn (drawn.go)
	duties  dutyPlans
	rounds  *roundsPlan
	places  *placesPlan // the places of a climbing game's match, or nil
	melds   *meldPlan
	stepped bool       // the turn is in steps (Turn.Open)
	stack   *stackPlan // nil without stacking
	hear    hearing    // the mechanics that answer who may act and hear what happens (mechanic.go)
	tallies tallies    // what a counted game counts (tally.go)
	deal    *dealPlan  // how a round is dealt (deal.go)
}

// playPlan is a Play resolved for one game.
type playPlan struct {
	*Play
	to       Pile
	match    *matcher
	nameWith Set
	seatWith Set
	notLast  Set
	cards    int // the slot of the cards played
	name     int // the slot of the suit named, or -1
	call     int // the slot of the call made with the play, or -1
	seat     int // the slot of the seat named, or -1
	runs     []*Run
	single   bool
	implied  listingRefusals // the codes of the refusals its listing implies
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
	p := &Plan{d: d, seats: seats, table: t, proto: proto, writer: &moveWriter{d: d}, verbs: make([]verbPlan, len(d.Verbs)), effects: make([]effectPlan, len(d.Effects)), deal: &dealPlan{Deal: &d.Deal}}
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
	if d.Stock.Pile != "" {
		s, err := d.Stock.compile(p.table)
		if err != nil {
			return err
		}
		p.stock = s
	}
	if d.Trick != nil {
		t, err := p.resolveTrick(d.Trick)
		if err != nil {
			return err
		}
		p.trick = t
		p.tallies.talliers = append(p.tallies.talliers, t)
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
	for _, step := range []func() error{p.resolveForms, p.resolveCards, p.resolveDuties, p.resolvePlaces, p.resolveRounds, p.needsStock,
		p.resolveMelds, p.resolveTakes, p.resolveOpen, p.resolveStack, p.resolveUntilPlayable, p.resolveHands, p.resolveMechanics, p.resolveActing, p.checkAnswers, p.checkRoundsEnd} {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// needsStock refuses a declaration that draws cards without a stock.
func (p *Plan) needsStock() error {
	if p.stock != nil {
		return nil
	}
	for _, e := range p.d.Effects {
		if e.NextDraws > 0 {
			return fmt.Errorf("an effect makes the next seat draw: declare the stock")
		}
	}
	return nil
}

func (p *Plan) resolvePlay(verb int, pl *Play) (*playPlan, error) {
	form := p.d.Grammar.Form(verb)
	name := pl.To
	if name == "" && p.d.Trick != nil {
		name = p.d.Trick.Table // a play to the trick goes to its table
	}
	to, ok := p.table.Pile(name)
	if !ok {
		return nil, errUnknownPile("play", name)
	}
	pp := &playPlan{Play: pl, to: to, cards: form.Slot(pl.Cards), name: -1, call: -1, seat: -1}
	if pp.cards < 0 {
		return nil, fmt.Errorf("its form %q has no slot <%s> for the cards played", form.Pattern, pl.Cards)
	}
	if pl.Name != "" {
		if pp.name = form.Slot(pl.Name); pp.name < 0 {
			return nil, fmt.Errorf("its form %q has no part %q that names a suit", form.Pattern, pl.Name)
		}
	}
	if c := p.d.Call; c != nil && c.Part != "" {
		pp.call = form.Slot(c.Part)
	}
	var err error
	if pl.Match != nil {
		if pp.match, err = pl.Match.compile(p.d.Deck, p.table); err != nil {
			return nil, err
		}
	}
	if pp.nameWith, err = pl.NameWith.Compile(p.d.Deck); err != nil {
		return nil, err
	}
	if pp.match != nil {
		pp.match.named = pp.nameWith
	}
	if pp.notLast, err = pl.NotLast.Compile(p.d.Deck); err != nil {
		return nil, err
	}
	if err := p.resolveSeatPart(pp, form); err != nil {
		return nil, err
	}
	for _, s := range pl.Shapes {
		pp.single = pp.single || s.Single
		if s.Run != nil {
			pp.runs = append(pp.runs, s.Run)
		}
	}
	resolveListingRefusals(pp)
	return pp, nil
}

func (p *Plan) resolveCards() error {
	for i, e := range p.d.Effects {
		s, err := e.Cards.Compile(p.d.Deck)
		if err != nil {
			return fmt.Errorf("effect %d: %w", i+1, err)
		}
		p.effects[i].cards = s
	}
	var err error
	if p.deal.again, err = p.d.Deal.TurnUpAgain.Compile(p.d.Deck); err != nil {
		return fmt.Errorf("deal: %w", err)
	}
	return p.resolveCall()
}
