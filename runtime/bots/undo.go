package bots

import (
	"github.com/rulerun/rulerun/core"
)

// turnMemory is what a bot remembers of its own turn: the tables it has
// been at since the turn began, as its seat sees them (every pile's cards
// it may see, in order, and how many it may not), so that it does not make
// a move that undoes one of its own (takes the top discard, then throws it
// back).
type turnMemory struct {
	seat  int
	moves int             // the game's moves when the bot last moved
	seen  map[uint64]bool // the tables of this turn
}

// begin starts remembering a turn of seat's, unless seat made the game's
// last move (the turn goes on), and notes the table now.
func (t *turnMemory) begin(st *core.State, seat int) {
	n := st.MovesLen()
	if t.seen == nil || n == 0 || n != t.moves || st.MovesSince(n - 1)[0].Seat != seat {
		t.seen = map[uint64]bool{}
	}
	t.seat = seat
	t.seen[viewKey(st, seat)] = true
}

// undoes reports whether a table, after a move, is one seen this turn.
func (t *turnMemory) undoes(st *core.State) bool { return t.seen[viewKey(st, t.seat)] }

// moved notes the table after the bot's move.
func (t *turnMemory) moved(st *core.State) {
	t.seen[viewKey(st, t.seat)] = true
	t.moves = st.MovesLen()
}

// viewKey is a key of the table as seat sees it: every card it may see, in
// its place, and a blank for each card it may not. Two tables that look the
// same to the seat have the same key, whatever their hidden cards.
func viewKey(st *core.State, seat int) uint64 {
	h := uint64(0x6a09e667f3bcc908)
	for i := range st.NumPiles() {
		p := st.Pile(core.PileID(i))
		for j, c := range p.Cards {
			v := uint64(0)
			if p.Sees(seat, j) {
				v = uint64(c) + 1
			}
			h = mix(h, v)
		}
		h = mix(h, ^uint64(0)) // the end of a pile
	}
	return h
}

// mix folds v into the key h.
func mix(h, v uint64) uint64 {
	h = (h ^ v) * 0x9e3779b97f4a7c15
	return h ^ h>>29
}
