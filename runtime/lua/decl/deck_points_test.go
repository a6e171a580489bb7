package decl

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// TestPresetRanksKeepDeclaredPoints checks that the points a script gives
// a rank of the preset deck count: {code = "8", points = 50} scores 8S as
// 50, and a rank named without points keeps the preset's (an ace is 14).
func TestPresetRanksKeepDeclaredPoints(t *testing.T) {
	L := lua.NewState(lua.Options{SkipOpenLibs: true})
	defer L.Close()
	require.NoError(t, L.DoString(`deck = { preset = "french52", ranks = { "2", "3", "4", "5", "6", "7",
		{ code = "8", points = 50 }, "9", "T", "J", "Q", "K", { code = "A", points = 0 } } }`))
	spec, err := DeckSpec(L.GetGlobal("deck").(*lua.LTable))
	require.NoError(t, err)
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	for code, want := range map[string]int{"8S": 50, "AH": 0, "KD": 13, "2C": 2} {
		k, ok := d.Lookup(code)
		require.True(t, ok, code)
		assert.Equal(t, want, d.Kind(k).Points, code)
	}
}
