package sim

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/rulerun/rulerun/runtime/engine"
)

// Options says which games to simulate and how.
type Options struct {
	Games    int               // games in the whole run
	Seed     uint64            // game i has seed Seed+i
	Seats    int               // 0 takes the game's default
	Options  map[string]string // option values for every game
	Bots     []string          // a bot name per seat (cycled); none means random
	MaxMoves int               // a game still going after this many moves is stopped, unfinished
	Workers  int               // games at once; 0 is one per core
	// Shard and Shards play one part of the run: the games i with
	// i % Shards == Shard-1. Zero plays every game.
	Shard, Shards int
	Progress      func(done int)  // called after each game; may be called from several goroutines
	Stop          <-chan struct{} // closing it stops the run after the games under way
}

// Games lists the indexes of the games this shard plays.
func (o Options) games() []int {
	var out []int
	for i := range o.Games {
		if o.Shards <= 1 || i%o.Shards == o.Shard-1 {
			out = append(out, i)
		}
	}
	return out
}

// Run plays the games and calls each with every record, in game order, as
// soon as the games before it are done; records are not kept. It returns
// when every game is done, or after a stop, with the records given so far.
func Run(src engine.Source, opts Options, each func(Record)) error {
	if opts.MaxMoves <= 0 {
		opts.MaxMoves = 100_000
	}
	if opts.Shards > 1 && (opts.Shard < 1 || opts.Shard > opts.Shards) {
		return fmt.Errorf("shard %d/%d: give a shard from 1 to %d", opts.Shard, opts.Shards, opts.Shards)
	}
	for _, b := range opts.Bots {
		if _, err := newBot(b, 0); err != nil {
			return err
		}
	}
	first, err := src.Instance()
	if err != nil {
		return err
	}
	if d := first.Describe(); opts.Seats != 0 && (opts.Seats < d.MinSeats || opts.Seats > d.MaxSeats) {
		first.Close()
		return fmt.Errorf("the game is played by %d to %d players, not %d", d.MinSeats, d.MaxSeats, opts.Seats)
	}
	games := opts.games()
	out := newReorder(each)
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, len(games)))
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		rules := first
		if w > 0 {
			if rules, err = src.Instance(); err != nil {
				continue
			}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer rules.Close()
			for !stopped(opts.Stop) {
				k := int(next.Add(1)) - 1
				if k >= len(games) {
					return
				}
				out.put(k, play(rules, opts, games[k]))
				if opts.Progress != nil {
					opts.Progress(int(done.Add(1)))
				}
			}
		}()
	}
	wg.Wait()
	return nil
}

func stopped(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}

// play plays game i to its end, or to the move limit.
func play(rules engine.Rules, opts Options, i int) Record {
	seed := opts.Seed + uint64(i)
	g, err := rules.NewGame(engine.Config{Seats: opts.Seats, Seed: seed, Options: opts.Options})
	if err != nil {
		return record(i, seed, opts.Seats, nil, err)
	}
	seats := g.State().Seats()
	agents := make([]engine.Agent, seats)
	for s := range agents {
		name := "random"
		if len(opts.Bots) > 0 {
			name = opts.Bots[s%len(opts.Bots)]
		}
		agents[s], _ = newBot(name, seed*31+uint64(s))
	}
	w := newWatch()
	n, err := selfPlay(g, agents, opts.MaxMoves, w)
	var looped *engine.InCircles
	switch {
	case errors.As(err, &looped):
		r := record(i, seed, seats, g, nil)
		r.Looped = looped.Error()
		return watched(r, rules, w)
	case n >= opts.MaxMoves:
		err = nil // unfinished, not failed: the record says so
	}
	return watched(record(i, seed, seats, g, err), rules, w)
}

// watched adds to a game's record what w measured, and every verb of the
// rules, at 0 when it was never played.
func watched(r Record, rules engine.Rules, w *watch) Record {
	for _, v := range rules.Describe().Verbs {
		r.Verbs[v.Name] += 0
	}
	r.Branching = w.branching
	r.Lead = w.lead(r.Winners, r.Moves)
	return r
}

// reorder hands records on in game order as they arrive in any order.
type reorder struct {
	mu      sync.Mutex
	pending map[int]Record
	next    int
	each    func(Record)
}

func newReorder(each func(Record)) *reorder {
	return &reorder{pending: map[int]Record{}, each: each}
}

// put files the record of the k-th game of this run, and hands on every
// record whose turn has come.
func (r *reorder) put(k int, rec Record) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.pending[k] = rec
	for {
		rec, ok := r.pending[r.next]
		if !ok {
			return
		}
		delete(r.pending, r.next)
		r.next++
		r.each(rec)
	}
}
