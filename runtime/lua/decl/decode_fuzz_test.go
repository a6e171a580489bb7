package decl

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// FuzzReadDeclaration reads a table constructor of fuzzed text as each
// declaration: no input may crash the reader; a refusal names the
// declaration's path, and a declaration read has its required fields.
func FuzzReadDeclaration(f *testing.F) {
	f.Add(uint8(0), `ranks = {"8", "Q"}, suits = "H"`)
	f.Add(uint8(1), `dealer = 0, hand = 7, say = "{seat} deals", turn_up_again = { ranks = "6" }`)
	f.Add(uint8(2), `pile = "stock", when_out = "draw"`)
	f.Add(uint8(4), `ranks = "7", hands = "swap", skip = 1.5`)
	f.Add(uint8(6), `say = false, reason = 3`)
	f.Add(uint8(7), `to = "discard", match = { pile = "discard", suit = true }, shapes = { "single", { run = { min = 2, why = { suit = "x" } } } }`)
	f.Add(uint8(10), `table = "t", played = "p", kinds = { { name = "single", set = 1, compare = "rank" } }, bombs = { { kind = "x", on_ranks = "2" } }`)
	f.Add(uint8(12), `target = 100, score = "own", by_count = { { max = 7, each = 1 } }, direction = "alternate"`)
	f.Add(uint8(17), `min = 3, sets = false, max_wilds = -1, codes = { size = "R-1" }`)
	f.Add(uint8(9), `[1] = 2, x = {}, why = { [1] = "a" }`)
	g, err := notation.NewGrammar([]string{"play <cards> [call <suit>]"})
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, class uint8, body string) {
		L := lua.NewState(lua.Options{SkipOpenLibs: true})
		defer L.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		L.SetContext(ctx)
		if L.DoString("return {"+body+"}") != nil {
			return
		}
		table, ok := L.Get(-1).(*lua.LTable)
		if !ok {
			return
		}
		c := declClasses[int(class)%len(declClasses)]
		s := &plainScript{L: L, src: []byte("return {" + body + "}")}
		rd := &planReader{Reader: NewReader(s, L.NewTable()), game: Game{Grammar: g, Options: L.NewTable(), Seats: 2}}
		path := "game.x"
		if c.name == "rulerun.PlayDecl" {
			path = "verbs.play.play"
		}
		v := reflect.New(c.typ)
		if err := rd.fieldsOf(path, table).read(v.Interface()); err != nil {
			require.Contains(t, err.Error(), path, "the refusal names the declaration")
			return
		}
		for _, sp := range specsOf(c.typ) {
			if sp.required != "" {
				require.False(t, isZero(v.Elem().Field(sp.index)), "%s.%s is required", path, sp.name)
			}
		}
		require.False(t, strings.Contains(path, "%!"), "no bad format")
	})
}

// FuzzPositions reads the positions of fuzzed scripts: no text may crash
// the reader, and every declaration found stands on a line of the text.
func FuzzPositions(f *testing.F) {
	f.Add(positionsScript)
	f.Add(builtScript)
	f.Add(plainGame)
	f.Add("local game = {}\nlocal t = game\nt.a = { b = { c = 1 } }\nreturn t")
	f.Add("local function f(x) return { a = f(x) } end\nlocal game = { deal = f(1) }\nreturn game")
	f.Add("return {")
	f.Fuzz(func(t *testing.T, src string) {
		p := PositionsOf([]byte(src), "fuzz.lua")
		lines := strings.Count(src, "\n") + 1
		for _, path := range p.order {
			line := p.Line(path)
			require.Positive(t, line, path)
			require.LessOrEqual(t, line, lines, path)
		}
		require.Zero(t, p.Line(""))
	})
}
