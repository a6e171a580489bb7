package core

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// arrDealt is a fixGame state as a script's setup leaves it: shuffled, seven
// cards dealt to each seat and one card turned up on the discard pile.
func arrDealt(t *testing.T, seats int, seed uint64) *State {
	t.Helper()
	s := fixGame(t, seats, seed)
	stock := fixPile(t, s, "stock")
	require.NoError(t, s.Shuffle(stock))
	require.NoError(t, s.Deal(stock, fixHands(t, s), 7))
	_, err := s.Draw(stock, fixPile(t, s, "discard"), 1)
	require.NoError(t, err)
	return s
}

// arrKinds looks card codes up.
func arrKinds(t *testing.T, s *State, codes ...string) []int {
	t.Helper()
	out := make([]int, len(codes))
	for i, c := range codes {
		out[i] = fixKind(t, s.Deck(), c)
	}
	return out
}

func TestArrangeNamedPilesAndKeptSizes(t *testing.T) {
	s := arrDealt(t, 4, 3)
	hands := fixHands(t, s)
	stock, discard := fixPile(t, s, "stock"), fixPile(t, s, "discard")
	before := slices.Clone(fixCodes(s, hands[1]))

	err := s.Arrange(map[PileID][]int{
		hands[0]: arrKinds(t, s, "8H", "5C", "KD"),
		discard:  arrKinds(t, s, "5H"),
	}, stock)
	require.NoError(t, err)
	require.NoError(t, s.CheckCards())

	assert.Equal(t, []string{"8H", "5C", "KD"}, fixCodes(s, hands[0]), "a named pile holds exactly its cards, bottom first")
	assert.Equal(t, []string{"5H"}, fixCodes(s, discard))
	for _, h := range hands[1:] {
		assert.Equal(t, 7, s.Pile(h).Len(), "an unnamed pile keeps its size")
	}
	assert.Equal(t, 52-3-1-21, s.Pile(stock).Len(), "the spare takes what is left")
	// Seat 2 keeps every card it had that no named pile needed, in place.
	after := fixCodes(s, hands[1])
	for i, code := range before {
		if code != "8H" && code != "5C" && code != "KD" && code != "5H" {
			assert.Equal(t, code, after[i], "position %d of hand.2", i)
		}
	}
}

func TestArrangeSpareNamedGoesOnTop(t *testing.T) {
	s := arrDealt(t, 2, 9)
	stock := fixPile(t, s, "stock")
	require.NoError(t, s.Arrange(map[PileID][]int{stock: arrKinds(t, s, "9C", "5H")}, stock))
	require.NoError(t, s.CheckCards())
	codes := fixCodes(s, stock)
	assert.Equal(t, []string{"9C", "5H"}, codes[len(codes)-2:], "the spare's named cards go on top of the rest")
	assert.Equal(t, 52-14-1, len(codes))
	for _, h := range fixHands(t, s) {
		assert.Equal(t, 7, s.Pile(h).Len())
	}
}

func TestArrangeOtherSpare(t *testing.T) {
	s := arrDealt(t, 4, 5)
	stock, discard := fixPile(t, s, "stock"), fixPile(t, s, "discard")
	require.NoError(t, s.Arrange(map[PileID][]int{
		stock:   arrKinds(t, s, "9C", "5H"),
		discard: arrKinds(t, s, "QS"),
	}, discard))
	require.NoError(t, s.CheckCards())
	assert.Equal(t, []string{"9C", "5H"}, fixCodes(s, stock), "a named pile that is not the spare holds exactly its cards")
	d := fixCodes(s, discard)
	assert.Len(t, d, 52-28-2)
	assert.Equal(t, "QS", d[len(d)-1])
}

func TestArrangeSeveralDecks(t *testing.T) {
	d, err := NewDeck(DeckSpec{Suits: French52().Suits, Ranks: French52().Ranks,
		Cards: ProductCards(French52().Suits, French52().Ranks, false, 2)})
	require.NoError(t, err)
	s, err := NewState(Config{Deck: d, Seats: 2, Piles: []PileSpec{{Name: "stock"}, {Name: "hand", PerSeat: true}}})
	require.NoError(t, err)
	stock := fixPile(t, s, "stock")
	require.NoError(t, s.Shuffle(stock))
	h1 := fixPile(t, s, "hand.1")
	require.NoError(t, s.Arrange(map[PileID][]int{h1: arrKinds(t, s, "8H", "8H")}, stock))
	assert.Equal(t, []string{"8H", "8H"}, fixCodes(s, h1))
	require.NoError(t, s.CheckCards())

	err = s.Arrange(map[PileID][]int{h1: arrKinds(t, s, "8H", "8H", "8H")}, stock)
	require.EqualError(t, err, "the deck has only 2 copies of 8H")
}

func TestArrangeErrorsChangeNothing(t *testing.T) {
	s := arrDealt(t, 4, 11)
	hands := fixHands(t, s)
	stock, discard := fixPile(t, s, "stock"), fixPile(t, s, "discard")
	snap := fixSnapshot(s)

	err := s.Arrange(map[PileID][]int{hands[0]: arrKinds(t, s, "8H", "8H")}, stock)
	require.EqualError(t, err, "the deck has only 1 copy of 8H")
	assert.Equal(t, snap, fixSnapshot(s))

	// The stock (not the spare) asks for 45 cards: the 24 of the stock and
	// the discard pile, then 21 from the hands, which cannot be refilled.
	var many []int
	for k := range 45 {
		many = append(many, k)
	}
	err = s.Arrange(map[PileID][]int{stock: many}, discard)
	require.ErrorContains(t, err, "too many cards are named: hand.1 cannot keep its 7 cards")
	assert.Equal(t, snap, fixSnapshot(s))

	require.Error(t, s.Arrange(map[PileID][]int{PileID(99): nil}, stock))
	require.Error(t, s.Arrange(nil, PileID(-1)))
	require.EqualError(t, s.Arrange(map[PileID][]int{stock: {52}}, stock), "card kind 52 does not exist")
	assert.Equal(t, snap, fixSnapshot(s))
}

func TestArrangeLeavesClonesAlone(t *testing.T) {
	s := arrDealt(t, 3, 2)
	c := s.Clone()
	snap := fixSnapshot(s)
	require.NoError(t, c.Arrange(map[PileID][]int{fixPile(t, c, "discard"): arrKinds(t, c, "AS", "KS")}, fixPile(t, c, "stock")))
	assert.Equal(t, snap, fixSnapshot(s), "arranging a clone leaves the original as it was")
	assert.Equal(t, []string{"AS", "KS"}, fixCodes(c, fixPile(t, c, "discard")))
}

func TestArrangeIsDeterministicAndConserves(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 200 {
		seats := 2 + r.IntN(5)
		s := arrDealt(t, seats, uint64(i))
		fixed := map[PileID][]int{}
		// Name a few random piles with a few distinct random cards.
		perm := r.Perm(52)
		used := 0
		for range 1 + r.IntN(3) {
			id := PileID(r.IntN(s.NumPiles()))
			n := r.IntN(6)
			fixed[id] = perm[used : used+n]
			used += n
		}
		spare := PileID(r.IntN(s.NumPiles()))
		sizes := make([]int, s.NumPiles())
		for j := range sizes {
			sizes[j] = s.Pile(PileID(j)).Len()
		}
		c := s.Clone()
		err := s.Arrange(fixed, spare)
		require.Equal(t, err, c.Arrange(fixed, spare))
		assert.Equal(t, fixSnapshot(s), fixSnapshot(c), "the same arrangement gives the same piles")
		require.NoError(t, s.CheckCards())
		if err != nil {
			continue
		}
		for j := range sizes {
			id := PileID(j)
			p := s.Pile(id)
			switch kinds, ok := fixed[id]; {
			case id == spare:
				require.GreaterOrEqual(t, p.Len(), len(kinds))
				top := p.Cards[p.Len()-len(kinds):]
				for x, k := range kinds {
					require.Equal(t, k, s.Deck().KindOf(top[x]))
				}
			case ok:
				require.Len(t, p.Cards, len(kinds))
				for x, k := range kinds {
					require.Equal(t, k, s.Deck().KindOf(p.Cards[x]))
				}
			default:
				require.Equal(t, sizes[j], p.Len(), "pile %s keeps its size", p.Name)
			}
		}
	}
}
