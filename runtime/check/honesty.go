package check

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
)

// The honesty audit in validate (bots.Audit): at a few decisions of the
// first games, each built-in bot chooses in the game and in games where
// every card the deciding seat cannot see is dealt anew. The bots decide
// from the seat's view alone, so a choice that changes means the rules show
// the seat what it should not know: its moves, their order, or the
// standings depend on hidden cards.
var auditedBots = []string{"random", "greedy", "ismcts:16:1"}

const (
	auditGames   = 8  // the first games are audited
	auditEvery   = 11 // every 11th decision of them, from the third
	auditFirst   = 2
	auditPerGame = 4 // decisions a game
	auditRedeals = 3 // re-deals a decision
)

// checkHonest audits the decision of seat d.Seat after moves moves of the
// game of seed, when it is one validate audits.
func (v *worker) checkHonest(g engine.Game, d engine.Decision, seed uint64, moves int) error {
	if seed-v.opts.Seed >= auditGames || moves%auditEvery != auditFirst || moves >= auditFirst+auditEvery*auditPerGame {
		return nil
	}
	for _, name := range auditedBots {
		maker := func(s uint64) (engine.Agent, error) { return bots.NewBot(name, s) }
		cheat, err := bots.Audit(g, d.Seat, false, maker, auditRedeals, seed*1000+uint64(moves))
		if err != nil {
			return err
		}
		if cheat != nil && !v.keepsOutside() {
			return &finding{key: "honesty " + name, err: fmt.Errorf("honesty audit of the %s bot: its choice depends on cards "+
				"its seat cannot see, so the rules show them to the seat (in the moves listed, their order, or the standings): %w", name, cheat)}
		}
	}
	return nil
}

// keepsOutside reports whether the rules keep game state outside the game:
// then a copy of the game does not behave as the game, the replay check
// reports it, and a bot's changed choice proves nothing of hidden cards.
func (v *worker) keepsOutside() bool {
	o, ok := v.rules.(engine.OutsideStater)
	if !ok {
		return false
	}
	_, _, what := o.OutsideState()
	return what != ""
}
