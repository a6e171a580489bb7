package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// A Func is a function of the script declared in place of a value (a field
// such as deal.hand): the engine calls it with the context of the moment
// (At) when it needs the value, and keeps its result as long as the field
// says (the hand size, for the round). 0 is none: the declared value
// holds, and no script is called. The script's functions are numbered from
// 1 in the order the declaration names them.
type Func int

// At is the context a declared function is called with: where the game
// stands when the engine needs the value. Every function declared in place
// of a value gets this one context, whatever the field.
type At struct {
	// Round is the number of the round about to be played, from 1.
	Round int
	// Seats is the number of seats, and Pack the number of cards in the
	// deck.
	Seats, Pack int
	// Dealer is the dealer's seat, from 0; -1 for a game without one.
	Dealer int
}

// at is the context of a call at a deal by dealer.
func at(st *core.State, dealer int) At {
	return At{Round: st.RoundNumber(), Seats: st.Seats(), Pack: st.Deck().Size(), Dealer: dealer}
}

// valueOf is the value of a field declared as v or, when fn is a function,
// what fn returns at the context a (field names it in errors).
func (g *Game) valueOf(st *core.State, v int, fn Func, a At, field string) (int, error) {
	if fn == 0 {
		return v, nil
	}
	if g.hooks == nil {
		return 0, fmt.Errorf("%s: a function needs the script's code", field)
	}
	n, err := g.hooks.Value(&Ctx{State: st, ReadOnly: true}, fn, a)
	if err != nil {
		return 0, err
	}
	return n, nil
}
