package core

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixAssertNoLeak checks the view of one seat against the state: every card
// code shown is at a position the seat sees, the codes are right, and a seat
// is shown everything it may see.
func fixAssertNoLeak(t *testing.T, s *State, seat int) {
	t.Helper()
	v := s.View(seat, 0)
	require.Equal(t, seat, v.Seat)
	require.Len(t, v.Piles, s.NumPiles())
	for i, pv := range v.Piles {
		p := s.Pile(PileID(i))
		require.Equal(t, p.Name, pv.Name)
		require.Equal(t, p.Len(), pv.Count, "%s: the count is always shown", p.Name)
		require.Equal(t, p.Vis.String(), pv.Vis)
		if pv.Cards != nil {
			require.Len(t, pv.Cards, p.Len())
			for j, code := range pv.Cards {
				require.True(t, p.Sees(seat, j), "seat %d is shown card %d (%s) of %s (%s)", seat, j, code, p.Name, p.Vis)
				require.Equal(t, s.Deck().Card(p.Cards[j]).Code, code)
			}
		} else {
			all := true
			for j := range p.Len() {
				all = all && p.Sees(seat, j)
			}
			require.False(t, all && p.Len() > 0, "seat %d may see all of %s but is not shown it", seat, p.Name)
		}
		if top, ok := p.Top(); ok && p.Sees(seat, p.Len()-1) {
			require.Equal(t, s.Deck().Card(top).Code, pv.Top, "seat %d sees the top of %s", seat, p.Name)
		} else {
			require.Empty(t, pv.Top, "seat %d is shown the top of %s (%s)", seat, p.Name, p.Vis)
		}
	}

	// Belt and braces: no card code the seat may not see appears anywhere in
	// the view's JSON (the tests keep card codes out of variables and logs).
	b, err := json.Marshal(v)
	require.NoError(t, err)
	var decoded any
	require.NoError(t, json.Unmarshal(b, &decoded))
	fixWalkStrings(decoded, func(str string) {
		if k, ok := s.Deck().Lookup(str); ok && str == s.Deck().Kind(k).Code {
			require.True(t, s.Sees(seat, k), "seat %d's view holds %s, which it may not see", seat, str)
		}
	})
}

func fixWalkStrings(v any, f func(string)) {
	switch x := v.(type) {
	case string:
		f(x)
	case []any:
		for _, e := range x {
			fixWalkStrings(e, f)
		}
	case map[string]any:
		for k, e := range x {
			f(k)
			fixWalkStrings(e, f)
		}
	}
}

func TestViewEveryVisibility(t *testing.T) {
	for _, vis := range allVisibilities {
		for _, owner := range []int{-1, 0, 2} {
			for _, size := range []int{0, 1, 3} {
				for _, viewers := range []uint64{0, bit(1), bit(0) | bit(2)} {
					name := fmt.Sprintf("%s owner %d size %d viewers %b", vis, owner, size, viewers)
					t.Run(name, func(t *testing.T) {
						s := fixGame(t, 3, 1)
						id, err := s.NewPile("p", "", owner, vis)
						require.NoError(t, err)
						_, err = s.Draw(fixPile(t, s, "stock"), id, size)
						require.NoError(t, err)
						for seat := range 3 {
							if viewers&bit(seat) != 0 {
								require.NoError(t, s.ShowTo(id, seat))
							}
						}
						for seat := -1; seat < 3; seat++ {
							fixAssertNoLeak(t, s, seat)
							pv := s.View(seat, 0).Piles[id]
							viewer := seat >= 0 && viewers&bit(seat) != 0
							switch {
							case size == 0:
								assert.Empty(t, pv.Cards)
								assert.Empty(t, pv.Top)
							case viewer:
								assert.Equal(t, fixCodes(s, id), pv.Cards, "a ShowTo viewer sees every card")
							case vis == Public:
								assert.Equal(t, fixCodes(s, id), pv.Cards)
							case vis == OwnerOnly && seat == owner && seat >= 0:
								assert.Equal(t, fixCodes(s, id), pv.Cards)
							case vis == AllButOwner && seat != owner && seat >= 0:
								assert.Equal(t, fixCodes(s, id), pv.Cards)
							case vis == TopOnly:
								assert.Equal(t, fixCodes(s, id)[size-1], pv.Top)
								if size > 1 {
									assert.Nil(t, pv.Cards)
								}
							default:
								assert.Nil(t, pv.Cards, "seat %d", seat)
								assert.Empty(t, pv.Top, "seat %d", seat)
							}
						}
					})
				}
			}
		}
	}
}

func TestViewOnlooker(t *testing.T) {
	s := fixBusyState(t, 3)
	hidden, err := s.NewPile("forehead", "", 1, AllButOwner)
	require.NoError(t, err)
	_, err = s.Draw(fixPile(t, s, "stock"), hidden, 2)
	require.NoError(t, err)
	require.NoError(t, s.SetVisibility(fixPile(t, s, "discard"), TopOnly))
	_, err = s.Draw(fixPile(t, s, "stock"), fixPile(t, s, "discard"), 2)
	require.NoError(t, err)

	v := s.View(-1, 0)
	assert.Equal(t, -1, v.Seat)
	for i, pv := range v.Piles {
		p := s.Pile(PileID(i))
		switch p.Vis {
		case Hidden, OwnerOnly, AllButOwner:
			assert.Nil(t, pv.Cards, "an onlooker sees nothing of %s", p.Name)
			assert.Empty(t, pv.Top, "an onlooker sees nothing of %s", p.Name)
		case Public:
			assert.Equal(t, fixCodes(s, PileID(i)), pv.Cards)
		case TopOnly:
			assert.Nil(t, pv.Cards)
			top, _ := p.Top()
			assert.Equal(t, s.Deck().Card(top).Code, pv.Top)
		}
	}
	// Seat 0 was shown hand.3, but an onlooker was not.
	assert.Nil(t, v.Piles[fixPile(t, s, "hand.3")].Cards)
	assert.NotNil(t, s.View(0, 0).Piles[fixPile(t, s, "hand.3")].Cards)
	fixAssertNoLeak(t, s, -1)
}

func TestViewNeverLeaksRandomGames(t *testing.T) {
	for seed := range uint64(6) {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			s := fixGame(t, 4, seed)
			_, err := s.NewPile("forehead", "", 2, AllButOwner)
			require.NoError(t, err)
			_, err = s.NewPile("trick", "", -1, TopOnly)
			require.NoError(t, err)
			r := rand.New(rand.NewPCG(seed, 2))
			ids := make([]PileID, s.NumPiles())
			for i := range ids {
				ids[i] = PileID(i)
			}
			require.NoError(t, s.Shuffle(ids[0]))
			for step := range 300 {
				switch r.IntN(5) {
				case 0:
					require.NoError(t, s.SetVisibility(ids[r.IntN(len(ids))], allVisibilities[r.IntN(len(allVisibilities))]))
				case 1:
					require.NoError(t, s.ShowTo(ids[r.IntN(len(ids))], r.IntN(4)))
				case 2:
					require.NoError(t, s.HideFrom(ids[r.IntN(len(ids))], r.IntN(5)-1))
				default:
					fixRandomTransfer(t, s, r, ids)
				}
				if step%10 == 0 {
					for seat := -1; seat < 4; seat++ {
						fixAssertNoLeak(t, s, seat)
					}
				}
			}
		})
	}
}

func TestViewLog(t *testing.T) {
	s := fixGame(t, 3, 1)
	s.Say("a")
	s.Tell(bit(0), "b")
	s.Tell(s.AllSeats(0), "c")
	s.Say("d")
	tests := []struct {
		seat, since int
		want        []string
	}{
		{0, 0, []string{"a", "b", "d"}},
		{1, 0, []string{"a", "c", "d"}},
		{2, 0, []string{"a", "c", "d"}},
		{-1, 0, []string{"a", "d"}},
		{0, 1, []string{"b", "d"}},
		{1, 2, []string{"c", "d"}},
		{1, 3, []string{"d"}},
		{1, 4, nil},
		{1, 99, nil},
		{0, -5, []string{"a", "b", "d"}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, s.View(tt.seat, tt.since).Log, "seat %d since %d", tt.seat, tt.since)
	}
}

func TestViewCopiesTheState(t *testing.T) {
	s := fixBusyState(t, 4)
	require.NoError(t, s.EndGame([]int{2}, "x"))
	before := fixDump(t, s)
	v := s.View(0, 0)
	assert.Equal(t, 4, v.Seats)
	assert.Equal(t, *s.Turn(), v.Turn)
	assert.Equal(t, *s.Score(), v.Score)
	assert.Equal(t, *s.Result(), v.Result)
	assert.Equal(t, "H", v.Vars["trump"])

	v.Turn.Order[0] = 99
	v.Score.Totals[0] = 99
	v.Score.Round[0] = 99
	v.Score.Rounds[0][0] = 99
	v.Result.Winners[0] = 99
	v.Vars["trump"] = "S"
	v.Vars["new"] = true
	v.Piles[1].Cards[0] = "??"
	assert.Equal(t, before, fixDump(t, s), "changing a view does not change the game")
}

func TestStateSees(t *testing.T) {
	s := fixGame(t, 2, 1)
	stock, disc, h := fixPile(t, s, "stock"), fixPile(t, s, "discard"), fixHands(t, s)
	_, err := s.MoveKind(stock, fixKind(t, s.Deck(), "8H"), h[0], OnTop)
	require.NoError(t, err)
	_, err = s.MoveKind(stock, fixKind(t, s.Deck(), "9H"), disc, OnTop)
	require.NoError(t, err)
	eight, nine, ten := fixKind(t, s.Deck(), "8H"), fixKind(t, s.Deck(), "9H"), fixKind(t, s.Deck(), "TH")

	assert.True(t, s.Sees(0, eight))
	assert.False(t, s.Sees(1, eight))
	assert.False(t, s.Sees(-1, eight))
	for seat := -1; seat < 2; seat++ {
		assert.True(t, s.Sees(seat, nine), "seat %d sees the discard", seat)
		assert.False(t, s.Sees(seat, ten), "seat %d does not see the stock", seat)
	}
	require.NoError(t, s.ShowTo(h[0], 1))
	assert.True(t, s.Sees(1, eight))
}
