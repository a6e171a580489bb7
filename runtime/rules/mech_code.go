package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// codeMech is a verb the script's functions run alone (its generate,
// check and apply: the Hooks). Without a generate, the engine lists every
// value of its form (form.go), such as "challenge" or "guess <suit>".
type codeMech struct{}

func newCode(p *Plan, v int) (mech.Mechanic, error) { return codeMech{}, nil }

// List implements mech.Mechanic: every value of the verb's form, unless
// the script's generate lists the moves itself.
func (codeMech) List(t mech.Table, v, seat int, current bool) {
	if current {
		t.OfferForm(v, seat)
	}
}

// Check implements mech.Mechanic: the script's check alone refuses.
func (codeMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal { return mech.Legal }

// Apply implements mech.Mechanic: the script's apply alone plays.
func (codeMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error { return nil }

var _ mech.Mechanic = codeMech{}
