package core

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSaveRestoreRoundTrip(t *testing.T) {
	s := fixBusyState(t, 21)
	require.NoError(t, s.EndGame([]int{1, 2}, "shared"))
	require.NoError(t, s.SetVisibility(fixPile(t, s, "discard"), TopOnly))
	forehead, err := s.NewPile("forehead", "", 3, AllButOwner)
	require.NoError(t, err)
	_, err = s.Draw(fixPile(t, s, "stock"), forehead, 1)
	require.NoError(t, err)

	saved, err := s.MarshalJSON()
	require.NoError(t, err)
	r, err := Restore(saved, s.Deck())
	require.NoError(t, err)
	require.NoError(t, r.CheckCards())

	again, err := r.MarshalJSON()
	require.NoError(t, err)
	assert.Equal(t, string(saved), string(again), "save, restore, save gives the same bytes")

	// Every part came back.
	assert.Equal(t, s.Seats(), r.Seats())
	assert.Equal(t, s.Seed(), r.Seed())
	require.Equal(t, s.NumPiles(), r.NumPiles())
	for i := range s.NumPiles() {
		id := PileID(i)
		want, got := s.Pile(id), r.Pile(id)
		assert.Equal(t, want.Name, got.Name)
		assert.Equal(t, want.Group, got.Group)
		assert.Equal(t, want.Owner, got.Owner)
		assert.Equal(t, want.Vis, got.Vis)
		assert.Equal(t, want.Viewers, got.Viewers)
		assert.Equal(t, want.Cards, got.Cards)
		back, ok := r.PileByName(want.Name)
		assert.True(t, ok)
		assert.Equal(t, id, back)
	}
	assert.Equal(t, s.Group("melds"), r.Group("melds"))
	assert.Equal(t, *s.Turn(), *r.Turn())
	assert.Equal(t, *s.Score(), *r.Score())
	assert.Equal(t, *s.Result(), *r.Result())
	assert.Equal(t, s.Log(), r.Log())
	assert.Equal(t, s.Moves(), r.Moves())
	assert.Equal(t, s.VarNames(), r.VarNames())
	assert.Equal(t, "H", r.Var("trump"))
	assert.Equal(t, []any{1.0, 2.0, map[string]any{"seat": 3.0}}, r.Var("bids"))
	for seat := -1; seat < s.Seats(); seat++ {
		assert.Equal(t, s.View(seat, 0), r.View(seat, 0), "seat %d sees the same game", seat)
	}

	// The random stream continues where it was.
	for range 10 {
		assert.Equal(t, s.Random(1000003), r.Random(1000003))
	}
	// And the restored state plays on like the original.
	_, err = r.NewPile("stock", "", -1, Hidden)
	assert.Error(t, err, "pile names are known again")
	require.NoError(t, r.Shuffle(fixPile(t, r, "stock")))
	require.NoError(t, s.Shuffle(fixPile(t, s, "stock")))
	assert.Equal(t, fixDump(t, s), fixDump(t, r))
}

func TestSaveRestoreFreshState(t *testing.T) {
	s := fixGame(t, 1, 0)
	saved, err := s.MarshalJSON()
	require.NoError(t, err)
	r, err := Restore(saved, s.Deck())
	require.NoError(t, err)
	assert.Equal(t, string(saved), fixDump(t, r))
	require.NoError(t, r.SetVar("x", 1.0), "a restored state with no variables accepts new ones")
	require.NoError(t, r.AddScore(0, 1))
}

func TestSaveRestoreKeepsTheLogAndMoves(t *testing.T) {
	for _, n := range []int{0, 1, chunkLen, 3*chunkLen + 5} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			s := fixGame(t, 3, 1)
			for i := range n {
				s.Tell(bit(i%3), fmt.Sprint("line ", i))
				s.RecordMove(i%3, fmt.Sprint("move ", i))
			}
			saved, err := s.MarshalJSON()
			require.NoError(t, err)
			r, err := Restore(saved, s.Deck())
			require.NoError(t, err)
			assert.Equal(t, s.Log(), r.Log())
			assert.Equal(t, s.Moves(), r.Moves())
			again, err := r.MarshalJSON()
			require.NoError(t, err)
			assert.Equal(t, string(saved), string(again))
			// The restored state and a clone of it write on independently.
			c := r.Clone()
			r.Say("restored")
			c.Say("clone")
			assert.Equal(t, append(s.Log(), Event{Text: "restored", Audience: Everyone}), r.Log())
			assert.Equal(t, append(s.Log(), Event{Text: "clone", Audience: Everyone}), c.Log())
		})
	}
}

func TestSaveIsDeterministic(t *testing.T) {
	// Two games with the same seed, given the same operations, save to the
	// same bytes; another seed gives other bytes.
	play := func(seed uint64) []byte {
		s := fixBusyState(t, seed)
		stock, disc, h := fixPile(t, s, "stock"), fixPile(t, s, "discard"), fixHands(t, s)
		for i := range 30 {
			require.NoError(t, s.Shuffle(stock))
			_, err := s.Draw(stock, h[i%4], 1+s.Random(2))
			require.NoError(t, err)
			if s.Pile(h[i%4]).Len() > 0 {
				_, err = s.MoveAt(h[i%4], s.Random(s.Pile(h[i%4]).Len()), disc, OnTop)
				require.NoError(t, err)
			}
			if s.Pile(stock).Len() < 5 {
				require.NoError(t, s.MoveAll(disc, stock))
			}
			require.NoError(t, s.SetVar(string(rune('a'+i%7)), s.RandomFloat()))
			require.NoError(t, s.SetVar("map", map[string]any{"z": float64(i), "a": "x", "m": []any{true}}))
		}
		b, err := s.MarshalJSON()
		require.NoError(t, err)
		return b
	}
	a, b := play(99), play(99)
	assert.Equal(t, string(a), string(b))
	assert.NotEqual(t, string(a), string(play(100)))
	for range 5 {
		assert.True(t, bytes.Equal(a, play(99)), "map order must not leak into the bytes")
	}
}

// fixCorrupt saves a state, lets edit change the saved form and returns the
// changed bytes. Numbers are kept exact (the audience of a public event does
// not fit a float64).
func fixCorrupt(t *testing.T, s *State, edit func(m map[string]any)) []byte {
	t.Helper()
	saved, err := s.MarshalJSON()
	require.NoError(t, err)
	dec := json.NewDecoder(bytes.NewReader(saved))
	dec.UseNumber()
	var m map[string]any
	require.NoError(t, dec.Decode(&m))
	edit(m)
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

func fixSavedPile(m map[string]any, i int) map[string]any {
	return m["piles"].([]any)[i].(map[string]any)
}

func TestRestoreRejectsCorruptSaves(t *testing.T) {
	s := fixBusyState(t, 31)
	deck := s.Deck()
	// Piles of fixBusyState: 0 stock, 1-4 hands, 5 discard, 6 meld.1.
	tests := []struct {
		name string
		edit func(m map[string]any)
		want string
	}{
		{"no change is fine", func(map[string]any) {}, ""},
		{"version", func(m map[string]any) { m["version"] = 1 }, "version 1"},
		{"start pile out of range", func(m map[string]any) { m["start"] = 99 }, "start pile"},
		{"bad declared visibility", func(m map[string]any) { m["declared"] = []any{"sideways"} }, "declared piles"},
		{"known card not in the deck", func(m map[string]any) { m["known"] = []any{[]any{"ZZ"}} }, "known card"},
		{"no version", func(m map[string]any) { delete(m, "version") }, "version 0"},
		{"card twice", func(m map[string]any) {
			p := fixSavedPile(m, 5)
			p["cards"] = append(p["cards"].([]any), fixSavedPile(m, 1)["cards"].([]any)[0])
		}, "is missing or twice"},
		{"card twice in one pile", func(m map[string]any) {
			p := fixSavedPile(m, 1)
			cards := p["cards"].([]any)
			p["cards"] = append(cards, cards[0])
		}, "is missing or twice"},
		{"card missing", func(m map[string]any) {
			p := fixSavedPile(m, 0)
			p["cards"] = p["cards"].([]any)[1:]
		}, "is in no pile"},
		{"every card missing", func(m map[string]any) {
			for _, p := range m["piles"].([]any) {
				p.(map[string]any)["cards"] = []any{}
			}
		}, "is in no pile"},
		{"no piles", func(m map[string]any) { m["piles"] = nil }, "is in no pile"},
		{"card number too big", func(m map[string]any) {
			p := fixSavedPile(m, 0)
			p["cards"] = append(p["cards"].([]any), 52)
		}, "card 52 is missing or twice"},
		{"negative card", func(m map[string]any) {
			p := fixSavedPile(m, 0)
			p["cards"] = append(p["cards"].([]any), -1)
		}, "card -1 is missing or twice"},
		{"wrong deck: card renamed", func(m map[string]any) {
			m["deck"].([]any)[3] = "XX"
		}, "another deck"},
		{"wrong deck: one card short", func(m map[string]any) {
			m["deck"] = m["deck"].([]any)[1:]
		}, "another deck"},
		{"wrong deck: cards joined", func(m map[string]any) {
			d := m["deck"].([]any)
			m["deck"] = append([]any{d[0].(string) + " " + d[1].(string)}, d[2:]...)
		}, "another deck"},
		{"bad visibility", func(m map[string]any) { fixSavedPile(m, 5)["visibility"] = "sideways" }, "unknown visibility"},
		{"unknown visibility number", func(m map[string]any) { fixSavedPile(m, 5)["visibility"] = "visibility(7)" }, "unknown visibility"},
		{"pile name twice", func(m map[string]any) { fixSavedPile(m, 5)["name"] = "stock" }, "already exists"},
		{"pile without name", func(m map[string]any) { fixSavedPile(m, 5)["name"] = "" }, "needs a name"},
		{"no seats", func(m map[string]any) { m["seats"] = 0 }, "0 seats"},
		{"negative seats", func(m map[string]any) { m["seats"] = -3 }, "-3 seats"},
		{"too many seats", func(m map[string]any) { m["seats"] = 65 }, "65 seats"},
		{"seats not a number", func(m map[string]any) { m["seats"] = "four" }, "read saved game"},
		{"pile owner past the seats", func(m map[string]any) { fixSavedPile(m, 4)["owner"] = 4 }, "owner seat 5 does not exist"},
		{"fewer seats than hands", func(m map[string]any) { m["seats"] = 3 }, "does not exist"},
		{"current seat", func(m map[string]any) { m["turn"].(map[string]any)["current"] = 4 }, "turn names a seat"},
		{"negative current seat", func(m map[string]any) { m["turn"].(map[string]any)["current"] = -1 }, "turn names a seat"},
		{"dealer seat", func(m map[string]any) { m["turn"].(map[string]any)["dealer"] = 10 }, "turn names a seat"},
		{"direction 0", func(m map[string]any) { m["turn"].(map[string]any)["dir"] = 0 }, "direction"},
		{"direction 2", func(m map[string]any) { m["turn"].(map[string]any)["dir"] = 2 }, "direction"},
		{"finishing order seat", func(m map[string]any) { m["turn"].(map[string]any)["order"] = []any{0, 4} }, "seat"},
		{"negative finishing order seat", func(m map[string]any) { m["turn"].(map[string]any)["order"] = []any{-1} }, "seat"},
		{"winner seat", func(m map[string]any) {
			m["result"] = map[string]any{"over": true, "winners": []any{7}}
		}, "seat"},
		{"totals", func(m map[string]any) { m["score"].(map[string]any)["totals"] = []any{1, 2, 3} }, "scores do not match 4 seats"},
		{"round", func(m map[string]any) { m["score"].(map[string]any)["round"] = nil }, "scores do not match 4 seats"},
		{"finished round", func(m map[string]any) { m["score"].(map[string]any)["rounds"] = []any{[]any{1, 2}} }, "scores do not match 4 seats"},
		{"random state", func(m map[string]any) { m["rng"] = "AAAA" }, "random state"},
		{"no random state", func(m map[string]any) { delete(m, "rng") }, "random state"},
		{"variable too deep", func(m map[string]any) { m["vars"] = map[string]any{"v": nestLists(20)} }, "variable v: nested"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := fixCorrupt(t, s, tt.edit)
			r, err := Restore(data, deck)
			if tt.want == "" {
				require.NoError(t, err)
				require.NoError(t, r.CheckCards())
				return
			}
			require.Error(t, err)
			assert.Nil(t, r)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestRestoreRejectsAnotherDeck(t *testing.T) {
	s := fixGame(t, 2, 1)
	saved, err := s.MarshalJSON()
	require.NoError(t, err)

	spec := French52()
	spec.Suits[0], spec.Suits[3] = spec.Suits[3], spec.Suits[0]
	spec.Cards = ProductCards(spec.Suits, spec.Ranks, false, 1) // same cards, other ids
	other, err := NewDeck(spec)
	require.NoError(t, err)
	_, err = Restore(saved, other)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "another deck")

	spec = French52()
	for i := range spec.Cards {
		spec.Cards[i].Copies = 2
	}
	double, err := NewDeck(spec)
	require.NoError(t, err)
	_, err = Restore(saved, double)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "another deck")
}

func TestRestoreRejectsGarbage(t *testing.T) {
	d := fixDeck(t)
	saved, err := fixBusyState(t, 2).MarshalJSON()
	require.NoError(t, err)
	for _, in := range []string{"", "{", "null", "[]", `"state"`, "42", `{"version":1}`, `{"version":"1"}`, string(saved[:len(saved)/2])} {
		r, err := Restore([]byte(in), d)
		assert.Error(t, err, "%q", in)
		assert.Nil(t, r)
	}
}

func FuzzRestore(f *testing.F) {
	d, err := NewDeck(French52())
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range fixFuzzStates(f) {
		b, err := s.MarshalJSON()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:len(b)/3])
		f.Add(bytes.Replace(b, []byte(`"owner"`), []byte(`"public"`), 1))
		f.Add(bytes.Replace(b, []byte(`"seats":`), []byte(`"seats":6`), 1))
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"version":1,"seats":1,"deck":[]}`))
	f.Add([]byte("\x00\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Restore(data, d)
		if err != nil {
			require.Nil(t, s)
			return
		}
		require.NoError(t, s.CheckCards())
		saved, err := s.MarshalJSON()
		require.NoError(t, err)
		r, err := Restore(saved, d)
		require.NoError(t, err, "a restored state saves to something Restore reads")
		again, err := r.MarshalJSON()
		require.NoError(t, err)
		require.Equal(t, string(saved), string(again))

		// The restored state is usable.
		for seat := -1; seat < s.Seats(); seat++ {
			s.View(seat, 0)
		}
		s.Advance(1)
		s.NextActive(s.Turn().Current)
		c := s.Clone()
		require.NoError(t, c.SetVar("x", 1.0))
		require.NoError(t, c.AddScore(0, 1))
		c.EndRound()
		if !c.Result().Over {
			require.NoError(t, c.EndGame([]int{0}, "fuzz"))
		}
		for i := range c.NumPiles() {
			require.NoError(t, c.Shuffle(PileID(i)))
			require.NoError(t, c.MoveAll(PileID(i), 0))
		}
		require.NoError(t, c.CheckCards())
	})
}

// fixFuzzStates returns a few states to seed fuzz corpora with.
func fixFuzzStates(tb testing.TB) []*State {
	return []*State{fixGame(tb, 1, 0), fixGame(tb, 4, 2), fixBusyState(tb, 1)}
}
