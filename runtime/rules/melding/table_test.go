package melding

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
)

// TestCheckedMelds checks that the melds on the table, checked once and
// kept, read as CheckMeld reads them as the table changes: a meld added,
// one changed in place or replaced, one refused, the table emptied.
func TestCheckedMelds(t *testing.T) {
	tm, d, r, meld := &tableMelds{}, deckOf(t), meldRules, meldOf(t)
	run, set := meld("R1", "R2", "R3"), meld("R5", "B5", "P5")
	tables := []struct {
		name  string
		melds [][]core.MeldCard
	}{
		{"one run", [][]core.MeldCard{run}},
		{"a set added", [][]core.MeldCard{run, set}},
		{"the run longer", [][]core.MeldCard{append(run[:3:3], meld("R4")...), set}},
		{"a meld refused", [][]core.MeldCard{meld("R1", "B2", "P7"), set}},
		{"the set replaced by a run", [][]core.MeldCard{run, meld("B4", "B5", "B6")}},
		{"fewer melds", [][]core.MeldCard{set}},
		{"none", nil},
		{"one again", [][]core.MeldCard{run}},
		{"three", [][]core.MeldCard{run, set, meld("G6", "G7", "G8", "G9")}},
		{"the first split, the others moved on", [][]core.MeldCard{meld("R1", "R2"), meld("R3"), set, meld("G6", "G7", "G8", "G9")}},
		{"two swapped", [][]core.MeldCard{meld("G6", "G7", "G8", "G9"), set}},
		{"a meld moved back", [][]core.MeldCard{set, meld("G6", "G7", "G8", "G9"), run}},
	}
	for _, tt := range tables {
		got := tm.checkedMelds(d, r, tt.melds)
		require.Len(t, got, len(tt.melds), tt.name)
		for i, m := range tt.melds {
			want, err := d.CheckMeld(m, r)
			if err != nil {
				want = core.Meld{}
			}
			assert.Equal(t, want, got[i], "%s: meld %d", tt.name, i+1)
		}
	}
	tm.checkedMelds(d, r, [][]core.MeldCard{run, set})
	assert.Equal(t, takeNone, tm.takeShape(d, r, 1, 0), "R5 B5 P5 without R5 is no meld")
	tm.checkedMelds(d, r, [][]core.MeldCard{meld("G1", "G2", "G3"), run, set})
	assert.Equal(t, takeNone, tm.takes[2][0], "known still: the set moved on")
	assert.Equal(t, takeUnknown, tm.takes[0][0], "a new meld: not known yet")
	changed := meld("B4", "B5", "B6")
	assert.Equal(t, 3, tm.checkedMelds(d, r, [][]core.MeldCard{changed})[0].Rank, "B4 B5 B6 from the rank of B4")
	changed[2] = meld("B3")[0] // the caller changes its meld in place
	assert.Equal(t, 2, tm.checkedMelds(d, r, [][]core.MeldCard{changed})[0].Rank, "B3 B4 B5 from the rank of B3: read again")
}

// meldRules are Rumski's melds.
var meldRules = core.MeldRules{MinSize: 3, MaxWilds: 1, Sets: true, Runs: true, SetSuits: true}

// deckOf is a deck of four colours of 1 to 9 and two wilds.
func deckOf(t *testing.T) *core.Deck {
	spec := core.DeckSpec{}
	for _, c := range []string{"R", "B", "P", "G"} {
		spec.Suits = append(spec.Suits, core.SuitSpec{Code: c})
	}
	for i := 1; i <= 9; i++ {
		spec.Ranks = append(spec.Ranks, core.RankSpec{Code: fmt.Sprint(i)})
	}
	spec.Cards = append(core.ProductCards(spec.Suits, spec.Ranks, true, 1), core.CardSpec{Code: "W", Kind: "wild", Copies: 2})
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	return d
}

// meldOf is a function that reads meld cards of deckOf's deck.
func meldOf(t *testing.T) func(...string) []core.MeldCard {
	d := deckOf(t)
	return func(codes ...string) []core.MeldCard {
		var out []core.MeldCard
		for _, c := range codes {
			k, ok := d.Lookup(c)
			require.True(t, ok, c)
			out = append(out, core.MeldCard{Kind: k, As: -1})
		}
		return out
	}
}

// TestTakeShape checks what is left of a meld on the table without one of
// its cards, worked out once and again when the meld changes.
func TestTakeShape(t *testing.T) {
	d, meld := deckOf(t), meldOf(t)
	tests := []struct {
		name  string
		meld  []core.MeldCard
		take  int
		shape take
	}{
		{"the end of a long run", meld("R1", "R2", "R3", "R4"), 0, takeWhole},
		{"the top of a long run", meld("R1", "R2", "R3", "R4"), 3, takeWhole},
		{"inside a run of four", meld("R1", "R2", "R3", "R4"), 1, takeNone},
		{"the middle of a run of seven", meld("R1", "R2", "R3", "R4", "R5", "R6", "R7"), 3, takeSplit},
		{"a card of a set of four", meld("R5", "B5", "P5", "G5"), 2, takeWhole},
		{"a card of a set of three", meld("R5", "B5", "P5"), 0, takeNone},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			melds := [][]core.MeldCard{meld("B1", "B2", "B3"), tt.meld}
			tm := &tableMelds{}
			tm.checkedMelds(d, meldRules, melds)
			assert.Equal(t, tt.shape, tm.takeShape(d, meldRules, 1, tt.take))
			assert.Equal(t, tt.shape, tm.takeShape(d, meldRules, 1, tt.take), "asked again")
			assert.Equal(t, takeNone, tm.takeShape(d, meldRules, 0, 0), "B2 B3 is no meld")
		})
	}
}
