package engine

import (
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
// It mixes a word a card, with no call per card, as the simulator keys
// the table at every move of every game.
func TableKey(st *core.State) uint64 {
	h := uint64(keySeed)
	for i := range st.NumPiles() {
		for _, c := range st.Pile(core.PileID(i)).Cards {
			h = mixKey(h, uint64(c)+1)
		}
		h = mixKey(h, 0) // the end of a pile: no card is 0 here
	}
	return h
}

// keySeed starts a key.
const keySeed = 0x6a09e667f3bcc908

// mixKey folds v into the key h: a multiply and a shift, so that the order
// of what is folded matters and every bit of v reaches the whole key.
func mixKey(h, v uint64) uint64 {
	h = (h ^ v) * 0x9e3779b97f4a7c15
	return h ^ h>>29
}

// gameKey is a hash of the game as seat is to decide: the table, the
// rules' own variables, where the round stands and the mechanics' parts,
// and the seat.
func gameKey(st *core.State, seat int) uint64 {
	var buf [128]byte
	h := mixKey(mixKey(TableKey(st), uint64(seat)), fnvKey(st.AppendPartsKey(buf[:0])))
	for _, name := range st.VarNames() {
		v, _ := json.Marshal(st.Var(name)) // values are plain, so they always encode, map keys sorted
		h = mixKey(h, fnvKey([]byte(name)))
		h = mixKey(h, fnvKey(v))
	}
	return h
}

// fnvKey is the FNV-1a hash of b.
func fnvKey(b []byte) uint64 {
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}
