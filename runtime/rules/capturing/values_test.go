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

// TestRankValuesByFunction: what a rank counts in a sum, declared as a
// function of the round, is its answer kept for the round (mech.Values),
// in the captures listed, checked and applied; a rank declared beside it
// keeps its number; and an award by = "best" reads its values the same
// way.
func TestRankValuesByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		king  int // the round's answer for K (declared 10)
		moves []string
	}{
		"K counts 5": {king: 5, moves: []string{"play KC take 2D 3H", "play JC take 2D 6H"}},
		"K counts 9": {king: 9, moves: []string{"play KC take 3H 6H", "play JC take 2D 6H"}},
		"K counts 0": {king: 0, moves: []string{"play KC", "play JC take 2D 6H"}},
	} {
		t.Run(name, func(t *testing.T) {
			d := fishing(t, false)
			c := d.Mechanics["capture"].(*capturing.Capturing)
			c.Values["K"], c.ValuesFn = 0, map[string]mech.Func{"K": 1} // as the reader leaves them
			g := game(t, d, rulestest.Table{"hand.1": {"KC", "JC"}, "hand.2": {"4S"}, "table": {"2D", "3H", "6H"}})
			mech.ValuesRef(g.State(), 1).Keep(1, tc.king, "")
			assert.ElementsMatch(t, tc.moves, rulestest.Moves(t, g, 0))
			if tc.king == 5 {
				assert.Equal(t, "F-1: those cards are no capture of KC", rulestest.Refused(t, g, 0, "play KC take 3H 6H"))
				rulestest.Play(t, g, 0, "play KC take 2D 3H")
				assert.Equal(t, []string{"6H"}, rulestest.Codes(g, "table"))
			}
		})
	}
	t.Run("an award's best values", func(t *testing.T) {
		at := rulestest.Table{"hand.1": {"3D"}, "hand.2": {"4D"}, "table": {"QS"},
			"taken.1": {"2D", "2C", "2S", "2H"}, "taken.2": {"AD", "AC", "AS", "AH"}}
		for name, tc := range map[string]struct {
			two    int // the round's answer for 2 in the primiera (declared 12; the ace 16)
			totals []int
		}{
			"2 counts 1: the aces win it":  {two: 1, totals: []int{0, 1}},
			"2 counts 30: the twos win it": {two: 30, totals: []int{1, 0}},
		} {
			t.Run(name, func(t *testing.T) {
				d := fishing(t, false)
				c := d.Mechanics["capture"].(*capturing.Capturing)
				c.Rest, c.Again, c.Awards = false, 0, c.Awards[3:] // the primiera alone; the table's and the stock's cards unscored
				c.Awards[0].Values["2"], c.Awards[0].ValuesFn = 0, map[string]mech.Func{"2": 1}
				g := game(t, d, at)
				mech.ValuesRef(g.State(), 1).Keep(1, tc.two, "")
				rulestest.Play(t, g, 0, "play 3D")
				rulestest.Play(t, g, 1, "play 4D")
				assert.Equal(t, tc.totals, g.State().Score().Totals)
			})
		}
	})
}

// TestDealAgainByFunction: how many cards each seat is dealt again,
// declared as a function of the round, is its answer kept for the round;
// 0 deals none, and the round ends with the hands.
func TestDealAgainByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		again int
		hand  int  // the cards of each hand after both have played
		over  bool // the game is over
	}{
		"two more each": {again: 2, hand: 2},
		"none: the end": {again: 0, over: true},
	} {
		t.Run(name, func(t *testing.T) {
			d := fishing(t, false)
			c := d.Mechanics["capture"].(*capturing.Capturing)
			c.Again, c.AgainFn = 0, 1
			g := game(t, d, rulestest.Table{"hand.1": {"QC"}, "hand.2": {"2H"}, "table": {"5D", "7S"}})
			mech.ValuesRef(g.State(), 1).Keep(1, tc.again, "")
			rulestest.Play(t, g, 0, "play QC")
			rulestest.Play(t, g, 1, "play 2H")
			assert.Len(t, rulestest.Codes(g, "hand.1"), tc.hand)
			assert.Len(t, rulestest.Codes(g, "hand.2"), tc.hand)
			assert.Equal(t, tc.over, g.State().Result().Over)
		})
	}
}

// TestFlagsByFunction: whether a card that could capture may be laid, and
// whether the table's last cards go to the last capturer, declared as
// functions of the round, are their answers kept for the round (1 true).
func TestFlagsByFunction(t *testing.T) {
	for _, answer := range []int{0, 1} {
		t.Run("may_lay", func(t *testing.T) {
			d := fishing(t, false)
			c := d.Mechanics["capture"].(*capturing.Capturing)
			c.MayLay, c.MayLayFn = false, 1
			g := game(t, d, rulestest.Table{"hand.1": {"5C"}, "hand.2": {"2H"}, "table": {"5D"}})
			mech.ValuesRef(g.State(), 1).Keep(1, answer, "")
			want := []string{"play 5C take 5D"}
			if answer == 1 {
				want = append(want, "play 5C")
			} else {
				assert.Equal(t, "F-1: 5C can capture: name the cards it takes", rulestest.Refused(t, g, 0, "play 5C"))
			}
			assert.ElementsMatch(t, want, rulestest.Moves(t, g, 0))
		})
		t.Run("rest_to_last", func(t *testing.T) {
			d := fishing(t, false)
			c := d.Mechanics["capture"].(*capturing.Capturing)
			c.Again, c.Rest, c.RestFn = 0, false, 1
			g := game(t, d, rulestest.Table{"hand.1": {"5C"}, "hand.2": {"2H"}, "table": {"5D", "KS"}})
			mech.ValuesRef(g.State(), 1).Keep(1, answer, "")
			rulestest.Play(t, g, 0, "play 5C take 5D")
			rulestest.Play(t, g, 1, "play 2H")
			assert.Len(t, rulestest.Codes(g, "taken.1"), 2+2*answer, "the table's KS and 2H to seat 1 when the answer is true")
		})
	}
}
