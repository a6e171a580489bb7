package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// nameWinners, as the match ends on st, calls the function declared as
// the match's winners (Rounds.Winners), if any, with the final scores (the
// script's code h calls the declaration's functions fs), and makes the
// seats it names the winners: the one call of the lifetime AtMatchEnd,
// through callValues as every other.
func (rp *roundsPlan) nameWinners(h Hooks, fs []FuncDecl, st *core.State) error {
	if rp.Winners == 0 {
		return nil
	}
	if err := callValues(h, fs, st, mech.AtMatchEnd, atNow(st, st.Turn().Dealer)); err != nil {
		return err
	}
	set := mech.ValueIn(st, 0, rp.Winners)
	var winners []int
	for s := range st.Seats() {
		if set&(1<<s) != 0 {
			winners = append(winners, s)
		}
	}
	return st.NameWinners(winners)
}
