package core

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFrench52Deck(t *testing.T) {
	d := fixDeck(t)
	require.Equal(t, 52, d.Size())
	require.Equal(t, 52, d.Kinds())

	assert.Equal(t, []string{"C", "D", "H", "S"}, suitCodes(d.Suits()))
	ranks := make([]string, 0, 13)
	for _, r := range d.Ranks() {
		ranks = append(ranks, r.Code)
	}
	assert.Equal(t, []string{"2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"}, ranks)

	codes := d.Codes()
	require.Len(t, codes, 52)
	seen := map[string]bool{}
	for id, c := range codes {
		assert.False(t, seen[c], "code %s twice", c)
		seen[c] = true
		assert.Equal(t, c, d.Card(CardID(id)).Code)
		assert.Equal(t, id, d.KindOf(CardID(id)), "one copy of each card: kind = id")
	}
	// Declared suit by suit, rank by rank.
	assert.Equal(t, "2C", codes[0])
	assert.Equal(t, "AC", codes[12])
	assert.Equal(t, "2D", codes[13])
	assert.Equal(t, "AS", codes[51])
}

func suitCodes(ss []SuitSpec) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.Code
	}
	return out
}

func TestCardDefinition(t *testing.T) {
	d := fixDeck(t)
	tests := []struct {
		code                 string
		suit, rank           string
		points               int
		rankIndex, suitIndex int
		order                int
	}{
		{code: "2C", suit: "C", rank: "2", points: 2, rankIndex: 0, suitIndex: 0, order: 0},
		{code: "2S", suit: "S", rank: "2", points: 2, rankIndex: 0, suitIndex: 3, order: 3},
		{code: "3C", suit: "C", rank: "3", points: 3, rankIndex: 1, suitIndex: 0, order: 4},
		{code: "8H", suit: "H", rank: "8", points: 8, rankIndex: 6, suitIndex: 2, order: 26},
		{code: "TS", suit: "S", rank: "T", points: 10, rankIndex: 8, suitIndex: 3, order: 35},
		{code: "AS", suit: "S", rank: "A", points: 14, rankIndex: 12, suitIndex: 3, order: 51},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			c := d.Kind(fixKind(t, d, tt.code))
			assert.Equal(t, tt.code, c.Code)
			assert.Equal(t, tt.suit, c.Suit)
			assert.Equal(t, tt.rank, c.Rank)
			assert.Equal(t, tt.points, c.Points)
			assert.Equal(t, tt.rankIndex, c.RankIndex)
			assert.Equal(t, tt.suitIndex, c.SuitIndex)
			assert.Equal(t, tt.order, c.Order)
			assert.Equal(t, "", c.Kind)
		})
	}
}

func TestDeckOrderIsAPermutationByRankThenSuit(t *testing.T) {
	d := fixDeck(t)
	byOrder := make([]*Card, d.Kinds())
	for k := range d.Kinds() {
		c := d.Kind(k)
		require.True(t, c.Order >= 0 && c.Order < d.Kinds(), "order %d of %s", c.Order, c.Code)
		require.Nil(t, byOrder[c.Order], "order %d given twice", c.Order)
		byOrder[c.Order] = c
	}
	for i := 1; i < len(byOrder); i++ {
		a, b := byOrder[i-1], byOrder[i]
		less := a.RankIndex < b.RankIndex || a.RankIndex == b.RankIndex && a.SuitIndex < b.SuitIndex
		assert.True(t, less, "%s (order %d) should be before %s", a.Code, i-1, b.Code)
	}
}

func TestDeckOrderFollowsDeclaredSuitAndRankOrder(t *testing.T) {
	spec := French52()
	// Suits lowest first: spades, diamonds, hearts, clubs.
	spec.Suits[0], spec.Suits[3] = spec.Suits[3], spec.Suits[0]
	// Ace low.
	spec.Ranks = append([]RankSpec{spec.Ranks[12]}, spec.Ranks[:12]...)
	d, err := NewDeck(spec)
	require.NoError(t, err)
	assert.Equal(t, 0, d.Kind(fixKind(t, d, "AS")).Order, "ace of the lowest suit is lowest")
	assert.Equal(t, 51, d.Kind(fixKind(t, d, "KC")).Order, "king of the highest suit is highest")
	assert.Equal(t, 0, d.Kind(fixKind(t, d, "AH")).RankIndex)
	assert.Equal(t, 3, d.Kind(fixKind(t, d, "7C")).SuitIndex)
}

func TestDeckLookup(t *testing.T) {
	d := fixDeck(t)
	tests := []struct {
		in   string
		want string // canonical code; "" when the lookup must fail
	}{
		{"8H", "8H"},
		{"8h", "8H"},
		{"8♥", "8H"},
		{"8♥️", "8H"},
		{"TS", "TS"},
		{"ts", "TS"},
		{"tS", "TS"},
		{"10S", "TS"},
		{"10s", "TS"},
		{"10♠", "TS"},
		{"T♠️", "TS"},
		{"AC", "AC"},
		{"a♣", "AC"},
		{"QD", "QD"},
		{"q♦", "QD"},
		// Not cards.
		{"", ""},
		{"8", ""},
		{"H", ""},
		{"H8", ""},
		{"1S", ""},
		{"11H", ""},
		{"8X", ""},
		{"8 H", ""},
		{" 8H", ""},
		{"8Hearts", ""},
		{"eightH", ""},
		{"tenS", ""},
		{"10spades", ""},
		{"8H8H", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			k, ok := d.Lookup(tt.in)
			if tt.want == "" {
				assert.False(t, ok, "lookup %q gave %v", tt.in, k)
				return
			}
			require.True(t, ok)
			assert.Equal(t, tt.want, d.Kind(k).Code)
		})
	}
}

func TestDeckSuitAndRankIndex(t *testing.T) {
	d := fixDeck(t)
	suits := []struct {
		in   string
		want int
	}{
		{"C", 0}, {"c", 0}, {"clubs", 0}, {"CLUBS", 0}, {"club", 0}, {"♣", 0},
		{"D", 1}, {"diamond", 1}, {"♦️", 1},
		{"H", 2}, {"Hearts", 2}, {"heart", 2}, {"♥", 2},
		{"S", 3}, {"spades", 3}, {"spade", 3}, {"♠", 3},
		{"X", -1}, {"", -1}, {"heartz", -1}, {"8", -1},
	}
	for _, tt := range suits {
		i, ok := d.SuitIndex(tt.in)
		if tt.want < 0 {
			assert.False(t, ok, "suit %q", tt.in)
			continue
		}
		assert.True(t, ok, "suit %q", tt.in)
		assert.Equal(t, tt.want, i, "suit %q", tt.in)
	}
	ranks := []struct {
		in   string
		want int
	}{
		{"2", 0}, {"two", 0}, {"TWO", 0}, {"T", 8}, {"t", 8}, {"10", 8}, {"ten", 8},
		{"J", 9}, {"jack", 9}, {"A", 12}, {"ace", 12},
		{"1", -1}, {"11", -1}, {"", -1}, {"H", -1},
	}
	for _, tt := range ranks {
		i, ok := d.RankIndex(tt.in)
		if tt.want < 0 {
			assert.False(t, ok, "rank %q", tt.in)
			continue
		}
		assert.True(t, ok, "rank %q", tt.in)
		assert.Equal(t, tt.want, i, "rank %q", tt.in)
	}
}

func TestNewDeckErrors(t *testing.T) {
	suits := []SuitSpec{{Code: "R", Name: "red"}, {Code: "G", Name: "green"}}
	ranks := []RankSpec{{Code: "1", Name: "one"}, {Code: "2", Name: "two"}}
	tests := []struct {
		name string
		spec DeckSpec
		want string
	}{
		{"no cards", DeckSpec{Suits: suits, Ranks: ranks}, "no cards"},
		{"suit without code", DeckSpec{Suits: []SuitSpec{{Name: "red"}}, Cards: []CardSpec{{Code: "X"}}}, "suit 1 has no code"},
		{"rank without code", DeckSpec{Ranks: []RankSpec{{Code: "1"}, {Name: "two"}}, Cards: []CardSpec{{Code: "X"}}}, "rank 2 has no code"},
		{"suit name twice", DeckSpec{Suits: []SuitSpec{{Code: "R", Name: "red"}, {Code: "X", Name: "RED"}}, Cards: []CardSpec{{Code: "X"}}}, `suit name "RED" is used twice`},
		{"suit alias clashes with code", DeckSpec{Suits: []SuitSpec{{Code: "R"}, {Code: "G", Aliases: []string{"r"}}}, Cards: []CardSpec{{Code: "X"}}}, `suit name "r" is used twice`},
		{"rank alias twice", DeckSpec{Ranks: []RankSpec{{Code: "1", Aliases: []string{"ace"}}, {Code: "A", Name: "Ace"}}, Cards: []CardSpec{{Code: "X"}}}, "rank name"},
		{"card without code", DeckSpec{Cards: []CardSpec{{Code: ""}}}, "no code"},
		{"code with space", DeckSpec{Cards: []CardSpec{{Code: "8 H"}}}, "must not contain spaces"},
		{"code with tab", DeckSpec{Cards: []CardSpec{{Code: "8\tH"}}}, "must not contain spaces"},
		{"code with slash", DeckSpec{Cards: []CardSpec{{Code: "8/H"}}}, "'/'"},
		{"undeclared suit", DeckSpec{Suits: suits, Ranks: ranks, Cards: []CardSpec{{Code: "B1", Suit: "B", Rank: "1"}}}, `suit "B" is not declared`},
		{"undeclared rank", DeckSpec{Suits: suits, Ranks: ranks, Cards: []CardSpec{{Code: "R9", Suit: "R", Rank: "9"}}}, `rank "9" is not declared`},
		{"code twice ignoring case", DeckSpec{Cards: []CardSpec{{Code: "joker"}, {Code: "JOKER"}}}, "used twice"},
		{"alias clashes with code", DeckSpec{Cards: []CardSpec{{Code: "W"}, {Code: "W4", Aliases: []string{"w"}}}}, `card code "w" is used twice`},
		{"huge copies", DeckSpec{Cards: []CardSpec{{Code: "W", Copies: 2_000_000_000}}}, "the deck would have more than 10000 cards; a deck may have at most 10000"},
		{"copies adding past the cap", DeckSpec{Cards: []CardSpec{{Code: "W", Copies: 6000}, {Code: "X", Copies: 4001}}}, "the deck would have 10001 cards"},
		{"copies overflowing", DeckSpec{Cards: []CardSpec{{Code: "W", Copies: 1 << 62}, {Code: "X", Copies: 1 << 62}}}, "more than 10000 cards"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := NewDeck(tt.spec)
			require.Error(t, err)
			assert.Nil(t, d)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestNewDeckCopiesAndKinds(t *testing.T) {
	spec := DeckSpec{
		Suits: []SuitSpec{{Code: "R", Name: "red"}, {Code: "G", Name: "green"}},
		Ranks: []RankSpec{{Code: "1", Name: "one", Points: 1}, {Code: "2", Name: "two", Points: 2}},
	}
	spec.Cards = ProductCards(spec.Suits, spec.Ranks, true, 2)
	spec.Cards = append(spec.Cards,
		CardSpec{Code: "w", Kind: "wild", Points: 50, Copies: 0, Aliases: []string{"wild"}},
		CardSpec{Code: "W4", Kind: "wild", Points: 50, Copies: 3},
		// Suit and rank may be given by name; the card keeps the codes.
		CardSpec{Code: "BIGRED", Suit: "red", Rank: "TWO", Copies: -1},
	)
	d, err := NewDeck(spec)
	require.NoError(t, err)

	assert.Equal(t, 4+3, d.Kinds())
	assert.Equal(t, 4*2+1+3+1, d.Size(), "Copies 0 and negative are read as 1")

	// Suit-first codes with aliases of every rank and suit spelling.
	r1 := fixKind(t, d, "R1")
	assert.Equal(t, "R1", d.Kind(r1).Code)
	assert.Equal(t, 1, d.Kind(r1).Points)
	_, ok := d.Lookup("1R")
	assert.False(t, ok, "suit-first deck does not accept rank-first codes")

	// Both physical copies share one definition.
	var ids []CardID
	for id := range CardID(d.Size()) {
		if d.KindOf(id) == r1 {
			ids = append(ids, id)
		}
	}
	require.Len(t, ids, 2)
	assert.Same(t, d.Card(ids[0]), d.Card(ids[1]))
	assert.Equal(t, []string{"R1", "R1"}, []string{d.Codes()[ids[0]], d.Codes()[ids[1]]})

	w := fixKind(t, d, "WILD")
	assert.Equal(t, "W", d.Kind(w).Code, "codes are upper-cased")
	assert.Equal(t, "wild", d.Kind(w).Kind)
	assert.Equal(t, -1, d.Kind(w).RankIndex)
	assert.Equal(t, -1, d.Kind(w).SuitIndex)
	assert.Equal(t, "", d.Kind(w).Suit)

	big := d.Kind(fixKind(t, d, "bigred"))
	assert.Equal(t, "R", big.Suit, "suit name is stored as its code")
	assert.Equal(t, "2", big.Rank, "rank name is stored as its code")
	assert.Equal(t, 0, big.SuitIndex)
	assert.Equal(t, 1, big.RankIndex)

	// Cards without a rank sort first, in declaration order.
	assert.Equal(t, 0, d.Kind(w).Order)
	assert.Equal(t, 1, d.Kind(fixKind(t, d, "W4")).Order)
	// Codes lists every physical card.
	codes := d.Codes()
	assert.Len(t, codes, d.Size())
	assert.Equal(t, 3, strings.Count(strings.Join(codes, " ")+" ", "W4 "))
}

func TestProductCards(t *testing.T) {
	suits := []SuitSpec{{Code: "H", Name: "hearts", Aliases: []string{"heart", "♥"}}}
	ranks := []RankSpec{{Code: "T", Name: "ten", Aliases: []string{"10"}, Points: 10}}

	rankFirst := ProductCards(suits, ranks, false, 2)
	require.Len(t, rankFirst, 1)
	c := rankFirst[0]
	assert.Equal(t, "TH", c.Code)
	assert.Equal(t, "H", c.Suit)
	assert.Equal(t, "T", c.Rank)
	assert.Equal(t, 10, c.Points)
	assert.Equal(t, 2, c.Copies)
	assert.ElementsMatch(t, []string{"T♥", "10H", "10♥"}, c.Aliases,
		"long suit spellings (names, 'heart') make no alias; rank aliases do")

	suitFirst := ProductCards(suits, ranks, true, 1)
	require.Len(t, suitFirst, 1)
	assert.Equal(t, "HT", suitFirst[0].Code)
	assert.ElementsMatch(t, []string{"♥T", "H10", "♥10"}, suitFirst[0].Aliases)

	// One card per suit and rank, suit by suit.
	spec := French52()
	all := ProductCards(spec.Suits, spec.Ranks, false, 1)
	require.Len(t, all, 52)
	assert.Equal(t, "2C", all[0].Code)
	assert.Equal(t, "3C", all[1].Code)
	assert.Equal(t, "2D", all[13].Code)
	for _, cs := range all {
		for _, a := range cs.Aliases {
			assert.NotEqual(t, cs.Code, a)
			assert.True(t, utf8.ValidString(a))
		}
	}
}

func FuzzDeckLookup(f *testing.F) {
	for _, s := range []string{"8H", "8h", "10s", "TS", "t♠️", "8♥", "a♣", "", "H", "1S", "8 H", "♥8", "ß", "\xff"} {
		f.Add(s)
	}
	d, err := NewDeck(French52())
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, code string) {
		k, ok := d.Lookup(code)
		if !ok {
			return
		}
		require.True(t, k >= 0 && k < d.Kinds(), "kind %d", k)
		c := d.Kind(k)
		back, ok := d.Lookup(c.Code)
		require.True(t, ok)
		require.Equal(t, k, back, "the canonical code finds the same card")
		back, ok = d.Lookup(strings.ToUpper(code))
		require.True(t, ok)
		require.Equal(t, k, back)
		if isASCII(code) {
			back, ok = d.Lookup(strings.ToLower(code))
			require.True(t, ok, "case does not matter: %q", code)
			require.Equal(t, k, back)
		}
		require.NotContains(t, code, " ")
	})
}

func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func TestCardOfIsTheFirstCardOfItsKind(t *testing.T) {
	spec := French52()
	for i := range spec.Cards {
		spec.Cards[i].Copies = 1 + i%3 // decks with copies of some kinds
	}
	for _, d := range []*Deck{fixDeck(t), mustDeck(t, spec)} {
		for k := range d.Kinds() {
			c := d.CardOf(k)
			require.Equal(t, k, d.KindOf(c), "kind %d", k)
			if c > 0 {
				assert.NotEqual(t, k, d.KindOf(c-1), "kind %d: no card of it before", k)
			}
		}
	}
}

func mustDeck(t *testing.T, spec DeckSpec) *Deck {
	t.Helper()
	d, err := NewDeck(spec)
	require.NoError(t, err)
	return d
}
