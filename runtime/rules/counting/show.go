package counting

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The show of a running count (count.go): every card played, each
// hand is counted with the starter from the dealer's left, the dealer's
// last and then the crib, for the dealer; then the next seat deals.

// handCount is what a hand counted scores, by item.
type handCount struct{ sums, pairs, runs, flush, nobs int }

func (h handCount) total() int { return h.sums + h.pairs + h.runs + h.flush + h.nobs }

// String lists the items that scored.
func (h handCount) String() string {
	var out []string
	for _, it := range []struct {
		name string
		n    int
	}{{"sums", h.sums}, {"pairs", h.pairs}, {"runs", h.runs}, {"flush", h.flush}, {"nobs", h.nobs}} {
		if it.n > 0 {
			out = append(out, fmt.Sprintf("%s %d", it.name, it.n))
		}
	}
	if len(out) == 0 {
		return "nothing"
	}
	return strings.Join(out, ", ")
}

// countHand counts the kinds of a hand with the starter's kind; a crib's
// flush counts only with the starter; the values are those of st's round.
func (c *countMech) countHand(st *core.State, hand []int, starter int, crib bool) handCount {
	all := append(append(make([]int, 0, len(hand)+1), hand...), starter)
	values, ranks, suits := make([]int, len(all)), make([]int, len(all)), make([]int, len(hand))
	for i, k := range all {
		values[i], ranks[i] = c.value.At(st, k), c.rank[k]
	}
	var h handCount
	if sum := mech.ValueIn(st, c.ShowSum, c.ShowSumFn); sum > 0 {
		h.sums = core.SubsetsSumming(values, sum) * mech.ValueIn(st, c.ShowSumPoints, c.ShowSumPointsFn)
	}
	if len(c.Pairs) > 0 {
		h.pairs = core.Pairs(ranks) * c.pairs(st, 0)
	}
	if run := mech.ValueIn(st, c.Run, c.RunFn); run > 0 {
		for _, r := range core.Runs(ranks, run) {
			h.runs += r.Len * r.Ways
		}
	}
	for i, k := range hand {
		suits[i] = c.suit[k]
		if c.rank[k] == c.jack && c.suit[k] == c.suit[starter] {
			h.nobs = mech.ValueIn(st, c.Nobs, c.NobsFn)
		}
	}
	h.flush = c.flush(st, suits, c.suit[starter], crib)
	return h
}

// flush is what the suits of a hand score as a flush with the starter's:
// a hand of Flush cards or more of one suit a point a card, and one more
// with the starter of that suit; a crib, when CribFlush is declared, only
// when it and the starter make CribFlush cards of one suit (in st's
// round).
func (c *countMech) flush(st *core.State, suits []int, starter int, crib bool) int {
	least, cribLeast := mech.ValueIn(st, c.Flush, c.FlushFn), mech.ValueIn(st, c.CribFlush, c.CribFlushFn)
	if least <= 0 || len(suits) == 0 || !core.AllSame(suits) {
		return 0
	}
	n := len(suits)
	if suits[0] == starter {
		n++
	}
	switch {
	case crib && cribLeast > 0:
		if n >= cribLeast {
			return n
		}
	case len(suits) >= least:
		return n
	}
	return 0
}

// show counts every hand, the dealer's last, then the crib, then deals
// the next hand, unless a total reached the target.
func (c *countMech) show(t mech.Table, st *core.State) error {
	if err := st.SetPart(doesCount, nil); err != nil {
		return err
	}
	dealer := st.Turn().Dealer
	s := dealer
	for range st.Seats() {
		s = st.NextSeat(s, 1)
		if err := c.showPile(st, s, c.played.Of(s), false); err != nil || st.Result().Over {
			return err
		}
	}
	if c.hasCrib {
		crib := c.crib.ID
		if c.crib.PerSeat {
			crib = c.crib.Of(dealer)
		}
		if err := c.showPile(st, dealer, crib, true); err != nil || st.Result().Over {
			return err
		}
	}
	return t.NextRound(st, st.NextSeat(dealer, 1))
}

// showPile counts a pile's cards with the starter for seat, showing them
// to every seat.
func (c *countMech) showPile(st *core.State, seat int, pile core.PileID, crib bool) error {
	d := st.Deck()
	cards := st.Pile(pile).Cards
	starter := st.Pile(c.starter.ID).Cards
	if len(cards) == 0 || len(starter) == 0 {
		return nil
	}
	kinds := make([]int, len(cards))
	codes := make([]string, len(cards))
	for i, card := range cards {
		kinds[i], codes[i] = d.KindOf(card), d.Card(card).Code
	}
	st.Reveal(kinds, st.AllSeats())
	what := "hand"
	if crib {
		what = "crib"
	}
	h := c.countHand(st, kinds, d.KindOf(starter[len(starter)-1]), crib)
	st.SayAbout(seat, c.cited(c.ShowRule.Text, fmt.Sprintf("{seat} {show|shows} the %s %s: %s.", what, strings.Join(codes, " "), h)), c.ShowRule.Codes...)
	return c.score(st, seat, h.total(), "the "+what, &c.ShowRule)
}

// Standings implements mech.Stander: each seat stands by its total.
func (c *countMech) Standings(t mech.Table, out []float64) {
	for s := range out {
		out[s] = float64(t.State().Score().Totals[s])
	}
}
