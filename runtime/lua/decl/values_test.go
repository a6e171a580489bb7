package decl

import (
	"reflect"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// readPlanAs is readAs that also returns the functions the plan kept.
func readPlanAs(t *testing.T, path, body string, v any) ([]Func, error) {
	t.Helper()
	L := lua.NewState()
	t.Cleanup(L.Close)
	src := "return {" + body + "}"
	require.NoError(t, L.DoString(src))
	g, err := notation.NewGrammar([]string{"play <cards>"})
	require.NoError(t, err)
	rd := &planReader{Reader: NewReader(&plainScript{L: L, src: []byte(src)}, L.NewTable()), game: Game{Grammar: g, Options: L.NewTable(), Seats: 2}}
	err = rd.fieldsOf(path, L.Get(-1).(*lua.LTable)).read(v)
	return rd.funcs, err
}

// mechanicDecl is a new declaration of the mechanic declared as
// game.field.
func mechanicDecl(t *testing.T, field string) any {
	t.Helper()
	for _, md := range rules.MechanicDecls() {
		if md.Field == field {
			return md.New()
		}
	}
	t.Fatalf("no mechanic declares game.%s", field)
	return nil
}

// TestFieldsTakeAFunction: a field tagged fn takes a function in place of
// its value, of whatever kind (a whole number, a seat, a choice kept as a
// flag or a word): the plan keeps it, with its path, lifetime and kind,
// and the field's Fn says its number; the value stays as absent.
func TestFieldsTakeAFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		path, body string
		v          any
		fn         func(v any) rules.Func
		want       Func // without Fn
	}{
		"a whole number of the round": {"game.deal", `hand = function(at) return 3 end`, &rules.Deal{},
			func(v any) rules.Func { return v.(*rules.Deal).HandFn },
			Func{Path: "game.deal.hand", Life: rules.ForRound, Kind: Whole}},
		"a seat of the game": {"game.deal", `dealer = function(at) return 2 end`, &rules.Deal{},
			func(v any) rules.Func { return v.(*rules.Deal).DealerFn },
			Func{Path: "game.deal.dealer", Life: rules.ForGame, Kind: Seat}},
		"a choice kept as a flag": {"game.match", `target = 5, next_dealer = function(at) return "winner" end`, &rules.Rounds{},
			func(v any) rules.Func { return v.(*rules.Rounds).WinnerDealsFn },
			Func{Path: "game.match.next_dealer", Life: rules.ForRound, Kind: Choice, Choices: []string{"left", "winner"}}},
		"a required value given by a function": {"game.match", `target = function(at) return 5 end`, &rules.Rounds{},
			func(v any) rules.Func { return v.(*rules.Rounds).TargetFn },
			Func{Path: "game.match.target", Life: rules.ForGame, Kind: Whole}},
		"trumps, a suit of the deck": {"game.tricks", `won = "won", trumps = function(at) return "none" end`, mechanicDecl(t, "tricks"),
			func(v any) rules.Func { return rules.Func(reflect.ValueOf(v).Elem().FieldByName("TrumpsFn").Int()) },
			Func{Path: "game.tricks.trumps", Life: rules.ForRound, Kind: Suit}},
		"cards to suits, of the round and its trumps": {"game.tricks", `won = "won", suits = function(at) return {} end`, mechanicDecl(t, "tricks"),
			func(v any) rules.Func { return rules.Func(reflect.ValueOf(v).Elem().FieldByName("SuitsFn").Int()) },
			Func{Path: "game.tricks.suits", Life: rules.ForTrumps, Kind: CardSuits}},
		"a list of cards, of the round and its trumps": {"game.tricks", `won = "won", high = function(at) return {} end`, mechanicDecl(t, "tricks"),
			func(v any) rules.Func { return rules.Func(reflect.ValueOf(v).Elem().FieldByName("HighFn").Int()) },
			Func{Path: "game.tricks.high", Life: rules.ForTrumps, Kind: CardList}},
		"what beats what, whenever asked": {"game.beating", `attack = "a", defend = "d", pick_up = "p", pass = "s", table = "t", discard = "x", trumps = "u", hand = 6, beats = function(at, card, on) return true end`, mechanicDecl(t, "beating"),
			func(v any) rules.Func { return rules.Func(reflect.ValueOf(v).Elem().FieldByName("Beats").Int()) },
			Func{Path: "game.beating.beats", Life: rules.WhenAsked}},
		"a choice kept as a word": {"game.bidding", `leads = function(at) return "left" end`, mechanicDecl(t, "bidding"),
			func(v any) rules.Func { return rules.Func(reflect.ValueOf(v).Elem().FieldByName("LeadsFn").Int()) },
			Func{Path: "game.bidding.leads", Life: rules.ForRound, Kind: Choice, Choices: []string{"declarer", "left"}}},
	} {
		t.Run(name, func(t *testing.T) {
			funcs, err := readPlanAs(t, tc.path, tc.body, tc.v)
			require.NoError(t, err)
			require.Len(t, funcs, 1)
			assert.Equal(t, rules.Func(1), tc.fn(tc.v))
			require.NotNil(t, funcs[0].Fn)
			funcs[0].Fn = nil
			assert.Equal(t, tc.want, funcs[0])
		})
	}
}

// TestAFunctionWhereNoneIsTaken: a function in a field without the tag is
// refused as any value of the wrong type, naming the field; outside a
// declared game's plan a tagged field takes none either.
func TestAFunctionWhereNoneIsTaken(t *testing.T) {
	_, err := readPlanAs(t, "game.deal", `pile_cards = function(at) return 3 end`, &rules.Deal{})
	require.ErrorContains(t, err, "game.deal.pile_cards must be a whole number, not a function")
	_, err = readPlanAs(t, "game.match", `target = 5, score = function(at) return "own" end`, &rules.Rounds{})
	require.ErrorContains(t, err, "game.match.score must be a string, not a function")
	err = readAs(t, "game.deal", `hand = function(at) return 3 end`, &rules.Deal{})
	require.NoError(t, err, "readAs reads with a plan")
	L := lua.NewState()
	t.Cleanup(L.Close)
	require.NoError(t, L.DoString(`return { hand = function(at) return 3 end }`))
	f := NewReader(&plainScript{L: L}, L.NewTable()).fieldsOf("game.deal", L.Get(-1).(*lua.LTable))
	require.ErrorContains(t, f.read(&rules.Deal{}), "game.deal.hand may be a function only in a declared game's tables")
}

// TestAnswer: what a function returns is read as its field's kind, or
// refused saying what it must return.
func TestAnswer(t *testing.T) {
	for name, tc := range map[string]struct {
		fn   Func
		v    lua.LValue
		n    int
		word string
		err  string
	}{
		"a whole number":      {fn: Func{Kind: Whole}, v: lua.LNumber(7), n: 7},
		"a negative number":   {fn: Func{Kind: Whole}, v: lua.LNumber(-1), err: "must return a whole number of 0 or more"},
		"a fraction":          {fn: Func{Kind: Whole}, v: lua.LNumber(1.5), err: "must return a whole number of 0 or more"},
		"a seat from 1":       {fn: Func{Kind: Seat}, v: lua.LNumber(3), n: 2},
		"a seat at random":    {fn: Func{Kind: Seat}, v: lua.LNumber(0), n: -1},
		"no such seat":        {fn: Func{Kind: Seat}, v: lua.LNumber(5), err: "must return a seat from 1 to 4, or 0 for one at random"},
		"a choice's place":    {fn: Func{Kind: Choice, Choices: []string{"left", "winner"}}, v: lua.LString("winner"), n: 1, word: "winner"},
		"the default choice":  {fn: Func{Kind: Choice, Choices: []string{"left", "winner"}}, v: lua.LString("left"), n: 0, word: ""},
		"a word of no choice": {fn: Func{Kind: Choice, Choices: []string{"left", "winner"}}, v: lua.LString("right"), err: `must return "left" or "winner"`},
		"an absent default":   {fn: Func{Kind: Choice, Choices: []string{"", "swap"}}, v: lua.LString(""), err: `must return "swap"`},
		"true":                {fn: Func{Kind: Flag}, v: lua.LTrue, n: 1},
		"false":               {fn: Func{Kind: Flag}, v: lua.LFalse, n: 0},
		"not a flag":          {fn: Func{Kind: Flag}, v: lua.LNumber(1), err: "must return true or false"},
		"a text":              {fn: Func{Kind: Text}, v: lua.LString("H"), word: "H"},
		"not a text":          {fn: Func{Kind: Text}, v: lua.LNil, err: "must return a string"},
		"seats":               {fn: Func{Kind: Seats}, v: list(1, 3), n: 0b101},
		"no seats":            {fn: Func{Kind: Seats}, v: list(), n: 0},
		"a seat twice":        {fn: Func{Kind: Seats}, v: list(2, 2), err: "must return a list of distinct seats from 1 to 4, such as {1, 3} (or {} for none)"},
		"a seat out of range": {fn: Func{Kind: Seats}, v: list(5), err: "must return a list of distinct seats from 1 to 4, such as {1, 3} (or {} for none)"},
		"a seat not a list":   {fn: Func{Kind: Seats}, v: lua.LNumber(1), err: "must return a list of distinct seats from 1 to 4, such as {1, 3} (or {} for none)"},
		"a list with holes":   {fn: Func{Kind: Seats}, v: holed(), err: "must return a list of distinct seats from 1 to 4, such as {1, 3} (or {} for none)"},
		"a suit":              {fn: Func{Kind: Suit, Deck: french(t)}, v: lua.LString("H"), word: "H"},
		"no trumps":           {fn: Func{Kind: Suit, Deck: french(t)}, v: lua.LString("none"), word: "none"},
		"no suit of the deck": {fn: Func{Kind: Suit, Deck: french(t)}, v: lua.LString("X"), err: `must return a suit of the deck ("C", "D", "H" or "S") or "none"`},
		"a suit not a word":   {fn: Func{Kind: Suit, Deck: french(t)}, v: lua.LNumber(1), err: `must return a suit of the deck ("C", "D", "H" or "S") or "none"`},
		"cards to suits":      {fn: Func{Kind: CardSuits, Deck: french(t)}, v: table(t, `{JD = "H", jc = "spades"}`), word: "JC=S,JD=H"},
		"no cards to suits":   {fn: Func{Kind: CardSuits, Deck: french(t)}, v: table(t, `{}`), word: ""},
		"a card not of the deck": {fn: Func{Kind: CardSuits, Deck: french(t)}, v: table(t, `{ZZ = "H"}`),
			err: `must return a table of cards of the deck to suits of the deck, such as {JD = "H"} (or {} for none)`},
		"a suit not of the deck": {fn: Func{Kind: CardSuits, Deck: french(t)}, v: table(t, `{JD = "X"}`),
			err: `must return a table of cards of the deck to suits of the deck, such as {JD = "H"} (or {} for none)`},
		"a list of cards":   {fn: Func{Kind: CardList, Deck: french(t)}, v: table(t, `{"JH", "jd"}`), word: "JH,JD"},
		"no cards":          {fn: Func{Kind: CardList, Deck: french(t)}, v: table(t, `{}`), word: ""},
		"a card twice":      {fn: Func{Kind: CardList, Deck: french(t)}, v: table(t, `{"JH", "JH"}`), err: `must return a list of distinct cards of the deck, such as {"JH", "JD"} (or {} for none)`},
		"cards not a list":  {fn: Func{Kind: CardList, Deck: french(t)}, v: table(t, `{JH = 1}`), err: `must return a list of distinct cards of the deck, such as {"JH", "JD"} (or {} for none)`},
		"a card not a list": {fn: Func{Kind: CardList, Deck: french(t)}, v: lua.LString("JH"), err: `must return a list of distinct cards of the deck, such as {"JH", "JD"} (or {} for none)`},
	} {
		t.Run(name, func(t *testing.T) {
			n, word, err := tc.fn.Answer(tc.v, 4)
			if tc.err != "" {
				require.EqualError(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.n, n)
			assert.Equal(t, tc.word, word)
		})
	}
}

// TestTheDocumentedFunctionFieldsAreThoseTheReaderTakes: the fields the
// reference and the annotations document as taking a function are exactly
// those the reader takes one in (FuncFields, from the fn tags), every fn
// tag names a lifetime, and every such field has its Fn twin; and a
// function given to any field of a value (a number, a word, a flag) of
// any declaration is read as a function exactly when the list says so.
func TestTheDocumentedFunctionFieldsAreThoseTheReaderTakes(t *testing.T) {
	listed, atEnd := map[string]bool{}, map[string]bool{}
	for _, f := range FuncFields() {
		if f.Life == "end" || f.Life == "asked" || strings.HasSuffix(f.Name, "]") { // only ever a function, or an entry of a list: its own doc says so
			atEnd[f.Class+"."+f.Name] = true
			continue
		}
		listed[f.Class+"."+f.Name] = true
		assert.Contains(t, lives, f.Life, "%s.%s: fn names a lifetime", f.Class, f.Name)
	}
	assert.Equal(t, map[string]bool{"rulerun.RoundsDecl.winners": true, "rulerun.RoundsDecl.losers": true, "rulerun.CallDecl.penalty[n]": true, "rulerun.PlacesDecl.points[n]": true, "rulerun.StakesDecl.win[1]": true, "rulerun.StakesDecl.natural[1]": true,
		"rulerun.RoundsDecl.points[name]": true, "rulerun.TricksDecl.beats": true, "rulerun.BeatingDecl.beats": true, "rulerun.TrickDecl.beats": true,
		"rulerun.CapturingDecl.values[name]": true, "rulerun.AwardDecl.values[name]": true,
		"rulerun.CountDecl.values[name]": true, "rulerun.BankingDecl.values[name]": true, "rulerun.BankingDecl.high[name]": true,
		"rulerun.CountDecl.sums[n]": true, "rulerun.CountDecl.pairs[n]": true},
		atEnd, "the functions of the match's end, those asked whenever needed, and the entries of a list")
	documented := map[string]bool{}
	for _, c := range Classes {
		for _, f := range c.Fields {
			if strings.Contains(f.Doc, " Or a function(at) returning it") {
				documented[c.Name+"."+f.Name] = true
				assert.Contains(t, f.Type, "fun(at: rulerun.At)", "%s.%s", c.Name, f.Name)
			}
		}
	}
	assert.Equal(t, listed, documented)
	assert.Contains(t, listed, "rulerun.DealDecl.hand")
	taken := map[string]bool{}
	for _, c := range append(append([]declClass(nil), declClasses...), mechanicClasses()...) {
		for _, s := range specsOf(c.typ) {
			if s.inline || s.as != "" && s.as != "seat" || s.typ == messageType || s.typ == messagesType {
				continue
			}
			switch s.typ.Kind() {
			case reflect.Int, reflect.String, reflect.Bool:
			case reflect.Map, reflect.Slice: // of words: a table of cards, a list of cards
				if s.typ.Elem().Kind() != reflect.String {
					continue
				}
			default:
				continue
			}
			funcs, err := readPlanAs(t, "x", "[\""+s.name+"\"] = function(at) return 1 end", reflect.New(c.typ).Interface())
			if len(funcs) == 1 {
				taken[c.name+"."+s.name] = true
				_, ok := c.typ.FieldByName(c.typ.Field(s.index).Name + "Fn")
				assert.True(t, ok, "%s.%s has its Fn twin", c.name, s.name)
			} else {
				require.ErrorContains(t, err, "x."+s.name+" must be", "%s.%s refuses a function", c.name, s.name)
			}
		}
	}
	assert.Equal(t, listed, taken)
}

// french is the deck of 52 cards.
func french(t *testing.T) *core.Deck {
	t.Helper()
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	return d
}

// table is the Lua table src.
func table(t *testing.T, src string) *lua.LTable {
	t.Helper()
	L := lua.NewState()
	t.Cleanup(L.Close)
	require.NoError(t, L.DoString("return "+src))
	return L.Get(-1).(*lua.LTable)
}

// list is a Lua list of the numbers ns.
func list(ns ...int) *lua.LTable {
	t := &lua.LTable{}
	for _, n := range ns {
		t.Append(lua.LNumber(n))
	}
	return t
}

// holed is a Lua table of seats with a key that is no place in a list.
func holed() *lua.LTable {
	t := list(1)
	t.RawSetString("two", lua.LNumber(2))
	return t
}

// payoutDecl is a declaration of one payout, as banking's stakes declare
// theirs.
type payoutDecl struct {
	Win   []int `lua:"win" as:"payout"`
	WinFn rules.Func
}

// TestPayoutChipsByFunction: a payout's chips may be a function of the
// round ({function(at) ... end, 2}), kept with the plan's functions and
// numbered in the field's Fn twin; its bet may not, nor may a payout of
// another length.
func TestPayoutChipsByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		body  string
		win   []int
		winFn int
		err   string
	}{
		"numbers":             {body: "win = {3, 2}", win: []int{3, 2}},
		"chips by a function": {body: "win = {function(at) return at.round end, 2}", win: []int{0, 2}, winFn: 1},
		"a bet by a function": {body: "win = {3, function(at) return 2 end}", err: "x.win may give its chips alone as a function(at)"},
		"three entries":       {body: "win = {3, 2, 1}", err: "x.win must be {chips, for a bet of}, such as {3, 2}"},
		"a fraction of chips": {body: "win = {1.5, 1}", err: "x.win must be {chips, for a bet of}: whole numbers"},
	} {
		t.Run(name, func(t *testing.T) {
			var st payoutDecl
			funcs, err := readPlanAs(t, "x", tc.body, &st)
			if tc.err != "" {
				require.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.win, st.Win)
			assert.Equal(t, rules.Func(tc.winFn), st.WinFn)
			if tc.winFn != 0 {
				assert.Equal(t, "x.win[1]", funcs[0].Path)
				assert.Equal(t, rules.ForRound, funcs[0].Life)
			}
		})
	}
}

// TestPointsEntriesByFunction: an entry of a points table may be a
// function of the round, kept with the plan's functions in the order of
// the names sorted, numbered by name in the field's Fn twin, its number
// 0; anything else is refused.
func TestPointsEntriesByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		body   string
		points map[string]int
		fns    map[string]rules.Func
		paths  []string
		err    string
	}{
		"numbers": {body: "points = {H = 1, QS = 13}", points: map[string]int{"H": 1, "QS": 13}},
		"functions": {body: "points = {QS = function(at) return 13 end, H = 1, D = function(at) return at.round end}",
			points: map[string]int{"H": 1, "QS": 0, "D": 0}, fns: map[string]rules.Func{"D": 1, "QS": 2},
			paths: []string{"x.points.D", "x.points.QS"}},
		"a fraction": {body: "points = {H = 1.5}", err: "x.points must map names to whole numbers, or to functions(at)"},
		"a word":     {body: `points = {H = "one"}`, err: "x.points must map names to whole numbers, or to functions(at)"},
	} {
		t.Run(name, func(t *testing.T) {
			var r rules.Rounds
			funcs, err := readPlanAs(t, "x", "target = 100, "+tc.body, &r)
			if tc.err != "" {
				require.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.points, r.Points)
			assert.Equal(t, tc.fns, r.PointsFn)
			var paths []string
			for _, f := range funcs {
				paths = append(paths, f.Path)
			}
			assert.Equal(t, tc.paths, paths)
		})
	}
}

// listed is a declaration with a list of numbers whose entries may be
// functions of the round (as:"fnList").
type listed struct {
	Points   []int `lua:"points" as:"fnList"`
	PointsFn []rules.Func
}

// TestListEntriesByFunction: an entry of a list of numbers may be a
// function of the round, kept with the plan's functions in the list's
// order, numbered at its place in the field's Fn twin, its number 0;
// anything else is refused.
func TestListEntriesByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		body   string
		points []int
		fns    []rules.Func
		paths  []string
		err    string
	}{
		"numbers":    {body: "points = {2, 1}", points: []int{2, 1}},
		"functions":  {body: "points = {function(at) return at.round end, 1, function(at) return 0 end}", points: []int{0, 1, 0}, fns: []rules.Func{1, 0, 2}, paths: []string{"x.points[1]", "x.points[3]"}},
		"a fraction": {body: "points = {1.5}", err: "x.points must list whole numbers, or functions(at)"},
		"a word":     {body: `points = {"one"}`, err: "x.points must list whole numbers, or functions(at)"},
	} {
		t.Run(name, func(t *testing.T) {
			var l listed
			funcs, err := readPlanAs(t, "x", tc.body, &l)
			if tc.err != "" {
				require.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.points, l.Points)
			assert.Equal(t, tc.fns, l.PointsFn)
			var paths []string
			for _, f := range funcs {
				paths = append(paths, f.Path)
			}
			assert.Equal(t, tc.paths, paths)
		})
	}
}

// TestBeatsIsOnlyAFunction: what beats what is a function or nothing: a
// value is refused naming the field.
func TestBeatsIsOnlyAFunction(t *testing.T) {
	_, err := readPlanAs(t, "game.tricks", `won = "won", beats = true`, mechanicDecl(t, "tricks"))
	require.ErrorContains(t, err, "game.tricks.beats must be a function(at, card, on) returning true or false")
	funcs, err := readPlanAs(t, "game.tricks", `won = "won"`, mechanicDecl(t, "tricks"))
	require.NoError(t, err)
	assert.Empty(t, funcs, "none declared: no function")
}
