package core

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewStatePiles(t *testing.T) {
	s := fixGame(t, 4, 7)
	require.Equal(t, 1+4+1, s.NumPiles())

	stock := fixPile(t, s, "stock")
	assert.Equal(t, s.Deck().Codes(), fixCodes(s, stock), "every card starts in the start pile, in deck order")
	assert.Equal(t, Hidden, s.Pile(stock).Vis)
	assert.Equal(t, -1, s.Pile(stock).Owner)
	assert.Equal(t, "", s.Pile(stock).Group)

	for seat, id := range fixHands(t, s) {
		p := s.Pile(id)
		assert.Equal(t, fmt.Sprintf("hand.%d", seat+1), p.Name)
		assert.Equal(t, "hand", p.Group)
		assert.Equal(t, seat, p.Owner)
		assert.Equal(t, OwnerOnly, p.Vis)
		assert.Empty(t, p.Cards)
	}
	assert.Equal(t, fixHands(t, s), s.Group("hand"))
	assert.Empty(t, s.Group("nothing"))
	assert.Equal(t, []PileID{fixPile(t, s, "stock"), fixPile(t, s, "discard")}, s.Group(""))
	require.NoError(t, s.CheckCards())
}

func TestSeatPileName(t *testing.T) {
	assert.Equal(t, "hand.1", SeatPileName("hand", 0))
	assert.Equal(t, "tricks.64", SeatPileName("tricks", 63))
}

func TestNewStateStartPile(t *testing.T) {
	d := fixDeck(t)
	// Without Start, the first declared pile holds the cards; for a per-seat
	// declaration, that is the first seat's pile.
	s, err := NewState(Config{Deck: d, Seats: 3, Piles: []PileSpec{{Name: "hand", PerSeat: true}, {Name: "stock"}}})
	require.NoError(t, err)
	assert.Equal(t, 52, s.Pile(fixPile(t, s, "hand.1")).Len())
	assert.Equal(t, 0, s.Pile(fixPile(t, s, "stock")).Len())

	s, err = NewState(Config{Deck: d, Seats: 3, Piles: []PileSpec{{Name: "stock"}, {Name: "hand", PerSeat: true}}, Start: "hand.3"})
	require.NoError(t, err)
	assert.Equal(t, 52, s.Pile(fixPile(t, s, "hand.3")).Len())
}

func TestNewStateErrors(t *testing.T) {
	d := fixDeck(t)
	piles := []PileSpec{{Name: "stock"}}
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{"no deck", Config{Seats: 2, Piles: piles}, "no deck"},
		{"no seats", Config{Deck: d, Seats: 0, Piles: piles}, "0 seats"},
		{"negative seats", Config{Deck: d, Seats: -1, Piles: piles}, "-1 seats"},
		{"too many seats", Config{Deck: d, Seats: MaxSeats + 1, Piles: piles}, "65 seats"},
		{"no piles", Config{Deck: d, Seats: 2}, "no piles"},
		{"unknown start", Config{Deck: d, Seats: 2, Piles: piles, Start: "deck"}, `start pile "deck"`},
		{"pile name twice", Config{Deck: d, Seats: 2, Piles: []PileSpec{{Name: "a"}, {Name: "a"}}}, `"a" already exists`},
		{"per-seat name clash", Config{Deck: d, Seats: 2, Piles: []PileSpec{{Name: "hand.2"}, {Name: "hand", PerSeat: true}}}, `"hand.2" already exists`},
		{"pile without name", Config{Deck: d, Seats: 2, Piles: []PileSpec{{Name: ""}}}, "needs a name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := NewState(tt.cfg)
			require.Error(t, err)
			assert.Nil(t, s)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	s, err := NewState(Config{Deck: d, Seats: MaxSeats, Piles: []PileSpec{{Name: "hand", PerSeat: true}}})
	require.NoError(t, err, "MaxSeats seats are allowed")
	assert.Equal(t, MaxSeats, s.NumPiles())
}

func TestNewPile(t *testing.T) {
	s := fixGame(t, 2, 1)
	n := s.NumPiles()

	id, err := s.NewPile("meld.1", "melds", -1, Public)
	require.NoError(t, err)
	assert.Equal(t, PileID(n), id, "ids are given in creation order")
	got, ok := s.PileByName("meld.1")
	require.True(t, ok)
	assert.Equal(t, id, got)
	id2, err := s.NewPile("meld.2", "melds", 1, TopOnly)
	require.NoError(t, err)
	assert.Equal(t, []PileID{id, id2}, s.Group("melds"))
	assert.Equal(t, 1, s.Pile(id2).Owner)
	assert.Equal(t, TopOnly, s.Pile(id2).Vis)

	id3, err := s.NewPile("limbo", "", -7, Hidden)
	require.NoError(t, err)
	assert.Equal(t, -1, s.Pile(id3).Owner, "an owner below -1 is read as no owner")

	for _, tt := range []struct {
		name  string
		owner int
		want  string
	}{
		{"", -1, "needs a name"},
		{"meld.1", -1, "already exists"},
		{"stock", -1, "already exists"},
		{"x", 2, "owner seat 3 does not exist"},
	} {
		_, err := s.NewPile(tt.name, "", tt.owner, Public)
		require.Error(t, err)
		assert.Contains(t, err.Error(), tt.want)
	}
	assert.Equal(t, n+3, s.NumPiles(), "failed NewPile calls create nothing")
	_, ok = s.PileByName("x")
	assert.False(t, ok)
	require.NoError(t, s.CheckCards())
}

func TestMoveAt(t *testing.T) {
	s := fixGame(t, 2, 1)
	stock, disc := fixPile(t, s, "stock"), fixPile(t, s, "discard")

	c, err := s.MoveAt(stock, 51, disc, OnTop) // AS, the top
	require.NoError(t, err)
	assert.Equal(t, "AS", s.Deck().Card(c).Code)
	c, err = s.MoveAt(stock, 0, disc, OnTop) // 2C, the bottom
	require.NoError(t, err)
	assert.Equal(t, "2C", s.Deck().Card(c).Code)
	_, err = s.MoveAt(stock, 0, disc, AtBottom) // 3C under everything
	require.NoError(t, err)
	_, err = s.MoveAt(stock, 9, disc, OnTop) // 4C is now at 0, so KC at 9
	require.NoError(t, err)

	assert.Equal(t, []string{"3C", "AS", "2C", "KC"}, fixCodes(s, disc))
	assert.Equal(t, 48, s.Pile(stock).Len())
	assert.NotContains(t, fixCodes(s, stock), "KC")
	require.NoError(t, s.CheckCards())

	// Within one pile: the card goes to the top or bottom of the same pile.
	_, err = s.MoveAt(disc, 0, disc, OnTop)
	require.NoError(t, err)
	assert.Equal(t, []string{"AS", "2C", "KC", "3C"}, fixCodes(s, disc))
	_, err = s.MoveAt(disc, 3, disc, AtBottom)
	require.NoError(t, err)
	assert.Equal(t, []string{"3C", "AS", "2C", "KC"}, fixCodes(s, disc))
	_, err = s.MoveAt(disc, 2, disc, AtBottom)
	require.NoError(t, err)
	assert.Equal(t, []string{"2C", "3C", "AS", "KC"}, fixCodes(s, disc))
	require.NoError(t, s.CheckCards())
}

func TestMoveAtErrors(t *testing.T) {
	s := fixGame(t, 2, 1)
	stock, disc := fixPile(t, s, "stock"), fixPile(t, s, "discard")
	before := fixSnapshot(s)
	tests := []struct {
		name     string
		from, to PileID
		i        int
		want     string
	}{
		{"negative index", stock, disc, -1, "no card at position 0"},
		{"index past top", stock, disc, 52, "has 52 cards: there is no card at position 53"},
		{"empty pile", disc, stock, 0, "discard has 0 cards"},
		{"bad from", -1, disc, 0, "pile -1 does not exist"},
		{"bad to", stock, PileID(s.NumPiles()), 0, "does not exist"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := s.MoveAt(tt.from, tt.i, tt.to, OnTop)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			assert.Equal(t, before, fixSnapshot(s), "a failed move changes nothing")
		})
	}
}

// fixTwoDecks returns a state over two French decks shuffled together, with
// "stock", "hand" (per seat) and "discard" piles.
func fixTwoDecks(t *testing.T) *State {
	t.Helper()
	spec := French52()
	for i := range spec.Cards {
		spec.Cards[i].Copies = 2
	}
	d, err := NewDeck(spec)
	require.NoError(t, err)
	s, err := NewState(Config{Deck: d, Seats: 2, Seed: 3, Piles: []PileSpec{{Name: "stock"}, {Name: "hand", PerSeat: true, Vis: OwnerOnly}, {Name: "discard", Vis: Public}}})
	require.NoError(t, err)
	return s
}

func TestFindAndMoveKind(t *testing.T) {
	s := fixTwoDecks(t)
	stock, disc := fixPile(t, s, "stock"), fixPile(t, s, "discard")
	d := s.Deck()
	require.Equal(t, 104, d.Size())
	eight := fixKind(t, d, "8H")

	// Two copies of 8H: Find returns the topmost.
	var positions []int
	for i, c := range s.Pile(stock).Cards {
		if d.KindOf(c) == eight {
			positions = append(positions, i)
		}
	}
	require.Len(t, positions, 2)
	assert.Equal(t, positions[1], s.Find(stock, eight))
	assert.Equal(t, -1, s.Find(disc, eight))

	top := s.Pile(stock).Cards[positions[1]]
	c, err := s.MoveKind(stock, eight, disc, OnTop)
	require.NoError(t, err)
	assert.Equal(t, top, c, "the topmost copy moves")
	assert.Equal(t, positions[0], s.Find(stock, eight))
	c2, err := s.MoveKind(stock, eight, disc, AtBottom)
	require.NoError(t, err)
	assert.NotEqual(t, c, c2)
	assert.Equal(t, []CardID{c2, c}, s.Pile(disc).Cards)
	assert.Equal(t, -1, s.Find(stock, eight))

	before := fixSnapshot(s)
	_, err = s.MoveKind(stock, eight, disc, OnTop)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "stock has no 8H")
	_, err = s.MoveKind(PileID(99), eight, disc, OnTop)
	assert.Error(t, err)
	_, err = s.MoveKind(disc, eight, PileID(99), OnTop)
	assert.Error(t, err)
	for _, kind := range []int{-1, d.Kinds(), 1 << 20} {
		assert.NotPanics(t, func() {
			_, err = s.MoveKind(stock, kind, disc, OnTop)
		}, "kind %d", kind)
		assert.Error(t, err, "kind %d", kind)
	}
	assert.Equal(t, before, fixSnapshot(s), "failed moves change nothing")
	require.NoError(t, s.CheckCards())
}

func TestDraw(t *testing.T) {
	s := fixGame(t, 2, 1)
	stock, h := fixPile(t, s, "stock"), fixHands(t, s)

	moved, err := s.Draw(stock, h[0], 3)
	require.NoError(t, err)
	require.Len(t, moved, 3)
	// One card at a time from the top: the top of stock ends at the bottom
	// of the hand.
	assert.Equal(t, []string{"AS", "KS", "QS"}, fixCodes(s, h[0]))
	assert.Equal(t, fixCards(s, h[0]), moved)
	assert.Equal(t, 49, s.Pile(stock).Len())

	moved, err = s.Draw(stock, h[1], 0)
	require.NoError(t, err)
	assert.Empty(t, moved)
	moved, err = s.Draw(stock, h[1], -4)
	require.NoError(t, err)
	assert.Empty(t, moved)

	moved, err = s.Draw(stock, h[1], 100)
	require.NoError(t, err)
	assert.Len(t, moved, 49, "Draw stops when the source runs out")
	assert.Equal(t, 0, s.Pile(stock).Len())
	moved, err = s.Draw(stock, h[1], 1)
	require.NoError(t, err)
	assert.Empty(t, moved)
	require.NoError(t, s.CheckCards())
}

func TestDrawBadPiles(t *testing.T) {
	s := fixGame(t, 2, 1)
	stock, disc := fixPile(t, s, "stock"), fixPile(t, s, "discard")
	before := fixSnapshot(s)
	for _, tt := range []struct{ from, to PileID }{
		{-1, disc}, {PileID(s.NumPiles()), disc}, {stock, -1}, {stock, 500}, {disc, 500},
	} {
		var err error
		require.NotPanics(t, func() { _, err = s.Draw(tt.from, tt.to, 2) }, "from %d to %d", tt.from, tt.to)
		assert.Error(t, err, "from %d to %d", tt.from, tt.to)
	}
	assert.Equal(t, before, fixSnapshot(s))
}

func TestDeal(t *testing.T) {
	s := fixGame(t, 3, 1)
	stock, h := fixPile(t, s, "stock"), fixHands(t, s)

	require.NoError(t, s.Deal(stock, h, 2))
	// One card at a time to each pile in turn, from the top.
	assert.Equal(t, []string{"AS", "JS"}, fixCodes(s, h[0]))
	assert.Equal(t, []string{"KS", "TS"}, fixCodes(s, h[1]))
	assert.Equal(t, []string{"QS", "9S"}, fixCodes(s, h[2]))
	assert.Equal(t, 46, s.Pile(stock).Len())

	// Dealing to piles in another order.
	require.NoError(t, s.Deal(stock, []PileID{h[2], h[0]}, 1))
	assert.Equal(t, []string{"QS", "9S", "8S"}, fixCodes(s, h[2]))
	assert.Equal(t, []string{"AS", "JS", "7S"}, fixCodes(s, h[0]))

	require.NoError(t, s.Deal(stock, h, 0))
	require.NoError(t, s.Deal(stock, nil, 5))
	assert.Equal(t, 44, s.Pile(stock).Len())
	require.NoError(t, s.CheckCards())
}

func TestDealFailsChangingNothing(t *testing.T) {
	s := fixGame(t, 4, 1)
	stock, h := fixPile(t, s, "stock"), fixHands(t, s)
	before := fixSnapshot(s)

	err := s.Deal(stock, h, 14) // 56 > 52
	require.Error(t, err)
	assert.Contains(t, err.Error(), "cannot deal 56 cards from stock: it has 52")
	assert.Equal(t, before, fixSnapshot(s))

	assert.Error(t, s.Deal(-1, h, 1))
	assert.Error(t, s.Deal(PileID(s.NumPiles()), h, 1))

	bad := []PileID{h[0], h[1], PileID(s.NumPiles())}
	assert.Error(t, s.Deal(stock, bad, 2), "a pile that does not exist")
	assert.Equal(t, before, fixSnapshot(s), "a deal to a missing pile changes nothing")

	huge := int(^uint(0)>>1)/2 + 1 // n * 4 overflows int
	assert.Error(t, s.Deal(stock, h, huge))
	assert.Equal(t, before, fixSnapshot(s))

	require.NoError(t, s.Deal(stock, h, 13), "exactly enough cards")
	assert.Equal(t, 0, s.Pile(stock).Len())
	require.NoError(t, s.CheckCards())
}

func TestMoveAll(t *testing.T) {
	s := fixGame(t, 2, 1)
	stock, disc, h := fixPile(t, s, "stock"), fixPile(t, s, "discard"), fixHands(t, s)
	_, err := s.Draw(stock, disc, 3)
	require.NoError(t, err)
	_, err = s.Draw(stock, h[0], 2)
	require.NoError(t, err)
	discBefore, handBefore := fixCodes(s, disc), fixCodes(s, h[0])

	require.NoError(t, s.MoveAll(h[0], disc))
	assert.Equal(t, append(discBefore, handBefore...), fixCodes(s, disc), "cards keep their order, on top")
	assert.Empty(t, s.Pile(h[0]).Cards)

	before := fixSnapshot(s)
	require.NoError(t, s.MoveAll(h[0], disc), "moving an empty pile")
	require.NoError(t, s.MoveAll(disc, disc), "moving a pile onto itself")
	assert.Equal(t, before, fixSnapshot(s))
	assert.Error(t, s.MoveAll(-1, disc))
	assert.Error(t, s.MoveAll(disc, 77))
	assert.Equal(t, before, fixSnapshot(s))

	// The emptied pile can be filled again without touching the other one.
	_, err = s.Draw(stock, h[0], 1)
	require.NoError(t, err)
	assert.Equal(t, before[disc], fixCards(s, disc))
	require.NoError(t, s.CheckCards())
}

func TestShuffleAndSortPile(t *testing.T) {
	s := fixGame(t, 2, 99)
	stock := fixPile(t, s, "stock")
	inOrder := fixCards(s, stock)

	require.NoError(t, s.Shuffle(stock))
	shuffled := fixCards(s, stock)
	assert.NotEqual(t, inOrder, shuffled, "52 cards keep their order with probability 1/52!")
	assert.ElementsMatch(t, inOrder, shuffled, "a shuffle is a permutation")
	require.NoError(t, s.CheckCards())

	require.NoError(t, s.SortPile(stock))
	sorted := fixCodes(s, stock)
	require.Len(t, sorted, 52)
	assert.Equal(t, []string{"2C", "2D", "2H", "2S", "3C"}, sorted[:5], "by rank, then suit")
	assert.Equal(t, "AS", sorted[51])
	for i := 1; i < len(sorted); i++ {
		a := s.Deck().Card(s.Pile(stock).Cards[i-1]).Order
		b := s.Deck().Card(s.Pile(stock).Cards[i]).Order
		assert.Less(t, a, b)
	}

	disc := fixPile(t, s, "discard")
	require.NoError(t, s.Shuffle(disc), "an empty pile")
	require.NoError(t, s.SortPile(disc))
	assert.Error(t, s.Shuffle(-1))
	assert.Error(t, s.SortPile(PileID(s.NumPiles())))
}

func TestSortPileIsStableForCopies(t *testing.T) {
	s := fixTwoDecks(t)
	stock := fixPile(t, s, "stock")
	require.NoError(t, s.Shuffle(stock))
	// Remember the order of the copies of each kind.
	firstSeen := map[int][]CardID{}
	for _, c := range s.Pile(stock).Cards {
		k := s.Deck().KindOf(c)
		firstSeen[k] = append(firstSeen[k], c)
	}
	require.NoError(t, s.SortPile(stock))
	cards := s.Pile(stock).Cards
	for i := 0; i < len(cards); i += 2 {
		k := s.Deck().KindOf(cards[i])
		assert.Equal(t, firstSeen[k], []CardID{cards[i], cards[i+1]}, "copies of %s keep their order", s.Deck().Kind(k).Code)
	}
}

// TestCardConservation applies a long random sequence of transfers and checks
// after each one that every card is in exactly one pile. A Fork and a Clone
// taken midway must not see later moves of the original, nor the original
// theirs.
func TestCardConservation(t *testing.T) {
	for seed := range uint64(8) {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			s := fixGame(t, 4, seed)
			r := rand.New(rand.NewPCG(seed, 1))
			ids := make([]PileID, s.NumPiles())
			for i := range ids {
				ids[i] = PileID(i)
			}
			const steps = 600
			var fork, clone *State
			var forkSnap, cloneSnap [][]CardID
			for step := range steps {
				if step == steps/2 {
					fork, clone = s.Fork(), s.Clone()
					forkSnap, cloneSnap = fixSnapshot(fork), fixSnapshot(clone)
					require.Equal(t, fixSnapshot(s), forkSnap)
				}
				op := fixRandomTransfer(t, s, r, ids)
				require.NoError(t, s.CheckCards(), "after step %d: %s", step, op)
			}
			total := 0
			for _, id := range ids {
				total += s.Pile(id).Len()
			}
			assert.Equal(t, 52, total)

			// Moves on the original did not reach the copies.
			assert.Equal(t, forkSnap, fixSnapshot(fork), "fork changed by the original")
			assert.Equal(t, cloneSnap, fixSnapshot(clone), "clone changed by the original")

			// Moves on the copies do not reach the original.
			orig := fixSnapshot(s)
			for range steps / 2 {
				fixRandomTransfer(t, fork, r, ids)
				require.NoError(t, fork.CheckCards())
				fixRandomTransfer(t, clone, r, ids)
				require.NoError(t, clone.CheckCards())
			}
			assert.Equal(t, orig, fixSnapshot(s), "original changed by its copies")
			assert.NotEqual(t, forkSnap, fixSnapshot(fork), "the fork did change")
			assert.NotEqual(t, fixSnapshot(fork), fixSnapshot(clone), "fork and clone are independent")
		})
	}
}

// fixRandomTransfer applies one random transfer and describes it. Transfers
// that are refused must return an error and change nothing.
func fixRandomTransfer(t *testing.T, s *State, r *rand.Rand, ids []PileID) string {
	t.Helper()
	from, to := ids[r.IntN(len(ids))], ids[r.IntN(len(ids))]
	pos := Position(r.IntN(2))
	switch r.IntN(8) {
	case 0, 1:
		n := s.Pile(from).Len()
		i := r.IntN(n+2) - 1 // sometimes out of range
		_, err := s.MoveAt(from, i, to, pos)
		assert.Equal(t, i < 0 || i >= n, err != nil, "MoveAt(%d, %d) of %d cards: %v", from, i, n, err)
		return fmt.Sprintf("MoveAt(%d, %d, %d, %d)", from, i, to, pos)
	case 2:
		kind := r.IntN(s.Deck().Kinds())
		had := s.Find(from, kind) >= 0
		_, err := s.MoveKind(from, kind, to, pos)
		assert.Equal(t, !had, err != nil)
		return fmt.Sprintf("MoveKind(%d, %d, %d)", from, kind, to)
	case 3:
		n := r.IntN(6)
		want := min(n, s.Pile(from).Len())
		before := fixCards(s, from)
		moved, err := s.Draw(from, to, n)
		require.NoError(t, err)
		if from == to {
			// Drawing onto the same pile moves its top card onto itself.
			assert.Equal(t, before, fixCards(s, from))
		} else {
			assert.Len(t, moved, want)
		}
		return fmt.Sprintf("Draw(%d, %d, %d)", from, to, n)
	case 4:
		targets := make([]PileID, 1+r.IntN(4))
		for i := range targets {
			targets[i] = ids[r.IntN(len(ids))]
		}
		n := r.IntN(4)
		before := fixSnapshot(s)
		err := s.Deal(from, targets, n)
		if n*len(targets) > len(before[from]) {
			assert.Error(t, err)
			assert.Equal(t, before, fixSnapshot(s))
		} else {
			assert.NoError(t, err)
		}
		return fmt.Sprintf("Deal(%d, %v, %d)", from, targets, n)
	case 5:
		require.NoError(t, s.MoveAll(from, to))
		if from != to {
			assert.Zero(t, s.Pile(from).Len())
		}
		return fmt.Sprintf("MoveAll(%d, %d)", from, to)
	case 6:
		before := fixCards(s, from)
		require.NoError(t, s.Shuffle(from))
		assert.ElementsMatch(t, before, fixCards(s, from))
		return fmt.Sprintf("Shuffle(%d)", from)
	default:
		require.NoError(t, s.SortPile(from))
		assert.True(t, slices.IsSortedFunc(s.Pile(from).Cards, func(a, b CardID) int {
			return s.Deck().Card(a).Order - s.Deck().Card(b).Order
		}))
		return fmt.Sprintf("SortPile(%d)", from)
	}
}
