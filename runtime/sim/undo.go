package sim

import (
	"hash/fnv"

	"github.com/rulerun/rulerun/core"
)

// turnMemory is what a bot remembers of its own turn: the tables (every
// pile's cards, in order) it has been at since the turn began, so that it
// does not make a move that undoes one of its own (takes the top discard,
// then throws it back).
type turnMemory struct {
	moves int             // the game's moves when the bot last moved
	seen  map[uint64]bool // the tables of this turn
}

// begin starts remembering a turn of seat's, unless seat made the game's
// last move (the turn goes on), and notes the table now.
func (t *turnMemory) begin(st *core.State, seat int) {
	ms := st.Moves()
	if t.seen == nil || len(ms) == 0 || ms[len(ms)-1].Seat != seat || len(ms) != t.moves {
		t.seen = map[uint64]bool{}
	}
	t.seen[tableKey(st)] = true
}

// undoes reports whether a table, after a move, is one seen this turn.
func (t *turnMemory) undoes(st *core.State) bool { return t.seen[tableKey(st)] }

// moved notes the table after the bot's move.
func (t *turnMemory) moved(st *core.State) {
	t.seen[tableKey(st)] = true
	t.moves = len(st.Moves())
}

// tableKey is a hash of where every card is: each pile's cards, in order.
func tableKey(st *core.State) uint64 {
	h := fnv.New64a()
	var buf [4]byte
	for i := range st.NumPiles() {
		for _, c := range st.Pile(core.PileID(i)).Cards {
			buf[0], buf[1], buf[2], buf[3] = byte(c), byte(c>>8), byte(c>>16), 0xfe
			h.Write(buf[:])
		}
		h.Write([]byte{0xff, 0xff, 0xff, 0xff})
	}
	return h.Sum64()
}
