package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// playPlan is a Play resolved for one game.
type playPlan struct {
	*Play
	to       Pile
	hand     Pile           // the pile each seat holds its cards in
	shed     *shedding.Plan // the game's stacking and drawing, which a play obeys
	match    *shedding.Matcher
	nameWith Set
	seatWith Set
	notLast  Set
	cards    int         // the slot of the cards played
	name     int         // the slot of the suit named, or -1
	call     int         // the slot of the call made with the play, or -1
	caller   mech.Caller // the declared call, or nil
	seat     int         // the slot of the seat named, or -1
	runs     []*Run
	// emptyWins: a seat whose play empties its hand goes out and wins
	// (game.win.empty_hand).
	emptyWins bool
	single    bool
	implied   listingRefusals // the codes of the refusals its listing implies
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
	pp := &playPlan{Play: pl, to: to, hand: p.hand, shed: &p.shed, emptyWins: p.d.Win.EmptyHand, cards: form.Slot(pl.Cards), name: -1, call: -1, seat: -1}
	if pp.cards < 0 {
		return nil, fmt.Errorf("its form %q has no slot <%s> for the cards played", form.Pattern, pl.Cards)
	}
	if pl.Name != "" {
		if pp.name = form.Slot(pl.Name); pp.name < 0 {
			return nil, fmt.Errorf("its form %q has no part %q that names a suit", form.Pattern, pl.Name)
		}
	}
	if c := p.d.CallDeclared(); c != nil && c.Part != "" {
		pp.call = form.Slot(c.Part)
	}
	var err error
	nameWith, nameErr := pl.NameWith.Compile(p.d.Deck) // its error after the match's
	if pl.Match != nil {
		if pp.match, err = pl.Match.Compile(setup{p}, nameWith); err != nil {
			return nil, err
		}
	}
	if pp.nameWith = nameWith; nameErr != nil {
		return nil, nameErr
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
