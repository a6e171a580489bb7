package terminal

import (
	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
)

// seatBot makes the bot of a seat from --bots, cycled over the seats, seeded
// from the game's seed as before there was a choice of bots.
func seatBot(names []string, seat int, seed uint64) (engine.Agent, error) {
	name := "random"
	if len(names) > 0 {
		name = names[seat%len(names)]
	}
	return bots.NewBot(name, bots.Seed(seed, seat))
}
