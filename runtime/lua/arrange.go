package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
)

// Arrange implements [engine.Arranger]: it changes the game outside its rules: a test scenario uses it to fix
// the deal after the script's setup. fn changes a fork of the state; the game
// keeps the fork only if fn succeeds and every card is still in exactly one
// pile, so a failed arrangement leaves the game as it was.
func (g *Game) Arrange(fn func(st *core.State) error) error {
	fork := g.state.Fork()
	err := fn(fork)
	if err == nil {
		if err = fork.CheckCards(); err != nil {
			err = fmt.Errorf("the arrangement lost or doubled a card: %w", err)
		}
	}
	if err != nil {
		g.state = g.state.Fork() // the original is unchanged; take it back
		return err
	}
	g.state = fork
	g.resume(g.plan)
	g.host.game = nil // fn may have created piles: bind them again
	return nil
}

// NameSuit implements [engine.SuitNamer]: the suit of that index becomes
// the one an earlier play named, as a test's setup says.
func (g *Game) NameSuit(suit int) error {
	return g.Arrange(func(st *core.State) error { return rules.NameSuit(st, suit) })
}
