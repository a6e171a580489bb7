package sim

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// BotNames are the bots a seat may have.
var BotNames = []string{"random", "greedy", "ismcts:N"}

// newBot makes the bot called name for one seat of one game.
func newBot(name string, seed uint64) (engine.Agent, error) {
	switch name {
	case "", "random":
		return engine.NewRandomBot(seed), nil
	case "greedy":
		return &greedyBot{rng: rand.New(rand.NewPCG(seed, 0x677265))}, nil
	}
	if n, ok := strings.CutPrefix(name, "ismcts"); ok {
		iterations := 1000
		if n != "" {
			v, err := strconv.Atoi(strings.TrimPrefix(n, ":"))
			if err != nil || v < 1 || !strings.HasPrefix(n, ":") {
				return nil, fmt.Errorf("bot %q: write ismcts:N, N the iterations a decision (such as ismcts:1000)", name)
			}
			iterations = v
		}
		return newISMCTS(iterations, seed), nil
	}
	return nil, fmt.Errorf("unknown bot %q (bots: %s)", name, strings.Join(BotNames, ", "))
}

// NewBot makes a bot by name for a seat (the names of BotNames), seeded.
func NewBot(name string, seed uint64) (engine.Agent, error) { return newBot(name, seed) }

// greedyBot sheds cards: it plays the legal move after which its seat holds
// the fewest cards, choosing at random among equals. Any game with piles a
// seat owns gets it for free.
type greedyBot struct {
	rng *rand.Rand
}

// Choose implements engine.Agent.
func (b *greedyBot) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	if optional && b.rng.IntN(2) == 0 {
		return nil, false, nil
	}
	moves, err := g.Moves(seat)
	if err != nil || len(moves) == 0 {
		return nil, false, err
	}
	best, ties := -1, 0
	var pick *notation.Move
	for _, m := range moves {
		c := g.Copy()
		if err := c.PlayMove(seat, m); err != nil {
			continue
		}
		held := cardsHeld(c, seat)
		switch {
		case pick == nil || held < best:
			best, pick, ties = held, m, 1
		case held == best:
			ties++
			if b.rng.IntN(ties) == 0 {
				pick = m
			}
		}
	}
	return pick, pick != nil, nil
}

// cardsHeld counts the cards in the piles seat owns.
func cardsHeld(g engine.Game, seat int) int {
	st := g.State()
	n := 0
	for i := range st.NumPiles() {
		if p := st.Pile(core.PileID(i)); p.Owner == seat {
			n += p.Len()
		}
	}
	return n
}
