package lua

import (
	"errors"
	"fmt"
	"sort"
	"strings"

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
	optKey   string               // the options as name=value, sorted ("" until asked: optionKey)
	domains  [][][]notation.Value // the values the engine tries for a free slot, by verb and slot, made when first needed
	whole    []*candidate         // the candidate of each enumerable verb without a generator, made once
	// flow is the engine running the game (runtime/rules): the structure
	// the script declares, or for a game of functions alone (Rules API
	// v2), the script's own setup, to_act and verbs.
	flow *rules.Game
	plan *declaredPlan
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
	oc, err := h.options(cfg.Options)
	if err != nil {
		return nil, &engine.ConfigError{Options: true, Msg: err.Error(), Codes: scriptCodes(err.Error())}
	}
	g := &Game{host: h, seats: seats, seed: cfg.Seed, options: oc.opts, optTable: oc.table, optKey: oc.key}
	if g.deck, err = h.buildDeck(g); err != nil {
		return nil, err
	}
	if n := info.PileCount(seats); n > bind.MaxPiles {
		return nil, h.declError("piles", "piles: %d seats make %d piles; a game may have at most %d", seats, n, bind.MaxPiles)
	}
	proto, err := h.prototype(g)
	if err != nil {
		return nil, h.declError("piles", "%v", err)
	}
	g.state = proto.NewState(cfg.Seed)
	if cfg.Prepare != nil {
		if err := cfg.Prepare(g.state); err != nil {
			return nil, err
		}
	}
	h.bind(g)
	return g, g.deal()
}

// deal starts the game on the engine: it deals, if the script declares
// the deal, then runs the script's setup.
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
	key := h.planKey(g.seats, g.optionKey())
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

// prototype makes the states of games of g's options and seats: made once
// per set, as the deck is.
func (h *Host) prototype(g *Game) (*core.Prototype, error) {
	key := h.planKey(g.seats, g.optionKey())
	if p, ok := h.decl.protos[key]; ok {
		return p, nil
	}
	info := h.script.Info
	p, err := core.NewPrototype(core.Config{Deck: g.deck, Seats: g.seats, Piles: info.Piles, Start: info.Start})
	if err != nil {
		return nil, err
	}
	if h.decl.protos == nil {
		h.decl.protos = map[string]*core.Prototype{}
	}
	h.decl.protos[key] = p
	return p, nil
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

// ToAct says who must decide next: the engine, or in a game of functions
// alone the script's to_act.
func (g *Game) ToAct() (Decision, error) { return g.flow.ToAct() }

// decisionOf reads what to_act returned.
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
	if g.state.Result().Over {
		return ErrGameOver
	}
	g.host.chargeSpan()
	err := g.flow.PlayMove(seat, m)
	g.state = g.flow.State()
	if err != nil {
		g.host.game = nil // g.piles may name piles a failed move created
		named(err, seat, g.Format(m))
	}
	return err
}

// Check says whether seat may make move m now: nil when it may, or the
// refusal naming the rule. It changes nothing but the vetting: a move it
// accepts may be played without being checked again while the game stays
// as it is.
func (g *Game) Check(seat int, m *notation.Move) (*IllegalMove, error) {
	if g.state.Result().Over {
		return nil, ErrGameOver
	}
	g.host.chargeSpan()
	return g.flow.Check(seat, m)
}

// Status asks the script for a short description of the table (the called
// suit, a pending draw), shown to players; "" when the script has none.
func (g *Game) Status(seat int) (string, error) {
	h := g.host
	if h.decl.hooks.Status == nil {
		return "", nil
	}
	h.bind(g)
	rets, err := h.run(g.state, h.decl.hooks.Status, true, "status", h.api.G(), h.seatArg(seat))
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
	c.flow = g.flow.CopyOn(c.state, declaredHooks{g: &c, effects: g.plan.effects})
	return &c
}

// optionKey is the game's options as name=value, sorted, for keys.
func (g *Game) optionKey() string {
	if g.optKey == "" {
		g.optKey = strings.Join(g.OptionList(), " ")
	}
	return g.optKey
}

// OptionList returns the game's option values as name=value, sorted.
func (g *Game) OptionList() []string { return optionList(g.options) }

// optionList writes options as name=value, sorted.
func optionList(options map[string]any) []string {
	var out []string
	for k, v := range options {
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
	c.plan = g.plan
	c.flow = g.plan.plan.ResumeImagined(c.state, declaredHooks{g: &c, effects: g.plan.effects}, g.flow)
	return &c
}

// named names the seat and the move in a refusal that the move's own apply
// made, which knows neither.
func named(err error, seat int, move string) {
	var im *IllegalMove
	if errors.As(err, &im) && im.Move == "" {
		im.Seat, im.Move = seat, move
	}
}
