package scenario

import (
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"go.yaml.in/yaml/v3"
)

// RoundDeal is a deal step: the cards the script's own deal of a later
// round deals, written as the setup's deal is, with the round.
type RoundDeal struct {
	Round int
	Piles []PileCards
}

// armedDeal is a deal step waiting for the move that starts its round.
type armedDeal struct {
	step *Step
	used bool
}

// roundDeal reads a deal step: {round: 2, hand: {1: [8H]}, discard: [6S]}.
func (p *parser) roundDeal(n *yaml.Node) (*RoundDeal, error) {
	fields, err := p.mapping(n, "deal")
	if err != nil {
		return nil, err
	}
	d := &RoundDeal{}
	for _, f := range fields {
		if f.key == "round" {
			if d.Round, err = p.number(f.value, "round", 1); err == nil && d.Round == 1 {
				err = errorf(p.pos(f.value), "round 1 is dealt before the first step: give its cards as the setup's deal")
			}
		} else {
			err = p.piles(f, func(ref PileRef, v *yaml.Node) error {
				cards, err := p.cards(v, ref.String())
				d.Piles = append(d.Piles, PileCards{Pile: ref, Cards: cards})
				return err
			})
		}
		if err != nil {
			return nil, err
		}
	}
	if d.Round == 0 || len(d.Piles) == 0 {
		return nil, errorf(p.pos(n), "a deal step names its round and the cards its piles are dealt first: "+
			"deal: {round: 2, hand: {1: [CARD, CARD]}}")
	}
	return d, nil
}

// validateDeal checks the piles and card codes of a deal step.
func (x *run) validateDeal(d *RoundDeal) error {
	for _, pc := range d.Piles {
		if _, err := x.pile(pc.Pile); err != nil {
			return err
		}
		if _, err := x.kinds(pc.Cards); err != nil {
			return err
		}
	}
	return nil
}

// arm keeps a deal step until the move that starts its round.
func (x *run) arm(st *Step) error {
	round := x.g.State().RoundNumber()
	if st.Deal.Round <= round {
		return errorf(st.Pos, "round %d has begun already (the game is in round %d): a deal step comes before "+
			"the move that starts its round", st.Deal.Round, round)
	}
	for _, a := range x.armed {
		if a.step.Deal.Round == st.Deal.Round {
			return errorf(st.Pos, "round %d is dealt by another deal step too (line %d)", st.Deal.Round, a.step.Pos.Line)
		}
	}
	x.armed = append(x.armed, &armedDeal{step: st})
	return nil
}

// playMove makes a seat's move, as [play] does. When the move starts a
// round that a deal step names, it is played first on a copy, to see where
// the script's deal puts the cards, then on the game with those cards
// exchanged for the named ones on the shuffle (core.State.ExchangeOnShuffle).
func (x *run) playMove(seat int, text string) error {
	if len(x.armed) == 0 {
		return play(x.g, seat, text)
	}
	trial := x.g.Copy()
	if play(trial, seat, text) != nil || trial.State().RoundNumber() == x.g.State().RoundNumber() {
		return play(x.g, seat, text)
	}
	a := x.armedFor(trial.State().RoundNumber())
	if a == nil {
		return play(x.g, seat, text)
	}
	a.used = true
	return x.playDealt(seat, text, trial.State(), a.step.Deal)
}

// armedFor is the unused deal step of a round, or nil.
func (x *run) armedFor(round int) *armedDeal {
	for _, a := range x.armed {
		if !a.used && a.step.Deal.Round == round {
			return a
		}
	}
	return nil
}

// playDealt plays the move that starts d's round so that the script deals
// d's cards, having seen in trial where its deal puts the cards unrigged.
func (x *run) playDealt(seat int, text string, trial *core.State, d *RoundDeal) error {
	by := "the script's deal of round " + strconv.Itoa(d.Round)
	places, err := x.dealPlaces(trial, d.Piles, by)
	if err != nil {
		return err
	}
	if err := choosePhysical(trial.Deck(), places); err != nil {
		return err
	}
	arr, ok := x.g.(engine.Arranger)
	if !ok {
		return errorf(places[0].pos, "deal: %s cannot be set up by a test (its games are not an engine.Arranger)", x.desc.Name)
	}
	exchange := exchangeFor(places)
	if err := arr.Arrange(func(st *core.State) error { return st.ExchangeOnShuffle(exchange) }); err != nil {
		return err
	}
	if err := play(x.g, seat, text); err != nil {
		return err
	}
	if x.g.State().ExchangePending() {
		return errorf(places[0].pos, "the move that starts round %d shuffles no pile, so a deal step cannot fix its deal: "+
			"start a scenario in that round instead (setup: {round: %d}, with the cards in the setup's piles)", d.Round, d.Round)
	}
	return nil
}

// unusedDeals fails the scenario at a deal step whose round never began.
func (x *run) unusedDeals() {
	for _, a := range x.armed {
		if !a.used {
			err := errorf(a.step.Pos, "round %d never began: the game is in round %d after the last step",
				a.step.Deal.Round, x.g.State().RoundNumber())
			x.note(a.step.Pos, a.step.String(), nil, err)
			return
		}
	}
}
