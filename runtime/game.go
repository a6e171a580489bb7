package runtime

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	lua "github.com/yuin/gopher-lua"
)

// Config is how a game is set up.
type Config struct {
	Seats   int               // 0 takes the script's default
	Seed    uint64            // the seed of the game's random generator
	Options map[string]string // option values as typed, by name
}

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
}

// Decision says who must decide next. Others may also act now, out of turn
// (catching a missed call, say); they may also let play go on.
type Decision struct {
	Seat   int   // the seat that must decide (0-based)
	Others []int // seats that may act out of turn (0-based)
	Over   bool  // the game has ended; nobody decides
}

// ErrGameOver is returned when a move is made after the game has ended.
var ErrGameOver = errors.New("the game is over")

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
	if name := h.snapshot.changed(); name != "" {
		return nil, &ScriptError{File: h.script.Path, Msg: fmt.Sprintf("the script changed %s during a game: keep game state in g.vars", name)}
	}
	seats := cfg.Seats
	if seats == 0 {
		seats = info.DefaultSeats
	}
	if seats < info.MinSeats || seats > info.MaxSeats {
		return nil, fmt.Errorf("%s is played by %d to %d players, not %d", info.Name, info.MinSeats, info.MaxSeats, seats)
	}
	opts, err := info.ResolveOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	g := &Game{host: h, seats: seats, seed: cfg.Seed, options: opts}
	g.optTable = toLua(h.L, opts).(*lua.LTable)
	if g.deck, err = h.buildDeck(g); err != nil {
		return nil, err
	}
	if n := info.pileCount(seats); n > maxPiles {
		return nil, h.declError("piles", "piles: %d seats make %d piles; a game may have at most %d", seats, n, maxPiles)
	}
	g.state, err = core.NewState(core.Config{Deck: g.deck, Seats: seats, Seed: cfg.Seed, Piles: info.Piles, Start: info.Start})
	if err != nil {
		return nil, h.declError("piles", "%v", err)
	}
	h.bind(g)
	if _, err := h.run(g.state, h.hooks.setup, false, "setup", h.api); err != nil {
		return nil, err
	}
	return g, nil
}

// buildDeck evaluates the deck declaration for the game's options and seats.
// Decks are immutable, so one is built per set of options and seats.
func (h *Host) buildDeck(g *Game) (*core.Deck, error) {
	key := fmt.Sprint(g.seats, g.OptionList())
	if d, ok := h.decks[key]; ok {
		return d, nil
	}
	if err, ok := h.deckErrs[key]; ok {
		return nil, err // a broken declaration is not evaluated again for every game
	}
	d, err := h.evalDeck(g)
	if err == nil {
		if h.decks == nil {
			h.decks = map[string]*core.Deck{}
		}
		h.decks[key] = d
	} else {
		if h.deckErrs == nil {
			h.deckErrs = map[string]error{}
		}
		h.deckErrs[key] = err
	}
	return d, err
}

func (h *Host) evalDeck(g *Game) (*core.Deck, error) {
	v := h.game.RawGetString("deck")
	if fn, ok := v.(*lua.LFunction); ok {
		var err error
		if v, err = h.call(fn, "deck", g.optTable, lua.LNumber(g.seats)); err != nil {
			return nil, err
		}
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, h.declError("deck", "the game table needs deck = {preset = \"french52\"} or a function(options, seats) returning one")
	}
	spec, err := deckSpec(t)
	if err == nil {
		var d *core.Deck
		if d, err = core.NewDeck(spec); err == nil {
			return d, nil
		}
	}
	return nil, h.declError("deck", "deck: %v", err)
}

// bind makes the host serve g: g.seats, g.options and the card caches.
func (h *Host) bind(g *Game) {
	if h.cur == g {
		return
	}
	h.cur = g
	h.api.RawSetString("seats", lua.LNumber(g.seats))
	h.api.RawSetString("options", g.optTable)
	h.bindDeck(g.deck)
	h.bindPiles(g.state)
}

// run calls a hook with st as the state it sees. A read-only hook that tries
// to change the game fails.
func (h *Host) run(st *core.State, fn *lua.LFunction, readOnly bool, context string, args ...lua.LValue) ([]lua.LValue, error) {
	h.state, h.readOnly = st, readOnly
	defer func() { h.state, h.readOnly = nil, false }()
	h.growPiles(st)
	h.loadVars(st)
	h.logBase = len(st.Log())
	rets, err := h.callN(fn, 2, context, args...)
	if readOnly && h.varsHoldTables() {
		h.varsState = nil // the hook may have changed a table inside g.vars in place
	}
	if err != nil {
		if !readOnly {
			h.varsState = nil // g.vars may hold half a move
		}
		return nil, err
	}
	if !readOnly {
		if err := h.storeVars(st); err != nil {
			return nil, err
		}
	}
	return rets, nil
}

// State returns the game's state (read only: change it only through moves).
func (g *Game) State() *core.State { return g.state }

// Info returns what the game's script declares.
func (g *Game) Info() *Info { return g.host.script.Info }

// Seats is the number of seats.
func (g *Game) Seats() int { return g.seats }

// Seed is the game's seed.
func (g *Game) Seed() uint64 { return g.seed }

// Options returns every option's value, defaults included.
func (g *Game) Options() map[string]any { return g.options }

// Host returns the host running the game's rules.
func (g *Game) Host() *Host { return g.host }

// ToAct asks the script who must decide next.
func (g *Game) ToAct() (Decision, error) {
	if g.decision != nil {
		return *g.decision, nil
	}
	if g.state.Result().Over {
		return Decision{Over: true}, nil
	}
	h := g.host
	h.bind(g)
	rets, err := h.run(g.state, h.hooks.toAct, true, "to_act", h.api)
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
			Msg: fmt.Sprintf("to_act must return a seat from 1 to %d while the game is not over (it returned %s)", g.seats, rets[0].String())}
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
	if fn, ok := g.host.game.RawGetString(name).(*lua.LFunction); ok && fn.Proto != nil {
		return fn.Proto.LineDefined
	}
	return 0
}

// Legal asks the script for every move a seat may make now, in the game's
// notation. It may be asked for any seat.
func (g *Game) Legal(seat int) ([]string, error) {
	if g.state.Result().Over {
		return nil, nil
	}
	h := g.host
	h.bind(g)
	rets, err := h.run(g.state, h.hooks.legal, true, "legal", h.api, lua.LNumber(seat+1))
	if err != nil {
		return nil, err
	}
	t, ok := rets[0].(*lua.LTable)
	if !ok {
		return nil, &ScriptError{File: h.script.Path, Line: g.hookLine("legal"), Msg: "legal must return a list of moves, such as {\"draw\", \"play 8H call spades\"}"}
	}
	if t.Len() > maxMoves {
		return nil, &ScriptError{File: h.script.Path, Line: g.hookLine("legal"), Msg: fmt.Sprintf("legal listed %d moves; it may list at most %d", t.Len(), maxMoves), Limit: true}
	}
	out := make([]string, 0, t.Len())
	for i := 1; i <= t.Len(); i++ {
		s, ok := t.RawGetInt(i).(lua.LString)
		if !ok {
			return nil, &ScriptError{File: h.script.Path, Line: g.hookLine("legal"), Msg: fmt.Sprintf("legal returned a %s at position %d; moves are strings", t.RawGetInt(i).Type(), i)}
		}
		if len(s) > maxMoveText {
			return nil, &ScriptError{File: h.script.Path, Line: g.hookLine("legal"), Msg: fmt.Sprintf("legal listed a move of %d bytes at position %d; a move may be at most %d", len(s), i, maxMoveText), Limit: true}
		}
		out = append(out, string(s))
	}
	return out, nil
}

// Parse reads a typed move in the game's notation.
func (g *Game) Parse(text string) (*core.Move, error) {
	return g.host.script.Info.Grammar.Parse(text, g.deck, g.seats)
}

// Play applies a seat's move. The move is checked against who may act, read
// in the game's notation, and given to the script; if the script rejects it
// (an *IllegalMove naming the rule) or fails (a *ScriptError), the game is
// unchanged.
func (g *Game) Play(seat int, text string) error {
	d, err := g.ToAct()
	if err != nil {
		return err
	}
	if d.Over {
		return ErrGameOver
	}
	if seat != d.Seat && !slices.Contains(d.Others, seat) {
		return &IllegalMove{Seat: seat, Move: strings.TrimSpace(text), Reason: fmt.Sprintf("it is not your turn: seat %d is to play", d.Seat+1)}
	}
	m, err := g.Parse(text)
	if err != nil {
		return err
	}
	return g.apply(seat, m)
}

func (g *Game) apply(seat int, m *core.Move) error {
	h := g.host
	h.bind(g)
	fork := g.state.Fork()
	h.loadVars(g.state)
	h.varsState = fork // the fork starts with the same variables
	_, err := h.run(fork, h.hooks.play, false, "play", h.api, lua.LNumber(seat+1), h.moveTable(m))
	if err != nil {
		h.cur = nil              // g.piles may name piles the failed move created
		g.state = g.state.Fork() // the original is unchanged; take it back
		var im *IllegalMove
		if errors.As(err, &im) {
			im.Seat, im.Move = seat, m.Text
		}
		return err
	}
	fork.RecordMove(seat, m.Text)
	g.state = fork
	g.decision = nil
	return nil
}

// moveTable gives a parsed move to the script: verb, text and one field per
// value (cards, seat, call...). Seats count from 1.
func (h *Host) moveTable(m *core.Move) *lua.LTable {
	L := h.L
	if h.move == nil {
		h.move = L.CreateTable(0, 8)
	}
	t := h.move
	for k, _ := t.Next(lua.LNil); k != lua.LNil; k, _ = t.Next(k) {
		t.RawSet(k, lua.LNil)
	}
	t.RawSetString("verb", lua.LString(m.Verb))
	t.RawSetString("text", lua.LString(m.Text))
	for _, a := range m.Args {
		switch v := a.Value.(type) {
		case int:
			if a.Kind == "seat" {
				v++
			}
			t.RawSetString(a.Name, lua.LNumber(v))
		case [][]string:
			groups := L.CreateTable(len(v), 0)
			for _, grp := range v {
				groups.Append(toLua(L, grp))
			}
			t.RawSetString(a.Name, groups)
		default:
			t.RawSetString(a.Name, toLua(L, v))
		}
	}
	return t
}

// Status asks the script for a short description of the table (the called
// suit, a pending draw), shown to players; "" when the script has none.
func (g *Game) Status(seat int) (string, error) {
	h := g.host
	if h.hooks.status == nil {
		return "", nil
	}
	h.bind(g)
	rets, err := h.run(g.state, h.hooks.status, true, "status", h.api, lua.LNumber(seat+1))
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

// Clone returns an independent copy of the game on the same host.
func (g *Game) Clone() *Game {
	c := *g
	c.state = g.state.Clone()
	c.decision = nil
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
