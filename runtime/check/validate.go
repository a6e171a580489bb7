package check

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Options says how many self-play games to check and how.
type Options struct {
	Games    int               // number of seeded self-play games
	Seed     uint64            // seed of the first game; game i uses Seed+i
	Seats    int               // 0 cycles through every allowed seat count
	Options  map[string]string // option values for every game
	MaxMoves int               // a game that has not ended by then is a problem
}

// validator plays games and gathers problems, one entry per distinct message.
type validator struct {
	src    engine.Source
	rules  engine.Rules
	opts   Options
	report Report
	index  map[string]int
}

// Validate self-plays seeded games with random bots and checks that the
// rules keep their promises: no card created or lost, every game ends, a
// seed replays identically, a saved game continues identically, whoever
// must decide has a legal move, every listed move is accepted, every move a
// complete verb's check accepts is listed, and no log line, status line or
// listed move shows a seat a card it cannot see. Rules that run away are
// reported once, with the seed that shows it, and no further game is
// played.
func Validate(src engine.Source, opts Options) Report {
	if opts.MaxMoves <= 0 {
		opts.MaxMoves = 20000
	}
	v := &validator{src: src, opts: opts, index: map[string]int{}}
	rules, err := src.Instance()
	if err != nil {
		v.add(err, 0, 0)
		return v.report
	}
	defer rules.Close()
	v.rules = rules
	lo, hi := rules.Seats()
	for i := range opts.Games {
		seats := opts.Seats
		if seats == 0 {
			seats = lo + i%(hi-lo+1) // every seat count in turn
		}
		v.report.seatsPlayed(seats)
		v.game(opts.Seed+uint64(i), seats)
		v.report.Games++
		if v.report.Runaway {
			break // reported once, with its seed; more games would only repeat it
		}
	}
	return v.report
}

// game self-plays one game, checking every decision, then checks replay and
// restore.
func (v *validator) game(seed uint64, seats int) {
	fail := func(err error) { v.add(err, seed, seats) }
	cfg := engine.Config{Seats: seats, Seed: seed, Options: v.opts.Options}
	g, err := v.rules.NewGame(cfg)
	if err != nil {
		fail(err)
		return
	}
	agents := make([]engine.Agent, seats)
	for i := range agents {
		agents[i] = engine.NewRandomBot(seed*31 + uint64(i))
	}
	rng := rand.New(rand.NewPCG(seed, 0x76616c))
	var midway []byte
	for moves := 0; ; moves++ {
		d, err := g.ToAct()
		if err != nil {
			fail(err)
			return
		}
		if d.Over {
			break
		}
		if moves >= v.opts.MaxMoves {
			fail(fmt.Errorf("the game did not end within %d moves", v.opts.MaxMoves))
			return
		}
		if moves == 10 {
			midway, _ = g.Save()
		}
		if err := v.checkDecision(g, d, rng); err != nil {
			fail(err)
			return
		}
		logged := len(g.State().Log())
		if _, err := engine.Step(g, agents); err != nil {
			fail(err)
			return
		}
		v.report.Moves++
		if err := checkMove(g, logged); err != nil {
			fail(err)
			return
		}
	}
	if err := v.checkReplay(g, cfg, midway); err != nil {
		fail(err)
	}
}

// format writes a move in the game's notation.
func format(g engine.Game, m *notation.Move) string {
	return g.Notation().Format(m, g.State().Deck())
}

// parse reads a move in the game's notation.
func parse(g engine.Game, text string) (*notation.Move, error) {
	return g.Notation().Parse(text, g.State().Deck(), g.State().Seats())
}
