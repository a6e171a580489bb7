package core_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
)

// meldDeck has five colours R B P G Y, ranks 1 to 13 (codes R1 ... Y13),
// one card of each, and five wilds W.
func meldDeck(t testing.TB) *core.Deck {
	t.Helper()
	spec := core.DeckSpec{}
	for _, c := range []string{"R", "B", "P", "G", "Y"} {
		spec.Suits = append(spec.Suits, core.SuitSpec{Code: c})
	}
	for i := 1; i <= 13; i++ {
		spec.Ranks = append(spec.Ranks, core.RankSpec{Code: fmt.Sprint(i)})
	}
	spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, true, 1)
	spec.Cards = append(spec.Cards, core.CardSpec{Code: "W", Kind: "wild", Copies: 5})
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	return d
}

// meldCards reads "R3 W=R4 R5" into meld cards.
func meldCards(t testing.TB, d *core.Deck, text string) []core.MeldCard {
	t.Helper()
	var out []core.MeldCard
	for _, tok := range strings.Fields(text) {
		code, as, annotated := strings.Cut(tok, "=")
		k, ok := d.Lookup(code)
		require.True(t, ok, code)
		c := core.MeldCard{Kind: k, As: -1}
		if annotated {
			c.As, ok = d.Lookup(as)
			require.True(t, ok, as)
		}
		out = append(out, c)
	}
	return out
}

func meldKinds(t testing.TB, d *core.Deck, text string) []int {
	var out []int
	for _, c := range meldCards(t, d, text) {
		out = append(out, c.Kind)
	}
	return out
}

// oneWild are rules like Rumski's: sets and runs of three or more, at most
// one wild each, runs of one colour that do not wrap.
var oneWild = core.MeldRules{MinSize: 3, MaxWilds: 1, Sets: true, Runs: true, SetSuits: true}

func TestCheckMeld(t *testing.T) {
	d := meldDeck(t)
	wrap := oneWild
	wrap.Wrap = true
	anyWilds := oneWild
	anyWilds.MaxWilds = -1
	mixed := oneWild
	mixed.AnySuitRuns = true
	runsOnly := core.MeldRules{Runs: true, MaxWilds: -1}
	tests := []struct {
		name  string
		rules core.MeldRules
		cards string
		kind  core.MeldKind
		want  string // the meld as returned, wilds annotated
		code  string // the error code, when the meld is not valid
	}{
		{"a set of three, its naturals put in the deck's order", oneWild, "P3 R3 B3", core.MeldSet, "R3 B3 P3", ""},
		{"a set with a wild", oneWild, "R3 W B3", core.MeldSet, "R3 W B3", ""},
		{"a set's wild keeps its place", oneWild, "B3 W R3", core.MeldSet, "R3 W B3", ""},
		{"a set of two wilds is refused", oneWild, "R3 W W B3", 0, "", "wilds"},
		{"two wilds allowed when the rules allow them", anyWilds, "R3 W W", core.MeldSet, "R3 W W", ""},
		{"a set of two cards", oneWild, "R3 B3", 0, "", "size"},
		{"a set with one natural card", anyWilds, "W W R3", core.MeldSet, "W W R3", ""},
		{"too few natural cards", core.MeldRules{Sets: true, MaxWilds: -1, MinNaturals: 2}, "W W R3", 0, "", "naturals"},
		{"a set of one colour twice", oneWild, "R3 B3 R3", 0, "", "set"},
		{"a run", oneWild, "R3 R4 R5", core.MeldRun, "R3 R4 R5", ""},
		{"a run given out of order", oneWild, "R5 R3 R4", core.MeldRun, "R3 R4 R5", ""},
		{"a run of two colours", oneWild, "R3 B4 R5", 0, "", "run"},
		{"a run of two colours where the rules allow it", mixed, "R3 B4 R5", core.MeldRun, "R3 B4 R5", ""},
		{"a wild fills the gap", oneWild, "W R3 R5", core.MeldRun, "R3 W=R4 R5", ""},
		{"a wild written first extends below", oneWild, "W R4 R5", core.MeldRun, "W=R3 R4 R5", ""},
		{"a wild written last extends above", oneWild, "R4 R5 W", core.MeldRun, "R4 R5 W=R6", ""},
		{"a wild written first at rank 1 extends above", oneWild, "W R1 R2", core.MeldRun, "R1 R2 W=R3", ""},
		{"a wild written last at rank 13 extends below", oneWild, "R12 R13 W", core.MeldRun, "W=R11 R12 R13", ""},
		{"a wild standing for a card", oneWild, "R4 R5 W=R3", core.MeldRun, "W=R3 R4 R5", ""},
		{"a wild standing for a card of another colour", oneWild, "R4 R5 W=B6", 0, "", "wild"},
		{"a wild standing for a card the run has", oneWild, "R4 R5 W=R5", 0, "", "wild"},
		{"a wild standing for a card too far away", oneWild, "R4 R5 W=R8", 0, "", "run"},
		{"a gap of two with one wild", oneWild, "R3 W R6", 0, "", "run"},
		{"a run does not wrap", oneWild, "R12 R13 R1", 0, "", "wrap"},
		{"a run wraps where the rules allow it", wrap, "R12 R13 R1", core.MeldRun, "R12 R13 R1", ""},
		{"a wild cannot stand for a rank past 13", oneWild, "R12 R13 W=R1", 0, "", "wrap"},
		{"two wilds in a run, one written first", anyWilds, "W R5 W R7", core.MeldRun, "W=R4 R5 W=R6 R7", ""},
		{"two wilds in a run, written after", anyWilds, "R5 W R7 W", core.MeldRun, "R5 W=R6 R7 W=R8", ""},
		{"a set in rules of runs only", runsOnly, "R3 B3 P3", 0, "", "run"},
		{"a natural card standing for another", oneWild, "R3 R4=R6 R5", 0, "", "wild"},
		{"a wild in a set standing for a card of its rank", oneWild, "R3 B3 W=P3", core.MeldSet, "R3 B3 W=P3", ""},
		{"a wild in a set standing for a card of another rank", oneWild, "R3 B3 W=P4", 0, "", "wild"},
		{"a six-card set", oneWild, "R3 B3 P3 G3 Y3 W", core.MeldSet, "R3 B3 P3 G3 Y3 W", ""},
		{"a long run", oneWild, "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 G11 G12 G13", core.MeldRun, "G1 G2 G3 G4 G5 G6 G7 G8 G9 G10 G11 G12 G13", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := d.CheckMeld(meldCards(t, d, tt.cards), tt.rules)
			if tt.code != "" || tt.want == "" {
				require.Error(t, err)
				var me *core.MeldError
				require.ErrorAs(t, err, &me)
				if tt.code != "" {
					assert.Equal(t, tt.code, me.Code, me.Msg)
				}
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.kind, m.Kind)
			assert.Equal(t, tt.want, d.MeldText(m.Cards))
			junk := make([]core.MeldCard, 3, 16)
			for i := range junk {
				junk[i] = core.MeldCard{Kind: 7, As: 9}
			}
			into, err := d.CheckMeldInto(junk, meldCards(t, d, tt.cards), tt.rules)
			require.NoError(t, err)
			assert.Equal(t, m, into, "a meld checked into a used buffer is the same meld")
		})
	}
}

func TestCheckMeldIntoReusesTheBuffer(t *testing.T) {
	d := meldDeck(t)
	run, set := meldCards(t, d, "W R4 R5"), meldCards(t, d, "R3 B3 W")
	buf := make([]core.MeldCard, 0, 8)
	allocs := testing.AllocsPerRun(50, func() {
		m, err := d.CheckMeldInto(buf, run, oneWild)
		if err != nil || len(m.Cards) != 3 {
			t.Fatalf("run: %v %v", m, err)
		}
		if m, err = d.CheckMeldInto(buf, set, oneWild); err != nil || len(m.Cards) != 3 {
			t.Fatalf("set: %v %v", m, err)
		}
	})
	assert.Zero(t, allocs, "a valid meld checked into a buffer with room allocates nothing")
}

func TestCheckMeldReportsTheRun(t *testing.T) {
	d := meldDeck(t)
	m, err := d.CheckMeld(meldCards(t, d, "W P4 P5"), oneWild)
	require.NoError(t, err)
	assert.Equal(t, core.MeldRun, m.Kind)
	assert.Equal(t, 2, m.Rank, "the run starts at 3")
	assert.Equal(t, 4, m.High)
	assert.Equal(t, 2, m.Suit, "purple is the third colour")
	assert.Equal(t, 1, m.Wilds)
}

// TestCheckLayoutKeepsASetAsTyped: a layout's set keeps the order typed,
// where CheckMeld puts it in the deck's order.
func TestCheckLayoutKeepsASetAsTyped(t *testing.T) {
	d := meldDeck(t)
	cards := meldCards(t, d, "R4 G4 B4")
	table := []int{cards[0].Kind, cards[1].Kind, cards[2].Kind}
	l, err := d.CheckLayout([][]core.MeldCard{cards}, table, nil, oneWild)
	require.NoError(t, err)
	assert.Equal(t, "R4 G4 B4", d.MeldText(l.Melds[0].Cards))
}

func TestCheckLayout(t *testing.T) {
	d := meldDeck(t)
	tests := []struct {
		name        string
		melds       []string
		table, hand string
		fromHand    string
		code        string
		meld        int
	}{
		{"the table as it is", []string{"R3 R4 R5", "B7 P7 G7"}, "R3 R4 R5 B7 P7 G7", "Y1", "", "", 0},
		{"a card moved between melds", []string{"R3 R4 R5", "R6 B6 P6"}, "R3 R4 R5 R6", "B6 P6 Y1", "B6 P6", "", 0},
		{"a long run split around a card", []string{"G1 G2 G3", "G5 G6 G7", "G4 R4 B4"}, "G1 G2 G3 G4 G5 G6 G7", "R4 B4", "R4 B4", "", 0},
		{"a wild freed by the card it stood for", []string{"R3 R4 R5", "B9 B10 W"}, "R3 W R5", "R4 B9 B10", "R4 B9 B10", "", 0},
		{"a table card lost", []string{"R3 R4 R5"}, "R3 R4 R5 R6", "", "", "missing", -1},
		{"a card not held", []string{"R3 R4 R5 R6"}, "R3 R4 R5", "B6", "", "extra", 0},
		{"a card named twice", []string{"R3 R4 R5", "R5 B5 P5"}, "R3 R4 R5", "B5 P5", "", "extra", 1},
		{"an invalid meld", []string{"R3 R4", "R5 B5 P5"}, "R3 R4 R5", "B5 P5", "", "size", 0},
		{"a wild misplaced", []string{"R3 R4 R5", "B9 W B12"}, "R3 W R5", "R4 B9 B12", "", "run", 1},
		{"two wilds in one meld", []string{"R3 R4 R5", "B9 W W"}, "R3 W R5 B9 B10 W", "R4", "", "wilds", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var melds [][]core.MeldCard
			for _, m := range tt.melds {
				melds = append(melds, meldCards(t, d, m))
			}
			l, err := d.CheckLayout(melds, meldKinds(t, d, tt.table), meldKinds(t, d, tt.hand), oneWild)
			if tt.code != "" {
				var me *core.MeldError
				require.ErrorAs(t, err, &me)
				assert.Equal(t, tt.code, me.Code, me.Msg)
				assert.Equal(t, tt.meld, me.Meld, me.Msg)
				return
			}
			require.NoError(t, err)
			assert.Len(t, l.Melds, len(tt.melds))
			var used []string
			for _, k := range l.FromHand {
				used = append(used, d.Kind(k).Code)
			}
			assert.Equal(t, tt.fromHand, strings.Join(used, " "))
		})
	}
}

// TestCheckLayoutNamesEveryBadMeld: a layout refused names each meld at
// fault, numbered in the order given, the first with the others in Also.
func TestCheckLayoutNamesEveryBadMeld(t *testing.T) {
	d := meldDeck(t)
	var melds [][]core.MeldCard
	for _, m := range []string{"P12 G12 Y12", "B8 B9 B10", "G9 G10", "R3 R4 R5 R6", "B9 W B12"} {
		melds = append(melds, meldCards(t, d, m))
	}
	_, err := d.CheckLayout(melds, meldKinds(t, d, "P12 G12 Y12 B8 B9 B10 G9 G10"), meldKinds(t, d, "R3 R4 R5 B9 W B12"), oneWild)
	var me *core.MeldError
	require.ErrorAs(t, err, &me)
	assert.Equal(t, "size", me.Code)
	assert.Equal(t, 2, me.Meld)
	require.Len(t, me.Also, 2)
	assert.Equal(t, []string{"extra", "run"}, []string{me.Also[0].Code, me.Also[1].Code})
	assert.Equal(t, []int{3, 4}, []int{me.Also[0].Meld, me.Also[1].Meld})
	assert.Equal(t, "meld 3 (G9 G10): a meld has at least 3 cards; "+
		"meld 4 (R3 R4 R5 R6): R6 is neither on the table nor in your hand (or is named too often); "+
		"meld 5 (B9 W B12): "+me.Also[1].Msg[len("meld 5 (B9 W B12): "):], err.Error())
}

func TestCheckLayoutNamesTheLostCards(t *testing.T) {
	d := meldDeck(t)
	_, err := d.CheckLayout([][]core.MeldCard{meldCards(t, d, "R3 R4 R5")}, meldKinds(t, d, "R3 R4 R5 R6 W"), nil, oneWild)
	require.Error(t, err)
	assert.Equal(t, "every card on the table must stay in a meld: R6 W are left out", err.Error())
}

func TestMeldText(t *testing.T) {
	d := meldDeck(t)
	w, _ := d.Lookup("W")
	r3, _ := d.Lookup("R3")
	tests := []struct {
		name  string
		cards []core.MeldCard
		want  string
	}{
		{"none", nil, ""},
		{"cards", meldCards(t, d, "R3 R4 R5"), "R3 R4 R5"},
		{"a wild standing for a card", meldCards(t, d, "R3 W=R4 R5"), "R3 W=R4 R5"},
		{"a kind that does not exist", []core.MeldCard{{Kind: -1, As: -1}, {Kind: r3, As: -1}}, "? R3"},
		{"standing for a kind that does not exist", []core.MeldCard{{Kind: w, As: 9999}}, "W"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, d.MeldText(tt.cards))
		})
	}
}
