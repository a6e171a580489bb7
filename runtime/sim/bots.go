package sim

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// BotNames are the bots a seat may have.
var BotNames = []string{"random", "greedy", "ismcts:N[:P]"}

// newBot makes the bot called name for one seat of one game.
func newBot(name string, seed uint64) (engine.Agent, error) {
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
// the position is judged, or "end" to play every playout to the end; left
// out, the bot chooses (ismcts.playoutNow).
func parseISMCTS(name string) (iterations, playout int, err error) {
	bad := fmt.Errorf("bot %q: write ismcts:N or ismcts:N:P, N the iterations a decision and P the random moves of a playout or end (such as ismcts:1000 or ismcts:1000:end)", name)
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
		default:
			if playout, err = strconv.Atoi(parts[2]); err != nil || playout < 0 {
				return 0, 0, bad
			}
			if playout > MaxPlayout {
				return 0, 0, fmt.Errorf("bot %q: a playout of at most %d moves, or end", name, MaxPlayout)
			}
		}
	}
	return iterations, playout, nil
}

// NewBot makes a bot by name for a seat (the names of BotNames), seeded.
func NewBot(name string, seed uint64) (engine.Agent, error) { return newBot(name, seed) }

// greedyBot sheds cards: it plays the legal move after which its seat holds
// the fewest cards, choosing at random among equals. Any game with piles a
// seat owns gets it for free; a game whose rules say how well each seat
// stands (engine.Stander) gets the move after which its seat's share of a
// win is largest. It never undoes its own move in the same turn (a move
// that puts every card back where it was this turn) while it has another.
type greedyBot struct {
	rng  *rand.Rand
	turn turnMemory
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
	b.turn.begin(g.State(), seat)
	best, ties := 0.0, 0
	var pick *notation.Move
	var after *core.State
	for _, m := range moves {
		c := g.Copy()
		if err := c.PlayMove(seat, m); err != nil {
			var im *engine.IllegalMove
			if errors.As(err, &im) {
				continue // listed but refused: try the others
			}
			return nil, false, err // the rules failed: say where, not "no legal move"
		}
		value, err := greedyValue(c, seat)
		if err != nil {
			return nil, false, err
		}
		if b.turn.undoes(c.State()) {
			value -= undoPenalty
		}
		switch {
		case pick == nil || value > best:
			best, pick, ties, after = value, m, 1, c.State()
		case value == best:
			ties++
			if b.rng.IntN(ties) == 0 {
				pick, after = m, c.State()
			}
		}
	}
	if after != nil {
		b.turn.moved(after)
	}
	return pick, pick != nil, nil
}

// undoPenalty puts a move that undoes one of the bot's own below every move
// that does not: values are shares of a win (0 to 1) or minus cards held.
const undoPenalty = 1e9

// greedyValue is how good game c is for seat: its share of a win by the
// rules' standings, read as judge reads them, when the rules say;
// otherwise minus the cards it holds.
func greedyValue(c engine.Game, seat int) (float64, error) {
	w, err := scriptStandings(c)
	if err != nil || w == nil {
		return -float64(cardsHeld(c, seat)), err
	}
	if r := c.State().Result(); r.Over {
		return winShares(r, w)[seat], nil
	}
	return toShares(w)[seat], nil
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

// cardsHeldBySeat counts the cards in the piles each seat owns, into out
// (one entry a seat).
func cardsHeldBySeat(g engine.Game, out []float64) []float64 {
	st := g.State()
	clear(out)
	for i := range st.NumPiles() {
		if p := st.Pile(core.PileID(i)); p.Owner >= 0 && p.Owner < len(out) {
			out[p.Owner] += float64(p.Len())
		}
	}
	return out
}
