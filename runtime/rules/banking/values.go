package banking

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
)

// Values are what each card counts in a hand (Banking.Values, High,
// Limit): a value by kind, and for a flexible card the value it may count
// instead. A hand's best total counts one flexible card high when that
// keeps it within the limit: such a hand is soft.
type Values struct {
	low, high []int // by kind; high is 0 for a card that is not flexible
	limit     int
}

// NewValues reads the values the declaration gives for every kind of d:
// a rank named in values, else a rank of digits its number; a rank that
// is neither is refused.
func NewValues(d *core.Deck, values, high map[string]int, limit int) (*Values, error) {
	if limit <= 0 {
		limit = defaultLimit
	}
	v := &Values{low: make([]int, d.Kinds()), high: make([]int, d.Kinds()), limit: limit}
	for k := range d.Kinds() {
		rank := d.Kind(k).Rank
		n, ok := values[rank]
		if !ok {
			var err error
			if n, err = strconv.Atoi(rank); err != nil {
				return nil, fmt.Errorf("banking values: rank %q counts nothing: name it, such as values = {%s = 10}", rank, rank)
			}
		}
		v.low[k], v.high[k] = n, high[rank]
	}
	for rank := range high {
		if _, ok := d.RankIndex(rank); !ok {
			return nil, fmt.Errorf("banking high: the deck has no rank %q", rank)
		}
	}
	return v, nil
}

// Total is the best total of cards (and of more, another pile of the
// same hand): every card its value, and one flexible card its high value
// when that stays within the limit; soft reports that one does.
func (v *Values) Total(d *core.Deck, cards, more []core.CardID) (total int, soft bool) {
	lift := 0
	for _, pile := range [2][]core.CardID{cards, more} {
		for _, c := range pile {
			k := d.KindOf(c)
			total += v.low[k]
			lift = max(lift, v.high[k]-v.low[k])
		}
	}
	if lift > 0 && total+lift <= v.limit {
		return total + lift, true
	}
	return total, false
}

// Bust reports whether a total is over the limit.
func (v *Values) Bust(total int) bool { return total > v.limit }

// Natural reports whether cards are a natural: the limit reached by the
// cards first dealt (n of them, in cards and more).
func (v *Values) Natural(d *core.Deck, cards, more []core.CardID, n int) bool {
	if len(cards)+len(more) != n {
		return false
	}
	t, _ := v.Total(d, cards, more)
	return t == v.limit
}

// Limit is the best total a hand may reach.
func (v *Values) Limit() int { return v.limit }
