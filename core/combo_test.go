package core_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
)

// thirteenDeck is a French deck in the order of a climbing game where 2 is
// the highest rank and suits go spades < clubs < diamonds < hearts.
func thirteenDeck(t testing.TB) *core.Deck {
	t.Helper()
	spec := core.French52()
	bySuit := map[string]core.SuitSpec{}
	for _, s := range spec.Suits {
		bySuit[s.Code] = s
	}
	spec.Suits = []core.SuitSpec{bySuit["S"], bySuit["C"], bySuit["D"], bySuit["H"]}
	spec.Ranks = append(spec.Ranks[1:], spec.Ranks[0])
	spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, false, 1)
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	require.Equal(t, 52, d.Size())
	return d
}

// colourDeck has colours O < T < P (and M) as suits, ranks 1..10 then R, two
// identical copies of every numbered card, and one R card of each colour.
func colourDeck(t testing.TB) *core.Deck {
	t.Helper()
	spec := core.DeckSpec{}
	for _, c := range []string{"O", "T", "P", "M"} {
		spec.Suits = append(spec.Suits, core.SuitSpec{Code: c})
	}
	for i := 1; i <= 10; i++ {
		spec.Ranks = append(spec.Ranks, core.RankSpec{Code: fmt.Sprint(i), Points: i})
	}
	spec.Cards = core.ProductCards(spec.Suits[:3], spec.Ranks, true, 2)
	spec.Ranks = append(spec.Ranks, core.RankSpec{Code: "R"})
	for _, c := range []string{"O", "T", "P", "M"} {
		spec.Cards = append(spec.Cards, core.CardSpec{Code: c + "R", Suit: c, Rank: "R"})
	}
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	require.Equal(t, 64, d.Size())
	return d
}

// cards returns distinct physical cards for space-separated codes: a code
// given twice gives two copies.
func cards(t testing.TB, d *core.Deck, codes string) []core.CardID {
	t.Helper()
	used := map[core.CardID]bool{}
	var out []core.CardID
	for _, code := range strings.Fields(codes) {
		k, ok := d.Lookup(code)
		require.True(t, ok, "no card %s", code)
		found := false
		for id := core.CardID(0); int(id) < d.Size(); id++ {
			if d.KindOf(id) == k && !used[id] {
				used[id], found = true, true
				out = append(out, id)
				break
			}
		}
		require.True(t, found, "no copy of %s left", code)
	}
	return out
}

// codes spells one combination: its card codes in the given order.
func codes(d *core.Deck, cs []core.CardID) string {
	s := make([]string, len(cs))
	for i, id := range cs {
		s[i] = d.Card(id).Code
	}
	return strings.Join(s, " ")
}

// all spells a list of combinations, checking that each uses distinct
// physical cards.
func all(t testing.TB, d *core.Deck, list [][]core.CardID) []string {
	t.Helper()
	out := []string{}
	for _, c := range list {
		seen := map[core.CardID]bool{}
		for _, id := range c {
			assert.False(t, seen[id], "card %d used twice in %s", id, codes(d, c))
			seen[id] = true
		}
		out = append(out, codes(d, c))
	}
	return out
}

func rank(t testing.TB, d *core.Deck, code string) int {
	t.Helper()
	r, ok := d.RankIndex(code)
	require.True(t, ok)
	return r
}

func TestComboShape(t *testing.T) {
	d := thirteenDeck(t)
	r := func(code string) int { return rank(t, d, code) }
	tests := []struct {
		hand        string
		counts      []int
		ranks       []int
		sameSuit    bool
		consecutive bool
		low, high   int
		top         string
	}{
		{"", nil, nil, false, false, -1, -1, ""},
		{"7H", []int{1}, []int{r("7")}, true, true, r("7"), r("7"), "7H"},
		{"3S 3H", []int{2}, []int{r("3")}, false, true, r("3"), r("3"), "3H"},
		{"5D 3D 4D", []int{1, 1, 1}, []int{r("5"), r("4"), r("3")}, true, true, r("3"), r("5"), "5D"},
		{"QS KC AD", []int{1, 1, 1}, []int{r("A"), r("K"), r("Q")}, false, true, r("Q"), r("A"), "AD"},
		{"KS AS 2S", []int{1, 1, 1}, []int{r("2"), r("A"), r("K")}, true, true, r("K"), r("2"), "2S"},
		{"2S 3S 4S", []int{1, 1, 1}, []int{r("2"), r("4"), r("3")}, true, false, r("3"), r("2"), "2S"},
		{"3S 3C 4D 4H 5S 5C", []int{2, 2, 2}, []int{r("5"), r("4"), r("3")}, false, true, r("3"), r("5"), "5C"},
		{"9S 9C 9D 4S 4H", []int{3, 2}, []int{r("9"), r("4")}, false, false, r("4"), r("9"), "9D"},
		{"4S 4H 9S 9C 9D", []int{3, 2}, []int{r("9"), r("4")}, false, false, r("4"), r("9"), "9D"},
		{"6S 6C 6D 6H", []int{4}, []int{r("6")}, false, true, r("6"), r("6"), "6H"},
		{"3S 5S", []int{1, 1}, []int{r("5"), r("3")}, true, false, r("3"), r("5"), "5S"},
	}
	var used core.Shape // described into again and again, as a listing does
	d.ShapeInto(&used, cards(t, d, "9S 9C 9D 4S 4H 7H 8H"))
	for _, tc := range tests {
		t.Run(tc.hand, func(t *testing.T) {
			cs := cards(t, d, tc.hand)
			s := d.Shape(cs)
			d.ShapeInto(&used, cs)
			if len(cs) > 0 {
				assert.Equal(t, s, used, "a shape described into a used one is the same")
			}
			assert.Equal(t, len(cs), s.Size)
			assert.Equal(t, tc.counts, s.Counts)
			assert.Equal(t, tc.ranks, s.Ranks)
			assert.Equal(t, tc.sameSuit, s.SameSuit)
			assert.Equal(t, tc.consecutive, s.Consecutive)
			assert.Equal(t, tc.low, s.Low)
			assert.Equal(t, tc.high, s.High)
			assert.Zero(t, s.Unranked)
			if tc.top == "" {
				assert.Equal(t, core.CardID(-1), s.Top)
			} else {
				assert.Equal(t, tc.top, d.Card(s.Top).Code)
			}
			if tc.sameSuit {
				assert.Equal(t, d.Card(cs[0]).SuitIndex, s.Suit)
			} else {
				assert.Equal(t, -1, s.Suit)
			}
			assert.Equal(t, tc.sameSuit, d.SameSuit(cs))
			assert.Equal(t, len(tc.counts) == 1, d.SameRank(cs))
			assert.Equal(t, tc.consecutive, d.Consecutive(cs, 0))
		})
	}
}

func TestComboShapeHelpers(t *testing.T) {
	d := thirteenDeck(t)
	full := d.Shape(cards(t, d, "4S 9S 4H 9C 9D"))
	assert.True(t, full.Is(3, 2))
	assert.False(t, full.Is(2, 3))
	assert.False(t, full.Is(3))
	assert.Equal(t, 0, full.PerRank())

	double := cards(t, d, "3S 3C 4D 4H 5S 5C")
	assert.Equal(t, 2, d.Shape(double).PerRank())
	assert.True(t, d.Consecutive(double, 2))
	assert.False(t, d.Consecutive(double, 1))
	assert.False(t, d.Consecutive(cards(t, d, "3S 3C 4D 5S 5C"), 2))
	assert.True(t, d.Consecutive(cards(t, d, "3S 3C 4D 5S 5C"), 0))
	assert.True(t, d.Consecutive(cards(t, d, "8H 6S 7C"), 1))
	assert.Equal(t, 0, d.Shape(nil).PerRank())
	assert.False(t, d.SameRank(nil))
	assert.False(t, d.SameSuit(nil))
	assert.False(t, d.Consecutive(nil, 0))
}

func TestComboShapeUnranked(t *testing.T) {
	spec := core.French52()
	spec.Cards = append(spec.Cards, core.CardSpec{Code: "JOKER", Kind: "joker", Copies: 2})
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	cs := cards(t, d, "JOKER 5H 6H")
	s := d.Shape(cs)
	assert.Equal(t, 1, s.Unranked)
	assert.Equal(t, []int{1, 1}, s.Counts)
	assert.False(t, s.SameSuit)
	assert.False(t, s.Consecutive)
	assert.False(t, s.Is(1, 1))
	assert.False(t, d.SameRank(cards(t, d, "JOKER JOKER")))

	groups := d.Groups(cards(t, d, "6H JOKER 5H 5C"))
	require.Len(t, groups, 3)
	assert.Equal(t, -1, groups[0].Rank)
	assert.Equal(t, "5C 5H", codes(d, groups[1].Cards))
	assert.Empty(t, d.Sets(cards(t, d, "JOKER JOKER"), 2))
	assert.Equal(t, []string{"5H 6H"}, all(t, d, d.Flushes(cs, 2, 0, -1)))
}

func TestComboGroups(t *testing.T) {
	d := thirteenDeck(t)
	groups := d.Groups(cards(t, d, "2S 5D 3H 5S 3C 2H 5C"))
	var got []string
	for _, g := range groups {
		got = append(got, fmt.Sprintf("%d:%s", g.Rank, codes(d, g.Cards)))
	}
	assert.Equal(t, []string{
		fmt.Sprintf("%d:3C 3H", rank(t, d, "3")),
		fmt.Sprintf("%d:5S 5C 5D", rank(t, d, "5")),
		fmt.Sprintf("%d:2S 2H", rank(t, d, "2")),
	}, got)
	assert.Empty(t, d.Groups(nil))
}

func TestComboSortCards(t *testing.T) {
	d := thirteenDeck(t)
	cs := cards(t, d, "2S AH 3D 3S TC")
	d.SortCards(cs)
	assert.Equal(t, "3S 3D TC AH 2S", codes(d, cs))
}

func TestComboSets(t *testing.T) {
	th, co := thirteenDeck(t), colourDeck(t)
	tests := []struct {
		name string
		deck *core.Deck
		hand string
		n    int
		want []string
	}{
		{"pairs", th, "3S 3C 3D 4H 5S 5D 6C", 2, []string{"3S 3C", "3S 3D", "3C 3D", "5S 5D"}},
		{"triples", th, "3S 3C 3D 4H 5S 5D 6C", 3, []string{"3S 3C 3D"}},
		{"quads", th, "3S 3C 3D 4H 5S 5D 6C", 4, []string{}},
		{"singles", th, "6C 3D 4H", 1, []string{"3D", "4H", "6C"}},
		{"quad", th, "2H 2S 9C 2D 2C", 4, []string{"2S 2C 2D 2H"}},
		{"zero", th, "3S 3C", 0, []string{}},
		{"too many", th, "3S 3C", 3, []string{}},
		{"empty hand", th, "", 1, []string{}},
		{"copies singles", co, "O3 O3 T3", 1, []string{"O3", "T3"}},
		{"copies pairs", co, "O3 O3 T3", 2, []string{"O3 O3", "O3 T3"}},
		{"copies triples", co, "O3 O3 T3", 3, []string{"O3 O3 T3"}},
		{"copies two each", co, "T5 O5 T5 O5", 2, []string{"O5 O5", "O5 T5", "T5 T5"}},
		{"ravens", co, "MR PR OR TR O1", 4, []string{"OR TR PR MR"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.deck.Sets(cards(t, tc.deck, tc.hand), tc.n)
			assert.Equal(t, tc.want, all(t, tc.deck, got))
		})
	}
}

func TestComboRuns(t *testing.T) {
	th, co := thirteenDeck(t), colourDeck(t)
	ace, ten := rank(t, th, "A"), rank(t, co, "10")
	tests := []struct {
		name        string
		deck        *core.Deck
		hand        string
		length, per int
		lo, hi      int
		sameSuit    bool
		want        []string
	}{
		{"sequences of three", th, "3S 3C 3D 4H 5S 5D 6C", 3, 1, 0, ace, false, []string{
			"3S 4H 5S", "3C 4H 5S", "3D 4H 5S", "3S 4H 5D", "3C 4H 5D", "3D 4H 5D", "4H 5S 6C", "4H 5D 6C"}},
		{"sequences of four", th, "3S 3C 3D 4H 5S 5D 6C", 4, 1, 0, ace, false, []string{
			"3S 4H 5S 6C", "3C 4H 5S 6C", "3D 4H 5S 6C", "3S 4H 5D 6C", "3C 4H 5D 6C", "3D 4H 5D 6C"}},
		{"no sequence of five", th, "3S 3C 3D 4H 5S 5D 6C", 5, 1, 0, ace, false, []string{}},
		{"2 left out", th, "KS AH 2D", 3, 1, 0, ace, false, []string{}},
		{"2 allowed", th, "KS AH 2D", 3, 1, 0, -1, false, []string{"KS AH 2D"}},
		{"range low end", th, "3S 4S 5S 6S", 3, 1, rank(t, th, "4"), ace, false, []string{"4S 5S 6S"}},
		{"no wrap", th, "AS 2S 3S", 3, 1, 0, -1, false, []string{}},
		{"double sequence", th, "3S 3C 3H 4D 4H 5S 5C 6S", 3, 2, 0, ace, false, []string{
			"3S 3C 4D 4H 5S 5C", "3S 3H 4D 4H 5S 5C", "3C 3H 4D 4H 5S 5C"}},
		{"double sequence needs two each", th, "3S 3C 4D 5S 5C", 3, 2, 0, ace, false, []string{}},
		{"same suit", th, "3S 4S 4H 5S 5H 6H", 3, 1, 0, ace, true, []string{"3S 4S 5S", "4H 5H 6H"}},
		{"copies", co, "O1 O1 T2 O3", 3, 1, 0, ten, false, []string{"O1 T2 O3"}},
		{"copies two colours", co, "O1 T1 O1 O2 O3 O3", 3, 1, 0, ten, false, []string{"O1 O2 O3", "T1 O2 O3"}},
		{"copies same suit", co, "O1 T1 O1 O2 O3 O3", 3, 1, 0, ten, true, []string{"O1 O2 O3"}},
		{"copies double", co, "O1 O1 O2 O2 O3 O3 T3", 3, 2, 0, ten, true, []string{"O1 O1 O2 O2 O3 O3"}},
		{"straights without ravens", co, "O7 T8 P9 O10 TR MR", 5, 1, 0, ten, false, []string{}},
		{"straight", co, "O6 O7 T8 P9 O10 TR", 5, 1, 0, ten, false, []string{"O6 O7 T8 P9 O10"}},
		{"bad length", th, "3S 4S 5S", 0, 1, 0, -1, false, []string{}},
		{"bad per rank", th, "3S 4S 5S", 3, 0, 0, -1, false, []string{}},
		{"range too short", th, "3S 4S 5S", 3, 1, 0, 1, false, []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.deck.Runs(cards(t, tc.deck, tc.hand), tc.length, tc.per, tc.lo, tc.hi, tc.sameSuit)
			assert.Equal(t, tc.want, all(t, tc.deck, got))
		})
	}
}

func TestComboFlushes(t *testing.T) {
	co := colourDeck(t)
	ten := rank(t, co, "10")
	tests := []struct {
		name   string
		hand   string
		n      int
		lo, hi int
		want   []string
	}{
		{"repeated numbers", "O1 O1 O2 O5 O9 T4", 5, 0, ten, []string{"O1 O1 O2 O5 O9"}},
		{"choices", "O1 O1 O2 O5 O9 O9 T4", 5, 0, ten, []string{
			"O1 O1 O2 O5 O9", "O1 O1 O2 O9 O9", "O1 O1 O5 O9 O9", "O1 O2 O5 O9 O9"}},
		{"ravens left out", "O1 O2 O3 O4 OR", 5, 0, ten, []string{}},
		{"ravens allowed", "O1 O2 O3 O4 OR", 5, 0, -1, []string{"O1 O2 O3 O4 OR"}},
		{"one per colour", "O1 T2 P3 O4 T5 P6 O7 T8 P9 O10", 4, 0, ten, []string{"O1 O4 O7 O10"}},
		{"two colours", "T1 T2 T3 P1 P2 P4 O5", 3, 0, ten, []string{"T1 T2 T3", "P1 P2 P4"}},
		{"zero", "O1", 0, 0, -1, []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := co.Flushes(cards(t, co, tc.hand), tc.n, tc.lo, tc.hi)
			assert.Equal(t, tc.want, all(t, co, got))
		})
	}
}

func TestComboFullHouses(t *testing.T) {
	th, co := thirteenDeck(t), colourDeck(t)
	got := th.FullHouses(cards(t, th, "3S 3C 3D 4H 4S 9C 9D 9H"))
	assert.Equal(t, []string{
		"3S 3C 3D 4S 4H",
		"3S 3C 3D 9C 9D", "3S 3C 3D 9C 9H", "3S 3C 3D 9D 9H",
		"3S 3C 9C 9D 9H", "3S 3D 9C 9D 9H", "3C 3D 9C 9D 9H",
		"4S 4H 9C 9D 9H",
	}, all(t, th, got))

	got = co.FullHouses(cards(t, co, "O2 O2 T2 O7 O7"))
	assert.Equal(t, []string{"O2 O2 T2 O7 O7"}, all(t, co, got))
	got = co.FullHouses(cards(t, co, "O2 O2 T2 T2 O7 O7 T7"))
	assert.Equal(t, []string{
		"O2 O2 T2 O7 O7", "O2 T2 T2 O7 O7", "O2 O2 T2 O7 T7", "O2 T2 T2 O7 T7",
		"O2 O2 O7 O7 T7", "O2 T2 O7 O7 T7", "T2 T2 O7 O7 T7",
	}, all(t, co, got))
	assert.Empty(t, th.FullHouses(cards(t, th, "3S 3C 3D 4H")))
}

func TestComboPatterns(t *testing.T) {
	th, co := thirteenDeck(t), colourDeck(t)
	got := th.Patterns(cards(t, th, "3S 3C 5D 5H 7S 7C"), 2, 2)
	assert.Equal(t, []string{"3S 3C 5D 5H", "3S 3C 7S 7C", "5D 5H 7S 7C"}, all(t, th, got))
	got = co.Patterns(cards(t, co, "O4 O4 T4 O6 P8"), 1, 2)
	assert.Equal(t, []string{"O4 O4 O6", "O4 T4 O6", "O4 O4 P8", "O4 T4 P8"}, all(t, co, got))
	got = co.Patterns(cards(t, co, "O1 O2 O3"), 1, 1, 1)
	assert.Equal(t, []string{"O1 O2 O3"}, all(t, co, got))
	assert.Empty(t, co.Patterns(cards(t, co, "O1 O2"), 2, 0))
	assert.Empty(t, co.Patterns(cards(t, co, "O1 O2")))
}

func TestComboCompare(t *testing.T) {
	th, co := thirteenDeck(t), colourDeck(t)
	tests := []struct {
		name string
		deck *core.Deck
		a, b string
		high int
		rank int
	}{
		{"single by rank", th, "4S", "3H", 1, 1},
		{"single by suit", th, "9S", "9H", -1, 0},
		{"2 is highest", th, "2S", "AH", 1, 1},
		{"pair by top suit", th, "7S 7H", "7C 7D", 1, 0},
		{"sequence by top card", th, "3S 4S 5H", "5D 4H 3H", 1, 0},
		{"sequence higher run", th, "4S 5S 6S", "5D 3H 4H", 1, 1},
		{"equal", co, "O3 T4", "T4 O3", 0, 0},
		{"triples", th, "8S 8C 8D", "9S 9C 9H", -1, -1},
		{"full house by triple", th, "3S 3C 3D 2S 2H", "4S 4C 4D 5S 5C", 1, -1},
		{"full house pair breaks tie", co, "O3 T3 P3 O5 O5", "O3 T3 P3 O4 O4", 1, 1},
		{"card by card", co, "O9 O7 O5 O3 O2", "O9 O7 O5 O3 O1", 1, 1},
		{"colour after number", co, "T9 O7", "O9 P7", 1, 0},
		{"identical copies", co, "O4", "O4", 0, 0},
		{"more cards higher", co, "O9 O8", "O9", 1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := tc.deck
			hand := cards(t, d, tc.a+" "+tc.b)
			a, b := hand[:len(strings.Fields(tc.a))], hand[len(strings.Fields(tc.a)):]
			assert.Equal(t, tc.high, d.CompareHigh(a, b), "CompareHigh")
			assert.Equal(t, -tc.high, d.CompareHigh(b, a), "CompareHigh reversed")
			assert.Equal(t, tc.rank, d.CompareRank(a, b), "CompareRank")
			assert.Equal(t, -tc.rank, d.CompareRank(b, a), "CompareRank reversed")
		})
	}
}

func TestComboHandOrder(t *testing.T) {
	co := colourDeck(t)
	hand := cards(t, co, "O3 T4 O3 P5 O4 T3 O5 P4")
	ten := rank(t, co, "10")
	want := co.Runs(hand, 3, 1, 0, ten, false)
	require.NotEmpty(t, want)
	rev := slices.Clone(hand)
	slices.Reverse(rev)
	assert.Equal(t, want, co.Runs(rev, 3, 1, 0, ten, false))
	assert.Equal(t, want, co.Runs(append(rev, hand...), 3, 1, 0, ten, false), "repeated ids")
	assert.Equal(t, co.Sets(hand, 2), co.Sets(rev, 2))
	assert.Equal(t, co.Flushes(hand, 3, 0, ten), co.Flushes(rev, 3, 0, ten))

	// The lowest physical copies are used.
	for _, c := range co.Sets(hand, 1) {
		k := co.KindOf(c[0])
		for _, id := range hand {
			if co.KindOf(id) == k {
				assert.LessOrEqual(t, c[0], id)
			}
		}
	}
}

func TestComboResultsIndependent(t *testing.T) {
	co := colourDeck(t)
	list := co.Sets(cards(t, co, "O3 T3 P3"), 2)
	require.Len(t, list, 3)
	_ = append(list[0], 99)
	assert.Equal(t, []string{"O3 T3", "O3 P3", "T3 P3"}, all(t, co, list), "appending to one combination must not change the next")
}

// subsets returns every subset of the hand, by size.
func subsets(hand []core.CardID) [][][]core.CardID {
	out := make([][][]core.CardID, len(hand)+1)
	for mask := 0; mask < 1<<len(hand); mask++ {
		var sub []core.CardID
		for i, id := range hand {
			if mask&(1<<i) != 0 {
				sub = append(sub, id)
			}
		}
		out[len(sub)] = append(out[len(sub)], sub)
	}
	return out
}

// brute lists the distinct subsets that ok accepts, spelled in deck order.
func brute(d *core.Deck, subs [][]core.CardID, ok func([]core.CardID) bool) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, sub := range subs {
		if !ok(sub) {
			continue
		}
		sub = slices.Clone(sub)
		d.SortCards(sub)
		if key := codes(d, sub); !seen[key] {
			seen[key] = true
			out = append(out, key)
		}
	}
	slices.Sort(out)
	return out
}

func sorted(xs []string) []string {
	xs = slices.Clone(xs)
	slices.Sort(xs)
	return xs
}

// TestComboAgainstBruteForce checks the enumerators against every subset of
// random hands, and that each list is in CompareHigh order.
func TestComboAgainstBruteForce(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	found := map[string]int{} // lists that were not empty, by kind
	for _, d := range []*core.Deck{thirteenDeck(t), colourDeck(t)} {
		top := len(d.Ranks()) - 2 // leave the highest rank out of runs and flushes
		for round := range 40 {
			perm := rng.Perm(d.Size())
			hand := make([]core.CardID, 8+round%6)
			for i := range hand {
				hand[i] = core.CardID(perm[i])
			}
			bySize := subsets(hand)
			subs := func(n int) [][]core.CardID {
				if n < len(bySize) {
					return bySize[n]
				}
				return nil
			}
			inRange := func(cs []core.CardID) bool { s := d.Shape(cs); return s.Unranked == 0 && s.High <= top }
			check := func(name string, got [][]core.CardID, want []string) {
				t.Helper()
				spelled := all(t, d, got)
				if len(got) > 0 {
					found[strings.Fields(name)[0]]++
				}
				assert.Equal(t, want, sorted(spelled), "%s of %s", name, codes(d, hand))
				for i := 1; i < len(got); i++ {
					assert.Equal(t, -1, d.CompareHigh(got[i-1], got[i]), "%s out of order", name)
				}
				for _, c := range got {
					assert.True(t, slices.IsSortedFunc(c, func(a, b core.CardID) int { return d.Card(a).Order - d.Card(b).Order }))
				}
			}
			for n := 1; n <= 4; n++ {
				check(fmt.Sprint("sets ", n), d.Sets(hand, n), brute(d, subs(n), d.SameRank))
			}
			for length := 3; length <= 5; length++ {
				for per := 1; per <= 2; per++ {
					for _, same := range []bool{false, true} {
						got := d.Runs(hand, length, per, 0, top, same)
						want := brute(d, subs(length*per), func(cs []core.CardID) bool {
							s := d.Shape(cs)
							return inRange(cs) && s.Consecutive && s.PerRank() == per && len(s.Counts) == length && (!same || s.SameSuit)
						})
						check(fmt.Sprintf("%s %d %v", []string{"", "runs", "double"}[per], length, same), got, want)
					}
				}
			}
			for n := 3; n <= 5; n++ {
				want := brute(d, subs(n), func(cs []core.CardID) bool { return inRange(cs) && d.SameSuit(cs) })
				check(fmt.Sprint("flushes ", n), d.Flushes(hand, n, 0, top), want)
			}
			want := brute(d, subs(5), func(cs []core.CardID) bool { return d.Shape(cs).Is(3, 2) })
			check("full houses", d.FullHouses(hand), want)
			want = brute(d, subs(4), func(cs []core.CardID) bool { return d.Shape(cs).Is(2, 2) })
			check("two pairs", d.Patterns(hand, 2, 2), want)
		}
	}
	for _, kind := range []string{"sets", "runs", "double", "flushes", "full", "two"} {
		assert.GreaterOrEqual(t, found[kind], 3, "too few random hands make %s", kind)
	}
}

func TestComboCompareHighAllocs(t *testing.T) {
	d := thirteenDeck(t)
	a, b := cards(t, d, "3S 4S 5S 6S 7S"), cards(t, d, "3H 4H 5H 6H 7H")
	allocs := testing.AllocsPerRun(100, func() { d.CompareHigh(a, b) })
	assert.Zero(t, allocs)
}

// thirteenPlays lists every play of a 13-card hand in a climbing game:
// n of a kind, sequences and double sequences without the top rank.
func thirteenPlays(d *core.Deck, hand []core.CardID) int {
	ace := len(d.Ranks()) - 2
	n := 0
	for k := 1; k <= 4; k++ {
		n += len(d.Sets(hand, k))
	}
	for l := 3; l <= ace+1; l++ {
		n += len(d.Runs(hand, l, 1, 0, ace, false))
	}
	for l := 3; l <= 6; l++ {
		n += len(d.Runs(hand, l, 2, 0, ace, false))
	}
	return n
}

func TestComboThirteenPlays(t *testing.T) {
	d := thirteenDeck(t)
	// 7 singles, 3+1 pairs, 1 triple; sequences 3-4-5: 3*1*2, 4-5-6: 1*2*1,
	// 3-4-5-6: 3*1*2*1.
	assert.Equal(t, 7+4+1+6+2+6, thirteenPlays(d, cards(t, d, "3S 3C 3D 4H 5S 5D 6C")))
}

func BenchmarkComboThirteenPlays(b *testing.B) {
	d := thirteenDeck(b)
	hand := cards(b, d, "3S 3C 4D 4H 5S 5C 6D 7H 8S 9C TD JH 2S")
	for b.Loop() {
		thirteenPlays(d, hand)
	}
}

func BenchmarkComboColourPlays(b *testing.B) {
	d := colourDeck(b)
	hand := cards(b, d, "O1 O1 T2 O3 P3 O4 T5 O5 O6 P7 O8 T8 O9 T10 OR MR")
	ten := len(d.Ranks()) - 2
	for b.Loop() {
		for k := 1; k <= 4; k++ {
			d.Sets(hand, k)
		}
		d.Runs(hand, 5, 1, 0, ten, false)
		d.Flushes(hand, 5, 0, ten)
		d.FullHouses(hand)
	}
}
