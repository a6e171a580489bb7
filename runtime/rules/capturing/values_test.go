package capturing_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules/capturing"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPointsByFunction: a sweep's and an award's points declared as
// functions of the round are read, through mech.Table.Value, from the
// answers the game keeps for the round (mech.Values).
func TestPointsByFunction(t *testing.T) {
	t.Run("a sweep", func(t *testing.T) {
		d := fishing(t, false)
		c := d.Mechanics["capture"].(*capturing.Capturing)
		c.Sweep.PointsFn = 1
		g := game(t, d, rulestest.Table{"hand.1": {"KC", "2C"}, "hand.2": {"3H", "4H"}, "table": {"4D", "6H"}})
		mech.ValuesRef(g.State(), 1).Keep(1, 3, "")
		rulestest.Play(t, g, 0, "play KC take 4D 6H")
		assert.Equal(t, []int{3, 0}, g.State().Score().Totals)
		assert.True(t, rulestest.Said(g, "3 points"))
	})
	t.Run("the awards", func(t *testing.T) {
		at := rulestest.Table{"hand.1": {"7D"}, "hand.2": {"2H"}, "table": {"7C", "QS"},
			"taken.1": {"AD", "6D", "5C", "4S", "3H"}, "taken.2": {"AC", "2D"}}
		d := fishing(t, false)
		c := d.Mechanics["capture"].(*capturing.Capturing)
		for i := range c.Awards {
			c.Awards[i].PointsFn = mech.Func(i + 1)
		}
		g := game(t, d, at)
		st := g.State()
		v := mech.ValuesRef(st, 4)
		for fn := range mech.Func(4) {
			v.Keep(fn+1, 10*int(fn+1), "") // the most cards 10, the most coins 20, the settebello 30, the primiera 40
		}
		stock, _ := st.PileByName("stock")
		taken2, _ := st.PileByName("taken.2")
		require.NoError(t, st.MoveAll(stock, taken2))
		rulestest.Play(t, g, 0, "play 7D take 7C")
		rulestest.Play(t, g, 1, "play 2H")
		assert.Equal(t, []int{30, 10 + 20 + 40}, g.State().Score().Totals)
	})
}
