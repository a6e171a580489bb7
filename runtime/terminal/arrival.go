package terminal

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Races at the terminal run by arrival, as at the web table: while a race
// is open (a slap on a pair), the player may type the racing move, and
// each bot that would join the race (a bot that would decline never does)
// acts after a reaction delay drawn from the window the rules declare
// (engine.Reactor); the first to arrive wins. The move made is recorded
// like any other, seat and all, so a recorded game replays the same.
// With several people at the terminal (hot seat) races keep the engine's
// seeded order.

// arrival is a bot's move in a race, and when it comes.
type arrival struct {
	seat  int
	move  *notation.Move
	delay time.Duration
}

// byArrival reports whether the decision is a race the terminal runs by
// arrival: a race the player at the terminal, alone, may join.
func (t *Terminal) byArrival(d engine.Decision) bool {
	return d.Races && len(t.humans) == 0 && (d.Seat == t.seat || slices.Contains(d.Others, t.seat))
}

// race runs the decision's race by arrival: the bots' reactions are drawn,
// then the player is asked until the first of them comes; the first move
// to arrive is played.
func (t *Terminal) race(g engine.Game, agents []engine.Agent, d engine.Decision) error {
	bots, err := t.reactions(g, agents, d)
	if err != nil {
		return err
	}
	optional := d.Seat != t.seat
	if len(bots) == 0 {
		return t.playHuman(g, agents, optional)
	}
	first := bots[0]
	t.deadline = t.clock(first.delay)
	m, ok, err := agents[t.seat].Choose(g, t.seat, optional)
	t.deadline = nil
	switch {
	case errors.Is(err, errLate):
		fmt.Fprintf(t.out, "  Seat %d was quicker. What you type now answers the next question.\n", first.seat+1)
	case err != nil:
		return err
	case ok:
		return g.PlayMove(t.seat, m)
	}
	t.last = LastMove{Seat: first.seat, Move: engine.Format(g, first.move), Set: true}
	return g.PlayMove(first.seat, first.move)
}

// playHuman asks the player alone, no bot joining the race.
func (t *Terminal) playHuman(g engine.Game, agents []engine.Agent, optional bool) error {
	m, ok, err := agents[t.seat].Choose(g, t.seat, optional)
	if err != nil || !ok {
		return err
	}
	return g.PlayMove(t.seat, m)
}

// reactions asks each bot in the race what it would do: those that would
// act, with their reaction delays, quickest first (equal delays in seat
// order). The bot to decide always acts; the others may decline.
func (t *Terminal) reactions(g engine.Game, agents []engine.Agent, d engine.Decision) ([]arrival, error) {
	lo, hi := engine.ReactionOf(g)
	st := g.State()
	rng := rand.New(rand.NewPCG(st.Seed(), uint64(st.MovesLen())))
	var out []arrival
	for _, seat := range append(d.OutOfTurn(), d.Seat) {
		if seat == t.seat {
			continue
		}
		m, ok, err := agents[seat].Choose(g, seat, seat != d.Seat)
		if err != nil {
			return nil, err
		}
		delay := lo
		if hi > lo {
			delay += time.Duration(rng.Int64N(int64(hi - lo + 1)))
		}
		if ok {
			out = append(out, arrival{seat: seat, move: m, delay: delay})
		}
	}
	slices.SortStableFunc(out, func(a, b arrival) int { return cmp.Compare(a.delay, b.delay) })
	return out, nil
}

// clock is a channel that delivers once d has passed: t.after, or the
// wall clock's.
func (t *Terminal) clock(d time.Duration) <-chan time.Time {
	if t.after != nil {
		return t.after(d)
	}
	return time.After(d)
}
