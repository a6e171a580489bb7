package taking_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bowersDecl is whistDecl with hearts trumps and the jacks bowers (the
// jack of diamonds the left bower), no suit to break and no first lead.
func bowersDecl(t testing.TB, bowers *taking.Bowers) *rules.Decl {
	d := whistDecl(t)
	d.Mechanics["follow"] = &taking.Tricks{Table: "trick", Won: "won", Trumps: "H", Bowers: bowers,
		Rule: rules.Message{Text: "B-1", Codes: []string{"B-1"}}}
	return d
}

var jacks = &taking.Bowers{Rank: "J", Pairs: map[string]string{"H": "D", "S": "C"}}

func TestBowersFollow(t *testing.T) {
	for name, tc := range map[string]struct {
		hands rulestest.Table
		lead  string
		legal []string
	}{
		"the left bower is the only trump: it follows a trump lead": {
			hands: rulestest.Table{"hand.1": {"AH"}, "hand.2": {"JD", "KD", "AS"}}, lead: "play AH", legal: []string{"play JD"}},
		"the left bower does not follow its printed suit": {
			hands: rulestest.Table{"hand.1": {"AD"}, "hand.2": {"JD", "AS"}}, lead: "play AD", legal: []string{"play JD", "play AS"}},
		"a suit led is followed, the left bower aside": {
			hands: rulestest.Table{"hand.1": {"AD"}, "hand.2": {"JD", "KD", "AS"}}, lead: "play AD", legal: []string{"play KD"}},
		"the left bower led is a trump led": {
			hands: rulestest.Table{"hand.1": {"JD"}, "hand.2": {"QD", "9H"}}, lead: "play JD", legal: []string{"play 9H"}},
		"the right bower is a trump, the other jacks are not": {
			hands: rulestest.Table{"hand.1": {"JS"}, "hand.2": {"JC", "JH", "2S"}}, lead: "play JS", legal: []string{"play 2S"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := rulestest.Start(t, bowersDecl(t, jacks), 4, 0, tc.hands, func(st *core.State) error { return st.SetPart("follow", nil) })
			rulestest.Play(t, g, 0, tc.lead)
			assert.ElementsMatch(t, tc.legal, rulestest.Moves(t, g, 1))
		})
	}
}

func TestBowersWin(t *testing.T) {
	for name, tc := range map[string]struct {
		plays  []string // from seat 1 on
		winner string   // the won pile that takes them
	}{
		"the right bower beats the left":           {plays: []string{"AH", "JD", "JH", "KH"}, winner: "won.3"},
		"the left bower beats the ace of trumps":   {plays: []string{"AH", "JD", "KH", "QH"}, winner: "won.2"},
		"the left bower trumps its printed suit":   {plays: []string{"AD", "JD", "KD", "QD"}, winner: "won.2"},
		"without trumps the suit led wins as ever": {plays: []string{"AS", "JC", "KS", "2S"}, winner: "won.1"},
	} {
		t.Run(name, func(t *testing.T) {
			at := rulestest.Table{}
			for s, c := range tc.plays {
				at["hand."+string(rune('1'+s))] = []string{c, []string{"2C", "3C", "4C", "5C"}[s]}
			}
			g := rulestest.Start(t, bowersDecl(t, jacks), 4, 0, at, func(st *core.State) error { return st.SetPart("follow", nil) })
			for s, c := range tc.plays {
				rulestest.Play(t, g, s, "play "+c)
			}
			assert.Len(t, rulestest.Codes(g, tc.winner), 4)
		})
	}
}

func TestBowersRefusedAtLoad(t *testing.T) {
	for name, tc := range map[string]struct {
		bowers *taking.Bowers
		err    string
	}{
		"a rank the deck lacks":     {&taking.Bowers{Rank: "X", Pairs: jacks.Pairs}, `"X" is not a rank of the deck`},
		"a suit the deck lacks":     {&taking.Bowers{Rank: "J", Pairs: map[string]string{"H": "Z"}}, `pairs.H = "Z": pair two suits of the deck`},
		"a suit paired with itself": {&taking.Bowers{Rank: "J", Pairs: map[string]string{"H": "H"}}, `pair two suits`},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := rules.NewPlan(bowersDecl(t, tc.bowers), 4)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
	d := bowersDecl(t, jacks)
	d.Mechanics["follow"].(*taking.Tricks).Trumps = ""
	_, err := rules.NewPlan(d, 4)
	require.ErrorContains(t, err, "the bowers are trumps: declare the trumps")
}
