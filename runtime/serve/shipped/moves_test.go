package shipped

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/serve"
)

// checkMove asks the server whether seat's move would be played, without
// playing it.
func (c *serveClient) checkMove(seat int, move string) (int, bool, *serve.Refusal) {
	c.t.Helper()
	_, secret, _ := strings.Cut(c.table.SeatLinks()[seat-1], "#")
	b, _ := json.Marshal(map[string]string{"move": move})
	req, err := http.NewRequest("POST", c.http.URL+"/api/table/"+c.table.ID()+"/"+strconv.Itoa(seat)+"/check", strings.NewReader(string(b)))
	require.NoError(c.t, err)
	req.Header.Set("Authorization", "Bearer "+secret)
	resp, err := c.http.Client().Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var ans struct {
		OK      bool           `json:"ok"`
		Refused *serve.Refusal `json:"refused"`
	}
	require.NoError(c.t, json.Unmarshal(raw, &ans), "%s", raw)
	return resp.StatusCode, ans.OK, ans.Refused
}

// TestServeMovesNameTheirCards: each legal move comes with the cards it
// names, all in the seat's hand, and a move without cards names none.
func TestServeMovesNameTheirCards(t *testing.T) {
	c := startServe(t, "../../../scripts/unu.lua", serve.Spec{Seats: 2, Seed: 3}, nil)
	c.call("POST", 1, "join", "{}")
	c.call("POST", 2, "join", "{}")
	_, v, _ := c.call("GET", 0, "view", "")
	require.True(t, v.Started, "both seats are held")
	_, v, _ = c.call("GET", v.ToAct, "view", "")
	require.Len(t, v.Uses, len(v.Moves))
	hand := map[string]bool{}
	for _, p := range v.Piles {
		if p.Owner == v.Seat-1 && p.Cards != nil {
			for _, code := range p.Cards {
				hand[code] = true
			}
		}
	}
	withCards := 0
	for i, m := range v.Moves {
		if strings.HasPrefix(m, "play ") {
			withCards++
			require.NotEmpty(t, v.Uses[i], m)
		}
		for _, code := range v.Uses[i] {
			assert.True(t, hand[code], "%s names %s, a card of the hand", m, code)
			assert.Contains(t, m, code)
		}
	}
	assert.Contains(t, v.Moves, "draw")
	assert.Empty(t, v.Uses[indexOf(v.Moves, "draw")], "draw names no card")
	t.Logf("%d moves, %d with cards", len(v.Moves), withCards)
}

// TestServeChecksWithoutPlaying: a move is checked without being played,
// its refusal cites its rule with the rule's text, and a seat out of turn
// is told whose turn it is.
func TestServeChecksWithoutPlaying(t *testing.T) {
	c := startServe(t, "../../../scripts/unu.lua", serve.Spec{Seats: 2, Seed: 3}, nil)
	c.call("POST", 1, "join", "{}")
	c.call("POST", 2, "join", "{}")
	_, v, _ := c.call("GET", 0, "view", "")
	mover, other := v.ToAct, 3-v.ToAct
	_, v, _ = c.call("GET", mover, "view", "")
	status, ok, refused := c.checkMove(mover, v.Moves[0])
	assert.Equal(t, http.StatusOK, status)
	assert.True(t, ok, "a legal move passes")
	assert.Nil(t, refused)
	_, after, _ := c.call("GET", mover, "view", "")
	assert.Equal(t, v.Version, after.Version, "nothing was played")

	status, ok, refused = c.checkMove(other, "draw")
	assert.Equal(t, http.StatusUnprocessableEntity, status)
	assert.False(t, ok)
	require.NotNil(t, refused)
	assert.Contains(t, refused.Reason, "turn, not yours")

	status, _, refused = c.checkMove(mover, "play ZZ")
	assert.Equal(t, http.StatusUnprocessableEntity, status)
	require.NotNil(t, refused)
	assert.NotEmpty(t, refused.Reason)

	cited := citedRefusal(t, c, mover, v)
	require.NotNil(t, cited, "some card of the hand is refused with a rule's code")
	require.NotEmpty(t, cited.Rules, "the refusal %q carries its rule", cited.Reason)
	assert.Contains(t, cited.Reason, cited.Rules[0].Code)
	assert.True(t, strings.HasPrefix(cited.Rules[0].Text, "**"+cited.Rules[0].Code), "the rule's text: %q", cited.Rules[0].Text)
}

// citedRefusal checks each card of the mover's hand that no legal move
// plays, and returns the first refusal that cites a rule.
func citedRefusal(t *testing.T, c *serveClient, mover int, v serve.View) *serve.Refusal {
	t.Helper()
	for _, p := range v.Piles {
		if p.Owner != mover-1 {
			continue
		}
		for _, code := range p.Cards {
			if indexOf(v.Moves, "play "+code) >= 0 {
				continue
			}
			if _, _, refused := c.checkMove(mover, "play "+code); refused != nil && len(refused.Rules) > 0 {
				return refused
			}
		}
	}
	return nil
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// TestServeBotsPlayEveryShippedGame: a table that starts now, every seat
// its greedy bot's, plays each shipped game to its end on the server (the
// bots decide on a game restored on their own instance of the rules).
func TestServeBotsPlayEveryShippedGame(t *testing.T) {
	for name, spec := range serveGames {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			spec.Seed, spec.Start, spec.Bots = 5, serve.StartNow, []string{"greedy"}
			c := startServe(t, "../../../scripts/"+name, spec, nil)
			require.Eventually(t, func() bool {
				_, v, _ := c.call("GET", 0, "view", "")
				require.Empty(t, v.Failure)
				return v.Over
			}, 60*time.Second, 20*time.Millisecond, "the bots play to the end")
		})
	}
}

// TestServeOpenVerbChecked: Rumski's layout is an open verb, offered as a
// form with the script's example; what is typed is checked, and a refusal
// cites its rule with the rule's text.
func TestServeOpenVerbChecked(t *testing.T) {
	c := startServe(t, "../../../scripts/rumski.lua", serve.Spec{Seats: 2, Seed: 4}, nil)
	c.call("POST", 1, "join", "{}")
	c.call("POST", 2, "join", "{}")
	_, w, _ := c.call("GET", 0, "view", "")
	_, v, _ := c.call("GET", w.ToAct, "view", "")
	for _, o := range v.Open {
		assert.False(t, strings.HasPrefix(o.Pattern, "layout"), "layout is not offered before the draw (RUM-9): %v", v.Open)
	}
	const example = "layout R3 R4 R5 / R6 B6 P6 / G9 G10 W=G11" // rumski.lua's example of the form
	status, ok, refused := c.checkMove(v.Seat, example)
	assert.Equal(t, http.StatusUnprocessableEntity, status)
	assert.False(t, ok)
	require.NotNil(t, refused)
	t.Logf("%q: %s", example, refused.Reason)
	require.NotEmpty(t, refused.Rules, "the refusal cites a rule")
	assert.Contains(t, refused.Reason, refused.Rules[0].Code)
	status, _, refused = c.checkMove(v.Seat, "layout")
	assert.Equal(t, http.StatusUnprocessableEntity, status)
	require.NotNil(t, refused, "a layout of nothing is refused")
	assert.NotEmpty(t, refused.Reason)
}

// TestServeNoOpLayoutSentThricePlayedOnce: Rumski's layout that leaves
// the melds as they are, sent three times at once, is played once, as any
// move is: on the same view, with no version (as a client of the API may
// send it), and with one id and no version (a client retrying).
func TestServeNoOpLayoutSentThricePlayedOnce(t *testing.T) {
	tests := []struct {
		name string
		body func(layout string, version uint64) string
		want []int
	}{
		{"the same version", func(layout string, version uint64) string {
			return fmt.Sprintf(`{"move": %q, "version": %d}`, layout, version)
		}, []int{http.StatusOK, http.StatusUnprocessableEntity, http.StatusUnprocessableEntity}},
		{"no version", func(layout string, _ uint64) string {
			return fmt.Sprintf(`{"move": %q}`, layout)
		}, []int{http.StatusOK, http.StatusUnprocessableEntity, http.StatusUnprocessableEntity}},
		{"one id", func(layout string, _ uint64) string {
			return fmt.Sprintf(`{"move": %q, "id": "retried"}`, layout)
		}, []int{http.StatusOK, http.StatusOK, http.StatusOK}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := startServe(t, "../../../scripts/rumski.lua", serve.Spec{Seats: 2, Seed: 4}, nil)
			seat, melds := c.playToLayoutMelds()
			require.NotEmpty(t, melds)
			layout := "layout " + strings.Join(melds, " / ")
			_, v, _ := c.call("GET", seat, "view", "")
			status, ok, refused := c.checkMove(seat, layout)
			require.True(t, ok, "the layout that changes nothing is legal: %d %+v", status, refused)
			body := tt.body(layout, v.Version)
			statuses := make([]int, 3)
			var wg sync.WaitGroup
			for i := range statuses {
				wg.Go(func() { statuses[i], _, _ = c.call("POST", seat, "move", body) })
			}
			wg.Wait()
			assert.ElementsMatch(t, tt.want, statuses)
			_, after, _ := c.call("GET", seat, "view", "")
			assert.Equal(t, v.Version+1, after.Version, "played once")
		})
	}
}
