package choosing

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// ShowTable implements mech.Shower: while a choice is owed, where this round's
// chosen cards go, which seats have chosen, and, to a seat that owes its
// choice, what to choose and to whom the cards go.
func (c *chooseMech) ShowTable(st *core.State, seat int, t *engine.Table) {
	owed := c.Owing(st)
	if owed == 0 {
		return
	}
	t.Status = append(t.Status, fmt.Sprintf("%d cards each %s", c.Cards, c.whither(st, -1)))
	for s := range st.Seats() {
		if owed&(1<<uint(s)) != 0 {
			t.Badge(s, "choosing")
		} else {
			t.Badge(s, "chosen")
		}
	}
	if seat >= 0 && owed&(1<<uint(seat)) != 0 {
		t.Ask = fmt.Sprintf("Choose %d cards: they go %s", c.Cards, c.whither(st, seat))
	}
}

// whither says where this round's chosen cards go, to seat (-1 for every
// seat): "to seat 2, on your left", "to the left".
func (c *chooseMech) whither(st *core.State, seat int) string {
	to := c.direction(st)
	if pile, ok := c.piles[to]; ok {
		if pile.PerSeat {
			return fmt.Sprintf("to the %s of %s, the dealer", pile.Name, mech.SeatName(st.Turn().Dealer))
		}
		return "to the " + pile.Name
	}
	n := st.Seats()
	dest, where := seat, ""
	switch to {
	case "left":
		dest, where = (seat+1)%n, "on your left"
	case "right":
		dest, where = (seat+n-1)%n, "on your right"
	case "across":
		dest, where = (seat+n/2)%n, "across the table"
	case "reveal":
		return "face up, back to the hand, for every seat to see"
	}
	if seat < 0 && to == "across" {
		return "across the table"
	}
	if seat < 0 {
		return "to the " + to
	}
	return fmt.Sprintf("to %s, %s", mech.SeatName(dest), where)
}
