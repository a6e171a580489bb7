package core_test

import (
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// spreadCards reads a hand written "A-S 2-S 3-S 7-H": rank 1..13 (A, T, J,
// Q, K by letter) then suit, points A=1, 2-10 face, J/Q/K 10.
func spreadCards(t testing.TB, hand string) []core.SpreadCard {
	var out []core.SpreadCard
	for _, f := range strings.Fields(hand) {
		r := strings.Index("A23456789TJQK", f[:1]) + 1
		require.Positive(t, r, f)
		out = append(out, core.SpreadCard{Rank: r, Suit: strings.Index("CDHS", f[1:]), Points: min(r, 10)})
	}
	return out
}

func TestSpreadHand(t *testing.T) {
	tests := []struct {
		name, hand string
		deadwood   int
		melds      int
	}{
		{"empty", "", 0, 0},
		{"nothing melds", "KS QH 9D 5C", 34, 0},
		{"a set", "7S 7H 7D KC", 10, 1},
		{"a set of four", "7S 7H 7D 7C", 0, 1},
		{"a run", "4H 5H 6H 7H", 0, 1},
		{"aces are low", "AS 2S 3S", 0, 1},
		{"no wrap from king to ace", "QS KS AS", 21, 0},
		{"a run needs one suit", "4H 5S 6H", 15, 0},
		{"a card in one meld only: the run wins", "7S 7H 7D 8D 9D", 14, 1},
		{"a card in one meld only: both by a four-set split", "7S 7H 7D 7C 8D 9D 5C 6C", 11, 2},
		{"gin", "AS 2S 3S 4S 5H 5D 5C 9H TH JH", 0, 3},
		{"knocking hand", "AS 2S 3S 4S 5H 5D 5C 9H TH KC", 29, 2},
		{"a set and a run sharing the 6", "3S 4S 5S 6S 6H 6D", 0, 2},
		{"the set chosen over the run", "5S 6S 7S 7H 7D", 11, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cards := spreadCards(t, tc.hand)
			s := core.SpreadHand(cards, 3, nil)
			assert.Equal(t, tc.deadwood, s.Cost)
			assert.Len(t, s.Melds, tc.melds)
			assert.Equal(t, tc.deadwood, core.MaskPoints(cards, s.Deadwood))
			assert.Equal(t, uint64(1)<<len(cards)-1, s.Melded()|s.Deadwood, "every card melded or deadwood")
			assert.Zero(t, s.Melded()&s.Deadwood)
		})
	}
}

func TestSpreadHandCost(t *testing.T) {
	// 8H can go in a meld of eights or, counting nothing, be shed: the cost
	// says only the eights of diamonds and clubs count.
	cards := spreadCards(t, "8H 8D 8C 9H")
	free := uint64(1<<0 | 1<<3) // 8H and 9H may be shed
	s := core.SpreadHand(cards, 3, func(dead uint64) int { return core.MaskPoints(cards, dead&^free) })
	assert.Equal(t, 0, s.Cost)
	s = core.SpreadHand(cards, 3, func(dead uint64) int { return core.MaskPoints(cards, dead) })
	assert.Equal(t, 9, s.Cost)
}

func TestDiscardDeadwood(t *testing.T) {
	cards := spreadCards(t, "AS 2S 3S 4S 5H 5D 5C 9H TH KC 8D")
	got := core.DiscardDeadwood(cards, 3)
	assert.Equal(t, []int{37, 45, 44, 37, 47, 47, 47, 28, 27, 27, 29}, got)
	for i := range cards {
		rest := append(append([]core.SpreadCard{}, cards[:i]...), cards[i+1:]...)
		assert.Equal(t, core.SpreadHand(rest, 3, nil).Cost, got[i], "without card %d", i)
	}
}

func TestLayOff(t *testing.T) {
	melds := [][]core.SpreadCard{spreadCards(t, "5H 6H 7H"), spreadCards(t, "QS QD QC")}
	tests := []struct {
		name, hand string
		laid       uint64
	}{
		{"nothing fits", "2C 9S", 0},
		{"a run extended at both ends", "4H 8H", 0b11},
		{"a run extended by a chain", "9H 8H TH", 0b111},
		{"a gap stops the chain", "9H TH", 0},
		{"a set's missing suit", "QH KH", 0b01},
		{"another suit does not extend a run", "4S 8D", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cards := spreadCards(t, tc.hand)
			assert.Equal(t, tc.laid, core.LayOff(melds, cards, uint64(1)<<len(cards)-1))
		})
	}
	cards := spreadCards(t, "4H 8H")
	assert.Equal(t, uint64(0b10), core.LayOff(melds, cards, 0b10), "only the cards of the mask")
}

func TestMeldMasks(t *testing.T) {
	cards := spreadCards(t, "7S 7H 7D 7C")
	assert.Len(t, core.MeldMasks(cards, 3), 5, "four sets of three and one of four")
	cards = spreadCards(t, "2H 3H 4H 5H 6H")
	assert.Len(t, core.MeldMasks(cards, 3), 6, "runs of 3, 4 and 5")
	assert.Len(t, core.MeldMasks(cards, 0), 6, "the default size is 3")
	assert.Empty(t, core.MeldMasks(make([]core.SpreadCard, core.MaxSpread+1), 3))
}

// bruteDeadwood is the least deadwood by trying every subset of melds.
func bruteDeadwood(cards []core.SpreadCard) int {
	melds := core.MeldMasks(cards, 3)
	best := core.MaskPoints(cards, uint64(1)<<len(cards)-1)
	var try func(i int, used uint64)
	try = func(i int, used uint64) {
		if i == len(melds) {
			best = min(best, core.MaskPoints(cards, (uint64(1)<<len(cards)-1)&^used))
			return
		}
		try(i+1, used)
		if melds[i]&used == 0 {
			try(i+1, used|melds[i])
		}
	}
	try(0, 0)
	return best
}

// randomHand deals n cards of a 52-card pack.
func randomHand(r *rand.Rand, n int) []core.SpreadCard {
	perm := r.Perm(52)[:n]
	out := make([]core.SpreadCard, n)
	for i, c := range perm {
		rank := c%13 + 1
		out[i] = core.SpreadCard{Rank: rank, Suit: c / 13, Points: min(rank, 10)}
	}
	return out
}

func FuzzSpreadHand(f *testing.F) {
	f.Add(uint64(1), uint8(10))
	f.Add(uint64(7), uint8(11))
	f.Fuzz(func(t *testing.T, seed uint64, n uint8) {
		cards := randomHand(rand.New(rand.NewPCG(seed, 1)), int(n%14))
		s := core.SpreadHand(cards, 3, nil)
		require.Equal(t, bruteDeadwood(cards), s.Cost)
		require.Equal(t, s.Cost, core.MaskPoints(cards, s.Deadwood))
		var seen uint64
		for _, m := range s.Melds {
			require.Zero(t, seen&m, "melds share no card")
			require.GreaterOrEqual(t, bits.OnesCount64(m), 3)
			seen |= m
		}
		require.Equal(t, core.SpreadHand(cards, 3, nil), s, "deterministic")
		for i, n := range core.DiscardDeadwood(cards, 3) {
			rest := append(append([]core.SpreadCard{}, cards[:i]...), cards[i+1:]...)
			require.Equal(t, bruteDeadwood(rest), n, "without card %d", i)
		}
	})
}

// benchHands are 64 random hands of 11 cards, the same for every benchmark.
func benchHands() [][]core.SpreadCard {
	r := rand.New(rand.NewPCG(1, 2))
	hands := make([][]core.SpreadCard, 64)
	for i := range hands {
		hands[i] = randomHand(r, 11)
	}
	return hands
}

func BenchmarkSpreadHand(b *testing.B) {
	hands := benchHands()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		core.SpreadHand(hands[i%len(hands)], 3, nil)
	}
}

func BenchmarkDiscardDeadwood(b *testing.B) {
	hands := benchHands()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		core.DiscardDeadwood(hands[i%len(hands)], 3)
	}
}

func TestIsMeld(t *testing.T) {
	tests := []struct {
		name, hand string
		mask       uint64
		want       bool
	}{
		{"a set of three", "7S 7H 7D KC", 0b0111, true},
		{"a set of four", "7S 7H 7D 7C", 0b1111, true},
		{"a set of one suit twice", "7S 7S 7D", 0b111, false},
		{"a run", "4H 5H 6H 7H", 0b1111, true},
		{"a run typed out of order", "6H 4H 5H", 0b111, true},
		{"a run with a gap", "4H 5H 7H", 0b111, false},
		{"a run of two suits", "4H 5S 6H", 0b111, false},
		{"aces are low", "AS 2S 3S", 0b111, true},
		{"no wrap from king to ace", "QS KS AS", 0b111, false},
		{"too few cards", "7S 7H", 0b11, false},
		{"a mixed group", "7S 7H 8H", 0b111, false},
		{"a mask beyond the hand", "7S 7H 7D", 0b1011, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, core.IsMeld(spreadCards(t, tc.hand), tc.mask, 3))
		})
	}
}

func TestIsMeldAgreesWithMeldMasks(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for range 200 {
		cards := randomHand(r, 10)
		for _, m := range core.MeldMasks(cards, 3) {
			require.True(t, core.IsMeld(cards, m, 3), "a meld MeldMasks lists")
		}
		mask := r.Uint64() & (1<<10 - 1)
		if core.IsMeld(cards, mask, 3) && bits.OnesCount64(mask) <= 4 {
			found := false
			for _, m := range core.MeldMasks(cards, 3) {
				found = found || m == mask
			}
			assert.True(t, found, "IsMeld accepts only melds MeldMasks lists")
		}
	}
}
