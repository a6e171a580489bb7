package shipped

import (
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/serve"
)

// slappable reports whether the top cards of the pile the view shows are a
// pair or a sandwich.
func slappable(v serve.View) bool {
	for _, p := range v.Piles {
		if p.Name != "pile" {
			continue
		}
		n := len(p.Cards)
		rank := func(i int) byte { return p.Cards[n-i][0] }
		return n >= 2 && rank(1) == rank(2) || n >= 3 && rank(1) == rank(3)
	}
	return false
}

// TestServeRaceSlapsAtOnceDrawn: at the web table the slaps that arrive
// within the race window count as simultaneous. The seats flip until the
// pile may be slapped; then the two seats not to act slap at once: the
// seeded draw gives the pile and the turn to one, the other is told it
// lost the draw, and the download of the game says who won it.
func TestServeRaceSlapsAtOnceDrawn(t *testing.T) {
	c := startServe(t, "../../../scripts/ratscrew.lua", serve.Spec{Seats: 3, Seed: 5}, nil)
	for seat := 1; seat <= 3; seat++ {
		c.call("POST", seat, "join", "{}")
	}
	var v serve.View
	for range 300 {
		_, v, _ = c.call("GET", 0, "view", "")
		require.False(t, v.Over)
		if slappable(v) {
			break
		}
		status, _, reason := c.call("POST", v.ToAct, "move", `{"move": "flip"}`)
		require.Equal(t, http.StatusOK, status, reason)
	}
	require.True(t, slappable(v), "a pair or a sandwich came up")
	var slappers []int
	for seat := 1; seat <= 3; seat++ {
		if seat != v.ToAct {
			slappers = append(slappers, seat)
		}
	}
	statuses := make([]int, 2)
	reasons := make([]string, 2)
	var wg sync.WaitGroup
	for i, seat := range slappers {
		wg.Go(func() { statuses[i], _, reasons[i] = c.call("POST", seat, "move", `{"move": "slap"}`) })
	}
	wg.Wait()
	assert.ElementsMatch(t, []int{http.StatusOK, http.StatusUnprocessableEntity}, statuses)
	winner := slappers[0]
	if statuses[0] != http.StatusOK {
		winner = slappers[1]
	}
	_, after, _ := c.call("GET", 0, "view", "")
	assert.Equal(t, winner, after.ToAct, "the slap the draw picked takes the pile and the turn")
	for i := range statuses {
		if statuses[i] != http.StatusOK {
			assert.Contains(t, reasons[i], "won the draw between them")
		}
	}
	assert.Contains(t, after.Draw, "the seeded draw gave it to seat "+strconv.Itoa(winner), "the view says who won the draw")
	b, _ := json.Marshal(map[string]any{"move": "slap", "version": after.Version}) // a new slap, not the one sent again
	status, _, reason := c.call("POST", winner, "move", string(b))
	assert.Equal(t, http.StatusUnprocessableEntity, status)
	assert.Contains(t, reason, "ERS-6: there is no pile to slap", "the rules refuse the seat to act a slap of nothing")
}
