package decl

import (
	"reflect"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// converter reads a field whose Go value is not what the script writes
// (the as tag): it reads field s of f's table into v, a field of the
// struct parent.
type converter struct {
	read func(f *field, s spec, parent, v reflect.Value)
	// luaType is the field's LuaLS type.
	luaType func(s spec) string
	// inline, for a converter of an inline field, is the struct whose
	// tags describe the fields it reads from the same table.
	inline reflect.Type
}

// converters are the converters by the name an as tag gives (set by
// init: they read declarations, which use them).
var converters map[string]converter

func newConverters() map[string]converter {
	return map[string]converter{
		"seat":      {read: readSeat, luaType: fixedType("integer?")},
		"textOrNo":  {read: readTextOrNo, luaType: fixedType("(rulerun.Narration|false)?")},
		"ranks":     {read: readRanks, luaType: fixedType("string|string[]?")},
		"shapes":    {read: readShapesField, luaType: fixedType("(string|{run: rulerun.RunDecl})[]?")},
		"does":      {read: readDoes, luaType: doesType},
		"declared":  {read: readDeclared, luaType: declaredType},
		"effects":   {read: readEffectsField},
		"duties":    {read: readDutiesField},
		"melds":     {read: readMeldRules, inline: reflect.TypeFor[meldRules]()},
		"func":      {read: readPredicate, luaType: fixedType("(fun(at: rulerun.At, move: table): boolean)?")},
		"beats":     {read: readBeats, luaType: fixedType("(fun(at: rulerun.At, card: string, on: string): boolean)?")},
		"beatsPlay": {read: readBeatsPlay, luaType: fixedType("(fun(at: rulerun.At, play: string[], on: string[]): boolean)?")},
		"atEnd":     {read: readAtEnd, luaType: fixedType("(fun(at: rulerun.At): integer[])?")},
		"payout":    {read: readPayout, luaType: fixedType("(integer|fun(at: rulerun.At): integer)[]?")},
		"fnList":    {read: readFnList, luaType: fixedType("(integer|fun(at: rulerun.At): integer)[]?")},
		"fnMap":     {read: readFnMap, luaType: fixedType("table<string, integer|fun(at: rulerun.At): integer>?")},
	}
}

func fixedType(t string) func(spec) string { return func(spec) string { return t } }

// readSeat reads a seat numbered from 1 as one numbered from 0: 0 is -1
// (chosen at random), absent is rules.NoDealer (deal.dealer).
func readSeat(f *field, s spec, _, v reflect.Value) {
	if f.get(s.name) == lua.LNil {
		v.SetInt(rules.NoDealer)
		return
	}
	v.SetInt(int64(f.num(s.name, 0) - 1))
}

// readTextOrNo reads a text that may be false for none: false sets the
// struct's Silent field instead (win.say).
func readTextOrNo(f *field, s spec, parent, v reflect.Value) {
	if f.get(s.name) == lua.LFalse {
		parent.FieldByName("Silent").SetBool(true)
		return
	}
	f.message(s, v.Addr().Interface().(*rules.Message))
}

// readRanks reads a list of ranks as a card selection (a bomb's on_ranks).
func readRanks(f *field, s spec, _, v reflect.Value) {
	v.Set(reflect.ValueOf(rules.Cards{Ranks: f.strings(s.name)}))
}

// readShapesField reads play.shapes: "single", and {run = {...}}.
func readShapesField(f *field, _ spec, _, v reflect.Value) {
	v.Set(reflect.ValueOf(f.shapes()))
}

// readDoes reads a verb's does word; ReadInfo checked it is a kind of move.
func readDoes(f *field, s spec, _, v reflect.Value) { v.SetString(f.str(s.name)) }

// doesType is the LuaLS type of does: the words of the engine's
// mechanics.
func doesType(spec) string {
	var words []string
	for _, w := range scriptDoes() {
		words = append(words, strconv.Quote(w))
	}
	return "(" + strings.Join(words, "|") + ")?"
}

// readDeclared reads a declaration that may also be a function of the
// options and the number of seats returning one (game.deal, a verb's
// play): into v, a struct (read from nothing when absent: its defaults), or
// a pointer to one (nil when absent).
func readDeclared(f *field, s spec, _, v reflect.Value) {
	if f.err != nil {
		return
	}
	path := f.path + "." + s.name
	t, err := f.plan.declTable(path, f.get(s.name))
	if err != nil {
		f.err = err
		return
	}
	if v.Kind() == reflect.Struct {
		f.keep(f.plan.readTable(path, t, v.Addr()))
		return
	}
	if t != nil {
		p := reflect.New(v.Type().Elem())
		f.keep(f.plan.readTable(path, t, p))
		v.Set(p)
	}
}

// readTable reads the declaration at path, table t, into p, a pointer to
// its struct.
func (rd *planReader) readTable(path string, t *lua.LTable, p reflect.Value) error {
	return rd.fieldsOf(path, t).read(p.Interface())
}

// readEffectsField reads game.effects (effects.go).
func readEffectsField(f *field, s spec, _, v reflect.Value) {
	if f.err == nil {
		effects, err := f.plan.readEffects(f.path+"."+s.name, f.get(s.name))
		f.err = err
		v.Set(reflect.ValueOf(effects))
	}
}

// readDutiesField reads game.duties (rounds.go).
func readDutiesField(f *field, s spec, _, v reflect.Value) {
	if f.err == nil {
		duties, err := f.plan.readDuties(f.path+"."+s.name, f.get(s.name))
		f.err = err
		v.Set(reflect.ValueOf(duties))
	}
}

// declaredType is "X|fun(options: table<string, any>, seats: integer): X"
// for a declaration of class X.
func declaredType(s spec) string {
	c := classOf(s.typ)
	return c + "|fun(options: table<string, any>, seats: integer): " + c
}

// meldRules is what a meld is, as game.melds declares it: the fields of
// core.MeldRules, with their names in the script.
type meldRules struct {
	MinSize     int    `lua:"min" default:"3" doc:"The fewest cards of a meld, wilds included (3 by default)."`
	MaxWilds    int    `lua:"max_wilds" default:"-1" doc:"The most wilds in one meld (no limit by default)."`
	MinNaturals int    `lua:"min_naturals" default:"1" doc:"The fewest cards of a meld that are not wild (1 by default)."`
	Sets        bool   `lua:"sets" default:"true" doc:"Sets (cards of one rank) are melds (true by default)."`
	Runs        bool   `lua:"runs" default:"true" doc:"Runs (consecutive ranks) are melds (true by default)."`
	Wrap        bool   `lua:"wrap" doc:"A run may go on from the highest rank to the lowest."`
	EitherEnd   string `lua:"either_end" doc:"The code of the lowest or the highest rank, which may also stand at the other end of a run, never between two cards: \"A\" for an ace low or high (A-2-3 and Q-K-A, never K-A-2). Not with wrap."`
	AnySuitRuns bool   `lua:"mixed_suits" doc:"The cards of a run may differ in suit."`
	SetSuits    bool   `lua:"set_suits" doc:"The cards of a set must differ in suit."`
	WildKind    string `lua:"wild" doc:"The kind of the wild cards (\"wild\" by default)."`
}

// readMeldRules reads game.melds' fields that say what a meld is.
func readMeldRules(f *field, _ spec, _, v reflect.Value) {
	var m meldRules
	f.decode(reflect.ValueOf(&m).Elem())
	v.Set(reflect.ValueOf(core.MeldRules(m)))
}
