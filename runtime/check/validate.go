package check

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Options says how many self-play games to check and how.
type Options struct {
	Games int // number of seeded self-play games
	// Moves, when above 0, ends the run early: after the first games, in
	// order, whose moves reach this total (the report is the same for any
	// number of workers).
	Moves    int
	Seed     uint64            // seed of the first game; game i uses Seed+i
	Seats    int               // 0 cycles through every allowed seat count
	Options  map[string]string // option values for every game
	MaxMoves int               // a game that has not ended by then is a problem
	// MaxTime is the CPU time a game may take (the thread that plays it,
	// its checks included): one still going then is a problem, as one past
	// MaxMoves is. Other work on the machine does not count. 0 is
	// DefaultMaxTime.
	MaxTime time.Duration
	// HangTime is the wall time a game may take, the last resort against a
	// game that hangs without spending CPU time. 0 is DefaultHangTime.
	HangTime time.Duration
	Workers  int // games played at once, each on its own instance; 0 is one per core
	// Audited are the bots the honesty audit runs on; nil is the built-in
	// bots (random, greedy and a small search bot).
	Audited []AuditedBot
	// Progress, when set, is called after each game with the number of games
	// played so far; it may be called from several goroutines at once.
	Progress func(done int)
	// Stop, when closed, stops the run after the games under way: the
	// report covers the games played before the first one not played.
	Stop <-chan struct{}

	played *atomic.Int64 // games played so far, for Progress
	moved  *atomic.Int64 // moves of the games played so far, for Moves
	// coverScript is the script as its coverage names it, when coverage
	// is measured: each game then counts how far it got through the rules.
	coverScript string
}

// validator gathers the problems of every game, one entry per distinct
// message.
type validator struct {
	src    engine.Source
	opts   Options
	report Report
	index  map[string]int
}

// worker plays games on its own instance of the rules.
type worker struct {
	src   engine.Source
	rules engine.Rules
	opts  Options
	reach *cover.Reach  // how far the last game got through the rules, when covered
	tally *engine.Tally // what the rules of the game being played count, when covered
}

// gameResult is what one game showed.
type gameResult struct {
	seed  uint64
	seats int
	moves int
	errs  []error
	done  bool
	alone bool // played again alone after a stop at a limit (confirmAlone)
	end   outcome
	cover *cover.Profile // what the game ran of the scripts, when measured
}

// Validate self-plays seeded games with random bots and checks that the
// rules keep their promises: no card created or lost, every game ends, a
// seed replays identically, a saved game continues identically, whoever
// must decide has a legal move, every listed move is accepted, every move a
// complete verb's check accepts is listed, and no log line, status line or
// listed move shows a seat a card it cannot see. A game whose bots go round
// in circles ([engine.Circles]) is stopped there and reported. Rules stopped at a limit
// of the sandbox (a runaway loop, too much memory, too many moves...) are
// reported once, with the seed that shows it, and no further game is
// played.
//
// Games run in parallel, one instance of the rules per worker (opts.Workers,
// by default one per core); the report is the same for any number of
// workers, because game i always has seed Seed+i and results are gathered
// in game order.
func Validate(src engine.Source, opts Options) Report {
	if opts.MaxMoves <= 0 {
		opts.MaxMoves = 100_000
	}
	if opts.MaxTime <= 0 {
		opts.MaxTime = DefaultMaxTime
	}
	if opts.HangTime <= 0 {
		opts.HangTime = DefaultHangTime
	}
	v := &validator{src: src, opts: opts, index: map[string]int{}}
	first, err := src.Instance()
	if err != nil {
		v.add(err, 0, 0)
		return v.report
	}
	opts.coverScript = v.coverLoad(src, first)
	d := first.Describe()
	lo, hi := d.MinSeats, d.MaxSeats
	results := make([]gameResult, opts.Games)
	for i := range results {
		results[i].seed, results[i].seats = opts.Seed+uint64(i), opts.Seats
		if opts.Seats == 0 {
			results[i].seats = lo + i%(hi-lo+1) // every seat count in turn
		}
	}
	opts.played, opts.moved = new(atomic.Int64), new(atomic.Int64)
	runGames(src, first, opts, results)
	for _, r := range results {
		if !r.done {
			v.report.Interrupted = true
			break
		}
		v.report.seatsPlayed(r.seats)
		v.report.Games++
		v.report.Moves += r.moves
		v.report.Stats.add(r.seats, r.moves, r.end)
		v.coverGame(r.cover)
		for _, err := range r.errs {
			v.add(err, r.seed, r.seats)
		}
		if v.report.Stopped {
			break // reported once, with its seed; more games would only repeat it
		}
		if opts.Moves > 0 && v.report.Moves >= opts.Moves {
			break // enough moves checked: the games played after these are left out
		}
	}
	return v.report
}

// runGames plays the games on workers, and plays again alone each game
// stopped at a limit, until one is stopped there alone (see confirmAlone).
func runGames(src engine.Source, first engine.Rules, opts Options, results []gameResult) {
	for {
		playParallel(src, first, opts, results)
		first = nil
		i := firstStopped(results)
		if i < 0 || !confirmAlone(src, opts, &results[i]) {
			return
		}
	}
}

// firstStopped is the index of the first game played that was stopped at a
// limit and not yet played alone, or -1.
func firstStopped(results []gameResult) int {
	for i, r := range results {
		if r.done && !r.alone && stoppedAtLimit(r.errs) {
			return i
		}
	}
	return -1
}

// confirmAlone plays a game stopped at a limit again, alone, and keeps what
// it shows then. Some limits are the process's, shared by the games played
// at once: the sandbox's wall clock of a call (a last resort), and the heap
// past which every call stops. The report
// must show what the command it prints shows, which plays the game alone.
// It reports whether the game played alone got past the limit, so that the
// games not played since may be played.
func confirmAlone(src engine.Source, opts Options, r *gameResult) bool {
	r.alone = true
	rules, err := src.Instance()
	if err != nil {
		return false
	}
	defer rules.Close()
	engine.TakeCoverage(rules) // its loading is counted once, for the first instance
	wk := &worker{src: src, rules: rules, opts: opts}
	r.moves, r.errs, r.end = wk.game(r.seed, r.seats)
	r.cover = wk.coverage()
	return !stoppedAtLimit(r.errs)
}

// playParallel plays the games not played yet on workers, each with its
// own instance of the rules (the first worker uses first, unless it is
// nil). A worker takes the next game in order; after a game whose rules
// were stopped at a limit, no game is started.
func playParallel(src engine.Source, first engine.Rules, opts Options, results []gameResult) {
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, len(results)))
	var next atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	for w := range workers {
		rules := first
		if w > 0 || rules == nil {
			var err error
			if rules, err = src.Instance(); err != nil {
				continue // the other workers play every game
			}
			engine.TakeCoverage(rules) // its loading is counted once, for the first instance
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer rules.Close()
			wk := &worker{src: src, rules: rules, opts: opts}
			for !stop.Load() && !closed(opts.Stop) && !enoughMoves(opts) {
				i := int(next.Add(1)) - 1
				if i >= len(results) {
					return
				}
				r := &results[i]
				if r.done {
					continue
				}
				r.moves, r.errs, r.end = wk.game(r.seed, r.seats)
				r.cover = wk.coverage()
				r.done = true
				opts.moved.Add(int64(r.moves))
				if opts.Progress != nil {
					opts.Progress(int(opts.played.Add(1)))
				}
				if stoppedAtLimit(r.errs) {
					stop.Store(true)
				}
			}
		}()
	}
	wg.Wait()
}

// enoughMoves reports whether the games played have made Options.Moves
// moves. Games are taken in order, so every game up to the first whose
// moves, with those before it, reach the total has been taken by then.
func enoughMoves(opts Options) bool {
	return opts.Moves > 0 && opts.moved != nil && opts.moved.Load() >= int64(opts.Moves)
}

// closed reports whether a stop channel is closed; a nil one never is.
func closed(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}

// stoppedAtLimit reports whether a game's rules were stopped at a limit of
// the sandbox, or the game did not end: either would be in every game.
func stoppedAtLimit(errs []error) bool {
	for _, err := range errs {
		var se *engine.ScriptError
		var endless *endlessGame
		if errors.As(err, &se) && se.Limit || errors.As(err, &endless) {
			return true
		}
	}
	return false
}

// endlessGame is a game still going at Options.MaxMoves, MaxTime or
// HangTime.
type endlessGame struct {
	moves int
	limit string // "100000 moves", "30s of CPU time"
}

// Error says the game did not end, and what to look at.
func (e *endlessGame) Error() string {
	return fmt.Sprintf("the game did not end within %s (%d moves made): do the rules let it end, and do the bots' moves lead there?", e.limit, e.moves)
}

// game self-plays one game, checking every decision, then checks replay and
// restore. It returns the moves made, what went wrong and how the game
// ended.
func (v *worker) game(seed uint64, seats int) (int, []error, outcome) {
	moves, errs, g := v.play(seed, seats)
	v.reached(g)
	if g == nil {
		return moves, errs, outcome{}
	}
	return moves, errs, outcomeOf(g)
}

// play self-plays one game as game does, and returns it as it ended.
func (v *worker) play(seed uint64, seats int) (int, []error, engine.Game) {
	var errs []error
	fail := func(err error) { errs = append(errs, err) }
	moves := 0
	cfg := engine.Config{Seats: seats, Seed: seed, Options: v.opts.Options}
	g, err := v.rules.NewGame(cfg)
	if err != nil {
		return 0, []error{err}, nil
	}
	v.startTally(g)
	agents := make([]engine.Agent, seats)
	for i := range agents {
		agents[i] = engine.NewRandomBot(bots.Seed(seed, i))
	}
	rng := rand.New(rand.NewPCG(seed, 0x76616c))
	cost := startCost(v.opts)
	defer cost.end()
	var midway []byte
	var circles engine.Circles
	audit := v.newAuditSample(seed)
	for ; ; moves++ {
		d, err := g.ToAct()
		if err != nil {
			return moves, append(errs, err), g
		}
		if d.Over {
			break
		}
		if moves >= v.opts.MaxMoves {
			return moves, append(errs, &endlessGame{moves, fmt.Sprintf("%d moves", v.opts.MaxMoves)}), g
		}
		if moves%64 == 0 {
			if err := cost.over(moves); err != nil {
				return moves, append(errs, err), g
			}
		}
		if err := circles.See(g.State(), d.Seat, moves); err != nil {
			return moves, append(errs, err), g
		}
		if moves == 10 {
			midway, _ = g.Save()
		}
		choices, err := v.checkDecisionSpan(g, d, rng)
		if err != nil {
			return moves, append(errs, err), g
		}
		audit.offer(g, d.Seat, choices, moves)
		before := g.State() // states are not changed in place: a move makes a new one
		logged := before.LogLen()
		if _, err := engine.Step(g, agents); err != nil {
			return moves, append(errs, err), g
		}
		if err := checkMove(before, g, logged); err != nil {
			return moves + 1, append(errs, err), g
		}
	}
	if err := v.checkReplay(g, cfg, midway); err != nil {
		return moves, append(errs, err), g // a copy does not behave as the game: the audit would prove nothing
	}
	if err := v.checkHonest(audit, seed); err != nil {
		fail(err)
	}
	return moves, errs, g
}

// checkDecisionSpan checks one decision (every listed move legal, every
// legal move listed) as one span of the rules (engine.Spanner): what the
// checks make the rules do is the script's cost too, and bounded as its
// calls are. It returns how many moves the seat to decide could choose
// among, for the honesty audit's sample.
func (v *worker) checkDecisionSpan(g engine.Game, d engine.Decision, rng *rand.Rand) (int, error) {
	defer engine.Span(g, "validate's checks of one decision (every seat's moves listed and checked)")()
	return v.checkDecision(g, d, rng)
}

// format writes a move in the game's notation.
func format(g engine.Game, m *notation.Move) string {
	return g.Notation().Format(m, g.State().Deck())
}

// parse reads a move in the game's notation.
func parse(g engine.Game, text string) (*notation.Move, error) {
	return g.Notation().Parse(text, g.State().Deck(), g.State().Seats())
}
