package engine

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/fnv"

	"github.com/rulerun/rulerun/core"
)

// CircleRepeats is how often the same game, with the same seat to decide,
// may come back before its players are said to go round in circles.
const CircleRepeats = 12

// Circles notices a game going round in circles: the same cards in the same
// places, the same variables and the same seat to decide, coming back
// [CircleRepeats] times. Bots that repeat moves which change nothing (take
// the top discard, throw it back) would play such a game forever. The zero
// value is ready to use, for one game.
type Circles struct {
	seen map[uint64]int
}

// InCircles is the error of a game stopped for going round in circles.
type InCircles struct {
	Moves   int // the moves made when it was stopped
	Repeats int // how often the same game came back
}

// Error says what came back, and when.
func (e *InCircles) Error() string {
	return fmt.Sprintf("the bots went round in circles: the same cards in the same places, with the same seat to decide, "+
		"came back %d times by move %d; the game is stopped unfinished", e.Repeats, e.Moves)
}

// See notes the game as seat is to decide, after moves moves, and returns
// an *[InCircles] when it has come back [CircleRepeats] times.
func (c *Circles) See(st *core.State, seat, moves int) error {
	if c.seen == nil {
		c.seen = map[uint64]int{}
	}
	key := gameKey(st, seat)
	if c.seen[key]++; c.seen[key] >= CircleRepeats {
		return &InCircles{Moves: moves, Repeats: c.seen[key]}
	}
	return nil
}

// TableKey is a hash of where every card is: each pile's cards, in order.
func TableKey(st *core.State) uint64 {
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

// gameKey is a hash of the game as seat is to decide: the table, the
// rules' own variables and where the round stands, and the seat.
func gameKey(st *core.State, seat int) uint64 {
	h := fnv.New64a()
	f := st.Flow()
	b := binary.AppendUvarint(binary.AppendUvarint(make([]byte, 0, 64), TableKey(st)), uint64(seat))
	h.Write(f.AppendKey(b))
	for _, name := range st.VarNames() {
		v, _ := json.Marshal(st.Var(name)) // values are plain, so they always encode, map keys sorted
		fmt.Fprintf(h, " %s=%s", name, v)
	}
	return h.Sum64()
}
