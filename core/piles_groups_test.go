package core

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMoveKindGroupsMovesAsMoveKindDoes moves random groups of kinds, some
// held twice, out of piles of every visibility into piles of every
// visibility, at once and card by card with MoveKind, and compares the
// piles and what each seat knows.
func TestMoveKindGroupsMovesAsMoveKindDoes(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for trial := range 200 {
		s := fixTwoDecks(t)
		require.NoError(t, s.Shuffle(fixPile(t, s, "stock")))
		var to []PileID
		for i, vis := range []Visibility{Public, OwnerOnly, TopOnly, Hidden} {
			id, err := s.NewPile(SeatPileName("to", i), "", i%2, vis)
			require.NoError(t, err)
			to = append(to, id)
		}
		src, err := s.NewPile("from", "", 1, []Visibility{Public, OwnerOnly, TopOnly, Hidden}[trial%4])
		require.NoError(t, err)
		stock := fixPile(t, s, "stock")
		for range 10 + rng.IntN(40) {
			_, err := s.MoveAt(stock, rng.IntN(s.Pile(stock).Len()), src, OnTop)
			require.NoError(t, err)
		}
		var kinds [][]int
		var piles []PileID
		left := append([]CardID(nil), s.Pile(src).Cards...)
		rng.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
		for len(left) > 0 && rng.IntN(6) > 0 {
			n := min(len(left), 1+rng.IntN(5))
			var group []int
			for _, c := range left[:n] {
				group = append(group, s.Deck().KindOf(c))
			}
			left = left[n:]
			kinds, piles = append(kinds, group), append(piles, to[rng.IntN(len(to))])
		}
		each, once := s.Clone(), s.Clone()
		for g, id := range piles {
			for _, k := range kinds[g] {
				_, err := each.MoveKind(src, k, id, OnTop)
				require.NoError(t, err)
			}
		}
		require.NoError(t, once.MoveKindGroups(src, piles, kinds))
		assert.Equal(t, fixSnapshot(each), fixSnapshot(once), "trial %d: the piles", trial)
		for seat := range s.Seats() {
			for k := range s.Deck().Kinds() {
				assert.Equal(t, each.Knows(seat, k), once.Knows(seat, k), "trial %d: seat %d knows kind %d", trial, seat, k)
			}
		}
	}
}

// TestMoveKindGroupsRefusesWithoutMoving asks for cards the pile lacks and
// kinds that do not exist: nothing moves.
func TestMoveKindGroupsRefusesWithoutMoving(t *testing.T) {
	s := fixTwoDecks(t)
	stock, disc := fixPile(t, s, "stock"), fixPile(t, s, "discard")
	eight := fixKind(t, s.Deck(), "8H")
	before := fixSnapshot(s)
	for _, kinds := range [][][]int{{{eight, eight, eight}}, {{eight}, {-1}}, {{s.Deck().Kinds()}}} {
		to := make([]PileID, len(kinds))
		for i := range to {
			to[i] = disc
		}
		assert.Error(t, s.MoveKindGroups(stock, to, kinds))
		assert.Equal(t, before, fixSnapshot(s))
	}
	assert.Error(t, s.MoveKindGroups(stock, []PileID{disc}, nil), "a pile for each group")
	assert.Error(t, s.MoveKindGroups(stock, []PileID{PileID(99)}, [][]int{{eight}}))
	require.NoError(t, s.MoveKindGroups(stock, []PileID{disc, disc}, [][]int{{eight}, {eight}}))
	assert.Len(t, s.Pile(disc).Cards, 2)
	assert.Equal(t, -1, s.Find(stock, eight))
}
