package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Hands moves whole hands between seats when a card is played
// (runtime/rules/shedding).
type Hands = shedding.Hands

// The ways an effect moves hands.
const (
	HandsNone = shedding.HandsNone // moves no hand
	HandsSwap = shedding.HandsSwap // the player's hand with the named seat's
	HandsPass = shedding.HandsPass // every hand one seat on
)

// resolveHands refuses an effect that swaps hands in a game where no play
// names a seat to swap with.
func (p *Plan) resolveHands() error {
	named := false
	for v := range p.verbs {
		pp := p.verbs[v].play
		named = named || pp != nil && pp.NamesSeat()
	}
	for i, e := range p.d.Effects {
		if e.Hands == HandsSwap && !named {
			return fmt.Errorf("effect %d swaps hands with the seat a play names: give the play a seat part", i+1)
		}
	}
	return nil
}
