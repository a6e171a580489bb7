package sim

import (
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
)

// watch follows a game as it is played and counts what the engine can
// measure without the script's help: the legal moves at each decision
// (branching), and who leads by the standings (lead changes and when the
// eventual winner takes the lead for good).
type watch struct {
	branching Dist
	decisions uint64
	shares    []float64
	leader    int // the seat leading at the last sample with a leader; -1 before any
	changes   int
	// leaderSince is the move from which leader has led at every sample.
	leaderSince int
	// tally is what the rules count of the game (nil when they count
	// nothing); it is paused while the watch lists moves for itself.
	tally *engine.Tally
}

func newWatch() *watch {
	return &watch{branching: Dist{}, leader: -1}
}

// branchShare is the share of decisions whose legal moves are counted:
// one in 1<<branchShift, picked by a fixed hash of the decision's number so
// that every seat's decisions are picked alike. Listing every legal move
// at every decision made long games half as slow again.
const branchShift = 2

// decide counts the legal moves of the seat to decide before move number
// moves, at one decision in 1<<branchShift, and samples the standings once
// a round of turns (every seats moves), which keeps the cost of a
// script's standing hook small.
func (w *watch) decide(g engine.Game, seat, moves int) error {
	w.decisions++
	if (w.decisions*0x9E3779B97F4A7C15)>>(64-branchShift) == 0 {
		legal, err := w.moves(g, seat)
		if err != nil {
			return err
		}
		w.branching[len(legal)]++
	}
	if seats := g.State().Seats(); moves%seats == 0 {
		return w.sample(g, moves)
	}
	return nil
}

// sample notes the leader of game g at move moves: the one seat with the
// greatest share by the judge's standings (the script's standing hook, or
// by default the fewest cards held); a tie leaves the lead as it was.
func (w *watch) sample(g engine.Game, moves int) error {
	shares, err := bots.Judge(g, w.shares)
	if err != nil {
		return err
	}
	w.shares = shares
	lead := soleLeader(shares)
	switch {
	case lead < 0 || lead == w.leader:
	case w.leader < 0:
		w.leader, w.leaderSince = lead, moves
	default:
		w.leader, w.leaderSince = lead, moves
		w.changes++
	}
	return nil
}

// soleLeader is the seat with the greatest share, or -1 when seats tie
// for it.
func soleLeader(shares []float64) int {
	best, lead := -1.0, -1
	for s, x := range shares {
		switch {
		case x > best:
			best, lead = x, s
		case x == best:
			lead = -1
		}
	}
	return lead
}

// lead is the record of the lead of a game that ended with winners.
func (w *watch) lead(winners []int, moves int) *Lead {
	l := &Lead{Changes: w.changes, Decided: -1}
	if len(winners) == 1 && moves > 0 {
		since := moves // led at no sample: the lead came with the last move
		if w.leader == winners[0]-1 {
			since = w.leaderSince
		}
		l.Decided = since * 100 / moves
	}
	return l
}

// Lead is how the lead went in one game, by the standings sampled once a
// round of turns.
type Lead struct {
	Changes int `json:"changes"` // times the lead passed from one seat to another
	// Decided is how far into the game, in percent of its moves (rounded
	// down), its sole winner took the lead for good: 0 when the winner led
	// from the first sample with a leader, 100 when only the last move
	// gave the lead. -1 for a game without a sole winner.
	Decided int `json:"decided"`
}

// moves lists seat's legal moves for the watch's own count, with the
// rules' count of refusals paused: they are not a player's.
func (w *watch) moves(g engine.Game, seat int) ([]*notation.Move, error) {
	if w.tally != nil {
		w.tally.Paused = true
		defer func() { w.tally.Paused = false }()
	}
	return g.Moves(seat)
}
