package core

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var fixPatterns = []string{
	"play <cards> [call <suit>] [unu]",
	"catch <seat>",
	"pass|knock",
	"add <n> <cards>",
	"layout <melds>",
	"give <card>",
	"guess <suit>",
	"name <rank>",
	"draw [<n>]",
	"bid <n> [<suit>]",
	"swap <card> with <seat>",
}

func fixGrammar(t testing.TB) *Grammar {
	t.Helper()
	g, err := NewGrammar(fixPatterns)
	require.NoError(t, err)
	return g
}

func TestGrammarPatterns(t *testing.T) {
	g := fixGrammar(t)
	assert.Equal(t, fixPatterns, g.Patterns())
	p := g.Patterns()
	p[0] = "changed"
	assert.Equal(t, fixPatterns[0], g.Patterns()[0], "Patterns returns a copy")
}

func TestNewGrammarErrors(t *testing.T) {
	tests := []struct {
		name     string
		patterns []string
		want     string
	}{
		{"no patterns", nil, "no moves declared"},
		{"empty list", []string{}, "no moves declared"},
		{"empty pattern", []string{""}, `move pattern "": empty pattern`},
		{"blank pattern", []string{"  \t "}, "empty pattern"},
		{"value as verb", []string{"<card>"}, `verb "<card>" must be a plain word`},
		{"symbol in verb", []string{"pl@y <card>"}, `verb "pl@y" must be a plain word`},
		{"empty alias", []string{"pass||knock"}, `verb "" must be a plain word`},
		{"trailing bar", []string{"pass|"}, `verb "" must be a plain word`},
		{"optional verb", []string{"[pass]"}, `verb "[" must be a plain word`},
		{"unknown type", []string{"play <foo>"}, "unknown value type <foo>"},
		{"empty type", []string{"play <>"}, "unknown value type <>"},
		{"unclosed type", []string{"play <cards"}, `cannot read "<cards"`},
		{"type with space", []string{"play < cards >"}, `cannot read "<"`},
		{"punctuation", []string{"play call!"}, `cannot read "call!"`},
		{"missing ]", []string{"play <cards> [call <suit>"}, "missing ']'"},
		{"unbalanced ]", []string{"play <cards> call <suit>]"}, "unbalanced ']'"},
		{"unbalanced ] after group", []string{"play [unu]]"}, "unbalanced ']'"},
		{"empty group", []string{"play <cards> []"}, "empty [ ]"},
		{"blank group", []string{"play <cards> [  ]"}, "empty [ ]"},
		{"group starting with a group", []string{"play [[unu] <seat>]"}, "must start with a word or a value"},
		{"only a nested group", []string{"play [[unu]]"}, "must start with a word or a value"},
		{"verb twice", []string{"play <card>", "PLAY <cards>"}, `move pattern "PLAY <cards>": verb "play" is declared twice`},
		{"alias twice", []string{"pass|knock", "knock"}, `verb "knock" is declared twice`},
		{"alias is a verb", []string{"pass", "fold|pass"}, `verb "pass" is declared twice`},
		{"alias of itself", []string{"pass|pass"}, `verb "pass" is declared twice`},
		{"second pattern bad", []string{"pass", "play <x>"}, `move pattern "play <x>"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := NewGrammar(tt.patterns)
			require.Error(t, err)
			assert.Nil(t, g)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestNewGrammarAccepts(t *testing.T) {
	for _, p := range []string{
		"pass",
		"PASS|Knock|k",
		"play <CARDS> [CALL <Suit>]",
		"bid <n> [<suit>] [no-trump] [double_down]",
		"play <cards>[call <suit>][unu]",
		"x [a [b]]",
		"x [<seat> [<n>]]",
		"meld <melds> [to <seat>]",
	} {
		_, err := NewGrammar([]string{p})
		assert.NoError(t, err, p)
	}
}

type fixArg struct {
	name, kind string
	value      any
}

func TestParse(t *testing.T) {
	g, d := fixGrammar(t), fixDeck(t)
	tests := []struct {
		in   string
		verb string
		args []fixArg
		text string
	}{
		{"play 8H", "play", []fixArg{{"cards", "cards", []string{"8H"}}}, "play 8H"},
		{"play 8h", "play", []fixArg{{"cards", "cards", []string{"8H"}}}, "play 8H"},
		{"PLAY 8H", "play", []fixArg{{"cards", "cards", []string{"8H"}}}, "play 8H"},
		{"  play\t8H  ", "play", []fixArg{{"cards", "cards", []string{"8H"}}}, "play 8H"},
		{"play 8H 9h 10H", "play", []fixArg{{"cards", "cards", []string{"8H", "9H", "TH"}}}, "play 8H 9H TH"},
		{"play 8♥ t♥️", "play", []fixArg{{"cards", "cards", []string{"8H", "TH"}}}, "play 8H TH"},
		{"play 8H call spades unu", "play", []fixArg{
			{"cards", "cards", []string{"8H"}}, {"call", "suit", "S"}, {"unu", "flag", true}}, "play 8H call spades unu"},
		{"play 8h CALL s UNU", "play", []fixArg{
			{"cards", "cards", []string{"8H"}}, {"call", "suit", "S"}, {"unu", "flag", true}}, "play 8H call spades unu"},
		{"play 8H Call ♠️", "play", []fixArg{{"cards", "cards", []string{"8H"}}, {"call", "suit", "S"}}, "play 8H call spades"},
		{"play 8H call Spade", "play", []fixArg{{"cards", "cards", []string{"8H"}}, {"call", "suit", "S"}}, "play 8H call spades"},
		{"play 8H unu", "play", []fixArg{{"cards", "cards", []string{"8H"}}, {"unu", "flag", true}}, "play 8H unu"},
		{"catch 2", "catch", []fixArg{{"seat", "seat", 1}}, "catch 2"},
		{"catch 4", "catch", []fixArg{{"seat", "seat", 3}}, "catch 4"},
		{"catch 01", "catch", []fixArg{{"seat", "seat", 0}}, "catch 1"},
		{"pass", "pass", nil, "pass"},
		{"knock", "pass", nil, "pass"},
		{"KNOCK", "pass", nil, "pass"},
		{"add 2 8H 9H", "add", []fixArg{{"n", "n", 2}, {"cards", "cards", []string{"8H", "9H"}}}, "add 2 8H 9H"},
		{"add 0 2c", "add", []fixArg{{"n", "n", 0}, {"cards", "cards", []string{"2C"}}}, "add 0 2C"},
		{"add 007 2c", "add", []fixArg{{"n", "n", 7}, {"cards", "cards", []string{"2C"}}}, "add 7 2C"},
		{"layout 8H 9H TH / 2C 2D 2S", "layout", []fixArg{{"melds", "melds", [][]string{{"8H", "9H", "TH"}, {"2C", "2D", "2S"}}}}, "layout 8H 9H TH / 2C 2D 2S"},
		{"layout 8h 9h 10h/2c 2d 2s", "layout", []fixArg{{"melds", "melds", [][]string{{"8H", "9H", "TH"}, {"2C", "2D", "2S"}}}}, "layout 8H 9H TH / 2C 2D 2S"},
		{"layout AS", "layout", []fixArg{{"melds", "melds", [][]string{{"AS"}}}}, "layout AS"},
		{"layout 2c/3c/4c", "layout", []fixArg{{"melds", "melds", [][]string{{"2C"}, {"3C"}, {"4C"}}}}, "layout 2C / 3C / 4C"},
		{"give 10S", "give", []fixArg{{"card", "card", "TS"}}, "give TS"},
		{"give ts", "give", []fixArg{{"card", "card", "TS"}}, "give TS"},
		{"guess hearts", "guess", []fixArg{{"suit", "suit", "H"}}, "guess hearts"},
		{"guess H", "guess", []fixArg{{"suit", "suit", "H"}}, "guess hearts"},
		{"guess ♥", "guess", []fixArg{{"suit", "suit", "H"}}, "guess hearts"},
		{"guess DIAMOND", "guess", []fixArg{{"suit", "suit", "D"}}, "guess diamonds"},
		{"name ten", "name", []fixArg{{"rank", "rank", "T"}}, "name T"},
		{"name 10", "name", []fixArg{{"rank", "rank", "T"}}, "name T"},
		{"name q", "name", []fixArg{{"rank", "rank", "Q"}}, "name Q"},
		{"draw", "draw", nil, "draw"},
		{"draw 3", "draw", []fixArg{{"n", "n", 3}}, "draw 3"},
		{"bid 3 hearts", "bid", []fixArg{{"n", "n", 3}, {"suit", "suit", "H"}}, "bid 3 hearts"},
		{"bid 3", "bid", []fixArg{{"n", "n", 3}}, "bid 3"},
		{"swap 8H with 3", "swap", []fixArg{{"card", "card", "8H"}, {"seat", "seat", 2}}, "swap 8H with 3"},
		{"Swap 8h WITH 3", "swap", []fixArg{{"card", "card", "8H"}, {"seat", "seat", 2}}, "swap 8H with 3"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m, err := g.Parse(tt.in, d, 4)
			require.NoError(t, err)
			assert.Equal(t, tt.verb, m.Verb)
			assert.Equal(t, tt.text, m.Text)
			require.Len(t, m.Args, len(tt.args))
			for i, a := range tt.args {
				assert.Equal(t, a.name, m.Args[i].Name, "arg %d", i)
				assert.Equal(t, a.kind, m.Args[i].Kind, "arg %d", i)
				assert.Equal(t, a.value, m.Args[i].Value, "arg %d", i)
				assert.Equal(t, a.value, m.Arg(a.name))
			}
			assert.Nil(t, m.Arg("nothing"))

			// The canonical text reads back to the same move.
			again, err := g.Parse(m.Text, d, 4)
			require.NoError(t, err)
			assert.Equal(t, m, again)
		})
	}
}

func TestParseErrors(t *testing.T) {
	g, d := fixGrammar(t), fixDeck(t)
	tests := []struct {
		in   string
		want string
	}{
		{"", "no move given"},
		{"   \t\n", "no move given"},
		{"dance", `unknown move "dance" (moves are play, catch, pass, add, layout, give, guess, name, draw, bid, swap)`},
		{"/", `unknown move "/"`},
		{"8H", `unknown move "8H"`},
		{"play", "missing <cards>"},
		{"play 8X", `"8X" is not a card of this game`},
		{"play 8H 8X", `"8X" is not a card of this game`},
		{"play 1H", `"1H" is not a card of this game`},
		{"play 8H foo", `"foo" is not a card of this game`},
		{"play unu", `"unu" is not a card of this game`},
		{"play 8H call", "missing <suit>"},
		{"play 8H call purple", `"purple" is not a suit (suits are clubs, diamonds, hearts, spades)`},
		{"play 8H unu unu", `unexpected "unu" (the form is: play <cards> [call <suit>] [unu])`},
		{"play 8H unu call spades", `unexpected "call"`},
		{"catch", "missing <seat>"},
		{"catch 0", `"0" is not a seat (seats are 1 to 4)`},
		{"catch 5", `"5" is not a seat (seats are 1 to 4)`},
		{"catch -1", `"-1" is not a seat`},
		{"catch two", `"two" is not a seat`},
		{"catch 99999999999999999999", "is not a seat"},
		{"catch 2 3", `unexpected "3" (the form is: catch <seat>)`},
		{"pass now", `unexpected "now"`},
		{"add", "missing <n>"},
		{"add 2", "missing <cards>"},
		{"add -1 8H", `"-1" is not a number`},
		{"add two 8H", `"two" is not a number`},
		{"layout", "missing <melds>"},
		{"layout 8H /", "missing cards"},
		{"layout / 8H", "missing cards"},
		{"layout 8H // 9H", "missing cards"},
		{"layout 8H / 9X", `"9X" is not a card`},
		{"give", "missing <card>"},
		{"give 10S JS", `unexpected "JS"`},
		{"give spades", `"spades" is not a card`},
		{"guess 8H", `"8H" is not a suit`},
		{"name eleven", `"eleven" is not a rank`},
		{"draw x", `unexpected "x"`},
		{"bid 3 x", `unexpected "x"`},
		{"swap 8H 3", `expected "with"`},
		{"swap 8H with", "missing <seat>"},
		{"swap 8H with 9", `"9" is not a seat`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m, err := g.Parse(tt.in, d, 4)
			require.Error(t, err)
			assert.Nil(t, m)
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "a %T, not a *ParseError", err)
			assert.Equal(t, tt.in, pe.Input)
			assert.Contains(t, pe.Msg, tt.want)
			assert.True(t, strings.HasPrefix(err.Error(), "cannot read move "), err.Error())
		})
	}
}

func TestParseSeatsOfTheGame(t *testing.T) {
	g, d := fixGrammar(t), fixDeck(t)
	_, err := g.Parse("catch 3", d, 2)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "seats are 1 to 2")
	m, err := g.Parse("catch 64", d, MaxSeats)
	require.NoError(t, err)
	assert.Equal(t, 63, m.Arg("seat"))
}

func TestParseSuitsWithoutNames(t *testing.T) {
	spec := DeckSpec{
		Suits: []SuitSpec{{Code: "R"}, {Code: "G", Name: "Green"}},
		Ranks: []RankSpec{{Code: "1"}, {Code: "2"}},
	}
	spec.Cards = ProductCards(spec.Suits, spec.Ranks, true, 2)
	d, err := NewDeck(spec)
	require.NoError(t, err)
	g, err := NewGrammar([]string{"play <card> [call <suit>]", "name <rank>"})
	require.NoError(t, err)

	m, err := g.Parse("play r1 call r", d, 2)
	require.NoError(t, err)
	assert.Equal(t, "play R1 call R", m.Text, "a suit without a name is written by its code")
	m, err = g.Parse("play g2 call GREEN", d, 2)
	require.NoError(t, err)
	assert.Equal(t, "play G2 call green", m.Text)
	_, err = g.Parse("play g2 call x", d, 2)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "suits are R, green")
}

func TestParseNestedOptional(t *testing.T) {
	g, err := NewGrammar([]string{"bid <n> [<suit> [double]]", "meld <melds> [to <seat>]"})
	require.NoError(t, err)
	d := fixDeck(t)
	tests := []struct{ in, text string }{
		{"bid 2", "bid 2"},
		{"bid 2 spades", "bid 2 spades"},
		{"bid 2 s double", "bid 2 spades double"},
		{"meld 2C 3C 4C / 9H 9S 9D to 2", "meld 2C 3C 4C / 9H 9S 9D to 2"},
		{"meld 2C 3C 4C", "meld 2C 3C 4C"},
	}
	for _, tt := range tests {
		m, err := g.Parse(tt.in, d, 4)
		require.NoError(t, err, tt.in)
		assert.Equal(t, tt.text, m.Text)
	}
	_, err = g.Parse("bid 2 double", d, 4)
	assert.Error(t, err, "double needs a suit before it")
	m, err := g.Parse("meld 2C to 3", d, 4)
	require.NoError(t, err)
	assert.Equal(t, 2, m.Arg("to"), "the keyword of an optional group names its value")
}

// fixCheckParsed checks the properties every parsed move has: a known verb,
// canonical card codes and a well-formed text. When roundTrip is set, the
// text must also parse back to the same move.
func fixCheckParsed(t *testing.T, g *Grammar, d *Deck, seats int, input string, m *Move, err error, roundTrip bool) {
	t.Helper()
	if err != nil {
		require.Nil(t, m)
		var pe *ParseError
		require.True(t, errors.As(err, &pe), "Parse returned a %T: %v", err, err)
		require.Equal(t, input, pe.Input)
		return
	}
	require.NotNil(t, m)
	f, ok := g.verbs[m.Verb]
	require.True(t, ok, "verb %q", m.Verb)
	require.Equal(t, f.verb, m.Verb, "the verb is canonical")
	require.True(t, strings.HasPrefix(m.Text, m.Verb), "text %q", m.Text)
	require.NotContains(t, m.Text, "  ")
	require.Equal(t, strings.TrimSpace(m.Text), m.Text)
	require.True(t, utf8.ValidString(m.Text))
	for _, a := range m.Args {
		switch v := a.Value.(type) {
		case string:
			if a.Kind == "card" {
				k, ok := d.Lookup(v)
				require.True(t, ok)
				require.Equal(t, d.Kind(k).Code, v, "card codes are canonical")
			}
		case int:
			if a.Kind == "seat" {
				require.True(t, v >= 0 && v < seats, "seat %d", v)
			} else {
				require.GreaterOrEqual(t, v, 0)
			}
		}
	}
	if !roundTrip {
		return
	}
	again, err := g.Parse(m.Text, d, seats)
	require.NoError(t, err, "the text %q of %q must parse again", m.Text, input)
	require.Equal(t, m.Text, again.Text)
	require.Equal(t, m.Verb, again.Verb)
	require.Equal(t, m.Args, again.Args)
}

func FuzzGrammarParse(f *testing.F) {
	for _, s := range []string{
		"play 8H", "play 8h 9h 10h call spades unu", "PLAY 8♥ CALL ♠️", "play 8H unu",
		"catch 2", "catch 0", "pass", "knock", "add 2 8H 9H", "add -1 8H",
		"layout 8H 9H TH / 2C 2D 2S", "layout 8h/9h", "layout /", "give 10S", "give spades",
		"guess hearts", "name ten", "draw", "draw 3", "bid 3 hearts", "swap 8H with 3",
		"", " ", "dance", "play 8H call", "play 8H foo", "catch 99999999999999999999",
	} {
		f.Add(s)
	}
	g, err := NewGrammar(fixPatterns)
	if err != nil {
		f.Fatal(err)
	}
	d, err := NewDeck(French52())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, input string) {
		m, err := g.Parse(input, d, 4)
		fixCheckParsed(t, g, d, 4, input, m, err, true)
	})
}

func FuzzNewGrammar(f *testing.F) {
	f.Add(strings.Join(fixPatterns, "\n"), "play 8H call spades unu")
	f.Add("pass|knock", "KNOCK")
	f.Add("bid <n> [<suit> [double]]", "bid 2 s double")
	f.Add("x [a [b]]\ny [<seat> [<n>]]", "y 2 3")
	f.Add("meld <melds> [to <seat>]", "meld 2C 3C / 4C to 1")
	f.Add("play [[unu] <seat>]", "play 3")
	f.Add("play [[unu] <seat>]", "play x 3")
	f.Add("play [[unu]]", "play 8H")
	f.Add("play <cards> [<cards>] [<card>]", "play 8H 9H")
	f.Add("a [<rank> <suit>] [<n>] <cards>", "a ten hearts 3 8H")
	f.Add("play <foo>", "play")
	f.Add("[", "")
	f.Add("play ]", "play")
	f.Add("a|b|c", "c")
	d, err := NewDeck(French52())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, patterns, input string) {
		ps := strings.Split(patterns, "\n")
		g, err := NewGrammar(ps)
		if err != nil {
			require.Nil(t, g)
			require.Contains(t, err.Error(), "move")
			return
		}
		require.Equal(t, ps, g.Patterns())
		for _, seats := range []int{1, 4} {
			m, err := g.Parse(input, d, seats)
			fixCheckParsed(t, g, d, seats, input, m, err, fixUnambiguous(g, d))
		}
	})
}

// fixUnambiguous reports whether the canonical text of every move of a
// grammar must parse back to the same move. Parse decides an optional group
// on its first token and never backtracks, and the canonical text respells
// values ("02" as "2", "a♠" as "AS", "two" as "2"). So when an optional group
// starts with a value, or with a word that also spells a card, suit, rank or
// number, the respelled text may be read another way: with
// "a [<rank> <suit>] [<n>] <card>", "a 02 2C" gives the text "a 2 2C", whose
// "2" now starts the first group. Such grammars are only checked for the
// other properties.
func fixUnambiguous(g *Grammar, d *Deck) bool {
	var ok func([]elem) bool
	ok = func(es []elem) bool {
		for _, e := range es {
			if e.kind != optElem {
				continue
			}
			first := e.opt[0]
			if first.kind != litElem {
				return false
			}
			w := first.word
			_, card := d.Lookup(w)
			_, suit := d.SuitIndex(w)
			_, rank := d.RankIndex(w)
			_, numErr := strconv.Atoi(w)
			if card || suit || rank || numErr == nil || !ok(e.opt) {
				return false
			}
		}
		return true
	}
	for _, f := range g.forms {
		if !ok(f.elems) {
			return false
		}
	}
	return true
}

func FuzzDeckLookup(f *testing.F) {
	for _, s := range []string{"8H", "8h", "10s", "TS", "t♠️", "8♥", "a♣", "", "H", "1S", "8 H", "♥8", "ß", "\xff"} {
		f.Add(s)
	}
	d, err := NewDeck(French52())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, code string) {
		k, ok := d.Lookup(code)
		if !ok {
			return
		}
		require.True(t, k >= 0 && k < d.Kinds(), "kind %d", k)
		c := d.Kind(k)
		back, ok := d.Lookup(c.Code)
		require.True(t, ok)
		require.Equal(t, k, back, "the canonical code finds the same card")
		back, ok = d.Lookup(strings.ToUpper(code))
		require.True(t, ok)
		require.Equal(t, k, back)
		if isASCII(code) {
			back, ok = d.Lookup(strings.ToLower(code))
			require.True(t, ok, "case does not matter: %q", code)
			require.Equal(t, k, back)
		}
		require.NotContains(t, code, " ")
	})
}

func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
