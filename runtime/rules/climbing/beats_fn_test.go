package climbing_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// moreCards is a script's code that answers only a function of what beats
// what: a play of more cards beats one of fewer, whatever its ranks and
// kind, and nothing else does; it records what it was asked, and fails
// when told to.
type moreCards struct {
	asked []string
	fail  bool
}

func (s *moreCards) BeatsPlay(_ *rules.Ctx, fn rules.Func, _ rules.At, play, on []string) (bool, error) {
	if fn != 1 {
		return false, errors.New("no such function")
	}
	s.asked = append(s.asked, strings.Join(play, " ")+" on "+strings.Join(on, " "))
	if s.fail {
		return false, errors.New("attempt to index a nil value")
	}
	return len(play) > len(on), nil
}

func (*moreCards) Setup(*rules.Ctx) error                           { return nil }
func (*moreCards) FirstDealer(*rules.Ctx) (int, bool, error)        { return 0, false, nil }
func (*moreCards) Dealt(*rules.Ctx) error                           { return nil }
func (*moreCards) Status(*rules.Ctx, int) (string, error)           { return "", nil }
func (*moreCards) Apply(*rules.Ctx, int, int, *notation.Move) error { return nil }
func (*moreCards) Check(*rules.Ctx, int, int, *notation.Move) (*rules.Message, error) {
	return nil, nil
}
func (*moreCards) Generate(*rules.Ctx, int, int, func(*notation.Move)) error { return nil }
func (*moreCards) Effect(*rules.Ctx, int, int, *notation.Move) (bool, error) {
	return true, nil
}

// climbBy starts Climb for four seats with the rule of what beats what the
// script's function 1, answered by h; seat 1 leads 9C, seat 2 holds hand.
func climbBy(t *testing.T, h rules.Hooks, hand []string) *rules.Game {
	t.Helper()
	d := climbDecl(t)
	d.Trick.Beats = 1
	p, err := rules.NewPlan(d, 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, h)
	require.NoError(t, err)
	st := g.State()
	place(t, st, table{"hand.1": {"9C", "QS"}, "hand.2": hand})
	require.NoError(t, st.SetCurrent(0))
	st.SetDirection(1)
	g = p.Resume(st, h)
	play(t, g, 0, "play 9C")
	return g
}

// TestClimbBeatsByFunction: with a function of what beats what, a play of
// any kind beats the play on the table when the function says so, asked
// about each play the hand could lay, in the listing and the check; its
// refusal is the declared one of a play not higher; a function that fails
// lists its plays, and their check says so.
func TestClimbBeatsByFunction(t *testing.T) {
	hand := []string{"3D", "3H", "KS"}
	s := &moreCards{}
	g := climbBy(t, s, hand)
	listed := moves(t, g, 1)
	assert.Contains(t, listed, "play 3D 3H", "a pair, more cards, beats the single")
	assert.NotContains(t, listed, "play KS", "a higher single does not, by the function")
	assert.Subset(t, s.asked, []string{"KS on 9C", "3D 3H on 9C"})
	assert.Equal(t, "T-5: single KS is not higher than the single 9C", refused(t, g, 1, "play KS"))
	play(t, g, 1, "play 3D 3H")

	g = climbBy(t, &moreCards{fail: true}, hand)
	assert.True(t, slices.Contains(moves(t, g, 1), "play KS"), "listed, so that its check reports the failure")
	assert.Equal(t, "T-5: what beats what failed: attempt to index a nil value", refused(t, g, 1, "play KS"))
	m, err := g.Notation().Parse("play KS", g.State().Deck(), g.State().Seats())
	require.NoError(t, err)
	require.ErrorContains(t, g.PlayMove(1, m), "attempt to index a nil value", "playing it stops the game")
}

// TestClimbWithoutFunctionAsksNone: a trick declared without one never asks
// the script (a declared game calls no Lua).
func TestClimbWithoutFunctionAsksNone(t *testing.T) {
	s := &moreCards{}
	d := climbDecl(t)
	p, err := rules.NewPlan(d, 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, s)
	require.NoError(t, err)
	st := g.State()
	place(t, st, table{"hand.1": {"9C", "QS"}, "hand.2": {"3D", "3H", "KS"}})
	require.NoError(t, st.SetCurrent(0))
	st.SetDirection(1)
	g = p.Resume(st, s)
	play(t, g, 0, "play 9C")
	assert.Contains(t, moves(t, g, 1), "play KS")
	assert.Empty(t, s.asked)
}
