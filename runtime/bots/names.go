package bots

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/runtime/engine"
)

// BotNames are the bots a seat may have.
var BotNames = []string{"random", "greedy", "ismcts:N[:P]"}

// NewBot makes the bot called name (one of BotNames; "" is random) for one
// seat of one game, seeded (Seed gives a seat's seed in a seeded game).
func NewBot(name string, seed uint64) (engine.Agent, error) {
	switch name {
	case "", "random":
		return engine.NewRandomBot(seed), nil
	case "greedy":
		return &greedyBot{rng: rand.New(rand.NewPCG(seed, 0x677265))}, nil
	}
	if strings.HasPrefix(name, "ismcts") {
		iterations, playout, err := parseISMCTS(name)
		if err != nil {
			return nil, err
		}
		return newISMCTS(iterations, playout, seed), nil
	}
	return nil, fmt.Errorf("unknown bot %q (bots: %s)", name, strings.Join(BotNames, ", "))
}

// Bounds on the search bot's sizes: far past what helps, short of what
// would seem to hang.
const (
	MaxIterations = 1_000_000 // iterations a decision
	MaxPlayout    = 100_000   // random moves a playout makes before it judges
)

// parseISMCTS reads a search bot's name, ismcts[:N[:P]]: N iterations a
// decision (1000 when left out) and P random moves a playout makes before
// the position is judged, "end" to play every playout to the end of the
// game or "round" to the end of the round; left
// out, the bot chooses (ismcts.playoutNow).
func parseISMCTS(name string) (iterations, playout int, err error) {
	bad := fmt.Errorf("bot %q: write ismcts:N or ismcts:N:P, where N is the iterations a decision and P the random moves of a playout, or end to play each to the end of the game, or round to the end of the round (such as ismcts:1000 or ismcts:1000:end)", name)
	parts := strings.Split(name, ":")
	if parts[0] != "ismcts" || len(parts) > 3 {
		return 0, 0, bad
	}
	iterations, playout = 1000, playAuto
	if len(parts) > 1 {
		if iterations, err = strconv.Atoi(parts[1]); err != nil || iterations < 1 {
			return 0, 0, bad
		}
		if iterations > MaxIterations {
			return 0, 0, fmt.Errorf("bot %q: at most %d iterations a decision (%d would take hours a move)", name, MaxIterations, iterations)
		}
	}
	if len(parts) > 2 {
		switch parts[2] {
		case "end":
			playout = playToEnd
		case "round":
			playout = playToRound
		default:
			if playout, err = strconv.Atoi(parts[2]); err != nil || playout < 0 {
				return 0, 0, bad
			}
			if playout > MaxPlayout {
				return 0, 0, fmt.Errorf("bot %q: a playout of at most %d moves, end or round", name, MaxPlayout)
			}
		}
	}
	return iterations, playout, nil
}
