package rules

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// A game of functions alone (Decl.Scripted, Rules API v2): the script's
// setup deals and its to_act says who must decide, and which other seats
// may act out of turn with the verbs that allow it (Verb.OutOfTurn). Every
// verb is its own code: its generate lists its moves, its check refuses
// and its apply plays them, through the same listing, checking and playing
// as every other game.

// A Decider is the script's code that says who must decide now, in a game
// of functions alone.
type Decider interface {
	ToAct(c *Ctx) (engine.Decision, error)
}

// scriptDecision asks the script who must decide, once for each state of
// the game.
func (g *Game) scriptDecision() (engine.Decision, error) {
	if g.decidedAt == g.gen+1 {
		return g.decided, nil
	}
	dec, ok := g.hooks.(Decider)
	if !ok {
		return engine.Decision{}, fmt.Errorf("a game of functions alone needs the script's to_act")
	}
	ctx := &g.fnRoom().decideCtx
	*ctx = Ctx{State: g.st, ReadOnly: true}
	d, err := dec.ToAct(ctx)
	if err != nil {
		return engine.Decision{}, err
	}
	g.decided, g.decidedAt = d, g.gen+1
	return d, nil
}

// mayActScripted refuses a move by a seat the script's to_act does not let
// make it now.
func (g *Game) mayActScripted(seat int, verb *Verb) string {
	d, err := g.scriptDecision()
	if err != nil || d.Over || seat == d.Seat || verb.OutOfTurn && slices.Contains(d.Others, seat) {
		return "" // an error is the script's, and is reported when it runs again
	}
	return fmt.Sprintf("it is not your turn: seat %d is to play", d.Seat+1)
}

// listScripted lists seat's moves of every verb it may make now, as the
// script's code proposes and checks them.
func (g *Game) listScripted(seat int) error {
	d, err := g.scriptDecision()
	if err != nil || d.Over {
		return err
	}
	for v := range g.d.Verbs {
		if g.mayActScripted(seat, &g.d.Verbs[v]) != "" {
			continue
		}
		if err := g.listVerb(v, seat, seat == d.Seat); err != nil {
			return err
		}
	}
	if g.unchecked {
		return nil // the moves as proposed (Proposed)
	}
	return g.keepChecked(seat)
}

// Proposed implements [engine.Proposer] in a game of functions alone: seat's
// moves as its verbs' generators propose them, with the parts rulerun fills
// filled in as a listing fills them, in the listing's order, unchecked (the
// verbs' checks are asked when a move is played: none is vetted). A
// declared game proposes nothing cheaper than its listing (ok false).
func (g *Game) Proposed(seat int) (moves []*notation.Move, ok bool, err error) {
	if !g.d.Scripted {
		return nil, false, nil
	}
	g.unchecked = true
	moves, err = g.Moves(seat)
	g.unchecked, g.vet = false, engine.Vetted{}
	return moves, true, err
}
