package core_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rulerun/rulerun/core"
)

func TestComboCompareRanksAndGroups(t *testing.T) {
	th, co := thirteenDeck(t), colourDeck(t)
	tests := []struct {
		name   string
		deck   *core.Deck
		a, b   string
		ranks  int
		groups int
	}{
		// Every rank before any suit: the second 9 beats the higher colour of the top 10.
		{"flush ranks before colour", co, "T10 T9 T5 T4 T2", "P10 P8 P7 P6 P5", 1, 1},
		{"flush repeated number", co, "P10 P10 P5 P4 P3", "T10 T9 T8 T7 T1", 1, -1},
		{"flush colour decides last", co, "P9 P7 P5 P3 P2", "T9 T7 T5 T3 T2", 1, 1},
		{"flush identical", co, "P9 P7 P5 P3 P2", "P9 P7 P5 P3 P2", 0, 0},
		{"single", th, "9H", "9S", 1, 1},
		{"more cards higher", co, "O9 O8", "O9", 1, 1},
		// The triple's colours decide before the pair's.
		{"full house triple colours first", co, "O5 P5 P5 O3 O3", "O5 T5 T5 P3 P3", 1, 1},
		{"full house pair colours after", co, "O5 T5 P5 T3 P3", "O5 T5 P5 O3 P3", 1, 1},
		{"full house triple number first", co, "O6 O6 T6 O2 O2", "P5 P5 T5 PR MR", -1, 1},
		{"full house pair number second", co, "O5 O5 T5 O9 O9", "T5 P5 P5 O8 P8", 1, 1},
		{"ravens in a full house", co, "OR TR MR O2 O2", "O10 T10 P10 P9 P9", 1, 1},
		{"pair by top colour", co, "O7 P7", "T7 T7", 1, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := tc.deck
			hand := cards(t, d, tc.a+" "+tc.b)
			a, b := hand[:len(strings.Fields(tc.a))], hand[len(strings.Fields(tc.a)):]
			assert.Equal(t, tc.ranks, d.CompareRanks(a, b), "CompareRanks")
			assert.Equal(t, -tc.ranks, d.CompareRanks(b, a), "CompareRanks reversed")
			assert.Equal(t, tc.groups, d.CompareGroups(a, b), "CompareGroups")
			assert.Equal(t, -tc.groups, d.CompareGroups(b, a), "CompareGroups reversed")
		})
	}
}

// TestCompareRankAgreesWithShape: CompareRank, which groups ranks without
// allocating, orders plays as their Shape's ranks do, and allocates
// nothing.
func TestCompareRankAgreesWithShape(t *testing.T) {
	d := thirteenDeck(t)
	byShape := func(a, b []core.CardID) int {
		x, y := d.Shape(a).Ranks, d.Shape(b).Ranks
		for i := 0; i < len(x) && i < len(y); i++ {
			if x[i] != y[i] {
				if x[i] < y[i] {
					return -1
				}
				return 1
			}
		}
		return 0
	}
	var plays [][]core.CardID
	for n := 1; n <= 5; n++ {
		for start := 0; start+n <= 52; start += 3 {
			play := make([]core.CardID, n)
			for i := range play {
				play[i] = core.CardID((start + i*7) % 52)
			}
			plays = append(plays, play)
		}
	}
	for _, a := range plays {
		for _, b := range plays {
			assert.Equal(t, byShape(a, b), d.CompareRank(a, b), "%v %v", a, b)
		}
	}
	assert.Zero(t, testing.AllocsPerRun(100, func() { d.CompareRank(plays[3], plays[40]) }))
}
