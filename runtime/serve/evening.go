package serve

import "slices"

// Played is how one earlier game of a table's evening ended: the tables
// played one after another with "play again" keep what came before, so
// that the page can sum the evening up.
type Played struct {
	Winners []int `json:"winners"`           // seats, from 1; none for a drawn or stopped game
	Totals  []int `json:"totals,omitempty"`  // each seat's points, when the game keeps any
	Stopped bool  `json:"stopped,omitempty"` // a player stopped it before its end
}

// maxEvening bounds the earlier games a table remembers: an evening's
// worth, so that a table played again for ever does not grow for ever.
const maxEvening = 100

// evening is the games played before the next table's, this one's last:
// what the next table's Spec.Earlier holds. The caller holds the lock,
// and the game ended.
func (t *Table) evening() []Played {
	v := t.view(onlooker)
	p := Played{Winners: slices.Clone(v.Winners), Stopped: v.Abandoned != ""}
	if slices.ContainsFunc(v.Score.Totals, func(n int) bool { return n != 0 }) {
		p.Totals = slices.Clone(v.Score.Totals)
	}
	out := append(slices.Clone(t.spec.Earlier), p)
	return out[max(0, len(out)-maxEvening):]
}
