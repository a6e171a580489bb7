package shedding

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// PlayPlan is a Play resolved for one game: the play of cards from the
// hand that a verb declares, listed, checked and played here, the rest of
// what the cards do asked of the turn core (Core).
type PlayPlan struct {
	*Play
	to       mech.Pile
	hand     mech.Pile // the pile each seat holds its cards in
	shed     *Plan     // the game's stacking and drawing, which a play obeys
	core     Core      // what the turn core does for the play
	match    *Matcher
	nameWith mech.Set
	seatWith mech.Set
	notLast  mech.Set
	cards    int         // the slot of the cards played
	name     int         // the slot of the suit named, or -1
	call     int         // the slot of the call made with the play, or -1
	caller   mech.Caller // the declared call, or nil
	seat     int         // the slot of the seat named, or -1
	runs     []*Run
	single   bool
	// emptyWins: a seat whose play empties its hand goes out and wins
	// (game.win.empty_hand).
	emptyWins bool
	implied   listingRefusals // the codes of the refusals its listing implies
}

// NewPlayPlan resolves verb v's play pl, onto pile to, for the plan s
// reads; call is the slot of the call made with the play (the call's
// part), or -1. It plays under shed and asks c for the rest.
func NewPlayPlan(s mech.Setup, v int, pl *Play, to mech.Pile, call int, shed *Plan, c Core) (*PlayPlan, error) {
	form := s.Form(v)
	pp := &PlayPlan{Play: pl, to: to, hand: s.Hand(), shed: shed, core: c, emptyWins: s.EmptyHandWins(),
		cards: form.Slot(pl.Cards), name: -1, call: call, seat: -1}
	if pp.cards < 0 {
		return nil, fmt.Errorf("its form %q has no slot <%s> for the cards played", form.Pattern, pl.Cards)
	}
	if pl.Name != "" {
		if pp.name = form.Slot(pl.Name); pp.name < 0 {
			return nil, fmt.Errorf("its form %q has no part %q that names a suit", form.Pattern, pl.Name)
		}
	}
	d := s.Deck()
	var err error
	nameWith, nameErr := pl.NameWith.Compile(d) // its error after the match's
	if pl.Match != nil {
		if pp.match, err = pl.Match.Compile(s, nameWith); err != nil {
			return nil, err
		}
	}
	if pp.nameWith = nameWith; nameErr != nil {
		return nil, nameErr
	}
	if pp.notLast, err = pl.NotLast.Compile(d); err != nil {
		return nil, err
	}
	if err := pp.resolveSeatPart(d, form); err != nil {
		return nil, err
	}
	for _, s := range pl.Shapes {
		pp.single = pp.single || s.Single
		if s.Run != nil {
			pp.runs = append(pp.runs, s.Run)
		}
	}
	pp.resolveListingRefusals()
	return pp, nil
}

// resolveSeatPart finds the slot of the seat a play names and the cards
// that name one.
func (pp *PlayPlan) resolveSeatPart(d *core.Deck, form *notation.Form) error {
	if pp.Seat == "" {
		return nil
	}
	if pp.seat = form.Slot(pp.Seat); pp.seat < 0 || form.Slots[pp.seat].Type != notation.Seat {
		return fmt.Errorf("its form %q has no part <%s> that names a seat", form.Pattern, pp.Seat)
	}
	var err error
	pp.seatWith, err = pp.SeatWith.Compile(d)
	return err
}

// CardsSlot is the slot of the verb's form that holds the cards played.
func (pp *PlayPlan) CardsSlot() int { return pp.cards }

// To is the pile the cards are played onto.
func (pp *PlayPlan) To() mech.Pile { return pp.to }

// Singles reports whether a card may be played on its own.
func (pp *PlayPlan) Singles() bool { return pp.single }

// OneAtATime reports whether the play is of one card, never a run.
func (pp *PlayPlan) OneAtATime() bool { return pp.single && len(pp.runs) == 0 }

// NamesSeat reports whether a play may name a seat (its seat part).
func (pp *PlayPlan) NamesSeat() bool { return pp.seat >= 0 }

// JumpCodes are the rule codes a jump in applies when it fires: its
// refusal's and its narration's.
func (pp *PlayPlan) JumpCodes() []string { return mech.UnionCodes(pp.JumpWhy.Codes, pp.JumpText.Codes) }

// Barred reports whether the card of kind may not be played on st
// whatever else holds: the card taken this turn, when the play says so.
func (pp *PlayPlan) Barred(st *core.State, kind int) bool {
	return pp.NotTaken && Took(st) == kind+1
}

// Playable reports whether a seat holding held cards could play card on
// its own in st, by what it must match and the card it may not play last.
func (pp *PlayPlan) Playable(st *core.State, held int, card core.CardID) bool {
	return pp.playable(st, -1, held, card)
}

// playable is Playable with named, 1 + the index of the suit named in st
// (0 for none), read already for many cards; -1 reads it here.
func (pp *PlayPlan) playable(st *core.State, named, held int, card core.CardID) bool {
	t := Target{Suit: -1, Rank: -1}
	if pp.match != nil {
		t = pp.match.target(st, named)
	}
	return (held > 1 || !pp.notLast.Has(st.Deck(), card)) && (pp.match == nil || pp.match.Matches(st.Deck(), t, card))
}
