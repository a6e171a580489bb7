package lua

import (
	"slices"
	"testing"

	"github.com/rulerun/rulerun/runtime/check"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const giftsPath = "testdata/gifts.lua"

// TestGiftsValidates plays the notation test game through validate: named
// slots, a card list ended by a keyword, wilds standing for cards and an
// open verb with a sampler.
func TestGiftsValidates(t *testing.T) {
	t.Parallel()
	s := mustLoad(t, giftsPath)
	r := check.Validate(s, check.Options{Games: 40, Seed: 1})
	assert.Empty(t, r.Problems)
	assert.Equal(t, 40, r.Games)
	assert.Positive(t, r.Moves)
}

// TestGiftsMoves plays typed moves of each kind and checks the refusals.
func TestGiftsMoves(t *testing.T) {
	s := mustLoad(t, giftsPath)
	g := mustGame(t, s, Config{Seats: 3, Seed: 5})
	hand := handOf(t, g, 0)
	require.Len(t, hand, 4)

	legal, err := g.Legal(0)
	require.NoError(t, err)
	assert.Contains(t, legal, "give "+hand[0]+" to 2", "rulerun fills in the seat")
	sampled, err := g.Parse("arrange " + hand[0] + " / " + hand[1] + " " + hand[2] + " " + hand[3])
	require.NoError(t, err)
	assert.Contains(t, legal, g.Format(sampled), "the sampler's move, its melds in canonical order")
	for _, m := range legal {
		assert.NotContains(t, m, "to 1", "check keeps gifts to others")
	}

	requireIllegal(t, g.Play(0, "give "+hand[0]+" to 1"), "you cannot give to yourself")
	requireIllegal(t, g.Play(0, "arrange "+hand[0]), "arrange every card")
	require.NoError(t, g.Play(0, "arrange "+hand[3]+" "+hand[2]+" / "+hand[1]+" / "+hand[0]), "an open verb accepts any move check accepts")
	assert.Equal(t, 3.0, g.State().Var("groups"))

	hand2 := handOf(t, g, 1)
	require.NoError(t, g.Play(1, "give "+hand2[0]+" "+hand2[1]+" to 3"))
	assert.Len(t, handOf(t, g, 2), 6)
	assert.Len(t, handOf(t, g, 1), 2)
}

// TestGiftsWild checks a wild written as the card it stands for.
func TestGiftsWild(t *testing.T) {
	s := mustLoad(t, giftsPath)
	for seed := uint64(1); seed < 60; seed++ {
		g := mustGame(t, s, Config{Seats: 3, Seed: seed})
		hand := handOf(t, g, 0)
		if !slices.Contains(hand, "W") {
			continue
		}
		requireIllegal(t, g.Play(0, "play W"), "a wild is played as a card")
		requireIllegal(t, g.Play(0, "play W=W"), "a wild stands for a coloured card")
		legal, err := g.Legal(0)
		require.NoError(t, err)
		assert.Contains(t, legal, "play W=R1")
		require.NoError(t, g.Play(0, "play w=r1"))
		assert.Equal(t, "W", topOf(g, "table"))
		return
	}
	t.Fatal("no seed dealt seat 1 a wild")
}
