package capturing

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The ways a card captures, and the captures it may make on a table.

// way is one way a card captures.
type way int

const (
	byRank way = iota // one card of the same rank
	bySum             // two or more cards whose values add up to the card's
)

// maxTable is how many of the table's cards a capture may take from: the
// places of a mask.
const maxTable = 64

// waysOf reads the declared ways, rank then sum by default.
func waysOf(names []string) ([]way, error) {
	if len(names) == 0 {
		return []way{byRank, bySum}, nil
	}
	out := make([]way, 0, len(names))
	for _, n := range names {
		switch n {
		case "rank":
			out = append(out, byRank)
		case "sum":
			out = append(out, bySum)
		default:
			return nil, fmt.Errorf("capturing by: %q is no way to capture (rank or sum)", n)
		}
	}
	return out, nil
}

// room is what a listing of captures reuses (mech.Table.Room).
type room struct {
	masks  []uint64 // the captures of a card listed
	found  []uint64 // the captures of the card of a move checked or applied
	places []int    // the table's places, by kind, for a sum
	// values are what each rank counts, read by the captures listed or
	// checked now: the plan's declared table, or, when a function gives
	// some rank's, the round's in a buffer of the game's own (valuesIn).
	values *[]int
}

// valuesIn sets the values r's captures read on st when a function gives
// some rank's (the declared table is set once, as r is made), and
// returns r.
func (m *captureMech) valuesIn(st *core.State, r *room) *room {
	if m.values.Varies() {
		m.roundValues(st, r)
	}
	return r
}

// roundValues sets the round's values in r.
func (m *captureMech) roundValues(st *core.State, r *room) {
	*r.values = m.values.In(st, r.values)
}

// roomOf is the room of the listing of m's verb.
func (m *captureMech) roomOf(t mech.Table) *room {
	slot := t.Room(m.verb)
	r, _ := (*slot).(*room)
	if r == nil {
		r = &room{values: &m.declared}
		if m.values.Varies() {
			r.values = new([]int)
		}
		*slot = r
	}
	return r
}

// captures appends to out the captures a card of kind k may make on the
// table, each a mask of the table's places, by the first way that gives
// any, and returns that way. Captures of the same cards (kinds) are given
// once, each of the first places of its kinds. r lends the buffers and
// the values of the ranks (valuesIn).
func (m *captureMech) captures(d *core.Deck, k int, table []core.CardID, r *room, out []uint64) ([]uint64, way) {
	for _, w := range m.ways {
		switch w {
		case byRank:
			out = byRankOf(d, k, table, out)
		case bySum:
			out = bySumOf(d, k, table, r, out)
		}
		if len(out) > 0 {
			return out, w
		}
	}
	return out, byRank
}

// byRankOf appends each table card of kind k's rank, one of each kind.
func byRankOf(d *core.Deck, k int, table []core.CardID, out []uint64) []uint64 {
	rank := d.Kind(k).RankIndex
	for j, c := range table {
		if j < maxTable && d.Card(c).RankIndex == rank && !heldBefore(d, table[:j], d.KindOf(c)) {
			out = append(out, 1<<j)
		}
	}
	return out
}

// bySumOf appends every set of two or more table cards whose values (by
// rank, r's) add up to the value of kind k.
func bySumOf(d *core.Deck, k int, table []core.CardID, r *room, out []uint64) []uint64 {
	values := *r.values
	places := r.places[:0]
	for j, c := range table[:min(len(table), maxTable)] {
		at := len(places)
		places = append(places, j)
		for at > 0 && d.KindOf(table[places[at-1]]) > d.KindOf(c) { // by kind, stable
			places[at], places[at-1] = places[at-1], places[at]
			at--
		}
	}
	r.places = places
	target := 0
	if rank := d.Kind(k).RankIndex; rank >= 0 {
		target = values[rank]
	}
	s := sums{d: d, table: table, places: places, target: target, values: values, out: out}
	s.from(0, 0, 0, 0)
	return s.out
}

// sums is a search for the sets of table cards that add up to target.
type sums struct {
	d      *core.Deck
	table  []core.CardID
	places []int // the table's places, by kind
	target int
	values []int // what each rank counts
	out    []uint64
}

// from adds to the set mask (of n cards adding up to sum) each place from
// i on, in turn, a kind once at each step, and keeps the sets that reach
// the target with two cards or more.
func (s *sums) from(i, sum, n int, mask uint64) {
	for x := i; x < len(s.places); x++ {
		c := s.table[s.places[x]]
		if x > i && s.d.KindOf(c) == s.d.KindOf(s.table[s.places[x-1]]) {
			continue
		}
		v := valueOf(s.d, s.values, c)
		switch next := mask | 1<<s.places[x]; {
		case sum+v == s.target && n+1 >= 2:
			s.out = append(s.out, next)
		case sum+v < s.target || v <= 0:
			s.from(x+1, sum+v, n+1, next)
		}
	}
}
