package beating_test

import (
	"errors"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/beating"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sameSuit is a script's code that answers only a function of what beats
// what: a card of the suit attacking beats it, whatever its rank, and
// nothing else does, trumps or not; it records what it was asked, and
// fails when told to.
type sameSuit struct {
	asked  []string
	trumps map[string]bool
	fail   bool
}

func (s *sameSuit) Beats(_ *rules.Ctx, fn rules.Func, a rules.At, card, on string) (bool, error) {
	if fn != 1 {
		return false, errors.New("no such function")
	}
	s.asked = append(s.asked, card+" on "+on)
	s.trumps[a.Trumps] = true
	if s.fail {
		return false, errors.New("attempt to index a nil value")
	}
	return card[len(card)-1] == on[len(on)-1], nil
}

func (*sameSuit) Setup(*rules.Ctx) error                           { return nil }
func (*sameSuit) FirstDealer(*rules.Ctx) (int, bool, error)        { return 0, false, nil }
func (*sameSuit) Dealt(*rules.Ctx) error                           { return nil }
func (*sameSuit) Status(*rules.Ctx, int) (string, error)           { return "", nil }
func (*sameSuit) Apply(*rules.Ctx, int, int, *notation.Move) error { return nil }
func (*sameSuit) Check(*rules.Ctx, int, int, *notation.Move) (*rules.Message, error) {
	return nil, nil
}
func (*sameSuit) Generate(*rules.Ctx, int, int, func(*notation.Move)) error { return nil }
func (*sameSuit) Effect(*rules.Ctx, int, int, *notation.Move) (bool, error) {
	return true, nil
}

// beatsGame starts a game of bouts of two whose rule of what beats what is
// the script's function 1, answered by h, the piles as at says.
func beatsGame(t *testing.T, h rules.Hooks, at rulestest.Table) *rules.Game {
	t.Helper()
	d := bouts(t, 6)
	d.Mechanics["beat"].(*beating.Beating).Beats = 1
	p, err := rules.NewPlan(d, 2)
	require.NoError(t, err)
	g, err := p.NewGame(1, h)
	require.NoError(t, err)
	rulestest.Place(t, g.State(), at)
	require.NoError(t, g.State().SetCurrent(0))
	return p.Resume(g.State(), h)
}

// TestBeatsByFunction: the defender may beat the card attacking with the
// cards the function of what beats what allows, asked about each card of
// the hand with the trumps of the bout, in the listing and the check; a
// function that fails lists its card, and the check and the play of it
// say so.
func TestBeatsByFunction(t *testing.T) {
	at := rulestest.Table{"trump": {"QS"}, "hand.1": {"9H", "7S"}, "hand.2": {"8H", "TH", "6S", "AS", "KD"}}
	s := &sameSuit{trumps: map[string]bool{}}
	g := beatsGame(t, s, at)
	rulestest.Play(t, g, 0, "attack 9H")
	assert.ElementsMatch(t, []string{"beat 8H", "beat TH", "take"}, rulestest.Moves(t, g, 1), "a lower heart beats, a trump does not")
	assert.Subset(t, s.asked, []string{"8H on 9H", "TH on 9H", "6S on 9H", "AS on 9H", "KD on 9H"})
	assert.Equal(t, map[string]bool{"S": true}, s.trumps, "at.trumps, the suit turned up")
	assert.Equal(t, "B-5: the card does not beat 9H", rulestest.Refused(t, g, 1, "beat AS"))
	rulestest.Play(t, g, 1, "beat 8H")

	g = beatsGame(t, &sameSuit{trumps: map[string]bool{}, fail: true}, at)
	rulestest.Play(t, g, 0, "attack 9H")
	assert.Contains(t, rulestest.Moves(t, g, 1), "beat AS", "listed, so that playing it reports the failure")
	assert.Equal(t, "B-5: what beats what failed: attempt to index a nil value", rulestest.Refused(t, g, 1, "beat AS"))
	m, err := g.Notation().Parse("beat AS", g.State().Deck(), g.State().Seats())
	require.NoError(t, err)
	require.ErrorContains(t, g.PlayMove(1, m), "attempt to index a nil value")
}
