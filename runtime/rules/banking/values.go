package banking

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Values are what each card counts in a hand (Banking.Values, High,
// Limit): a value by kind, and for a flexible card the value it may count
// instead, each declared or the round's answer of a function given in its
// place. A hand's best total counts one flexible card high when that
// keeps it within the limit: such a hand is soft.
type Values struct {
	low, high mech.Numbers // by kind; high is 0 for a card that is not flexible
	limit     int
	limitFn   mech.Func // the limit declared as a function of the round
}

// NewValues reads the values declaration b gives for every kind of d (its
// values, high and limit): a rank named in values, else a rank of digits
// its number; a rank that is neither is refused.
func NewValues(d *core.Deck, b *Banking) (*Values, error) {
	limit := b.Limit
	if limit <= 0 {
		limit = defaultLimit
	}
	low, high := make([]int, d.Kinds()), make([]int, d.Kinds())
	lowFns, highFns := byKind(d, b.ValuesFn), byKind(d, b.HighFn)
	for k := range d.Kinds() {
		rank := d.Kind(k).Rank
		n, ok := b.Values[rank]
		if !ok {
			var err error
			if n, err = strconv.Atoi(rank); err != nil {
				return nil, fmt.Errorf("banking values: rank %q counts nothing: name it, such as values = {%s = 10}", rank, rank)
			}
		}
		low[k], high[k] = n, b.High[rank]
	}
	for rank := range b.High {
		if _, ok := d.RankIndex(rank); !ok {
			return nil, fmt.Errorf("banking high: the deck has no rank %q", rank)
		}
	}
	return &Values{low: mech.NewNumbers(low, lowFns), high: mech.NewNumbers(high, highFns), limit: limit, limitFn: b.LimitFn}, nil
}

// byKind is, by kind of d, the function given in place of its rank's
// entry (fns, by rank code), or nil when no entry is a function.
func byKind(d *core.Deck, fns map[string]mech.Func) []mech.Func {
	if len(fns) == 0 {
		return nil
	}
	out := make([]mech.Func, d.Kinds())
	for k := range out {
		out[k] = fns[d.Kind(k).Rank]
	}
	return out
}

// Total is the best total of cards (and of more, another pile of the
// same hand) in st's round: every card its value, and one flexible card
// its high value when that stays within the limit; soft reports that one
// does.
func (v *Values) Total(st *core.State, cards, more []core.CardID) (total int, soft bool) {
	if v.low.Varies() || v.high.Varies() {
		return v.roundTotal(st, cards, more)
	}
	return best(st.Deck(), v.low.Declared(), v.high.Declared(), v.Limit(st), cards, more)
}

// roundTotal is Total when a function gives some card's value: by the
// round's tables, made on the stack.
func (v *Values) roundTotal(st *core.State, cards, more []core.CardID) (total int, soft bool) {
	var buf [2][64]int
	n := len(v.low.Declared())
	low, high := buf[0][:0], buf[1][:0]
	if n > len(buf[0]) {
		low, high = make([]int, n), make([]int, n)
	}
	low, high = low[:n], high[:n]
	v.low.Into(st, low)
	v.high.Into(st, high)
	return best(st.Deck(), low, high, v.Limit(st), cards, more)
}

// best is the best total of cards and more of deck d by the values low
// and high of each kind, within limit; soft reports a flexible card
// counted high.
func best(d *core.Deck, low, high []int, limit int, cards, more []core.CardID) (total int, soft bool) {
	lift := 0
	for _, pile := range [2][]core.CardID{cards, more} {
		for _, c := range pile {
			k := d.KindOf(c)
			total += low[k]
			lift = max(lift, high[k]-low[k])
		}
	}
	if lift > 0 && total+lift <= limit {
		return total + lift, true
	}
	return total, false
}

// Bust reports whether a total is over the limit.
func (v *Values) Bust(st *core.State, total int) bool { return total > v.Limit(st) }

// Natural reports whether cards are a natural in st's round: the limit
// reached by the cards first dealt (n of them, in cards and more).
func (v *Values) Natural(st *core.State, cards, more []core.CardID, n int) bool {
	if len(cards)+len(more) != n {
		return false
	}
	t, _ := v.Total(st, cards, more)
	return t == v.Limit(st)
}

// Limit is the best total a hand may reach.
func (v *Values) Limit(st *core.State) int {
	if v.limitFn == 0 {
		return v.limit
	}
	return v.roundLimit(st)
}

// roundLimit is the round's answer of the limit's function, 21 for 0.
func (v *Values) roundLimit(st *core.State) int {
	if n := mech.ValueIn(st, v.limit, v.limitFn); n > 0 {
		return n
	}
	return defaultLimit
}
