package decl

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// TestADeckWithoutCards: deck.without takes every copy of each card it
// names out of the pack, and refuses a card the pack does not hold.
func TestADeckWithoutCards(t *testing.T) {
	for name, tc := range map[string]struct {
		script string
		size   int
		gone   string
		err    string
	}{
		"one card out":            {`deck = { preset = "french52", without = { "QC" } }`, 51, "QC", ""},
		"every copy of it":        {`deck = { preset = "french52", copies = 2, without = { "QC", "AS" } }`, 100, "AS", ""},
		"a card the pack lacks":   {`deck = { preset = "french52", without = { "ZZ" } }`, 0, "", `without[1]: the deck has no card "ZZ" to take out`},
		"not a list":              {`deck = { preset = "french52", without = "QC" }`, 0, "", "without must list"},
		"the same card out twice": {`deck = { preset = "french52", without = { "QC", "QC" } }`, 0, "", `without[2]: the deck has no card "QC"`},
	} {
		t.Run(name, func(t *testing.T) {
			L := lua.NewState(lua.Options{SkipOpenLibs: true})
			defer L.Close()
			require.NoError(t, L.DoString(tc.script))
			spec, err := DeckSpec(L.GetGlobal("deck").(*lua.LTable))
			if tc.err != "" {
				assert.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			d, err := core.NewDeck(spec)
			require.NoError(t, err)
			assert.Equal(t, tc.size, d.Size())
			_, ok := d.Lookup(tc.gone)
			assert.False(t, ok)
		})
	}
}
