package bots

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
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
	n := st.MovesLen()
	if t.seen == nil || n == 0 || n != t.moves || st.MovesSince(n - 1)[0].Seat != seat {
		t.seen = map[uint64]bool{}
	}
	t.seen[engine.TableKey(st)] = true
}

// undoes reports whether a table, after a move, is one seen this turn.
func (t *turnMemory) undoes(st *core.State) bool { return t.seen[engine.TableKey(st)] }

// moved notes the table after the bot's move.
func (t *turnMemory) moved(st *core.State) {
	t.seen[engine.TableKey(st)] = true
	t.moves = st.MovesLen()
}
