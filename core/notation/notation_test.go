package notation

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var fixPatterns = []string{
	"play <cards> [call <suit>] [last]",
	"catch <seat>",
	"pass|knock",
	"add <n> <cards>",
	"layout <melds>",
	"give <cards:gift> to <seat:to>",
	"hand <cards> <seat>",
	"swap <card:mine> <card:theirs>",
	"guess <suit:color>",
	"name <rank>",
	"draw [<n>]",
	"bid <n> [<suit>]",
	"deal [<n>] [to <seat>]",
	"meld <melds> [to <seat>]",
	"run <cards...> [to <n>]",
}

func fixture(t testing.TB) (*Grammar, *core.Deck) {
	t.Helper()
	g, err := NewGrammar(fixPatterns)
	require.NoError(t, err)
	spec := core.French52()
	spec.Cards = append(spec.Cards, core.CardSpec{Code: "W", Kind: "wild", Copies: 2})
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	return g, d
}

// manyVerbs is n patterns of distinct verbs.
func manyVerbs(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("v%d", i)
	}
	return out
}

func TestNewGrammarErrors(t *testing.T) {
	tests := []struct {
		name     string
		patterns []string
		want     string
	}{
		{"no patterns", nil, "no moves declared"},
		{"empty pattern", []string{""}, `move pattern "": empty pattern`},
		{"value as verb", []string{"<card>"}, `verb "<card>" must be a plain word`},
		{"empty alias", []string{"pass||knock"}, `verb "" must be a plain word`},
		{"unknown type", []string{"play <foo>"}, "unknown value type <foo>"},
		{"unclosed type", []string{"play <cards"}, `cannot read "<cards"`},
		{"missing ]", []string{"play <cards> [call <suit>"}, "missing ']'"},
		{"unbalanced ]", []string{"play <cards> call <suit>]"}, "unbalanced ']'"},
		{"empty group", []string{"play <cards> []"}, "empty [ ]"},
		{"nested group", []string{"play [a [b]]"}, "cannot be nested"},
		{"words without a value", []string{"play [face down]"}, "needs a value"},
		{"two slots of one name", []string{"swap <card> <card>"}, `two values are named "card"`},
		{"named twice", []string{"give <cards:x> <seat:x>"}, `two values are named "x"`},
		{"flag and slot of one name", []string{"play <cards:unu> [unu]"}, `two values are named "unu"`},
		{"bad slot name", []string{"give <cards:a b>"}, `cannot read`},
		{"slot named verb", []string{"give <cards:verb>"}, "may not be named verb"},
		{"two optional values in a row", []string{"bid [<rank>] [<n>]"}, "[<rank>] and [<n>] follow each other"},
		{"verb twice", []string{"play <card>", "PLAY <cards>"}, `verb "play" is declared twice`},
		{"alias is a verb", []string{"pass", "fold|pass"}, `verb "pass" is declared twice`},
		{"too many optional parts", []string{"go [a] [b] [c] [d] [e] [f] [g] [h] [i]"}, "at most 8 optional parts"},
		{"too many verbs", manyVerbs(MaxVerbs + 1), "257 moves declared; a game may have at most 256"},
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

func TestSlotNames(t *testing.T) {
	g, _ := fixture(t)
	names := func(verb string) []string {
		v, ok := g.Verb(verb)
		require.True(t, ok)
		var out []string
		for _, s := range g.Form(v).Slots {
			out = append(out, s.Name)
		}
		return out
	}
	assert.Equal(t, []string{"cards", "call", "last"}, names("play"), "a group's keyword names its value")
	assert.Equal(t, []string{"gift", "to"}, names("give"))
	assert.Equal(t, []string{"mine", "theirs"}, names("swap"))
	assert.Equal(t, []string{"n"}, names("draw"))
	assert.Equal(t, []string{"melds", "to"}, names("meld"))
	assert.Equal(t, fixPatterns, g.Patterns())
}

func TestParseAndFormat(t *testing.T) {
	g, d := fixture(t)
	tests := []struct{ in, text string }{
		{"play 8H", "play 8H"},
		{"  PLAY\t8h  ", "play 8H"},
		{"play TH 8H 9h", "play 8H 9H TH"},
		{"play 8♥ 10♥️", "play 8H TH"},
		{"play 8h CALL s LAST", "play 8H call spades last"},
		{"play 8H last", "play 8H last"},
		{"catch 01", "catch 1"},
		{"knock", "pass"},
		{"add 2 8H 9H", "add 2 8H 9H"},
		{"add 0 8H", "add 0 8H"},
		{"layout 9H 8H 7H / 2C 2D 2S", "layout 2C 2D 2S / 9H 8H 7H"},
		{"layout 2C 2D 2S/9H 8H 7H", "layout 2C 2D 2S / 9H 8H 7H"},
		{"layout 5H W=6H 7H / 2C 2D 2S", "layout 2C 2D 2S / 5H W=6H 7H"},
		{"give 7C 8C to 2", "give 7C 8C to 2"},
		{"hand 7C 8C 2", "hand 7C 8C 2"},
		{"swap 7C 8D", "swap 7C 8D"},
		{"play W=6H 5H", "play 5H W=6H"},
		{"guess hearts", "guess hearts"},
		{"name ten", "name T"},
		{"name 10", "name T"},
		{"name queens", "name Q"},
		{"name sixes", "name 6"},
		{"name 7s", "name 7"},
		{"name 10s", "name T"},
		{"draw", "draw"},
		{"draw 3", "draw 3"},
		{"bid 3 clubs", "bid 3 clubs"},
		{"deal to 2", "deal to 2"},
		{"deal 3 to 2", "deal 3 to 2"},
		{"meld 2C 2D 2S to 3", "meld 2C 2D 2S to 3"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m, err := g.Parse(tt.in, d, 4)
			require.NoError(t, err)
			assert.Equal(t, tt.text, g.Format(m, d))
			back, err := g.Parse(tt.text, d, 4)
			require.NoError(t, err)
			assert.True(t, back.Equal(m), "the canonical text reads back as the same move")
		})
	}
}

func TestParseValues(t *testing.T) {
	g, d := fixture(t)
	kind := func(code string) int {
		k, ok := d.Lookup(code)
		require.True(t, ok)
		return k
	}
	m, err := g.Parse("give 8C 7C to 3", d, 4)
	require.NoError(t, err)
	assert.Equal(t, []CardRef{Plain(kind("7C")), Plain(kind("8C"))}, m.Args[0].Cards, "cards in deck order")
	assert.Equal(t, Value{Set: true, Num: 2}, m.Args[1], "seats count from 0 inside")

	m, err = g.Parse("play 8H call spades", d, 4)
	require.NoError(t, err)
	assert.Equal(t, Value{Set: true, Code: "S"}, m.Args[1])
	assert.False(t, m.Args[2].Set, "a flag left out")

	m, err = g.Parse("layout 5H W=6H 7H", d, 4)
	require.NoError(t, err)
	assert.Equal(t, [][]CardRef{{Plain(kind("5H")), {Kind: kind("W"), As: kind("6H")}, Plain(kind("7H"))}}, m.Args[0].Melds)
}

func TestParseErrors(t *testing.T) {
	g, d := fixture(t)
	tests := []struct{ in, want string }{
		{"", "no move given"},
		{"fly", `unknown move "fly" (moves are play, catch, pass`},
		{"play", "missing <cards>"},
		{"play ZZ", `"ZZ" is not a card of this game`},
		{"play 8H ZZ", `"ZZ" is not a card of this game`},
		{"play 8H call purple", `"purple" is not a suit (suits are clubs, diamonds, hearts, spades)`},
		{"guess purple", `"purple" is not a color (colors are clubs, diamonds, hearts, spades)`},
		{"play W=ZZ", `"ZZ" in "W=ZZ" is not a card`},
		{"catch 5", `"5" is not a seat (seats are 1 to 4)`},
		{"catch 0", `"0" is not a seat`},
		{"catch x", `"x" is not a seat`},
		{"pass now", `unexpected "now"`},
		{"give 7C 8C 2", `expected "to"`},
		{"give 7C to", "missing <seat>"},
		{"add x 8H", `"x" is not a number`},
		{"add -1 8H", `"-1" is not a number`},
		{"layout 8H /", "missing cards"},
		{"name Z", `"Z" is not a rank`},
		{"name s", `"s" is not a rank`},
		{"play" + strings.Repeat(" 8H", MaxTokens), "at most"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m, err := g.Parse(tt.in, d, 4)
			require.Error(t, err)
			assert.Nil(t, m)
			var pe *ParseError
			require.True(t, errors.As(err, &pe))
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestMoveEqualAndClone(t *testing.T) {
	g, d := fixture(t)
	a, err := g.Parse("layout 5H W=6H 7H / 2C 2D 2S", d, 4)
	require.NoError(t, err)
	b := a.Clone()
	assert.True(t, a.Equal(b))
	b.Args[0].Melds[0][0] = Plain(5)
	assert.False(t, a.Equal(b), "a clone shares nothing")
	c, err := g.Parse("layout 2C 2D 2S / 5H W=6H 7H", d, 4)
	require.NoError(t, err)
	assert.True(t, a.Equal(c), "melds in either order are one move")
	x, err := g.Parse("play 8H", d, 4)
	require.NoError(t, err)
	y, err := g.Parse("play 8H last", d, 4)
	require.NoError(t, err)
	assert.False(t, x.Equal(y))
}

// FuzzParse checks that whatever Parse accepts formats to a text that reads
// back as the same move, and that nothing makes it panic.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"play 8H call spades last", "layout 5H W=6H 7H / 2C", "give 7C 8C to 2", "hand 7C 2",
		"swap 7C 8D", "draw 3", "bid 2 ♠", "meld 2C/3C to 1", "knock", "play w=w", "x", "//", "play 8H 8H",
		"run 4C 5C W", "run W 4c 5C to 2", "run 5C W=4C 3C", "layout QH QD QS / 8C 9C TC / 9D TD",
		"meld 9S TS JS / 2C 3C 4C / 2C 3C 4C to 3"} {
		f.Add(s)
	}
	g, d := fixture(f)
	f.Fuzz(func(t *testing.T, in string) {
		m, err := g.Parse(in, d, 4)
		if err != nil {
			require.Nil(t, m)
			return
		}
		text := g.Format(m, d)
		back, err := g.Parse(text, d, 4)
		require.NoError(t, err, "%q formats as %q", in, text)
		require.True(t, back.Equal(m), "%q formats as %q, which reads differently", in, text)
		require.Equal(t, text, g.Format(back, d))
		for i := range m.Args {
			typedOrderKept(t, g, d, m.Args[i], back.Args[i])
		}
	})
}

// typedOrderKept checks a parsed value's typed meld order: a permutation of
// its melds, which sorted give the canonical melds; the canonical text reads
// back typed in the canonical order.
func typedOrderKept(t *testing.T, g *Grammar, d *core.Deck, v, back Value) {
	t.Helper()
	if len(v.Melds) == 0 {
		return
	}
	require.Len(t, v.Typed, len(v.Melds))
	seen := make([]bool, len(v.Typed))
	for _, at := range v.Typed {
		require.True(t, at >= 0 && at < len(seen) && !seen[at], "typed places %v are a permutation", v.Typed)
		seen[at] = true
	}
	typed := v.MeldsAsTyped()
	for i, at := range v.Typed {
		require.Equal(t, v.Melds[i], typed[at])
	}
	for i := range back.Typed {
		require.Equal(t, i, back.Typed[i], "the canonical text is typed in the canonical order")
	}
}

// TestMeldsAsTyped: a <melds> value is canonical (sorted) but remembers the
// order its melds were typed in, which refusals number melds by; the move
// and its text do not depend on it.
func TestMeldsAsTyped(t *testing.T) {
	g, d := fixture(t)
	tests := []struct {
		in, canonical string
		typed         []int
		first         string // the first meld typed
	}{
		{"layout QH QD QS / 8C 9C 10C / 9D 10D", "layout 8C 9C TC / 9D TD / QH QD QS", []int{1, 2, 0}, "QH QD QS"},
		{"layout 2C 3C 4C / 5H 6H 7H", "layout 2C 3C 4C / 5H 6H 7H", []int{0, 1}, "2C 3C 4C"},
		{"layout 5H W=6H 7H / 2C 2D 2S", "layout 2C 2D 2S / 5H W=6H 7H", []int{1, 0}, "5H W=6H 7H"},
		{"meld 9S TS JS / 2C 3C 4C to 2", "meld 2C 3C 4C / 9S TS JS to 2", []int{1, 0}, "9S TS JS"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m, err := g.Parse(tt.in, d, 4)
			require.NoError(t, err)
			assert.Equal(t, tt.canonical, g.Format(m, d))
			assert.Equal(t, tt.typed, m.Args[0].Typed)
			typed := m.Args[0].MeldsAsTyped()
			require.NotEmpty(t, typed)
			first, err := g.Parse("layout "+cardsText(typed[0], d), d, 4)
			require.NoError(t, err)
			assert.Equal(t, "layout "+tt.first, g.Format(first, d))
			c := m.Clone()
			assert.Equal(t, m.Args[0].Typed, c.Args[0].Typed, "a clone keeps the typed order")
			canon, err := g.Parse(tt.canonical, d, 4)
			require.NoError(t, err)
			assert.True(t, canon.Equal(m), "the typed order is no part of the move")
		})
	}
	var none Value
	none.Melds = [][]CardRef{{Plain(1)}, {Plain(0)}}
	assert.Equal(t, none.Melds, none.MeldsAsTyped(), "melds never typed count in their own order")
}

func cardsText(cards []CardRef, d *core.Deck) string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = d.Kind(c.Kind).Code
		if c.As >= 0 {
			out[i] += "=" + d.Kind(c.As).Code
		}
	}
	return strings.Join(out, " ")
}

// FuzzNewGrammar checks that any pattern compiles or is refused without a
// panic, and that a move read by a compiled pattern formats and reads back.
func FuzzNewGrammar(f *testing.F) {
	f.Add("play <cards> [call <suit>] [last]", "play 8H call s")
	f.Add("give <cards:gift> <seat:to>", "give 7C 8C 2")
	f.Add("x [<seat> <n>] <card>", "x 2 3 4C")
	f.Add("meld <cards...:run> [wild <cards...>]", "meld 5C 4C wild W 3C")
	_, d := fixture(f)
	f.Fuzz(func(t *testing.T, pattern, in string) {
		g, err := NewGrammar([]string{pattern})
		if err != nil {
			return
		}
		m, err := g.Parse(in, d, 4)
		if err != nil {
			return
		}
		text := g.Format(m, d)
		back, err := g.Parse(text, d, 4)
		require.NoError(t, err, "pattern %q: %q formats as %q", pattern, in, text)
		require.True(t, back.Equal(m), "pattern %q: %q formats as %q", pattern, in, text)
	})
}

// TestOrderedCards: a <cards...> value keeps the order typed, in the move and
// in its canonical text, so a wild stands where it is written; a <cards>
// value is put in the deck's order.
func TestOrderedCards(t *testing.T) {
	g, d := fixture(t)
	tests := []struct{ in, want string }{
		{"run 4C 5C W", "run 4C 5C W"},
		{"run W 4c 5c", "run W 4C 5C"},
		{"run 5C W=4C 3C to 2", "run 5C W=4C 3C to 2"},
		{"add 1 5C W 4C", "add 1 W 4C 5C"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m, err := g.Parse(tt.in, d, 4)
			require.NoError(t, err)
			assert.Equal(t, tt.want, g.Format(m, d))
			back, err := g.Parse(g.Format(m, d), d, 4)
			require.NoError(t, err)
			assert.True(t, back.Equal(m), "reads back as itself")
		})
	}
	v, ok := g.Verb("run")
	require.True(t, ok)
	assert.True(t, g.Form(v).Slots[0].Ordered)
	assert.Equal(t, "cards", g.Form(v).Slots[0].Name)
	_, err := NewGrammar([]string{"pick <seat...>"})
	assert.ErrorContains(t, err, "only a list of cards may keep the order typed (<cards...>)")
}
