package moving_test

import (
	"errors"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/moving"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// predicate is a script's code that answers only a move's predicate: it
// refuses every move to pile c3, records what it was asked, and fails
// when told to.
type predicate struct {
	asked []mech.Asked
	fail  bool
}

func (p *predicate) Allows(_ *rules.Ctx, fn rules.Func, _ rules.At, q mech.Asked) (bool, error) {
	if fn != 1 {
		return false, errors.New("no such function")
	}
	p.asked = append(p.asked, q)
	if p.fail {
		return false, errors.New("attempt to index a nil value")
	}
	return q.To != "c3", nil
}

func (*predicate) Setup(*rules.Ctx) error                           { return nil }
func (*predicate) FirstDealer(*rules.Ctx) (int, bool, error)        { return 0, false, nil }
func (*predicate) Dealt(*rules.Ctx) error                           { return nil }
func (*predicate) Status(*rules.Ctx, int) (string, error)           { return "", nil }
func (*predicate) Apply(*rules.Ctx, int, int, *notation.Move) error { return nil }
func (*predicate) Check(*rules.Ctx, int, int, *notation.Move) (*rules.Message, error) {
	return nil, nil
}
func (*predicate) Generate(*rules.Ctx, int, int, func(*notation.Move)) error { return nil }
func (*predicate) Effect(*rules.Ctx, int, int, *notation.Move) (bool, error) {
	return true, nil
}

// whenGame starts the patience with a predicate on its shift, its piles
// as at says.
func whenGame(t *testing.T, p *predicate, at rulestest.Table) *rules.Game {
	t.Helper()
	d := patience(t, false)
	d.Mechanics["move"].(*moving.Moving).Moves[2].When = 1
	plan, err := rules.NewPlan(d, 1)
	require.NoError(t, err)
	g, err := plan.NewGame(1, p)
	require.NoError(t, err)
	rulestest.Place(t, g.State(), at)
	return plan.Resume(g.State(), p)
}

func TestAPredicateIsAskedOnlyAboutTheCandidatesTheDeclarationPasses(t *testing.T) {
	p := &predicate{}
	g := whenGame(t, p, rulestest.Table{"waste": {"2H"}, "c1": {"KS"}, "c2": {"9D"}, "c3": {"QS"}, "stock": {}})
	// The declaration passes one shift alone: QS down in suit on KS.
	assert.ElementsMatch(t, []string{"draw", "shift QS to 1"}, rulestest.Moves(t, g, 0), "the predicate allows a move to c1")
	assert.Equal(t, []mech.Asked{{Seat: 0, Verb: "shift", Card: "QS", From: "c3", To: "c1"}}, p.asked,
		"asked once, about the one candidate every declared condition passes")
}

func TestAPredicateRefusesAMoveUnderTheMovesRule(t *testing.T) {
	p := &predicate{}
	g := whenGame(t, p, rulestest.Table{"waste": {"2H"}, "c1": {"QS"}, "c2": {"9D"}, "c3": {"KS"}, "stock": {}})
	assert.NotContains(t, rulestest.Moves(t, g, 0), "shift QS to 3")
	assert.Equal(t, "P-3: QS may not be moved there", rulestest.Refused(t, g, 0, "shift QS to 3"))
	assert.Equal(t, "P-3: the card does not go on KS: not the rank", rulestest.Refused(t, g, 0, "shift 9D to 3"),
		"the declared conditions first: the predicate is not asked")
}

func TestAPredicateThatFailsSaysSo(t *testing.T) {
	p := &predicate{fail: true}
	g := whenGame(t, p, rulestest.Table{"waste": {"2H"}, "c1": {"QS"}, "c2": {"9D"}, "c3": {"KS"}, "stock": {}})
	assert.Contains(t, rulestest.Moves(t, g, 0), "shift QS to 3", "listed, so that playing it reports the failure")
	assert.Contains(t, rulestest.Refused(t, g, 0, "shift QS to 3"), "the condition of shift failed: attempt to index a nil value")
}

func TestAPredicateWithoutTheScriptsCodeIsAnError(t *testing.T) {
	d := patience(t, false)
	d.Mechanics["move"].(*moving.Moving).Moves[2].When = 1
	plan, err := rules.NewPlan(d, 1)
	require.NoError(t, err)
	g, err := plan.NewGame(1, nil)
	require.NoError(t, err)
	rulestest.Place(t, g.State(), rulestest.Table{"waste": {"2H"}, "c1": {"QS"}, "c2": {"9D"}, "c3": {"KS"}, "stock": {}})
	g = plan.Resume(g.State(), nil)
	assert.Contains(t, rulestest.Refused(t, g, 0, "shift QS to 3"), "a predicate needs the script's code")
}
