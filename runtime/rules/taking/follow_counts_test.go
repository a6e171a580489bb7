package taking_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countedDecl is whistDecl with hearts trumps and the cards counted as
// tricks says (the suits and high of the bowers, or functions).
func countedDecl(t testing.TB, tricks func(*taking.Tricks)) *rules.Decl {
	d := whistDecl(t)
	tr := &taking.Tricks{Table: "trick", Won: "won", Trumps: "H", Rule: rules.Message{Text: "B-1", Codes: []string{"B-1"}}}
	tricks(tr)
	d.Mechanics["follow"] = tr
	return d
}

// asBowers declares the bowers of hearts trumps as the cards counted.
func asBowers(tr *taking.Tricks) {
	tr.Suits, tr.High = map[string]string{"JD": "H"}, []string{"JH", "JD"}
}

// byFunction declares suits and high as functions of the round and its
// trumps (1 and 2), their answers for trumps hearts kept as the reader
// keeps them; with no trumps, or other trumps, none.
func byFunction(tr *taking.Tricks) { tr.SuitsFn, tr.HighFn = 1, 2 }

// keepAnswers keeps, in st, the answers of byFunction's functions: for
// trumps hearts suits and high, for every other suit and none nothing.
func keepAnswers(suits, high string) func(st *core.State) error {
	return func(st *core.State) error {
		var s, h []string
		for _, suit := range st.Deck().Suits() {
			if suit.Code == "H" {
				s, h = append(s, suits), append(h, high)
			} else {
				s, h = append(s, ""), append(h, "")
			}
		}
		v := mech.ValuesRef(st, 2)
		v.Keep(1, 0, strings.Join(append(s, ""), mech.TrumpsSep))
		v.Keep(2, 0, strings.Join(append(h, ""), mech.TrumpsSep))
		return st.SetPart("follow", nil)
	}
}

// TestCountedCardsFollowAndWin: cards counted as another suit (suits) and
// ranked high in the suit they count as (high) follow, lead and win as
// such — declared, or answered by functions of the round and its trumps —
// as the bowers they write do.
func TestCountedCardsFollowAndWin(t *testing.T) {
	for how, declare := range map[string]struct {
		tricks  func(*taking.Tricks)
		arrange func(*core.State) error
	}{
		"declared":      {asBowers, func(st *core.State) error { return st.SetPart("follow", nil) }},
		"by a function": {byFunction, keepAnswers("JD=H", "JH,JD")},
		"as the bowers": {func(tr *taking.Tricks) { tr.Bowers = jacks }, func(st *core.State) error { return st.SetPart("follow", nil) }},
	} {
		for name, tc := range map[string]struct {
			hands  rulestest.Table
			plays  []string // from seat 1 on
			legal  []string // seat 2's moves after seat 1's play, when said
			winner string   // the won pile that takes the trick, when said
		}{
			"counted as a trump, it follows a trump lead": {
				hands: rulestest.Table{"hand.1": {"AH"}, "hand.2": {"JD", "KD", "AS"}}, plays: []string{"AH"}, legal: []string{"play JD"}},
			"it does not follow its printed suit": {
				hands: rulestest.Table{"hand.1": {"AD"}, "hand.2": {"JD", "AS"}}, plays: []string{"AD"}, legal: []string{"play JD", "play AS"}},
			"led, it is a trump led": {
				hands: rulestest.Table{"hand.1": {"JD"}, "hand.2": {"QD", "9H"}}, plays: []string{"JD"}, legal: []string{"play 9H"}},
			"the highest ranked high beats the next":       {plays: []string{"AH", "JD", "JH", "KH"}, winner: "won.3"},
			"a card ranked high beats the ace of its suit": {plays: []string{"AH", "JD", "KH", "QH"}, winner: "won.2"},
			"counted as a trump, it trumps its suit":       {plays: []string{"AD", "JD", "KD", "QD"}, winner: "won.2"},
			"the other cards rank as ever":                 {plays: []string{"AS", "JC", "KS", "2S"}, winner: "won.1"},
		} {
			t.Run(how+": "+name, func(t *testing.T) {
				at := tc.hands
				if at == nil {
					at = rulestest.Table{}
					for s, c := range tc.plays {
						at["hand."+string(rune('1'+s))] = []string{c, []string{"2C", "3C", "4C", "5C"}[s]}
					}
				}
				g := rulestest.Start(t, countedDecl(t, declare.tricks), 4, 0, at, declare.arrange)
				if tc.legal != nil {
					rulestest.Play(t, g, 0, "play "+tc.plays[0])
					assert.ElementsMatch(t, tc.legal, rulestest.Moves(t, g, 1))
					return
				}
				for s, c := range tc.plays {
					rulestest.Play(t, g, s, "play "+c)
				}
				assert.Len(t, rulestest.Codes(g, tc.winner), 4)
			})
		}
	}
}

// TestCountedCardsForOtherTrumps: a function's answers are read for the
// round's trumps: with trumps spades, the answers kept for hearts count
// nothing.
func TestCountedCardsForOtherTrumps(t *testing.T) {
	d := countedDecl(t, func(tr *taking.Tricks) { byFunction(tr); tr.Trumps = "S" })
	g := rulestest.Start(t, d, 4, 0, rulestest.Table{"hand.1": {"AD"}, "hand.2": {"JD", "AS"}}, keepAnswers("JD=H", "JH,JD"))
	rulestest.Play(t, g, 0, "play AD")
	assert.ElementsMatch(t, []string{"play JD"}, rulestest.Moves(t, g, 1), "the jack of diamonds follows diamonds")
}

func TestCountedCardsRefusedAtLoad(t *testing.T) {
	for name, tc := range map[string]struct {
		tricks func(*taking.Tricks)
		err    string
	}{
		"a card the deck lacks":    {func(tr *taking.Tricks) { tr.Suits = map[string]string{"ZZ": "H"} }, `tricks suits: ZZ = "H": name a card of the deck and a suit of the deck`},
		"a suit the deck lacks":    {func(tr *taking.Tricks) { tr.Suits = map[string]string{"JD": "Z"} }, `tricks suits: JD = "Z"`},
		"a card high twice":        {func(tr *taking.Tricks) { tr.High = []string{"JH", "jh"} }, `tricks high: "jh": name distinct cards of the deck`},
		"bowers and counted cards": {func(tr *taking.Tricks) { asBowers(tr); tr.Bowers = jacks }, "declare bowers, or suits and high, not both"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := rules.NewPlan(countedDecl(t, tc.tricks), 4)
			require.ErrorContains(t, err, tc.err)
		})
	}
}

// lowest is a script's code that answers only a function of what beats
// what: the lower card beats (by the order of ranks below), whatever its
// suit; it records what it was asked, and fails when told to.
type lowest struct {
	asked  []string
	trumps []string
	fail   bool
}

func (l *lowest) Beats(_ *rules.Ctx, fn rules.Func, a rules.At, card, on string) (bool, error) {
	if fn != 1 {
		return false, errors.New("no such function")
	}
	l.asked, l.trumps = append(l.asked, card+" on "+on), append(l.trumps, a.Trumps)
	if l.fail {
		return false, errors.New("attempt to compare nil with number")
	}
	const order = "23456789TJQKA"
	return strings.Index(order, card[:1]) < strings.Index(order, on[:1]), nil
}

func (*lowest) Setup(*rules.Ctx) error                           { return nil }
func (*lowest) FirstDealer(*rules.Ctx) (int, bool, error)        { return 0, false, nil }
func (*lowest) Dealt(*rules.Ctx) error                           { return nil }
func (*lowest) Status(*rules.Ctx, int) (string, error)           { return "", nil }
func (*lowest) Apply(*rules.Ctx, int, int, *notation.Move) error { return nil }
func (*lowest) Check(*rules.Ctx, int, int, *notation.Move) (*rules.Message, error) {
	return nil, nil
}
func (*lowest) Generate(*rules.Ctx, int, int, func(*notation.Move)) error { return nil }
func (*lowest) Effect(*rules.Ctx, int, int, *notation.Move) (bool, error) {
	return true, nil
}

// beatsGame starts hearts-trumps whist whose trick is won as the script's
// function of what beats what says (function 1), the hands as at says.
func beatsGame(t *testing.T, h rules.Hooks, at rulestest.Table) *rules.Game {
	t.Helper()
	d := countedDecl(t, func(tr *taking.Tricks) { tr.Beats = 1 })
	p, err := rules.NewPlan(d, 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, h)
	require.NoError(t, err)
	rulestest.Place(t, g.State(), at)
	require.NoError(t, g.State().SetPart("follow", nil))
	require.NoError(t, g.State().SetCurrent(0))
	return p.Resume(g.State(), h)
}

// TestBeatsByFunction: the trick goes to the card the function of what
// beats what makes best, asked about each card after the lead against
// the best so far, with the round's trumps; it is asked nothing until the
// trick is full, and a function that fails stops the play.
func TestBeatsByFunction(t *testing.T) {
	at := rulestest.Table{"hand.1": {"KH", "2C"}, "hand.2": {"5H", "3C"}, "hand.3": {"AH", "4C"}, "hand.4": {"3H", "5C"}}
	l := &lowest{}
	g := beatsGame(t, l, at)
	for s, c := range []string{"KH", "5H", "AH"} {
		rulestest.Play(t, g, s, "play "+c)
	}
	assert.Empty(t, l.asked, "asked only as the trick is taken")
	rulestest.Play(t, g, 3, "play 3H")
	assert.Equal(t, []string{"5H on KH", "AH on 5H", "3H on 5H"}, l.asked)
	assert.Equal(t, []string{"H", "H", "H"}, l.trumps, "at.trumps, the round's")
	assert.Len(t, rulestest.Codes(g, "won.4"), 4, "the lowest card takes the trick")

	g = beatsGame(t, &lowest{fail: true}, at)
	for s, c := range []string{"KH", "5H", "AH"} {
		rulestest.Play(t, g, s, "play "+c)
	}
	m, err := g.Notation().Parse("play 3H", g.State().Deck(), g.State().Seats())
	require.NoError(t, err)
	require.ErrorContains(t, g.PlayMove(3, m), "attempt to compare nil with number")
}
