package shipped

import (
	"encoding/json"
	"testing"

	"github.com/rulerun/rulerun/runtime/serve"
)

// BenchmarkServeView measures a seat's view of a four-seat game of Unu
// after twenty moves, as the page fetches it: made, encoded, sent over
// HTTP and read back.
func BenchmarkServeView(b *testing.B) {
	c := startServe(b, "../../../scripts/unu.lua", serve.Spec{Seats: 4, Seed: 9}, nil)
	for seat := 1; seat <= 4; seat++ {
		c.call("POST", seat, "join", "{}")
	}
	for range 20 {
		_, w, _ := c.call("GET", 0, "view", "")
		_, v, _ := c.call("GET", w.ToAct, "view", "")
		move, _ := json.Marshal(map[string]string{"move": v.Moves[0]})
		c.call("POST", w.ToAct, "move", string(move))
	}
	for b.Loop() {
		c.call("GET", 2, "view", "")
	}
}
