package bind

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// The bindings' cheaper paths answer what the plain ones did: each is
// checked here against the plain form it replaced.

// TestProposalSizeCountsAsNext checks that a proposal's size, counted by
// index over its list and by Next over its fields, is the count of every
// value Next meets, for lists with holes, fields, and lists of lists.
func TestProposalSizeCountsAsNext(t *testing.T) {
	L := lua.NewState()
	defer L.Close()
	var plain func(lv lua.LValue, depth int) int64
	plain = func(lv lua.LValue, depth int) int64 {
		tb, ok := lv.(*lua.LTable)
		if !ok || depth == 0 {
			return 1
		}
		n := int64(0)
		for k, v := tb.Next(lua.LNil); k != lua.LNil; k, v = tb.Next(k) {
			n += plain(v, depth-1)
		}
		return n
	}
	for _, src := range []string{
		`return {}`,
		`return {"8H"}`,
		`return {"8H", "9H", "TH"}`,
		`return {cards = {"8H", "9H"}, call = "S", unu = true}`,
		`return {"8H", nil, "TH"}`,
		`return {nil, nil, "TH", x = 1}`,
		`local t = {"8H", "9H"} t[2] = nil return t`,
		`local t = {"8H", "9H", "TH"} t[3] = nil t.k = 2 return t`,
		`return {{"R1", "R2", "R3"}, {"B1", "B2"}, melds = {{"X"}}}`,
		`local t = {} for i = 1, 300 do t[i] = i end t.last = true return t`,
		`return {[1.5] = "a", [-1] = "b", "c"}`,
	} {
		require.NoError(t, L.DoString(src), src)
		lv := L.Get(-1)
		L.Pop(1)
		for depth := 0; depth <= 3; depth++ {
			assert.Equal(t, plain(lv, depth), proposalSize(lv, depth), "%s at depth %d", src, depth)
		}
	}
}

// TestKindOfAgreesWithLookup checks that the table of two-letter codes
// finds the kind the deck's Lookup finds, for every code, another case,
// and strings that are no card.
func TestKindOfAgreesWithLookup(t *testing.T) {
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	sv := &served{cardDeck: deck}
	codes := []string{"", "8", "8HH", "ZZ", "8h", "th", "\xff\xfe", "H8"}
	for k := range deck.Kinds() {
		codes = append(codes, deck.Kind(k).Code, strings.ToLower(deck.Kind(k).Code))
	}
	for _, code := range codes {
		want, wantOK := deck.Lookup(code)
		got, ok := sv.kindOf(code)
		assert.Equal(t, wantOK, ok, code)
		if wantOK {
			assert.Equal(t, want, got, code)
		}
	}
}

// TestLongestStreakBoundsRuns checks that no run is longer than the
// longest streak of ranks held per times, and that runs of that length
// exist: p:runs lists no length past it.
func TestLongestStreakBoundsRuns(t *testing.T) {
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	hands := [][]string{
		{}, {"2C"}, {"2C", "3C", "4C"}, {"2C", "3D", "5C", "6C", "7C", "8H"}, {"2C", "2D", "3C", "3H", "4S", "4C", "5C"},
		{"AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C"},
	}
	ranks := len(deck.Ranks())
	for _, h := range hands {
		var cards []core.CardID
		for _, code := range h {
			k, ok := deck.Lookup(code)
			require.True(t, ok, code)
			cards = append(cards, deck.CardOf(k))
		}
		counts := make([]int, ranks)
		for _, c := range cards {
			counts[deck.Card(c).RankIndex]++
		}
		for per := 1; per <= 2; per++ {
			for _, span := range [][2]int{{0, ranks - 1}, {1, ranks - 2}, {3, 3}} {
				lo, hi := span[0], span[1]
				streak := longestStreak(counts, per, lo, hi)
				for n := 1; n <= ranks; n++ {
					runs := deck.Runs(cards, n, per, lo, hi, false)
					if n > streak {
						assert.Empty(t, runs, "%v: runs of %d, %d a rank, in %d..%d, past the streak %d", h, n, per, lo, hi, streak)
					} else {
						assert.NotEmpty(t, runs, "%v: runs of %d, %d a rank, in %d..%d, within the streak %d", h, n, per, lo, hi, streak)
					}
				}
			}
		}
	}
}
