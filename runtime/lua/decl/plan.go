package decl

import (
	"reflect"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// The declarations of the game table that the engine runs (Rules API v3):
// a script that has game.deal declares the structure of its game, and the
// engine deals, passes the turn, lists and checks plays and does what cards
// do; the script's functions keep what is particular to its game.

// Game is what a declared game's plan is read for: one set of options and
// seats, and what the script declared before (the deck built for them, the
// piles, the moves, and which of each verb's functions the script wrote).
type Game struct {
	Options *lua.LTable // what a declaration written as a function is given, with Seats
	Seats   int
	Deck    *core.Deck
	Piles   []core.PileSpec
	Start   string
	Grammar *notation.Grammar
	Code    []rules.VerbCode // by verb, in the order of Grammar's forms
	Teams   core.Teams       // the partnerships seats.teams declares, or nil
}

// Plan is what a declared game's tables declare for one set of options and
// seats: the declaration runtime/rules runs, and the script's effect
// functions its effects name, by Effect.Hook.
type Plan struct {
	Decl    *rules.Decl
	Effects []*lua.LFunction
	// Funcs are the functions declared in place of values, by
	// rules.Func (from 1); Decl.Funcs says the same to the engine.
	Funcs []Func
}

// planReader reads one plan.
type planReader struct {
	*Reader
	game    Game
	effects []*lua.LFunction
	funcs   []Func
}

// ReadPlan reads the tables of a declared game (game.deal, game.stock,
// game.effects...) for g's options and seats, checking every field.
func (r *Reader) ReadPlan(g Game) (*Plan, error) {
	rd := &planReader{Reader: r, game: g}
	d := &rules.Decl{Grammar: g.Grammar, Deck: g.Deck, Piles: g.Piles, Start: g.Start, Teams: g.Teams}
	if err := rd.readDecls(d); err != nil {
		return nil, err
	}
	if err := rd.readDeclaredVerbs(d); err != nil {
		return nil, err
	}
	d.Funcs = rd.declared()
	return &Plan{Decl: d, Effects: rd.effects, Funcs: rd.funcs}, nil
}

// readDecls reads the declarations of the game table (rules.Decl's tags:
// game.deal, game.stock...), then checks what they need of each other.
func (rd *planReader) readDecls(d *rules.Decl) error {
	f := rd.fieldsOf("game", rd.table)
	f.decode(reflect.ValueOf(d).Elem())
	if f.err != nil {
		return f.err
	}
	if err := rd.readMechanicDecls(f, d); err != nil {
		return err
	}
	if d.Stock.Pile == "" {
		return rd.Errorf("game.deal", "game.deal deals from game.stock, which is missing: declare the pile cards are dealt and drawn from, such as game.stock = {pile = \"stock\"}")
	}
	return nil
}

// declTable evaluates a declaration: a table, or a function of the options
// and the number of seats returning one; nil when absent.
func (rd *planReader) declTable(path string, v lua.LValue) (*lua.LTable, error) {
	if fn, ok := v.(*lua.LFunction); ok {
		var err error
		if v, err = rd.script.Call(fn, path, rd.game.Options, lua.LNumber(rd.game.Seats)); err != nil {
			return nil, err
		}
	}
	switch t := v.(type) {
	case *lua.LNilType:
		return nil, nil
	case *lua.LTable:
		return t, nil
	}
	return nil, rd.Errorf(path, "%s must be a table, or a function(options, seats) returning one (it is %s)", path, rd.script.Describe(v))
}

// fieldsOf starts reading t, a declaration of the plan at path.
func (rd *planReader) fieldsOf(path string, t *lua.LTable) *field {
	f := rd.Reader.fieldsOf(path, t)
	f.plan = rd
	return f
}

// form is the form of verb.
func (rd *planReader) form(verb string) *notation.Form {
	for _, f := range rd.game.Grammar.Forms() {
		if f.Verb == verb {
			return f
		}
	}
	return nil
}

// readMechanicDecls reads the declarations the registered mechanics read
// for the whole game (rules.MechanicDecls: game.tricks...), each a table
// or a function of the options and seats returning one, into
// d.Mechanics.
func (rd *planReader) readMechanicDecls(f *field, d *rules.Decl) error {
	for _, md := range rules.MechanicDecls() {
		path := "game." + md.Field
		t, err := rd.declTable(path, f.get(md.Field))
		if err != nil {
			return err
		}
		if t == nil {
			continue
		}
		v := md.New()
		if err := rd.readTable(path, t, reflect.ValueOf(v)); err != nil {
			return err
		}
		if d.Mechanics == nil {
			d.Mechanics = map[string]any{}
		}
		d.Mechanics[md.Does] = v
	}
	return nil
}
