package tune

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/sim"
)

// DefaultFirst is the games of a candidate's first look; each look after
// doubles its games, up to its share of the budget.
const DefaultFirst = 50

// Config is a race: the script, the candidates and the targets, and how
// the games are played.
type Config struct {
	Source   engine.Source
	Script   string            // the script's path, as the user gave it
	Opts     []Opt             // the options tuned, whose values cross into the candidates
	Base     map[string]string // the other options' values, for every game
	Targets  []Target
	Bots     []string // a bot per seat, cycled
	Seats    int      // 0 takes the game's default
	Seed     uint64   // game j of every candidate has seed Seed+j
	Budget   int      // games in all, at most: each candidate's share is Budget / candidates
	First    int      // games of a candidate's first look; 0 is DefaultFirst
	Grid     bool     // play every candidate its whole share, without racing: what the race saves games against
	MaxMoves int
	// Shard and Shards race one part of the candidates: those of index i
	// with i % Shards == Shard-1. Zero races them all.
	Shard, Shards int
	Workers       int            // games at once; 0 is one a core
	Progress      func(Progress) // called after each look of each candidate
	Stop          <-chan struct{}
}

// Progress is how far a race is.
type Progress struct {
	Look, Looks int      // the look under way, from 1, of the most any candidate takes
	Games       int      // games played so far
	Racing      []string // the candidates still in the race
}

// Looks are the games a candidate has played at each of its looks, up to
// its share of the budget: first, twice that, four times... and the share.
func Looks(share, first int) []int {
	if first <= 0 {
		first = DefaultFirst
	}
	var out []int
	for n := first; n < share; n *= 2 {
		out = append(out, n)
	}
	return append(out, share)
}

// racer is one candidate in the race.
type racer struct {
	Candidate
	games  *games
	racing bool
}

// Run races the candidates and sums the race up. It returns early, with
// the race so far and Stopped set, when Stop is closed.
func Run(cfg Config) (*Summary, error) {
	cands, err := Candidates(cfg.Opts)
	if err != nil {
		return nil, err
	}
	s := newSummary(cfg, len(cands))
	if s.PerValue < 2 {
		return nil, fmt.Errorf("a budget of %d games gives %d candidates %d games each: give at least %d", cfg.Budget, len(cands), s.PerValue, 2*len(cands))
	}
	var racers []*racer
	for i, c := range cands {
		if cfg.Shards <= 1 || i%cfg.Shards == cfg.Shard-1 {
			racers = append(racers, newRacer(i, c, cfg.Targets))
		}
	}
	looks := Looks(s.PerValue, s.First)
	for k, n := range looks {
		for _, r := range racers {
			if !r.racing || stopped(cfg.Stop) {
				continue
			}
			was := r.Games
			if err := cfg.look(s, r, n); err != nil {
				return nil, err
			}
			s.Games += r.Games - was
			if cfg.Progress != nil {
				cfg.Progress(Progress{Look: k + 1, Looks: len(looks), Games: s.Games, Racing: racing(racers)})
			}
		}
	}
	s.Stopped = stopped(cfg.Stop)
	for _, r := range racers {
		s.Candidates = append(s.Candidates, r.Candidate)
	}
	s.settle()
	return s, nil
}

// look plays a candidate's games up to n and judges it.
func (cfg Config) look(s *Summary, r *racer, n int) error {
	opts := map[string]string{}
	for k, v := range cfg.Base {
		opts[k] = v
	}
	for _, st := range r.Settings {
		opts[st.Name] = st.Value
	}
	from := r.Games
	so := sim.Options{Games: n - from, Seed: cfg.Seed + uint64(from), Seats: cfg.Seats, Options: opts,
		Bots: cfg.Bots, MaxMoves: cfg.MaxMoves, Workers: cfg.Workers, Stop: cfg.Stop}
	if err := sim.Run(cfg.Source, so, func(rec sim.Record) { r.games.add(cfg.Targets, rec) }); err != nil {
		return fmt.Errorf("%s: %w", r.Label, err)
	}
	if err := cfg.named(r); err != nil {
		return err
	}
	r.Games, r.Decided, r.Errors, r.FirstError, r.Looks = r.games.n, r.games.decided, r.games.errors, r.games.firstError, r.Looks+1
	r.Figures = make([]Figure, len(cfg.Targets))
	for i, t := range cfg.Targets {
		r.Figures[i] = figureOf(t, r.games, i, quantilesOf(t, s.Looks, len(cfg.Targets), r.games.seats))
	}
	r.Verdict = verdict(r.Figures)
	r.racing = r.Verdict == Doubt || cfg.Grid
	return nil
}

// named refuses a target whose effect, verb or counter no game of the
// candidate names: the rules have none of that name.
func (cfg Config) named(r *racer) error {
	for i, t := range cfg.Targets {
		if r.games.n > 0 && !r.games.named[i] {
			return fmt.Errorf("--target %s: the games of %s have no %s %q", t.Expr, r.Label, t.Figure, t.Name)
		}
	}
	return nil
}

// newRacer enters candidate i in the race, its figures unknown.
func newRacer(i int, c []Setting, targets []Target) *racer {
	r := &racer{Candidate: Candidate{Index: i, Label: Label(c), Settings: c, Verdict: Doubt}, games: newGames(targets), racing: true}
	for _, t := range targets {
		r.Figures = append(r.Figures, Figure{Target: t.Key(), Verdict: Doubt})
	}
	return r
}

// racing labels the candidates still in the race.
func racing(rs []*racer) []string {
	var out []string
	for _, r := range rs {
		if r.racing {
			out = append(out, r.Label)
		}
	}
	return out
}

func stopped(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}
