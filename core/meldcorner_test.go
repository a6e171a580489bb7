package core

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixAceDeck is a French deck, its ranks ordered A (low) to K, or 2 to A
// when aceHigh.
func fixAceDeck(t *testing.T, aceHigh bool) *Deck {
	t.Helper()
	spec := French52()
	if !aceHigh {
		spec.Ranks = append([]RankSpec{spec.Ranks[12]}, spec.Ranks[:12]...)
		spec.Cards = ProductCards(spec.Suits, spec.Ranks, false, 1)
	}
	d, err := NewDeck(spec)
	require.NoError(t, err)
	return d
}

// fixMeldOf reads cards written as codes ("QH KH AH") as a meld's cards.
func fixMeldOf(t *testing.T, d *Deck, text string) []MeldCard {
	t.Helper()
	var out []MeldCard
	for _, c := range strings.Fields(text) {
		k, ok := d.Lookup(c)
		require.True(t, ok, c)
		out = append(out, MeldCard{Kind: k, As: -1})
	}
	return out
}

// TestAnEndRankStandsAtEitherEndOfARunNeverBetween checks runs whose end
// rank (the ace) is low or high but never round the corner, with the ace
// low or high in the deck's order, as CheckMeld reads them.
func TestAnEndRankStandsAtEitherEndOfARunNeverBetween(t *testing.T) {
	t.Parallel()
	r := MeldRules{MinSize: 3, MaxWilds: 0, Sets: true, Runs: true, EitherEnd: "A"}
	tests := map[string]struct {
		cards, laid, code string
	}{
		"ace low":               {cards: "AH 2H 3H", laid: "AH 2H 3H"},
		"ace high":              {cards: "QH KH AH", laid: "QH KH AH"},
		"ace high, typed first": {cards: "AH KH QH", laid: "QH KH AH"},
		"a long run to the ace": {cards: "9S TS JS QS KS AS", laid: "9S TS JS QS KS AS"},
		"round the corner":      {cards: "KH AH 2H", code: "wrap"},
		"past the ace":          {cards: "QH KH AH 2H", code: "wrap"},
		"a set of aces":         {cards: "AH AS AD", laid: "AD AH AS"},
		"not consecutive":       {cards: "JH KH AH", code: "run"},
	}
	for _, aceHigh := range []bool{false, true} {
		d := fixAceDeck(t, aceHigh)
		for name, tt := range tests {
			t.Run(name, func(t *testing.T) {
				m, err := d.CheckMeld(fixMeldOf(t, d, tt.cards), r)
				if tt.code != "" {
					var me *MeldError
					require.ErrorAs(t, err, &me)
					assert.Equal(t, tt.code, me.Code, err.Error())
					return
				}
				require.NoError(t, err)
				assert.Equal(t, tt.laid, d.MeldText(m.Cards))
			})
		}
	}
}

// TestTheListerListsRunsToAnEndRankNotRoundIt checks that a hand's runs
// through the ace are listed at either end, never round the corner, and
// that a run ending at the ace lists no card past it.
func TestTheListerListsRunsToAnEndRankNotRoundIt(t *testing.T) {
	t.Parallel()
	r := MeldRules{MinSize: 3, MaxWilds: 0, Runs: true, EitherEnd: "A"}
	for _, aceHigh := range []bool{false, true} {
		d := fixAceDeck(t, aceHigh)
		var runs []string
		hand := fixMeldOf(t, d, "QH KH AH 2H 3H")
		kinds := make([]int, len(hand))
		for i, c := range hand {
			kinds[i] = c.Kind
		}
		for _, m := range d.Melds(kinds, r) {
			runs = append(runs, d.MeldText(m))
		}
		assert.ElementsMatch(t, []string{"QH KH AH", "AH 2H 3H"}, runs, "ace high %v", aceHigh)
		var adds []string
		d.MeldLister(r).EachExtension([][]MeldCard{fixMeldOf(t, d, "QH KH AH")}, kinds[3:], func(_ int, add []MeldCard) {
			adds = append(adds, d.MeldText(add))
		})
		assert.Empty(t, adds, "ace high %v: nothing goes past the ace", aceHigh)
		adds = nil
		d.MeldLister(r).EachExtension([][]MeldCard{fixMeldOf(t, d, "QH KH AH")}, fixKinds(t, d, "JH TH"), func(_ int, add []MeldCard) {
			adds = append(adds, d.MeldText(add))
		})
		assert.ElementsMatch(t, []string{"JH", "TH JH"}, adds, "ace high %v: below the queen", aceHigh)
	}
}

// fixKinds reads cards written as codes as card kinds.
func fixKinds(t *testing.T, d *Deck, text string) []int {
	t.Helper()
	var out []int
	for _, c := range fixMeldOf(t, d, text) {
		out = append(out, c.Kind)
	}
	return out
}
