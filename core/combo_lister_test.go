package core_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
)

// One ComboLister asked again and again, of hands of every size and of both
// decks in turns, answers what Deck.Sets and Deck.Runs answer, in the same
// order: the memory it keeps from call to call changes nothing.
func TestListerAnswersAsTheDeck(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	decks := []*core.Deck{thirteenDeck(t), colourDeck(t)}
	var l core.ComboLister
	for round := range 300 {
		d := decks[round%2]
		perm := rng.Perm(d.Size())
		hand := make([]core.CardID, 1+rng.IntN(16))
		for i := range hand {
			hand[i] = core.CardID(perm[i])
		}
		for n := 0; n <= 4; n++ {
			assert.Equal(t, all(t, d, d.Sets(hand, n)), all(t, d, l.Sets(d, hand, n)), "sets %d of %s", n, codes(d, hand))
		}
		top := len(d.Ranks()) - 2
		for length := 1; length <= 6; length++ {
			for per := 1; per <= 2; per++ {
				for _, same := range []bool{false, true} {
					low := rng.IntN(3)
					assert.Equal(t, all(t, d, d.Runs(hand, length, per, low, top, same)),
						all(t, d, l.Runs(d, hand, length, per, low, top, same)),
						"runs %d x%d from %d %v of %s", length, per, low, same, codes(d, hand))
				}
			}
		}
	}
}

// Once its memory has grown, a ComboLister lists without allocating.
func TestListerAllocatesNothingOnceGrown(t *testing.T) {
	d := thirteenDeck(t)
	hand := cards(t, d, "3S 3C 3D 4S 4H 5C 5D 6S 7H 8C 9D TS JS QH KD AC 2S")
	var l core.ComboLister
	list := func() {
		for n := 1; n <= 4; n++ {
			l.Sets(d, hand, n)
		}
		for length := 3; length <= 6; length++ {
			l.Runs(d, hand, length, 1, 0, 11, false)
			l.Runs(d, hand, length, 2, 0, 11, false)
		}
	}
	list()
	assert.Zero(t, testing.AllocsPerRun(20, list))
}

// Cards without a rank are in no set, singles included.
func TestComboListerSinglesHaveARank(t *testing.T) {
	spec := core.French52()
	spec.Cards = append(spec.Cards, core.CardSpec{Code: "JOKER", Kind: "joker", Copies: 2})
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	var l core.ComboLister
	hand := cards(t, d, "6H JOKER 5H JOKER 5C")
	assert.Equal(t, []string{"5C", "5H", "6H"}, all(t, d, l.Sets(d, hand, 1)))
	assert.Equal(t, []string{"5C 5H"}, all(t, d, l.Sets(d, hand, 2)))
}
