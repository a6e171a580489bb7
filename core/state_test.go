package core

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStateAccessors(t *testing.T) {
	s := fixGame(t, 3, 12345)
	assert.Equal(t, 3, s.Seats())
	assert.Equal(t, uint64(12345), s.Seed())
	assert.Equal(t, 52, s.Deck().Size())
	assert.Same(t, s.Deck(), s.Clone().Deck(), "the deck is shared, never copied")

	assert.Empty(t, s.Moves())
	s.RecordMove(0, "play 8H")
	s.RecordMove(2, "pass")
	assert.Equal(t, []MoveRecord{{Seat: 0, Move: "play 8H"}, {Seat: 2, Move: "pass"}}, s.Moves())
}

// fixBusyState returns a state with something in every part: dealt hands, a
// discard, a shown hand, variables, turn, scores, log and moves.
func fixBusyState(t testing.TB, seed uint64) *State {
	t.Helper()
	s := fixGame(t, 4, seed)
	stock, disc, h := fixPile(t, s, "stock"), fixPile(t, s, "discard"), fixHands(t, s)
	require.NoError(t, s.Shuffle(stock))
	require.NoError(t, s.Deal(stock, h, 5))
	_, err := s.Draw(stock, disc, 1)
	require.NoError(t, err)
	require.NoError(t, s.ShowTo(h[2], 0))
	meld, err := s.NewPile("meld.1", "melds", 1, Public)
	require.NoError(t, err)
	_, err = s.MoveAt(h[1], 0, meld, OnTop)
	require.NoError(t, err)
	require.NoError(t, s.SetVar("trump", "H"))
	require.NoError(t, s.SetVar("bids", []any{1.0, 2.0, map[string]any{"seat": 3.0}}))
	require.NoError(t, s.SetCurrent(2))
	require.NoError(t, s.SetDealer(3))
	s.Reverse()
	require.NoError(t, s.Pass(1))
	_, err = s.FinishSeat(0)
	require.NoError(t, err)
	require.NoError(t, s.AddScore(1, 12))
	s.EndRound()
	require.NoError(t, s.AddScore(2, -4))
	s.Say("Seat 1 deals.")
	s.Tell(bit(2), "You hold 5 cards.")
	s.RecordMove(0, "deal")
	return s
}

// fixDump returns everything observable of a state, so two dumps can be
// compared.
func fixDump(t testing.TB, s *State) string {
	t.Helper()
	b, err := s.MarshalJSON()
	require.NoError(t, err)
	return string(b)
}

func TestCloneIsIndependent(t *testing.T) {
	for _, changeClone := range []bool{true, false} {
		t.Run(fmt.Sprint("change clone ", changeClone), func(t *testing.T) {
			s := fixBusyState(t, 5)
			before := fixDump(t, s)
			c := s.Clone()
			require.Equal(t, before, fixDump(t, c), "a clone starts equal")

			changed, other, who := c, s, "clone"
			if !changeClone {
				changed, other, who = s, c, "original"
			}
			fixChangeEverything(t, changed, who)
			assert.Equal(t, before, fixDump(t, other), "changing the %s changes nothing else", who)
			assert.NotEqual(t, before, fixDump(t, changed))
			_, ok := other.PileByName("extra." + who)
			assert.False(t, ok, "a pile created by the %s is not known to the other state", who)
			_, ok = changed.PileByName("extra." + who)
			assert.True(t, ok)
			assert.Equal(t, before, fixDump(t, other), "still unchanged after the other state's further changes")
		})
	}
}

func TestForkIsIndependentOfItsOriginal(t *testing.T) {
	// A fork is used instead of its original, but neither may see the other's
	// changes to piles, variables, turn, scores or result. (The log and the
	// moves are shared until one of them appends: Fork's contract.)
	for _, changeFork := range []bool{true, false} {
		t.Run(fmt.Sprint("change fork ", changeFork), func(t *testing.T) {
			s := fixBusyState(t, 6)
			before := fixDump(t, s)
			f := s.Fork()
			require.Equal(t, before, fixDump(t, f))
			changed, other, who := f, s, "fork"
			if !changeFork {
				changed, other, who = s, f, "original"
			}
			fixChangeEverything(t, changed, who)
			assert.Equal(t, before, fixDump(t, other), "changing the %s changes nothing else", who)
			_, ok := other.PileByName("extra." + who)
			assert.False(t, ok)
		})
	}
}

func TestCloneDoesNotShareSlices(t *testing.T) {
	// Slices with room to grow must not be shared: appends of one state
	// would land in the other's backing array.
	s := fixGame(t, 6, 1)
	for seat := range 3 {
		_, err := s.FinishSeat(seat)
		require.NoError(t, err)
		require.NoError(t, s.AddScore(seat, seat+1))
		s.EndRound()
		s.Say(fmt.Sprint("event ", seat))
		s.RecordMove(seat, fmt.Sprint("move ", seat))
	}
	for _, copyOf := range []func(*State) *State{(*State).Clone, (*State).Fork} {
		a := s.Clone()
		b := copyOf(a)
		_, err := a.FinishSeat(3)
		require.NoError(t, err)
		_, err = b.FinishSeat(4)
		require.NoError(t, err)
		require.NoError(t, a.AddScore(3, 10))
		require.NoError(t, b.AddScore(4, 20))
		a.EndRound()
		b.EndRound()
		assert.Equal(t, []int{0, 1, 2, 3}, a.Turn().Order)
		assert.Equal(t, []int{0, 1, 2, 4}, b.Turn().Order)
		assert.Equal(t, []int{0, 0, 0, 10, 0, 0}, a.Score().Rounds[3])
		assert.Equal(t, []int{0, 0, 0, 0, 20, 0}, b.Score().Rounds[3])
		assert.Equal(t, []int{1, 2, 3, 10, 0, 0}, a.Score().Totals)
		assert.Equal(t, []int{1, 2, 3, 0, 20, 0}, b.Score().Totals)
	}
	// Clone (not Fork) also keeps the log and the moves apart.
	a := s.Clone()
	b := a.Clone()
	a.Say("a")
	b.Say("b")
	a.RecordMove(0, "a")
	b.RecordMove(1, "b")
	assert.Equal(t, "a", a.Log()[3].Text)
	assert.Equal(t, "b", b.Log()[3].Text)
	assert.Equal(t, MoveRecord{Seat: 0, Move: "a"}, a.Moves()[3])
	assert.Equal(t, MoveRecord{Seat: 1, Move: "b"}, b.Moves()[3])
	assert.Len(t, s.Log(), 3)
	assert.Len(t, s.Moves(), 3)
}

func TestCloneOfCloneAndManyClones(t *testing.T) {
	s := fixBusyState(t, 7)
	before := fixDump(t, s)
	stock := fixPile(t, s, "stock")
	clones := make([]*State, 25) // fewer than the 31 cards of the stock
	for i := range clones {
		src := s
		if i > 0 {
			src = clones[i-1]
		}
		clones[i] = src.Clone()
		_, err := clones[i].Draw(stock, fixPile(t, s, "discard"), 1)
		require.NoError(t, err)
		clones[i].Say(fmt.Sprint("clone ", i))
		require.NoError(t, clones[i].SetVar("i", float64(i)))
	}
	assert.Equal(t, before, fixDump(t, s))
	for i, c := range clones {
		assert.Equal(t, s.Pile(stock).Len()-i-1, c.Pile(stock).Len(), "clone %d", i)
		assert.Equal(t, float64(i), c.Var("i"))
		assert.Equal(t, fmt.Sprint("clone ", i), c.Log()[len(c.Log())-1].Text)
		assert.Len(t, c.Log(), len(s.Log())+i+1)
		require.NoError(t, c.CheckCards())
	}
}

func TestCloneContinuesTheSameRandomStream(t *testing.T) {
	s := fixGame(t, 2, 77)
	_ = s.Random(1000)
	c := s.Clone()
	for range 20 {
		assert.Equal(t, s.Random(1<<30), c.Random(1<<30))
	}
	// The streams are copies: drawing from one does not advance the other.
	a := s.Random(1 << 30)
	_ = s.Random(1 << 30)
	assert.Equal(t, a, c.Random(1<<30))
}

// fixChangeEverything changes every part of a state.
func fixChangeEverything(t testing.TB, s *State, who string) {
	t.Helper()
	stock, disc, h := fixPile(t, s, "stock"), fixPile(t, s, "discard"), fixHands(t, s)
	_, err := s.Draw(stock, disc, 2)
	require.NoError(t, err)
	require.NoError(t, s.MoveAll(h[3], disc))
	require.NoError(t, s.SortPile(h[0]))
	require.NoError(t, s.Shuffle(stock))
	require.NoError(t, s.SetVisibility(disc, TopOnly))
	require.NoError(t, s.ShowTo(h[1], 3))
	require.NoError(t, s.HideFrom(h[2], -1))
	_, err = s.NewPile("extra."+who, "melds", -1, Public)
	require.NoError(t, err)
	require.NoError(t, s.SetVar("trump", who))
	require.NoError(t, s.SetVar("bids", nil))
	require.NoError(t, s.SetVar(who, true))
	s.Advance(1)
	s.Reverse()
	require.NoError(t, s.SetDealer(0))
	s.ClearPasses()
	require.NoError(t, s.Pass(3))
	_, err = s.FinishSeat(2)
	require.NoError(t, err)
	require.NoError(t, s.AddScore(3, 9))
	s.EndRound()
	require.NoError(t, s.AddScore(0, 1))
	require.NoError(t, s.EndGame([]int{3}, who+" ends it"))
	s.Say(who + " speaks")
	s.RecordMove(3, who)
	_ = s.Random(10)
	require.NoError(t, s.CheckCards())
}

func TestCheckCardsDetectsBrokenPiles(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.CheckCards())
	stock, disc := fixPile(t, s, "stock"), fixPile(t, s, "discard")

	// Break the invariant behind the API's back, on clones.
	dup := s.Clone()
	dup.mut(disc).Cards = append(dup.mut(disc).Cards, 0)
	err := dup.CheckCards()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "card 0 appears twice (last in discard)")

	lost := s.Clone()
	p := lost.mut(stock)
	p.Cards = p.Cards[1:]
	err = lost.CheckCards()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "card 2C is in no pile")

	bad := s.Clone()
	bad.mut(disc).Cards = []CardID{52}
	assert.Error(t, bad.CheckCards())

	require.NoError(t, s.CheckCards(), "the original was never touched")
}

func TestMarshalledStateIsValidJSON(t *testing.T) {
	s := fixBusyState(t, 8)
	b, err := json.Marshal(s)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	for _, k := range []string{"version", "seats", "seed", "deck", "piles", "vars", "turn", "score", "result", "rng", "log", "moves"} {
		assert.Contains(t, m, k)
	}
}
