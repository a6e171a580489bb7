package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// nameOutcome, as the match ends on st, calls the functions declared as
// the match's winners and losers (Rounds.Winners, Rounds.Losers), if any,
// with the final scores (the script's code h calls the declaration's
// functions fs), and makes the seats they name its winners (in place of
// the best totals) and its losers: the one call of the lifetime
// AtMatchEnd, through callValues as every other.
func (rp *roundsPlan) nameOutcome(h Hooks, fs []FuncDecl, st *core.State) error {
	if rp.Winners == 0 && rp.Losers == 0 {
		return nil
	}
	if err := callValues(h, fs, st, mech.AtMatchEnd, atNow(st, st.Turn().Dealer)); err != nil {
		return err
	}
	if rp.Winners != 0 {
		if err := st.NameWinners(seatsIn(st, rp.Winners)); err != nil {
			return err
		}
	}
	if rp.Losers != 0 {
		return st.NameLosers(seatsIn(st, rp.Losers))
	}
	return nil
}

// seatsIn are the seats named by the answer of fn kept in st (a set, bit
// s for seat s).
func seatsIn(st *core.State, fn Func) []int {
	set := mech.ValueIn(st, 0, fn)
	var seats []int
	for s := range st.Seats() {
		if set&(1<<s) != 0 {
			seats = append(seats, s)
		}
	}
	return seats
}
