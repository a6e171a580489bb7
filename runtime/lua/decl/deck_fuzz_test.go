package decl

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// fuzzList turns "a:b:c,d" into a Lua list of entries, each a plain code
// ("d") or a table {code, name, aliases...} ("a:b:c").
func fuzzList(L *lua.LState, spec string) *lua.LTable {
	t := L.CreateTable(0, 0)
	if spec == "" {
		return t
	}
	for _, entry := range strings.Split(spec, ",") {
		parts := strings.Split(entry, ":")
		if len(parts) == 1 {
			t.Append(lua.LString(entry))
			continue
		}
		e := L.CreateTable(len(parts), 0)
		for _, p := range parts {
			e.Append(lua.LString(p))
		}
		t.Append(e)
	}
	return t
}

// FuzzDeckSpec reads deck declarations built from fuzzed parts and builds
// the deck: no input may crash the reader or core.NewDeck, and a deck that
// is built is within the size cap and finds every card by its code.
func FuzzDeckSpec(f *testing.F) {
	f.Add("", "", "", 0.0, 0.0, false, uint8(0))
	f.Add("S,H", "3,4,5", "", 1.0, 0.0, false, uint8(1))
	f.Add("R:red,B:blue:azure", "1,2,13:thirteen", "W*5;J:joker*2", 2.0, 1.0, true, uint8(2))
	f.Add("S,S", "A", "", 1.0, 0.0, false, uint8(2))
	f.Add("", "", "W*2000000000", 0.0, 0.0, false, uint8(0))
	f.Add("S", "1", "W*1e300;X*-1;Y*0.5", 64.0, 65.0, false, uint8(3))
	f.Add("C,D,H,S", "T,10", "", math.NaN(), math.Inf(1), false, uint8(1))
	f.Fuzz(func(t *testing.T, suits, ranks, cards string, copies, productCopies float64, suitFirst bool, mode uint8) {
		L := lua.NewState(lua.Options{SkipOpenLibs: true})
		defer L.Close()
		decl := L.CreateTable(0, 8)
		if mode&1 != 0 {
			decl.RawSetString("preset", lua.LString("french52"))
		}
		if suits != "" {
			decl.RawSetString("suits", fuzzList(L, suits))
		}
		if ranks != "" {
			decl.RawSetString("ranks", fuzzList(L, ranks))
		}
		decl.RawSetString("copies", lua.LNumber(copies))
		decl.RawSetString("suit_first", lua.LBool(suitFirst))
		if mode&2 != 0 {
			p := L.CreateTable(0, 1)
			p.RawSetString("copies", lua.LNumber(productCopies))
			decl.RawSetString("product", p)
		}
		if cards != "" {
			list := L.CreateTable(0, 0)
			for _, c := range strings.Split(cards, ";") {
				code, n, _ := strings.Cut(c, "*")
				e := L.CreateTable(0, 2)
				e.RawSetString("code", lua.LString(code))
				if v, err := strconv.ParseFloat(n, 64); err == nil {
					e.RawSetString("copies", lua.LNumber(v))
				}
				list.Append(e)
			}
			decl.RawSetString("cards", list)
		}
		spec, err := DeckSpec(decl)
		if err != nil {
			require.NotEmpty(t, err.Error())
			return
		}
		d, err := core.NewDeck(spec)
		if err != nil {
			require.Nil(t, d)
			return
		}
		require.LessOrEqual(t, d.Size(), core.MaxDeckSize)
		require.Positive(t, d.Size())
		for k := range d.Kinds() {
			got, ok := d.Lookup(d.Kind(k).Code)
			require.True(t, ok, "card %q is found by its code", d.Kind(k).Code)
			require.Equal(t, k, got)
		}
	})
}
