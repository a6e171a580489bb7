package bots

import (
	"errors"
	"math/rand/v2"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// greedyBot sheds cards: it plays the legal move after which its seat holds
// the fewest cards, choosing at random among equals. Any game with piles a
// seat owns gets it for free; a game whose rules say how well each seat
// stands (engine.Stander) gets the move after which its seat's share of a
// win is largest. It never undoes its own move in the same turn (a move
// that puts every card back where it was this turn) while it has another.
//
// Out of turn it makes a move only when it leaves its seat a larger share
// of a win (Judge) than declining, and it weighs every move by the other
// seats' worst answer out of turn (worstReply): so it makes the call its
// rules ask for when it may and catches a missed call, as a player who
// knows the rules would.
//
// It is honest: it never plays a move on the game itself, only on games it
// imagines from its seat's view (imagine: the cards it cannot see dealt
// anew, greedyWorlds of them), and judges each move by its average there.
type greedyBot struct {
	rng  *rand.Rand
	turn turnMemory
}

// Choose implements engine.Agent.
func (b *greedyBot) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	defer engine.Span(g, "the greedy bot's choice of a move for seat "+strconv.Itoa(seat+1))()
	moves, err := g.Moves(seat)
	if err != nil || len(moves) == 0 {
		return nil, false, err
	}
	b.turn.begin(g.State(), seat)
	worlds := imagine(g, seat, greedyWorlds, b.rng)
	value := greedyValueOf(seat)
	if optional {
		value = shareOf(seat)
	}
	best, ties := 0.0, 0
	var pick *notation.Move
	var after *core.State
	if optional { // declining is a choice too: the table as it is
		if best, err = b.average(worlds, seat, value); err != nil {
			return nil, false, err
		}
		best += optionalMargin
	}
	for _, m := range moves {
		v, first, err := b.value(worlds, seat, m, value)
		if err != nil {
			return nil, false, err
		}
		if first == nil {
			continue // listed but refused: try the others
		}
		switch {
		case (pick == nil && !optional) || v > best:
			best, pick, ties, after = v, m, 1, first
		case v == best && pick != nil:
			ties++
			if b.rng.IntN(ties) == 0 {
				pick, after = m, first
			}
		}
	}
	if after != nil {
		b.turn.moved(after)
	}
	return pick, pick != nil, nil
}

// optionalMargin is how much better than declining a move out of turn must
// leave the bot for it to make it.
const optionalMargin = 1e-9

// average is the mean value of the imagined worlds as they are (in the
// first, after the other seats' worst answer).
func (b *greedyBot) average(worlds []engine.Game, seat int, value func(engine.Game) (float64, error)) (float64, error) {
	sum := 0.0
	for i, w := range worlds {
		v, err := b.judge(w, seat, i == 0, value)
		if err != nil {
			return 0, err
		}
		sum += v
	}
	return sum / float64(len(worlds)), nil
}

// judge is seat's value of an imagined world c: after the other seats'
// worst answer out of turn in the first world (replies), which bounds the
// cost of looking ahead; as it stands in the others.
func (b *greedyBot) judge(c engine.Game, seat int, replies bool, value func(engine.Game) (float64, error)) (float64, error) {
	if replies {
		return worstReply(c, seat, value)
	}
	return value(c)
}

// value is the average value after seat plays m in each imagined world
// (in the first, after the other seats' worst answer out of turn), less
// undoPenalty when the move undoes one of the bot's own this turn, and the
// state after it in the first world; a nil state when a world refuses the
// move.
func (b *greedyBot) value(worlds []engine.Game, seat int, m *notation.Move, value func(engine.Game) (float64, error)) (float64, *core.State, error) {
	sum := 0.0
	var first *core.State
	for i, w := range worlds {
		c := w.Copy()
		if err := c.PlayMove(seat, m); err != nil {
			var im *engine.IllegalMove
			if errors.As(err, &im) {
				return 0, nil, nil
			}
			return 0, nil, err // the rules failed: say where, not "no legal move"
		}
		// A move that ends the round is judged as the round ended: the
		// next round's deal and its answers say nothing of it.
		v, err := b.judge(c, seat, i == 0 && c.State().RoundEnd() == nil, value)
		if err != nil {
			return 0, nil, err
		}
		sum += v
		if i == 0 {
			first = c.State()
		}
	}
	v := sum / float64(len(worlds))
	if b.turn.undoes(first) {
		v -= undoPenalty
	}
	return v, first, nil
}

// undoPenalty puts a move that undoes one of the bot's own below every move
// that does not: values are shares of a win (0 to 1) or minus cards held.
const undoPenalty = 1e9

// greedyValueOf is greedyValue for seat.
func greedyValueOf(seat int) func(engine.Game) (float64, error) {
	return func(c engine.Game) (float64, error) { return greedyValue(c, seat) }
}

// greedyValue is how good game c is for seat: its share of a win by the
// rules' standings, read as Judge reads them, when the rules say;
// otherwise minus the cards it holds.
func greedyValue(c engine.Game, seat int) (float64, error) {
	w, err := scriptStandings(c)
	if err != nil || w == nil {
		if end := c.State().RoundEnd(); end != nil {
			return -float64(heldIn(end, seat)), err // the round this move ended, not the next one's deal
		}
		return -float64(cardsHeld(c, seat)), err
	}
	if r := c.State().Result(); r.Over {
		return winShares(r, w)[seat], nil
	}
	return toShares(w)[seat], nil
}

// cardsHeld counts the cards in the piles seat owns.
func cardsHeld(g engine.Game, seat int) int { return heldIn(g.State(), seat) }

// heldIn counts the cards in the piles seat owns in st.
func heldIn(st *core.State, seat int) int {
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
