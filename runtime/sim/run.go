package sim

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/rulerun/rulerun/runtime/bots"
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
	// SkillGames more games pit SkillBot against random bots, the seat of
	// skill game j being j % seats, with seed Seed+j (SkillGame); sharded
	// like the others. Zero plays none.
	SkillGames int
	SkillBot   string
	// From and To, when To is above 0, play only a part of this shard's
	// games, in the order Count counts them: those from the From-th up to
	// the To-th (not included). Parts played one after another give what
	// the whole run gives, game for game.
	From, To int
	Progress func(done int)  // called after each game; may be called from several goroutines
	Stop     <-chan struct{} // closing it stops the run after the games under way
}

// games lists the games this shard plays: the run's games by index, then
// the skill games j as Games+j.
func (o Options) games() []int {
	var out []int
	for i := range o.Games {
		if o.mine(i) {
			out = append(out, i)
		}
	}
	for j := range o.SkillGames {
		if o.mine(j) {
			out = append(out, o.Games+j)
		}
	}
	return out
}

// Count is how many games this shard plays, skill games included: From
// and To count among them.
func (o Options) Count() int { return len(o.games()) }

// part is the games of this shard that From and To keep.
func (o Options) part() []int {
	games := o.games()
	if o.To <= 0 {
		return games
	}
	return games[min(max(o.From, 0), len(games)):min(o.To, len(games))]
}

// mine says whether this shard plays game i (of the run or of skill).
func (o Options) mine(i int) bool { return o.Shards <= 1 || i%o.Shards == o.Shard-1 }

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
		if _, err := bots.NewBot(b, 0); err != nil {
			return err
		}
	}
	if _, err := bots.NewBot(opts.SkillBot, 0); opts.SkillGames > 0 && err != nil {
		return fmt.Errorf("skill bot: %w", err)
	}
	first, err := src.Instance()
	if err != nil {
		return err
	}
	if d := first.Describe(); opts.Seats != 0 && (opts.Seats < d.MinSeats || opts.Seats > d.MaxSeats) {
		first.Close()
		return fmt.Errorf("the game is played by %d to %d players, not %d", d.MinSeats, d.MaxSeats, opts.Seats)
	}
	games := opts.part()
	if len(games) == 0 {
		first.Close()
		return nil
	}
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

// play plays game i (a skill game from opts.Games on) to its end, or to
// the move limit.
func play(rules engine.Rules, opts Options, i int) Record {
	if i < opts.Games {
		return playWith(rules, opts, i, opts.botOf)
	}
	j := i - opts.Games
	var skill *SkillGame
	r := playWith(rules, opts, j, func(s, seats int) string {
		if skill == nil {
			skill = &SkillGame{Bot: opts.SkillBot, Seat: j%seats + 1}
		}
		if s == skill.Seat-1 {
			return opts.SkillBot
		}
		return "random"
	})
	if skill == nil { // the game could not be set up
		skill = &SkillGame{Bot: opts.SkillBot}
	}
	r.Skill = skill
	return r
}

// botOf names the bot of seat s of a run's game.
func (o Options) botOf(s, _ int) string {
	if len(o.Bots) > 0 {
		return o.Bots[s%len(o.Bots)]
	}
	return "random"
}

// playWith plays game i of seed Seed+i, with botOf naming each seat's bot.
func playWith(rules engine.Rules, opts Options, i int, botOf func(seat, seats int) string) Record {
	seed := opts.Seed + uint64(i)
	g, err := rules.NewGame(engine.Config{Seats: opts.Seats, Seed: seed, Options: opts.Options})
	if err != nil {
		return record(i, seed, opts.Seats, nil, err)
	}
	seats := g.State().Seats()
	agents := make([]engine.Agent, seats)
	for s := range agents {
		agents[s], _ = bots.NewBot(botOf(s, seats), bots.Seed(seed, s))
	}
	w := newWatch()
	w.tally = engine.StartTally(g)
	n, err := selfPlay(g, agents, opts.MaxMoves, w)
	var looped *engine.InCircles
	switch {
	case errors.As(err, &looped):
		r := record(i, seed, seats, g, nil)
		r.Looped = looped.Error()
		return watched(r, g, rules, w)
	case n >= opts.MaxMoves:
		err = nil // unfinished, not failed: the record says so
	}
	return watched(record(i, seed, seats, g, err), g, rules, w)
}

// watched adds to a game's record what w measured, every verb of the
// rules, at 0 when it was never played, and what the rules counted.
func watched(r Record, g engine.Game, rules engine.Rules, w *watch) Record {
	for _, v := range rules.Describe().Verbs {
		r.Verbs[v.Name] += 0
	}
	r.Branching = w.branching
	r.Lead = w.lead(r.Winners, r.Moves)
	return tallied(r, g, w.tally, engine.CitedBy(rules))
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
