package lua

import (
	"errors"
	"fmt"
	"sort"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// Game is one game: its whole state and the host that runs its rules.
type Game struct {
	host     *Host
	state    *core.State
	deck     *core.Deck
	seats    int
	seed     uint64
	options  map[string]any
	optTable *lua.LTable
	decision *Decision
	domains  map[[2]int][]notation.Value // the values the engine tries for a free slot, by verb and slot
	gen      uint64                      // the generation of the state: bumped by every change (vetting.go)
	checked  engine.Vetted               // the move Check or RandomMove last found legal
	listed   engine.Vetted               // the moves Moves last listed
	whole    []*candidate                // the candidate of each enumerable verb without a generator, made once
	// flow runs the structure a declared game declares (Rules API v3); nil
	// for a game whose script runs every rule itself.
	flow *rules.Game
	plan *declaredPlan
	// tally counts the rule codes of a game of functions' refusals, once
	// asked to (Tally); a declared game's is its flow's; nil for a copy.
	tally *engine.Tally
}

// NewGame starts a game on a fresh host.
func (s *Script) NewGame(cfg Config) (*Game, error) {
	h, err := s.NewHost()
	if err != nil {
		return nil, err
	}
	return h.NewGame(cfg)
}

// NewGame starts a game on this host: builds the deck, creates the piles and
// runs the script's setup.
func (h *Host) NewGame(cfg Config) (*Game, error) {
	info := h.script.Info
	if name := h.vm.snapshot.changed(); name != "" {
		return nil, &ScriptError{File: h.script.Path, Msg: fmt.Sprintf("the script changed %s during a game: keep game state in g.vars", name)}
	}
	seats := cfg.Seats
	if seats == 0 {
		seats = info.DefaultSeats
	}
	if seats < info.MinSeats || seats > info.MaxSeats {
		return nil, &engine.ConfigError{Msg: fmt.Sprintf("%s is played by %d to %d players, not %d", info.Name, info.MinSeats, info.MaxSeats, seats)}
	}
	opts, err := info.ResolveOptions(cfg.Options)
	if err != nil {
		return nil, &engine.ConfigError{Options: true, Msg: err.Error()}
	}
	g := &Game{host: h, seats: seats, seed: cfg.Seed, options: opts}
	g.optTable = bind.ToLua(h.vm.L, opts).(*lua.LTable)
	h.api.GuardOptions(g.optTable)
	if g.deck, err = h.buildDeck(g); err != nil {
		return nil, err
	}
	if n := info.PileCount(seats); n > bind.MaxPiles {
		return nil, h.declError("piles", "piles: %d seats make %d piles; a game may have at most %d", seats, n, bind.MaxPiles)
	}
	g.state, err = core.NewState(core.Config{Deck: g.deck, Seats: seats, Seed: cfg.Seed, Piles: info.Piles, Start: info.Start})
	if err != nil {
		return nil, h.declError("piles", "%v", err)
	}
	if cfg.Prepare != nil {
		if err := cfg.Prepare(g.state); err != nil {
			return nil, err
		}
	}
	h.bind(g)
	if info.Declared {
		return g, g.deal()
	}
	if _, err := h.run(g.state, h.decl.hooks.Setup, false, "setup", h.api.G()); err != nil {
		return nil, err
	}
	return g, nil
}

// deal starts a declared game: the engine deals, then the script's setup
// runs, if it has one.
func (g *Game) deal() error {
	dp, err := g.host.planFor(g)
	if err != nil {
		return err
	}
	g.plan = dp
	g.flow, err = dp.plan.Deal(g.state, declaredHooks{g: g, effects: dp.effects})
	if err == nil {
		g.state = g.flow.State()
	}
	return err
}

// resume puts a declared game's structure over g.state, a state of a game
// of the same plan (a copy, a restored or an imagined one).
func (g *Game) resume(dp *declaredPlan) {
	g.plan = dp
	g.flow = dp.plan.Resume(g.state, declaredHooks{g: g, effects: dp.effects})
}

// buildDeck evaluates the deck declaration for the game's options and seats.
// Decks are immutable, so one is built per set of options and seats.
func (h *Host) buildDeck(g *Game) (*core.Deck, error) {
	key := fmt.Sprint(g.seats, g.OptionList())
	if d, ok := h.decl.decks[key]; ok {
		return d, nil
	}
	if err, ok := h.decl.deckErrs[key]; ok {
		return nil, err // a broken declaration is not evaluated again for every game
	}
	d, err := h.decls().ReadDeck(g.optTable, g.seats)
	if err == nil {
		if h.decl.decks == nil {
			h.decl.decks = map[string]*core.Deck{}
		}
		h.decl.decks[key] = d
	} else {
		if h.decl.deckErrs == nil {
			h.decl.deckErrs = map[string]error{}
		}
		h.decl.deckErrs[key] = err
	}
	return d, err
}

// bind makes the host serve g: g.seats, g.options and the card caches.
func (h *Host) bind(g *Game) {
	if h.game == g {
		return
	}
	h.game = g
	h.api.Serve(g.seats, g.optTable, g.deck, g.state)
}

// State returns the game's state (read only: change it only through moves).
func (g *Game) State() *core.State { return g.state }

// Info returns what the game's script declares.
func (g *Game) Info() *Info { return g.host.script.Info }

// Seats is the number of seats.
func (g *Game) Seats() int { return g.seats }

// Seed is the game's seed.
func (g *Game) Seed() uint64 { return g.seed }

// Options implements [engine.Optioned]: every option's value, defaults
// included, as a person would type it.
func (g *Game) Options() map[string]string {
	out := make(map[string]string, len(g.options))
	for k, v := range g.options {
		out[k] = FormatValue(v)
	}
	return out
}

// Host returns the host running the game's rules.
func (g *Game) Host() *Host { return g.host }

// ToAct asks the script who must decide next.
func (g *Game) ToAct() (Decision, error) {
	if g.flow != nil {
		return g.flow.ToAct()
	}
	if g.decision != nil {
		return *g.decision, nil
	}
	if g.state.Result().Over {
		return Decision{Over: true}, nil
	}
	h := g.host
	h.bind(g)
	rets, err := h.run(g.state, h.decl.hooks.ToAct, true, "to_act", h.api.G())
	if err != nil {
		return Decision{}, err
	}
	d, err := g.decisionOf(rets)
	if err != nil {
		return Decision{}, err
	}
	g.decision = &d
	return d, nil
}

func (g *Game) decisionOf(rets []lua.LValue) (Decision, error) {
	n, ok := rets[0].(lua.LNumber)
	if !ok || int(n) < 1 || int(n) > g.seats || float64(int(n)) != float64(n) {
		return Decision{}, &ScriptError{File: g.host.script.Path, Line: g.hookLine("to_act"),
			Msg: fmt.Sprintf("to_act must return a seat from 1 to %d while the game is not over (it returned %s)", g.seats, returned(rets[0]))}
	}
	d := Decision{Seat: int(n) - 1}
	if t, ok := rets[1].(*lua.LTable); ok {
		for i := 1; i <= t.Len(); i++ {
			s, ok := t.RawGetInt(i).(lua.LNumber)
			if !ok || int(s) < 1 || int(s) > g.seats {
				return Decision{}, &ScriptError{File: g.host.script.Path, Line: g.hookLine("to_act"),
					Msg: fmt.Sprintf("to_act's second result must list seats from 1 to %d", g.seats)}
			}
			if int(s)-1 != d.Seat {
				d.Others = append(d.Others, int(s)-1)
			}
		}
	}
	return d, nil
}

// hookLine is the line where a hook is defined.
func (g *Game) hookLine(name string) int {
	if fn, ok := g.host.vm.table.RawGetString(name).(*lua.LFunction); ok && fn.Proto != nil {
		return fn.Proto.LineDefined
	}
	return 0
}

// Parse reads a typed move in the game's notation.
func (g *Game) Parse(text string) (*notation.Move, error) {
	return g.Info().Grammar.Parse(text, g.deck, g.seats)
}

// Format writes a move in the game's canonical notation.
func (g *Game) Format(m *notation.Move) string { return g.Info().Grammar.Format(m, g.deck) }

// Play applies a seat's typed move: it is read in the game's notation, then
// played as [Game.PlayMove] plays it.
func (g *Game) Play(seat int, text string) error {
	if _, err := g.ToAct(); err != nil {
		return err
	}
	m, err := g.Parse(text)
	if err != nil {
		return err
	}
	return g.PlayMove(seat, m)
}

// PlayMove applies a seat's move. The seat must be one that may act now,
// the verb's part rules and check must accept the move (unless it was
// vetted: vetting.go), and its apply then runs against a fork of the
// state. If the move is refused (an *IllegalMove naming the rule) or the
// script fails (a *ScriptError), the game is unchanged.
func (g *Game) PlayMove(seat int, m *notation.Move) error {
	if g.flow != nil {
		return g.playDeclared(seat, m)
	}
	var im *IllegalMove
	var err error
	if !g.isVetted(seat, m) {
		im, err = g.Check(seat, m)
	}
	if err == nil && im != nil {
		return im
	}
	if err == nil {
		err = g.apply(seat, m)
	}
	if errors.As(err, &im) {
		im.Seat, im.Move = seat, g.Format(m)
	}
	return err
}

// playDeclared plays a move of a declared game.
func (g *Game) playDeclared(seat int, m *notation.Move) error {
	if g.state.Result().Over {
		return ErrGameOver
	}
	err := g.flow.PlayMove(seat, m)
	g.state = g.flow.State()
	if err != nil {
		g.host.game = nil // g.piles may name piles a failed move created
	}
	return err
}

// Check says whether seat may make move m now: nil when it may, or the
// refusal naming the rule. The seat must be one that may act now, and the
// verb's part rules and check must accept the move. It changes nothing
// but the vetting: a move it accepts may be played without being checked
// again while the game stays as it is.
func (g *Game) Check(seat int, m *notation.Move) (*IllegalMove, error) {
	if g.flow != nil {
		if g.state.Result().Over {
			return nil, ErrGameOver
		}
		return g.flow.Check(seat, m)
	}
	d, err := g.ToAct()
	if err != nil {
		return nil, err
	}
	if d.Over {
		return nil, ErrGameOver
	}
	if !d.MayAct(seat, &g.Info().Verbs[m.Verb]) {
		return &IllegalMove{Seat: seat, Move: g.Format(m), Reason: fmt.Sprintf("it is not your turn: seat %d is to play", d.Seat+1)}, nil
	}
	im, err := g.check(seat, m)
	switch {
	case im != nil:
		im.Seat, im.Move = seat, g.Format(m)
	case err == nil:
		g.checked = engine.Vet(g.gen, seat, m)
	}
	return im, err
}

// apply runs the verb's apply against a fork of the state, and keeps the
// fork only when it succeeds.
func (g *Game) apply(seat int, m *notation.Move) error {
	v := &g.Info().Verbs[m.Verb]
	h := g.host
	h.bind(g)
	fork := g.state.Fork()
	h.api.ShowVars(g.state, fork) // the fork starts with the same variables
	_, err := h.run(fork, h.decl.verbs[m.Verb].Apply, false, h.decl.verbs[m.Verb].ApplyName, h.api.G(), lua.LNumber(seat+1), h.api.MoveTable(v.Form, m))
	if err != nil {
		h.game = nil             // g.piles may name piles the failed move created
		g.state = g.state.Fork() // the original is unchanged; take it back
		return err
	}
	fork.RecordMove(seat, g.Format(m))
	g.state = fork
	g.changed()
	return nil
}

// Status asks the script for a short description of the table (the called
// suit, a pending draw), shown to players; "" when the script has none.
func (g *Game) Status(seat int) (string, error) {
	h := g.host
	if h.decl.hooks.Status == nil {
		return "", nil
	}
	h.bind(g)
	rets, err := h.run(g.state, h.decl.hooks.Status, true, "status", h.api.G(), lua.LNumber(seat+1))
	if err != nil {
		return "", err
	}
	if rets[0] == lua.LNil {
		return "", nil
	}
	if s := rets[0].String(); len(s) <= maxStatus {
		return s, nil
	}
	return "", &ScriptError{File: h.script.Path, Line: g.hookLine("status"), Msg: fmt.Sprintf("status returned %d bytes of text; it may return at most %d", len(rets[0].String()), maxStatus), Limit: true}
}

// View is what a seat may know of the game (-1 for an onlooker), with the log
// from event index since on.
func (g *Game) View(seat, since int) *core.View { return g.state.View(seat, since) }

// Clone returns an independent copy of the game on the same host. The copy
// knows who is to act and which moves were found legal, as the state is the
// same.
func (g *Game) Clone() *Game {
	c := *g
	c.state = g.state.Clone()
	c.tally = nil
	if g.flow != nil {
		c.resume(g.plan)
	}
	return &c
}

// OptionList returns the game's option values as name=value, sorted.
func (g *Game) OptionList() []string {
	var out []string
	for k, v := range g.options {
		out = append(out, k+"="+FormatValue(v))
	}
	sort.Strings(out)
	return out
}

// returned describes a hook's result that should have been a number.
func returned(v lua.LValue) string {
	if s, ok := v.(lua.LString); ok {
		return fmt.Sprintf("the string %q: return the number, %s rather than \"%s\"", string(s), string(s), string(s))
	}
	return bind.Describe(v)
}

// Determinize implements [engine.Determinizer]: a copy of the game on the
// same host as seat might imagine it.
func (g *Game) Determinize(seat int, seed uint64) engine.Game {
	c := *g
	c.state = g.state.Determinize(seat, seed)
	c.tally = nil
	c.changed()
	if g.flow != nil {
		c.resume(g.plan)
	}
	return &c
}
