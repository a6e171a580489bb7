package scenario

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Result is how a scenario ran.
type Result struct {
	Scenario *Scenario // nil when the file could not be read
	Name     string
	Pos      Pos
	// Steps are the steps run, in order, until the first that failed; the
	// recorded expectations count as a last step.
	Steps   []StepResult
	Failure *Failure // nil when the scenario passed
	// Log is the game's narrated log, every line, each private line marked
	// with the seats that read it.
	Log []string
	// SetupLog is how many lines of Log the script's own setup wrote before
	// the scenario's setup replaced its deal (0 without a setup).
	SetupLog int
	// Game is the game as the scenario left it; nil when it could not start.
	Game engine.Game
	// Updated is set by [Runner.Update] when it rewrote the recorded block.
	Updated bool
}

// Passed reports whether every step held.
func (r *Result) Passed() bool { return r.Failure == nil }

// StepResult is one step that was run.
type StepResult struct {
	Pos    Pos
	Text   string // the step, as the scenario says it
	Passed bool
}

// Failure says why a scenario failed: a step that did not hold (with what
// was expected and what happened), a mistake in the scenario, or a script
// that failed.
type Failure struct {
	Pos        Pos
	Step       string // the step, as written; "" when the failure is before the first step
	Msg        string // a mistake in the scenario or a script failure; "" for mismatches
	Mismatches []Mismatch
	refused    bool     // the game would not start with these seats and options
	codes      []string // the rule codes a refusal to start cites
}

// Mismatch is one expectation that did not hold.
type Mismatch struct {
	Pos  Pos
	What string // what was checked: "next", "hand.2", "move"
	Want string
	Got  string
}

// FileError is the result of a file that could not be read as scenarios.
func FileError(path string, err error) *Result {
	f := &Failure{Pos: Pos{File: path}, Msg: err.Error()}
	var se *Error
	if errors.As(err, &se) {
		f.Pos, f.Msg = se.Pos, se.Msg
	}
	return &Result{Name: path, Pos: Pos{File: path}, Failure: f}
}

// Loader turns the path of a script into the rules it holds. debug
// receives what the rules print for their author; nil discards it.
type Loader func(path string, debug io.Writer) (engine.Source, error)

// Runner runs scenarios, loading each script once. It is not safe for
// concurrent use.
type Runner struct {
	load    Loader
	scripts map[string]loaded
	// Debug receives what the scripts print; nil discards it.
	Debug io.Writer
	// Script, when set, is the script every scenario runs against instead
	// of its own script: a base game's suite run against a variant.
	Script string
	cover  coverage
}

type loaded struct {
	src    engine.Source
	script string // as its coverage names it, when covered
	err    error
}

// NewRunner returns a runner that loads scripts with load, none loaded yet.
func NewRunner(load Loader) *Runner { return &Runner{load: load, scripts: map[string]loaded{}} }

// source loads a script, or returns it as it was loaded before.
func (r *Runner) source(path string) loaded {
	key, err := filepath.Abs(path)
	if err != nil {
		key = path
	}
	if l, ok := r.scripts[key]; ok {
		return l
	}
	l := loaded{}
	l.src, l.err = r.load(path, r.Debug)
	if l.err == nil {
		l.script = scriptName(r.cover.take(l.src))
	}
	r.scripts[key] = l
	return l
}

// run is one scenario being run.
type run struct {
	s     *Scenario
	res   *Result
	src   engine.Source
	g     engine.Game
	desc  *engine.Description
	armed []*armedDeal // deal steps of later rounds, in the order given
	// instances are the instances of the rules the run started, for their
	// coverage
	instances []engine.Rules
	// script is the script as its coverage names it, when it is covered;
	// counted is then what the engine counts of its rules.
	script  string
	counted *ruleTally
}

// Run plays a scenario and checks it, stopping at the first step that
// fails. Seats, card codes and moves are checked against the game before
// the first step.
func (r *Runner) Run(s *Scenario) *Result {
	res := &Result{Scenario: s, Name: s.Name, Pos: s.Pos}
	x := &run{s: s, res: res}
	f := x.start(r)
	if s.Error != nil {
		f = x.expectRefused(f)
	}
	if f != nil {
		if f.Pos == (Pos{}) {
			f.Pos = s.Pos
		}
		res.Failure = f
	} else if s.Error == nil {
		x.startTally()
		x.steps()
		if x.res.Failure == nil {
			x.listNext(&r.cover)
		}
	}
	if x.g != nil {
		res.Game = x.g
		res.Log = narrate(x.g.State())
	}
	for _, rules := range x.instances {
		r.cover.take(rules)
	}
	x.reached(&r.cover)
	return res
}

// start loads the script, starts the game, checks the scenario against it
// and applies the setup.
func (x *run) start(r *Runner) *Failure {
	s := x.s
	path := s.ScriptPath()
	if r.Script != "" {
		path = r.Script
	}
	l := r.source(path)
	if l.err != nil {
		return &Failure{Pos: s.scriptPos, Msg: "cannot load the script: " + l.err.Error()}
	}
	x.src, x.script = l.src, l.script
	if x.script != "" {
		x.counted = &ruleTally{refused: map[string]int{}}
	}
	var err error
	cfg := engine.Config{Seats: s.Seats, Seed: s.Seed, Options: s.Options}
	if x.g, x.desc, err = x.newGame(cfg); err != nil {
		return x.refused(err)
	}
	if err := x.validate(); err != nil {
		return failure(err, "")
	}
	if s.Setup != nil && len(s.Setup.Deal) > 0 {
		if err := x.rigDeal(cfg); err != nil {
			return failure(err, "")
		}
	}
	if s.Setup != nil {
		x.res.SetupLog = x.g.State().LogLen()
		if err := x.setup(s.Setup); err != nil {
			return failure(err, "")
		}
	}
	// What a player would see first: who decides, and the status line.
	d, err := x.g.ToAct()
	if err == nil && !d.Over {
		_, err = x.g.Status(d.Seat)
	}
	if err != nil {
		return &Failure{Pos: s.scriptPos, Msg: "the game cannot start: " + err.Error()}
	}
	return nil
}

// newGame starts a game on a fresh instance of the rules, which the run
// keeps for its coverage.
func (x *run) newGame(cfg engine.Config) (engine.Game, *engine.Description, error) {
	rules, err := x.src.Instance()
	if err != nil {
		return nil, nil, err
	}
	x.instances = append(x.instances, rules)
	g, err := rules.NewGame(cfg)
	if err != nil {
		rules.Close()
		return nil, nil, err
	}
	return g, rules.Describe(), nil
}

// refused is the failure of a game that would not start: at the seats or
// the options when the rules refused them, or at the script.
func (x *run) refused(err error) *Failure {
	var ce *engine.ConfigError
	var im *engine.IllegalMove
	var se *engine.ScriptError
	switch {
	case errors.As(err, &im):
		return &Failure{Pos: x.s.scriptPos, Msg: "the game cannot start: " + err.Error(), refused: true, codes: im.Codes}
	case errors.As(err, &se):
		return &Failure{Pos: x.s.scriptPos, Msg: "the game cannot start: " + err.Error(), refused: true, codes: se.Codes}
	case !errors.As(err, &ce):
		return &Failure{Pos: x.s.scriptPos, Msg: "the game cannot start: " + err.Error(), refused: true}
	case ce.Options:
		return &Failure{Pos: x.s.optionsPos, Msg: ce.Msg, refused: true, codes: ce.Codes}
	}
	return &Failure{Pos: x.s.seatsPos, Msg: ce.Msg, refused: true, codes: ce.Codes}
}

// expectRefused judges the start of a scenario that expects the game to be
// refused (error:): it passes when the game would not start, saying the
// expected text.
func (x *run) expectRefused(f *Failure) *Failure {
	want := x.s.Error
	mm := Mismatch{Pos: want.Pos, What: "start", Want: fmt.Sprintf("refused, saying %q", want.Text)}
	switch {
	case f == nil:
		mm.Got = "the game started"
	case !f.refused:
		return f // a mistake in the scenario, or a script that failed
	default:
		x.countRefusal(f.codes)
		if strings.Contains(strings.ToLower(f.Msg), strings.ToLower(want.Text)) {
			return nil
		}
		mm.Got = "refused: " + f.Msg
	}
	return &Failure{Pos: want.Pos, Step: "error", Mismatches: []Mismatch{mm}}
}

// failure turns an error into a failure: a mistake in the scenario at its
// place, or any other error (a script that failed) as it is.
func failure(err error, step string) *Failure {
	var se *Error
	if errors.As(err, &se) {
		return &Failure{Pos: se.Pos, Step: step, Msg: se.Msg}
	}
	return &Failure{Step: step, Msg: err.Error()}
}

// steps runs the steps, then the recorded expectations.
func (x *run) steps() {
	for _, st := range x.s.Steps {
		mm, err := x.step(st)
		if !x.note(st.Pos, st.String(), mm, err) {
			return
		}
	}
	x.unusedDeals()
	if x.res.Failure != nil {
		return
	}
	if rec := x.s.Recorded; rec != nil {
		mm, err := rec.eval(x)
		x.note(rec.Pos, "recorded expectations", mm, err)
	}
}

// note records a step's outcome and reports whether it passed.
func (x *run) note(pos Pos, text string, mm []Mismatch, err error) bool {
	ok := err == nil && len(mm) == 0
	x.res.Steps = append(x.res.Steps, StepResult{Pos: pos, Text: text, Passed: ok})
	switch {
	case err != nil:
		x.res.Failure = failure(err, text)
		if x.res.Failure.Pos == (Pos{}) {
			x.res.Failure.Pos = pos
		}
	case len(mm) > 0:
		x.res.Failure = &Failure{Pos: pos, Step: text, Mismatches: mm}
	}
	return ok
}

func (x *run) step(st *Step) ([]Mismatch, error) {
	switch st.Kind {
	case PlayStep:
		err := x.playMove(st.Seat.N-1, st.Move)
		if err == nil {
			return nil, nil
		}
		if got, ok := refusal(err); ok {
			return []Mismatch{{Pos: st.MovePos, What: "move", Want: "accepted", Got: got}}, nil
		}
		return nil, err
	case RefuseStep:
		err := x.playRefused(st.Seat.N-1, st.Move)
		if err == nil {
			return []Mismatch{{Pos: st.MovePos, What: "move", Want: "refused", Got: "accepted"}}, nil
		}
		got, ok := refusal(err)
		if !ok {
			return nil, err
		}
		if st.Reason != "" && !strings.Contains(strings.ToLower(got), strings.ToLower(st.Reason)) {
			return []Mismatch{{Pos: st.MovePos, What: "refusal", Want: fmt.Sprintf("refused, saying %q", st.Reason), Got: got}}, nil
		}
		if st.Rule != "" && !citesRule(err, st.Rule) {
			return []Mismatch{{Pos: st.MovePos, What: "refusal", Want: "refused under rule " + st.Rule, Got: got}}, nil
		}
		return nil, nil
	case DealStep:
		return nil, x.arm(st)
	}
	return st.Expect.eval(x)
}

// play makes a seat's move, typed in the game's notation: read, then
// played (PlayMove checks it). Who is to act is asked first, so that a
// script failing there is not reported as a move it cannot read.
func play(g engine.Game, seat int, text string) error {
	if _, err := g.ToAct(); err != nil {
		return err
	}
	m, err := engine.Parse(g, text)
	if err != nil {
		return err
	}
	return g.PlayMove(seat, m)
}

// refusal describes a refused move; ok is false for an error that is not a
// refusal (a script that failed).
func refusal(err error) (string, bool) {
	var im *engine.IllegalMove
	var pe *notation.ParseError
	switch {
	case errors.As(err, &im):
		if im.File != "" {
			return fmt.Sprintf("refused: %s (%s:%d)", im.Reason, im.File, im.Line), true
		}
		return "refused: " + im.Reason, true
	case errors.As(err, &pe):
		return "refused: cannot read the move: " + pe.Msg, true
	case errors.Is(err, engine.ErrGameOver):
		return "refused: the game is over", true
	}
	return "", false
}

// validate checks every seat, card code and move of the scenario against
// the game, so that a mistake is reported before the first step.
func (x *run) validate() error {
	if su := x.s.Setup; su != nil {
		for _, seat := range []Seat{su.Dealer, su.First} {
			if seat.N != 0 {
				if err := x.seat(seat); err != nil {
					return err
				}
			}
		}
		for _, pc := range su.Piles {
			if _, err := x.kinds(pc.Cards); err != nil {
				return err
			}
		}
	}
	for _, st := range x.s.Steps {
		var err error
		switch st.Kind {
		case PlayStep:
			if err = x.seat(st.Seat); err == nil {
				if _, perr := engine.Parse(x.g, st.Move); perr != nil {
					err = errorf(st.MovePos, "%v", perr)
				}
			}
		case RefuseStep:
			if err = x.seat(st.Seat); err == nil {
				if _, perr := engine.Parse(x.g, st.Move); perr != nil && st.Reason == "" {
					err = errorf(st.MovePos, "%v (a refused move must be one the game can read, so that a typo cannot pass "+
						"as a refusal; to test that the game cannot read it, give the reason, such as reason: \"not a card\")", perr)
				}
			}
		case ExpectStep:
			err = st.Expect.validate(x)
		case DealStep:
			err = x.validateDeal(st.Deal)
		}
		if err != nil {
			return err
		}
	}
	if x.s.Recorded != nil {
		return x.s.Recorded.validate(x)
	}
	return nil
}

// seat checks that a seat exists.
func (x *run) seat(s Seat) error {
	if seats := x.g.State().Seats(); s.N < 1 || s.N > seats {
		return errorf(s.Pos, "seat %d does not exist: this game has seats 1 to %d", s.N, seats)
	}
	return nil
}

// kinds looks card codes up in the game's deck.
func (x *run) kinds(c Cards) ([]int, error) {
	deck := x.g.State().Deck()
	out := make([]int, len(c.Codes))
	for i, code := range c.Codes {
		k, ok := deck.Lookup(code)
		if !ok {
			return nil, errorf(c.Pos[i], "%s is not a card of %s", code, x.desc.Name)
		}
		out[i] = k
	}
	return out, nil
}

// codes writes card kinds as their canonical codes.
func (x *run) codes(kinds []int) []string {
	deck := x.g.State().Deck()
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = deck.Kind(k).Code
	}
	return out
}

// pile finds a pile of the game.
func (x *run) pile(ref PileRef) (core.PileID, error) {
	st := x.g.State()
	if id, ok := st.PileByName(ref.String()); ok {
		return id, nil
	}
	if isGroup(st, ref.Name) {
		if ref.Seat == 0 {
			return 0, errorf(ref.Pos, "%s is one pile per seat: write %s: {1: ..., 2: ...} or %s.1", ref.Name, ref.Name, ref.Name)
		}
		return 0, errorf(ref.Pos, "seat %d does not exist: this game has seats 1 to %d", ref.Seat, st.Seats())
	}
	return 0, errorf(ref.Pos, "the game has no pile %q (its piles are %s)", ref.String(), pileNames(st))
}

// isGroup reports whether name is a per-seat pile declaration ("hand").
func isGroup(st *core.State, name string) bool {
	for _, id := range st.Group(name) {
		if p := st.Pile(id); p.Owner >= 0 && p.Name == core.SeatPileName(name, p.Owner) {
			return true
		}
	}
	return false
}

// pileNames lists a game's piles, each per-seat group once.
func pileNames(st *core.State) string {
	var out []string
	seen := map[string]bool{}
	for i := range st.NumPiles() {
		p := st.Pile(core.PileID(i))
		name := p.Name
		if p.Group != "" && isGroup(st, p.Group) && p.Name == core.SeatPileName(p.Group, p.Owner) {
			name = p.Group + " (one per seat)"
		}
		if !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	return strings.Join(out, ", ")
}

// setup fixes the start of the game.
func (x *run) setup(su *Setup) error {
	fixed := map[core.PileID][]int{}
	count := map[int]int{}
	deck := x.g.State().Deck()
	for _, pc := range su.Piles {
		id, err := x.pile(pc.Pile)
		if err != nil {
			return err
		}
		if _, dup := fixed[id]; dup {
			return errorf(pc.Pile.Pos, "setup names pile %s twice", pc.Pile)
		}
		kinds, err := x.kinds(pc.Cards)
		if err != nil {
			return err
		}
		for i, k := range kinds {
			count[k]++
			if have := copiesOf(deck, k); count[k] > have {
				return errorf(pc.Cards.Pos[i], "the deck has only %d %s of %s", have, plural(have, "copy", "copies"), deck.Kind(k).Code)
			}
		}
		fixed[id] = kinds
	}
	for _, sc := range su.Scores {
		if err := x.seat(sc.Seat); err != nil {
			return err
		}
	}
	spare := x.g.State().StartPile() // the pile that held every card before the script's setup
	if su.Rest != nil {
		var err error
		if spare, err = x.pile(*su.Rest); err != nil {
			return err
		}
	}
	arr, ok := x.g.(engine.Arranger)
	if !ok {
		return errorf(su.Pos, "setup: %s cannot be set up by a test (its games are not an engine.Arranger)", x.desc.Name)
	}
	err := arr.Arrange(func(st *core.State) error {
		if len(fixed) > 0 {
			if err := st.Arrange(fixed, spare); err != nil {
				return err
			}
		}
		if su.Dealer.N != 0 {
			if err := st.SetDealer(su.Dealer.N - 1); err != nil {
				return err
			}
		}
		if su.First.N != 0 {
			if err := st.SetCurrent(su.First.N - 1); err != nil {
				return err
			}
		}
		if su.Direction != 0 {
			st.SetDirection(su.Direction)
		}
		if err := x.setScores(st, su); err != nil {
			return err
		}
		for _, v := range su.Vars {
			if err := st.SetVar(v.Name, v.Value); err != nil {
				return errorf(v.Pos, "g.vars.%s: %v", v.Name, unwrapVar(err))
			}
		}
		return nil
	})
	if err != nil {
		return errorf(su.Pos, "setup: %v", err)
	}
	return x.setNamed(su)
}

func copiesOf(d *core.Deck, kind int) int {
	n := 0
	for i := range d.Size() {
		if d.KindOf(core.CardID(i)) == kind {
			n++
		}
	}
	return n
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// narrate writes the game's log, marking each private line with the seats
// that read it.
func narrate(st *core.State) []string {
	all := st.AllSeats()
	var out []string
	for _, e := range st.Log() {
		if e.About > 0 {
			out = append(out, e.TextFor(-1)) // as an onlooker reads it: "seat 2 plays 8H."
			continue
		}
		if who := e.Subject(); who >= 0 && e.Public() {
			out = append(out, "(to seat "+fmt.Sprint(who+1)+") "+e.TextFor(who))
			if st.Seats() > 1 {
				out = append(out, "(to all but seat "+fmt.Sprint(who+1)+") "+e.TextFor((who+1)%st.Seats()))
			}
			continue
		}
		switch aud := e.Audience & all; {
		case e.Public() || aud == all:
			out = append(out, e.Text)
		default:
			out = append(out, "("+audience(aud, all, st.Seats())+") "+e.Text)
		}
	}
	return out
}

func audience(aud, all uint64, seats int) string {
	var in, out []string
	for i := range seats {
		if aud&(1<<uint(i)) != 0 {
			in = append(in, fmt.Sprint(i+1))
		} else {
			out = append(out, fmt.Sprint(i+1))
		}
	}
	switch {
	case len(in) == 1:
		return "to seat " + in[0]
	case len(out) == 1:
		return "to all but seat " + out[0]
	case len(in) == 0:
		return "to nobody"
	}
	return "to seats " + strings.Join(in, ", ")
}
