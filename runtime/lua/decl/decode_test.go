package decl

import (
	"reflect"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// readAs reads the table constructor body as the declaration v, at path,
// on a plain interpreter.
func readAs(t *testing.T, path, body string, v any) error {
	t.Helper()
	L := lua.NewState()
	t.Cleanup(L.Close)
	src := "return {" + body + "}"
	require.NoError(t, L.DoString(src))
	table := L.Get(-1).(*lua.LTable)
	g, err := notation.NewGrammar([]string{"play <cards> [call <suit>]"})
	require.NoError(t, err)
	s := &plainScript{L: L, src: []byte(src)}
	rd := &planReader{Reader: NewReader(s, L.NewTable()), game: Game{Grammar: g, Options: L.NewTable(), Seats: 2}}
	return rd.fieldsOf(path, table).read(v)
}

// TestDecode checks what the tags make of each kind of field: defaults,
// choices, converters and nested declarations.
func TestDecode(t *testing.T) {
	tests := []struct {
		name string
		got  func(t *testing.T) any // reads a declaration

		want any
	}{
		{"defaults", func(t *testing.T) any {
			var d rules.Deal
			require.NoError(t, readAs(t, "game.deal", ``, &d))
			return d
		}, rules.Deal{Dealer: rules.NoDealer}},
		{"seat from 1", func(t *testing.T) any {
			var d rules.Deal
			require.NoError(t, readAs(t, "game.deal", `dealer = 3, hand = 7, turn_up_again = { ranks = "6" }`, &d))
			return d
		}, rules.Deal{Dealer: 2, Hand: 7, TurnUpAgain: rules.Cards{Ranks: []string{"6"}}}},
		{"choice into an int and a bool", func(t *testing.T) any {
			var s rules.Stock
			require.NoError(t, readAs(t, "game.stock", `pile = "stock", when_out = "draw"`, &s))
			return s
		}, rules.Stock{Pile: "stock", WhenOut: rules.OutDraw}},
		{"choice: the default is the zero value", func(t *testing.T) any {
			var k rules.Kind
			require.NoError(t, readAs(t, "game.trick.kinds[1]", `name = "run", suits = "any", compare = "high"`, &k))
			return k
		}, rules.Kind{Name: "run"}},
		{"choice: a word", func(t *testing.T) any {
			var k rules.Kind
			require.NoError(t, readAs(t, "game.trick.kinds[1]", `name = "run", suits = "same", compare = "ranks"`, &k))
			return k
		}, rules.Kind{Name: "run", Suits: "same", Compare: "ranks"}},
		{"say = false", func(t *testing.T) any {
			var w rules.Win
			require.NoError(t, readAs(t, "game.win", `empty_hand = true, say = false`, &w))
			return w
		}, rules.Win{EmptyHand: true, Silent: true}},
		{"inline fields and a bool default", func(t *testing.T) any {
			var m rules.Melds
			require.NoError(t, readAs(t, "game.melds", `min = 4, runs = false, prefix = "m"`, &m))
			return [4]any{m.Rules.MinSize, m.Rules.Sets, m.Rules.Runs, m.Rules.MaxWilds}
		}, [4]any{4, true, false, -1}},
		{"nested declarations and lists", func(t *testing.T) any {
			var r rules.Rounds
			require.NoError(t, readAs(t, "game.match", `target = 100, score = "own", by_count = { { max = 7, each = 1 } }`, &r))
			return r
		}, rules.Rounds{Target: 100, Own: true, ByCount: []rules.Band{{Max: 7, Each: 1}}}},
		{"a list of declarations with choices", func(t *testing.T) any {
			var pl rules.Places
			require.NoError(t, readAs(t, "game.places", `leads = "1st", exchange = { { from = "most cards", to = "1st", cards = 1 }, { from = "1st", to = "most cards", cards = 1, gives = "any", shown = "all" } }`, &pl))
			return pl
		}, rules.Places{Leads: "1st", Exchange: []rules.Gift{{From: "most cards", To: "1st", Cards: 1},
			{From: "1st", To: "most cards", Cards: 1, Any: true, All: true}}}},
		{"a play's shapes and string default", func(t *testing.T) any {
			var p rules.Play
			require.NoError(t, readAs(t, "verbs.play.play", `to = "d", match = { pile = "d", suit = true }, shapes = { "single", { run = {} } }`, &p))
			return p
		}, rules.Play{To: "d", Cards: "cards", Match: &rules.Match{Pile: "d", Suit: true},
			Shapes: []rules.Shape{{Single: true}, {Run: &rules.Run{Min: 2}}}}},
		{"ranks as a selection", func(t *testing.T) any {
			var b rules.Bomb
			require.NoError(t, readAs(t, "game.trick.bombs[1]", `kind = "quad", on_ranks = "2"`, &b))
			return b
		}, rules.Bomb{Kind: "quad", OnRanks: rules.Cards{Ranks: []string{"2"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, withoutPlaces(tt.got(t)))
		})
	}
}

// TestDecodeErrors checks the refusals of declarations the tags check,
// each naming the field's path.
func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name, path, body string
		v                any
		want             string
	}{
		{"unknown field", "game.limit", `moves = 3, movs = 4`, &rules.Limit{},
			"game.limit.movs is not a field of game.limit (its fields are moves, say, reason)"},
		{"wrong type", "game.deal", `hand = "seven"`, &rules.Deal{}, "game.deal.hand must be a whole number, not a string"},
		{"required", "game.call", `part = "uno"`, &rules.Call{}, `game.call.word is required: the word said, such as "uno"`},
		{"required number above 0", "game.limit", `moves = 0`, &rules.Limit{},
			"game.limit.moves is required: the number of moves after which the game ends, above 0"},
		{"choice", "game.call", `word = "uno", closes = "never"`, &rules.Call{}, `game.call.closes must be "next_seat" or "action", not "never"`},
		{"choice with glosses", "game.stock", `pile = "s", when_out = "stop"`, &rules.Stock{},
			`game.stock.when_out must be "skip" (the rest of the draw is skipped) or "draw" (the game is drawn), not "stop"`},
		{"choice without its absent word", "game.effects[1]", `ranks = "7", hands = "give"`, &rules.Effect{},
			`game.effects[1].hands must be "swap" (with the seat the play names) or "pass" (every hand to the next seat), not "give"`},
		{"nested", "game.places", `exchange = { { from = "last", cards = 1 } }`, &rules.Places{},
			`game.places.exchange[1].to is required: the place given the cards, such as "1st"`},
		{"a retired field", "game.match", `target = 5, exchange = { duty = "x" }`, &rules.Rounds{},
			`game.match.exchange is no longer a field of game.match: the exchange between rounds is a case of the exchange between places: declare game.places`},
		{"a list entry", "game.trick", `table = "t", kinds = { { name = "x", set = "two" } }`, &rules.Trick{},
			"game.trick.kinds[1].set must be a whole number, not a string"},
		{"a run needs the suit", "verbs.play.play", `to = "d", shapes = { { run = {} } }`, &rules.Play{},
			"verbs.play.play.shapes has a run, which is of the suit to follow: the play needs match = {pile = ..., suit = true}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := readAs(t, tt.path, tt.body, tt.v)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestMessageKinds checks that message fields are typed by the kind their
// name (or msg tag) says, and that other fields are not.
func TestMessageKinds(t *testing.T) {
	tests := []struct {
		typ  reflect.Type
		name string
		want string
	}{
		{reflect.TypeFor[rules.Play](), "not_last_why", "rulerun.Refusal?"},
		{reflect.TypeFor[rules.Play](), "name_how", "rulerun.Refusal?"},
		{reflect.TypeFor[rules.Play](), "seat_not", "rulerun.Refusal?"},
		{reflect.TypeFor[rules.Play](), "not_last", "rulerun.CardsDecl?"},
		{reflect.TypeFor[rules.Run](), "why", "rulerun.Refusals?"},
		{reflect.TypeFor[rules.Deal](), "turn_up_say", "rulerun.Narration?"},
		{reflect.TypeFor[rules.Stock](), "out_reason", "rulerun.Reason?"},
		{reflect.TypeFor[rules.Turn](), "owed_why", "rulerun.Reason?"},
		{reflect.TypeFor[rules.Trick](), "not_a_play", "rulerun.Refusal?"},
		{reflect.TypeFor[rules.Bomb](), "say", "string?"},
		{reflect.TypeFor[rules.Win](), "say", "(rulerun.Narration|false)?"},
		{reflect.TypeFor[rules.Melds](), "codes", "table<string, string>?"},
	}
	for _, tt := range tests {
		t.Run(tt.typ.Name()+"."+tt.name, func(t *testing.T) {
			for _, f := range fieldsOfType(tt.typ) {
				if f.Name == tt.name {
					assert.Equal(t, tt.want, f.Type)
					return
				}
			}
			t.Fatalf("no field %s", tt.name)
		})
	}
}

// TestEveryDeclaredFieldIsDocumented checks that every tagged field has a
// name and a doc, and that no declaration names a field twice.
func TestEveryDeclaredFieldIsDocumented(t *testing.T) {
	for _, c := range Classes {
		seen := map[string]bool{}
		for _, f := range c.Fields {
			assert.NotEmpty(t, f.Name, c.Name)
			assert.NotEmpty(t, f.Doc, "%s.%s", c.Name, f.Name)
			assert.NotEmpty(t, f.Type, "%s.%s", c.Name, f.Name)
			assert.False(t, seen[f.Name], "%s.%s twice", c.Name, f.Name)
			seen[f.Name] = true
		}
	}
}

// withoutPlaces is v with the places of its messages cleared (their path,
// file and line: TestMessagesStandWhereTheirVerbDeclaresThem checks
// them), so that a declaration compares by what the script wrote.
func withoutPlaces(v any) any {
	rv := reflect.New(reflect.TypeOf(v)).Elem()
	rv.Set(reflect.ValueOf(v))
	clearPlaces(rv)
	return rv.Interface()
}

func clearPlaces(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		if m, ok := v.Addr().Interface().(*rules.Message); ok {
			m.Path, m.File, m.Line = "", "", 0
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				clearPlaces(v.Field(i))
			}
		}
	case reflect.Pointer:
		if !v.IsNil() {
			clearPlaces(v.Elem())
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			clearPlaces(v.Index(i))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			clearPlaces(v.MapIndex(k))
		}
	}
}
