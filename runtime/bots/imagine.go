package bots

import (
	"math/rand/v2"

	"github.com/rulerun/rulerun/runtime/engine"
)

// greedyWorlds is how many games a greedy bot imagines from its seat's view
// for one decision: each move is judged in each, and its values averaged.
const greedyWorlds = 4

// imagine returns the games a bot may weigh its moves in: n copies of g in
// which every card seat cannot see is dealt anew, and the game's future
// drawn anew (engine.Determinizer), from seeds of rng. A game that cannot
// be imagined so has nothing hidden a bot could read (its rules keep no
// hidden card); one copy of it is returned.
func imagine(g engine.Game, seat, n int, rng *rand.Rand) []engine.Game {
	det, ok := g.(engine.Determinizer)
	if !ok {
		return []engine.Game{g.Copy()}
	}
	out := make([]engine.Game, n)
	for i := range out {
		out[i] = det.Determinize(seat, rng.Uint64())
	}
	return out
}
