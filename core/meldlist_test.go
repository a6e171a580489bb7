package core_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// meldTexts writes melds as sorted texts, each meld's cards sorted, so that
// two listings compare whatever their order.
func meldTexts(d *core.Deck, melds [][]core.MeldCard) []string {
	var out []string
	for _, m := range melds {
		parts := make([]string, len(m))
		for i, c := range m {
			parts[i] = d.Kind(c.Kind).Code
			if c.As >= 0 {
				parts[i] += "=" + d.Kind(c.As).Code
			}
		}
		slices.Sort(parts)
		out = append(out, strings.Join(parts, " "))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func TestMelds(t *testing.T) {
	d := meldDeck(t)
	twoWilds := oneWild
	twoWilds.MaxWilds = 2
	tests := []struct {
		name, hand string
		rules      core.MeldRules
		want       []string
	}{
		{"a set of three", "R3 B3 P3 G9", oneWild, []string{"B3 P3 R3"}},
		{"a set of two and a wild, runs with the wild", "R3 B3 W R4", oneWild,
			[]string{"B3 R3 W", "R3 R4 W", "R3 R4 W=R2", "R3 R4 W=R5"}},
		{"no meld", "R3 B5 G9", oneWild, nil},
		{"a run and its sub-runs", "R3 R4 R5 R6", oneWild, []string{"R3 R4 R5", "R3 R4 R5 R6", "R4 R5 R6"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := meldTexts(d, d.Melds(meldKinds(t, d, tt.hand), tt.rules))
			assert.Equal(t, tt.want, got)
		})
	}
	got := meldTexts(d, d.Melds(meldKinds(t, d, "R3 R4 W W"), twoWilds))
	assert.Contains(t, got, "R3 R4 W=R5", "a wild at either end")
	assert.Contains(t, got, "R3 R4 W=R2")
	assert.Contains(t, got, "R3 W W", "two wilds make a set with one natural")
	assert.Contains(t, got, "R3 R4 W=R5 W=R6", "two wilds lengthen a run")
	assert.NotContains(t, meldTexts(d, d.Melds(meldKinds(t, d, "R3 R4 W W"), oneWild)), "R3 R4 W=R5 W=R6", "one wild at most")
}

// TestMeldsAgainstBruteForce checks, over random small hands, that every
// meld listed is one CheckMeld accepts, and that every subset of the hand
// that CheckMeld accepts, each wild standing for a card (runs) or for
// nothing (sets), is listed.
func TestMeldsAgainstBruteForce(t *testing.T) {
	t.Parallel()
	d := meldDeck(t)
	rng := rand.New(rand.NewPCG(7, 9))
	codes := d.Codes()
	for _, rules := range []core.MeldRules{oneWild, {MinSize: 3, MaxWilds: 2, Sets: true, Runs: true, SetSuits: true}} {
		for trial := range 40 {
			var hand []int
			for _, i := range rng.Perm(len(codes))[:7] {
				k, _ := d.Lookup(codes[i])
				hand = append(hand, k)
			}
			listed := d.Melds(hand, rules)
			for _, m := range listed {
				_, err := d.CheckMeld(m, rules)
				require.NoError(t, err, "listed meld %v", meldTexts(d, [][]core.MeldCard{m}))
			}
			got := meldTexts(d, listed)
			for _, want := range bruteMelds(d, hand, rules) {
				assert.Contains(t, got, want, "trial %d, hand %v", trial, meldTexts(d, [][]core.MeldCard{plainCards(hand)}))
			}
		}
	}
}

func plainCards(kinds []int) []core.MeldCard {
	out := make([]core.MeldCard, len(kinds))
	for i, k := range kinds {
		out[i] = core.MeldCard{Kind: k, As: -1}
	}
	return out
}

// bruteMelds tries every subset of the hand, each wild bare (a set) or
// standing for each card (a run), and keeps what CheckMeld accepts.
func bruteMelds(d *core.Deck, hand []int, r core.MeldRules) []string {
	var out [][]core.MeldCard
	for mask := 1; mask < 1<<len(hand); mask++ {
		var sub []core.MeldCard
		for i, k := range hand {
			if mask&(1<<i) != 0 {
				sub = append(sub, core.MeldCard{Kind: k, As: -1})
			}
		}
		if m, err := d.CheckMeld(sub, r); err == nil && m.Kind == core.MeldSet {
			out = append(out, sub)
		}
		out = append(out, namedRuns(d, sub, 0, r)...)
	}
	return meldTexts(d, out)
}

func namedRuns(d *core.Deck, cards []core.MeldCard, i int, r core.MeldRules) [][]core.MeldCard {
	if i == len(cards) {
		if m, err := d.CheckMeld(cards, r); err == nil && m.Kind == core.MeldRun {
			return [][]core.MeldCard{slices.Clone(cards)}
		}
		return nil
	}
	if d.Kind(cards[i].Kind).Kind != "wild" {
		return namedRuns(d, cards, i+1, r)
	}
	var out [][]core.MeldCard
	for k := range d.Kinds() {
		if d.Kind(k).Kind == "wild" {
			continue
		}
		cards[i].As = k
		out = append(out, namedRuns(d, cards, i+1, r)...)
	}
	cards[i].As = -1
	return out
}

func TestExtensions(t *testing.T) {
	d := meldDeck(t)
	ext := func(meld, hand string, r core.MeldRules) []string {
		return meldTexts(d, d.Extensions(meldCards(t, d, meld), meldKinds(t, d, hand), r))
	}
	assert.Equal(t, []string{"G3", "G3 W", "W"}, ext("R3 B3 P3", "G3 G9 W", oneWild), "a set takes its rank and a wild")
	assert.Equal(t, []string{"G3"}, ext("R3 W B3", "G3 W", oneWild), "a set with its wild takes no other")
	got := ext("R3 R4 R5", "R6 R2 R8 W", oneWild)
	assert.Contains(t, got, "R6")
	assert.Contains(t, got, "R2 R6")
	assert.Contains(t, got, "R6 R8 W=R7", "a wild fills the gap to a held card")
	assert.Contains(t, got, "W=R6", "a wild alone lengthens the run")
	assert.NotContains(t, got, "R8", "a card that leaves a gap is no extension")
	for _, e := range d.Extensions(meldCards(t, d, "R3 R4 R5"), meldKinds(t, d, "R6 R2 R8 W"), oneWild) {
		_, err := d.CheckMeld(append(meldCards(t, d, "R3 R4 R5"), e...), oneWild)
		assert.NoError(t, err, fmt.Sprint(meldTexts(d, [][]core.MeldCard{e})))
	}
	assert.Empty(t, ext("R3 R4", "R5", oneWild), "an invalid meld takes nothing")
}

// TestExtensionsTurnASetIntoARun checks that a set of one natural and bare
// wilds may grow into a run through the natural, as CheckMeld reads it.
func TestExtensionsTurnASetIntoARun(t *testing.T) {
	d := meldDeck(t)
	twoWilds := oneWild
	twoWilds.MaxWilds = 2
	meld := meldCards(t, d, "W W Y2")
	got := meldTexts(d, d.Extensions(meld, meldKinds(t, d, "Y5 Y1 G2 R9"), twoWilds))
	assert.Contains(t, got, "Y5", "W W Y2 Y5 is the run Y2 W=Y3 W=Y4 Y5")
	assert.Contains(t, got, "Y1")
	assert.Contains(t, got, "G2", "the set still grows")
	assert.NotContains(t, got, "R9")
	for _, e := range d.Extensions(meld, meldKinds(t, d, "Y5 Y1 G2 R9"), twoWilds) {
		_, err := d.CheckMeld(append(slices.Clone(meld), e...), twoWilds)
		assert.NoError(t, err)
	}
}
