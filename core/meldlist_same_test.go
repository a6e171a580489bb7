package core

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixMeldDeck has five colours R B P G Y, ranks 1 to 13, one card of each,
// and five wilds W (Rumski's cards).
func fixMeldDeck(t testing.TB) *Deck {
	t.Helper()
	spec := DeckSpec{}
	for _, c := range []string{"R", "B", "P", "G", "Y"} {
		spec.Suits = append(spec.Suits, SuitSpec{Code: c})
	}
	for i := 1; i <= 13; i++ {
		spec.Ranks = append(spec.Ranks, RankSpec{Code: fmt.Sprint(i)})
	}
	spec.Cards = ProductCards(spec.Suits, spec.Ranks, true, 1)
	spec.Cards = append(spec.Cards, CardSpec{Code: "W", Kind: "wild", Copies: 5})
	d, err := NewDeck(spec)
	require.NoError(t, err)
	return d
}

// fixMeldRules are rules of every shape the lister follows.
var fixMeldRules = map[string]MeldRules{
	"one wild":          {MinSize: 3, MaxWilds: 1, Sets: true, Runs: true, SetSuits: true},
	"two wilds":         {MinSize: 3, MaxWilds: 2, Sets: true, Runs: true, SetSuits: true},
	"any wilds, wrap":   {MinSize: 3, MaxWilds: -1, Sets: true, Runs: true, Wrap: true},
	"runs of any suits": {MinSize: 3, MaxWilds: 2, Sets: true, Runs: true, AnySuitRuns: true},
	"two naturals":      {MinSize: 3, MaxWilds: 2, MinNaturals: 2, Sets: true, Runs: true, SetSuits: true},
	"sets only":         {MinSize: 3, MaxWilds: 1, Sets: true, SetSuits: true},
	"runs only, four":   {MinSize: 4, MaxWilds: 2, Runs: true},
	"no wilds, two":     {MinSize: 2, MaxWilds: 0, Sets: true, Runs: true},
}

// fixHand deals n random cards of d (wilds among them, a kind once per
// copy).
func fixHand(d *Deck, rng *rand.Rand, n int) []int {
	var hand []int
	for _, i := range rng.Perm(d.Size())[:n] {
		hand = append(hand, d.KindOf(CardID(i)))
	}
	return hand
}

// TestMeldListerMatchesTheCheckedOne checks, over random hands and tables
// under rules of every shape, that the lister lists exactly what the lister
// that checked every candidate with CheckMeld listed, in the same order:
// new melds, additions to each meld on the table, with the melds checked
// here or given checked.
func TestMeldListerMatchesTheCheckedOne(t *testing.T) {
	t.Parallel()
	d := fixMeldDeck(t)
	for name, r := range fixMeldRules {
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(11, uint64(len(name))))
			l, ref := d.MeldLister(r), d.refMeldLister(r)
			for trial := range 300 {
				hand := fixHand(d, rng, 3+rng.IntN(12))
				melds := ref.Melds(hand)
				require.Equal(t, melds, l.Melds(hand), "trial %d: melds of %s", trial, meldText(d, plain(hand)))
				table := fixTable(d, rng, ref, r)
				other := fixHand(d, rng, 2+rng.IntN(8))
				var want, got, gotOf [][]MeldCard
				collect := func(out *[][]MeldCard) func(int, []MeldCard) {
					return func(i int, add []MeldCard) {
						*out = append(*out, append([]MeldCard{{Kind: -1, As: i}}, add...))
					}
				}
				ref.EachExtension(table, other, collect(&want))
				l.EachExtension(table, other, collect(&got))
				l.EachExtensionOf(table, fixChecked(d, table, r), other, collect(&gotOf))
				assert.Equal(t, want, got, "trial %d: additions", trial)
				assert.Equal(t, want, gotOf, "trial %d: additions to melds checked before", trial)
				for _, meld := range table {
					assert.Equal(t, ref.Extensions(meld, other), l.Extensions(meld, other), "trial %d", trial)
				}
			}
		})
	}
}

// fixTable is a table of melds that random hands can lay, with now and then
// a meld the rules refuse.
func fixTable(d *Deck, rng *rand.Rand, ref *refLister, r MeldRules) [][]MeldCard {
	var table [][]MeldCard
	for range 6 {
		if listed := ref.Melds(fixHand(d, rng, 10)); len(listed) > 0 {
			m, err := d.CheckMeld(listed[rng.IntN(len(listed))], r)
			if err == nil {
				table = append(table, m.Cards)
			}
		}
	}
	if rng.IntN(4) == 0 {
		table = append(table, plain(fixHand(d, rng, 3)))
	}
	return table
}

// fixChecked is what CheckMeld reads each meld as, Kind 0 where it refuses.
func fixChecked(d *Deck, melds [][]MeldCard, r MeldRules) []Meld {
	out := make([]Meld, len(melds))
	for i, m := range melds {
		if cm, err := d.CheckMeld(m, r); err == nil {
			out[i] = cm
		}
	}
	return out
}

func plain(kinds []int) []MeldCard {
	out := make([]MeldCard, len(kinds))
	for i, k := range kinds {
		out[i] = MeldCard{Kind: k, As: -1}
	}
	return out
}

// TestMeldListerSharedByGoroutines lists from one lister on several
// goroutines at once (its buffers come from a pool): each listing is the
// one made alone.
func TestMeldListerSharedByGoroutines(t *testing.T) {
	d := fixMeldDeck(t)
	l := d.MeldLister(fixMeldRules["two wilds"])
	rng := rand.New(rand.NewPCG(3, 5))
	hands := make([][]int, 40)
	want := make([][][]MeldCard, len(hands))
	for i := range hands {
		hands[i] = fixHand(d, rng, 12)
		want[i] = l.Melds(hands[i])
	}
	got := make([][][][]MeldCard, 4)
	var wg sync.WaitGroup
	for w := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, h := range hands {
				got[w] = append(got[w], l.Melds(h))
			}
		}()
	}
	wg.Wait()
	for w := range got {
		assert.Equal(t, want, got[w], "goroutine %d", w)
	}
}
