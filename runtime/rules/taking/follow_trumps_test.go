package taking_test

import (
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wordHooks is the script's code of a game whose declaration gives one
// word as a function of the round: it answers word.
type wordHooks struct{ word string }

func (h wordHooks) Setup(*rules.Ctx) error                           { return nil }
func (h wordHooks) FirstDealer(*rules.Ctx) (int, bool, error)        { return 0, false, nil }
func (h wordHooks) Dealt(*rules.Ctx) error                           { return nil }
func (h wordHooks) Apply(*rules.Ctx, int, int, *notation.Move) error { return nil }
func (h wordHooks) Status(*rules.Ctx, int) (string, error)           { return "", nil }
func (h wordHooks) Check(*rules.Ctx, int, int, *notation.Move) (*rules.Message, error) {
	return nil, nil
}
func (h wordHooks) Generate(*rules.Ctx, int, int, func(*notation.Move)) error { return nil }
func (h wordHooks) Effect(*rules.Ctx, int, int, *notation.Move) (bool, error) {
	return true, nil
}
func (h wordHooks) Value(*rules.Ctx, rules.Func, rules.At) (int, string, error) {
	return 0, h.word, nil
}

var _ rules.Valuer = wordHooks{}

// trumpsGame starts whist with trumps declared as a function of the round
// that answers word, the hands as at says and seat 1 to lead.
func trumpsGame(t *testing.T, word string, at rulestest.Table) (*rules.Game, error) {
	d := whistDecl(t)
	tr := d.Mechanics["follow"].(*taking.Tricks)
	tr.Trumps, tr.TrumpsFn = "", 1 // declared as a function: the reader leaves the value
	d.Funcs = []rules.FuncDecl{{Path: "game.tricks.trumps", Life: rules.ForRound}}
	p, err := rules.NewPlan(d, 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, wordHooks{word})
	if err != nil {
		return nil, err
	}
	st := g.State()
	rulestest.Place(t, st, at)
	require.NoError(t, st.SetPart("follow", nil))
	require.NoError(t, st.SetCurrent(0))
	return p.Resume(st, wordHooks{word}), nil
}

// TestTrumpsByFunction: trumps declared as a function of the round are
// the suit its answer names, kept for the round (mech.Values), or none for
// "none": the trick goes to the highest trump, or else to the highest card
// of the suit led. An answer that names no suit is refused as the round is
// dealt.
func TestTrumpsByFunction(t *testing.T) {
	hands := rulestest.Table{"hand.1": {"5D", "6C"}, "hand.2": {"KD", "3C"}, "hand.3": {"2H", "4C"}, "hand.4": {"2S", "5C"}}
	trick := []string{"play 5D", "play KD", "play 2H", "play 2S"}
	for name, tc := range map[string]struct {
		answer string
		winner int
		err    string
	}{
		"hearts":       {answer: "H", winner: 2},
		"spades":       {answer: "S", winner: 3},
		"lower case":   {answer: "s", winner: 3},
		"none":         {answer: "none", winner: 1},
		"the suit led": {answer: "D", winner: 1},
		"no suit":      {answer: "X", err: `game.tricks.trumps: the function returned "X", not a suit of the deck nor "none"`},
		"nothing":      {answer: "", err: `game.tricks.trumps: the function returned "", not a suit of the deck nor "none"`},
	} {
		t.Run(name, func(t *testing.T) {
			g, err := trumpsGame(t, tc.answer, hands)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			for i, m := range trick {
				rulestest.Play(t, g, i, m)
			}
			assert.Equal(t, tc.winner, g.State().Turn().Current, "the winner leads the next trick")
		})
	}
}
