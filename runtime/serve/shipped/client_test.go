package shipped

import (
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/rulerun/rulerun/runtime/scenario"
	"github.com/rulerun/rulerun/runtime/serve"
)

// serveClient plays a table of a served script through the web protocol,
// as the page does.
type serveClient struct {
	t      testing.TB
	http   *httptest.Server
	server *serve.Server
	table  *serve.Table
}

// startServe serves one table of script, audited by audit when it is set,
// with the rule book that ships with the script.
func startServe(t testing.TB, script string, spec serve.Spec, audit func(engine.Game, int, []byte)) *serveClient {
	t.Helper()
	return startServeBook(t, script, spec, audit, rulebook.Load(script))
}

// startServeBook is startServe with a rule book of the test's.
func startServeBook(t testing.TB, script string, spec serve.Spec, audit func(engine.Game, int, []byte), book rulebook.Book) *serveClient {
	t.Helper()
	src, err := lua.Load(script)
	require.NoError(t, err)
	srv := serve.New(serve.Config{Sources: map[string]engine.Source{script: src}, MoveRate: 1e6, Log: io.Discard,
		Rulebook: book})
	srv.Audit = audit
	spec.Script = script
	tbl, err := srv.NewTable(spec)
	require.NoError(t, err)
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close() })
	return &serveClient{t: t, http: hs, server: srv, table: tbl}
}

// call sends a request of seat (0 for the watch link) and decodes the view
// it answers with, and the refusal of a move.
func (c *serveClient) call(method string, seat int, what, body string) (int, serve.View, string) {
	c.t.Helper()
	link, who := c.table.WatchLink(), "watch"
	if seat > 0 {
		link, who = c.table.SeatLinks()[seat-1], strconv.Itoa(seat)
	}
	_, secret, _ := strings.Cut(link, "#")
	req, err := http.NewRequest(method, c.http.URL+"/api/table/"+c.table.ID()+"/"+who+"/"+what, strings.NewReader(body))
	require.NoError(c.t, err)
	req.Header.Set("Authorization", "Bearer "+secret)
	resp, err := c.http.Client().Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	var ans struct {
		serve.View
		Refused *serve.Refusal  `json:"refused"`
		Inner   json.RawMessage `json:"view"`
	}
	require.NoError(c.t, json.Unmarshal(raw, &ans), "%s", raw)
	if ans.Inner != nil {
		require.NoError(c.t, json.Unmarshal(ans.Inner, &ans.View))
	}
	reason := ""
	if ans.Refused != nil {
		reason = ans.Refused.Reason
	}
	return resp.StatusCode, ans.View, reason
}

// playRandom joins every seat and plays random legal moves until the game
// ends; it returns the moves made.
func (c *serveClient) playRandom(rng *rand.Rand, maxMoves int) int {
	return c.playMoves(rng, maxMoves, false)
}

// playMoves joins every seat and plays random legal moves until the game
// ends or maxMoves were made (which fails the test unless partly is set);
// it returns the moves made.
func (c *serveClient) playMoves(rng *rand.Rand, maxMoves int, partly bool) int {
	seats := len(c.table.SeatLinks())
	for seat := 1; seat <= seats; seat++ {
		status, _, _ := c.call("POST", seat, "join", "{}")
		require.Equal(c.t, http.StatusOK, status)
	}
	for moves := 0; moves < maxMoves; moves++ {
		c.call("GET", 0, "view", "")
		var mover, move = 0, ""
		for seat := 1; seat <= seats; seat++ {
			_, v, _ := c.call("GET", seat, "view", "")
			if v.Over || v.Failure != "" {
				require.Empty(c.t, v.Failure)
				return moves
			}
			if len(v.Moves) > 0 && (v.ToAct == seat || mover == 0 && rng.IntN(3) == 0) {
				mover, move = seat, v.Moves[rng.IntN(len(v.Moves))]
			}
		}
		require.NotZero(c.t, mover, "a seat has a move")
		b, _ := json.Marshal(map[string]string{"move": move})
		status, _, reason := c.call("POST", mover, "move", string(b))
		require.Equal(c.t, http.StatusOK, status, "seat %d: %q: %s", mover, move, reason)
	}
	if !partly {
		require.Fail(c.t, "the game did not end", "after %d moves", maxMoves)
	}
	return maxMoves
}

// TestServeEscapesAHostileScript serves a script whose name, log lines,
// status and result hold markup and code: the JSON carries them escaped,
// as text, and the page never turns text into markup.
func TestServeEscapesAHostileScript(t *testing.T) {
	const evil = `<script>alert(1)</script>"><img src=x onerror=alert(2)>`
	var raw [][]byte
	var mu sync.Mutex
	c := startServe(t, "testdata/serve/hostile_page.lua", serve.Spec{Seed: 3}, func(_ engine.Game, _ int, msg []byte) {
		mu.Lock()
		defer mu.Unlock()
		raw = append(raw, append([]byte(nil), msg...))
	})
	c.playRandom(rand.New(rand.NewPCG(3, 0)), 1000)
	_, v, _ := c.call("GET", 1, "view", "")
	assert.Contains(t, v.Game, evil, "the text arrives whole")
	assert.Contains(t, v.Status, evil)
	assert.Contains(t, strings.Join(v.Log, "\n"), evil)
	drawn := ""
	for _, f := range v.Faces {
		drawn += f.Suit + f.Name + "\n"
	}
	assert.Contains(t, drawn, evil, "the cards' faces carry the deck's names whole")
	mu.Lock()
	defer mu.Unlock()
	require.NotEmpty(t, raw)
	for _, msg := range raw {
		for _, bad := range []string{"<", ">", "&"} {
			require.NotContains(t, string(msg), bad, "the JSON escapes markup")
		}
	}

	pages := []string{"/table/" + c.table.ID() + "/seat/1", "/"}
	for _, js := range []string{"app", "cards", "dom", "moves", "standings", "lobby"} {
		pages = append(pages, "/static/"+js+".js")
	}
	for _, path := range pages {
		resp, err := c.http.Client().Get(c.http.URL + path)
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		assert.NotEmpty(t, resp.Header.Get("Content-Security-Policy"), path)
		assert.NotContains(t, string(body), "alert(", "%s holds nothing of the script", path)
		for _, sink := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("} {
			assert.NotContains(t, string(body), sink, "%s builds no markup from text", path)
		}
	}
}

// TestServeEscapesHostileRuleTexts: a refusal citing a rule whose text
// holds markup carries it whole, as JSON with markup escaped.
func TestServeEscapesHostileRuleTexts(t *testing.T) {
	const evil = `<script>alert(1)</script>"><img src=x onerror=alert(2)>`
	book := rulebook.Book{"HOST-1": "**HOST-1 No hearts.** " + evil}
	c := startServeBook(t, "testdata/serve/hostile_page.lua", serve.Spec{Seed: 3}, nil, book)
	c.call("POST", 1, "join", "{}")
	c.call("POST", 2, "join", "{}")
	rng := rand.New(rand.NewPCG(3, 0))
	for range 300 {
		_, w, _ := c.call("GET", 0, "view", "")
		require.False(t, w.Over, "a heart was in a hand at some turn")
		_, v, _ := c.call("GET", w.ToAct, "view", "")
		for _, p := range v.Piles {
			for _, code := range p.Cards {
				if p.Owner != v.Seat-1 || !strings.HasSuffix(code, "H") {
					continue
				}
				raw := c.raw("POST", v.Seat, "check", `{"move": "play `+code+`"}`)
				var ans struct{ Refused serve.Refusal }
				require.NoError(t, json.Unmarshal(raw, &ans), "%s", raw)
				require.Len(t, ans.Refused.Rules, 1, "%s", raw)
				assert.Equal(t, book["HOST-1"], ans.Refused.Rules[0].Text, "the rule's text arrives whole")
				assert.Contains(t, ans.Refused.Reason, evil)
				for _, bad := range []string{"<", ">", "&"} {
					assert.NotContains(t, string(raw), bad, "the JSON escapes markup")
				}
				return
			}
		}
		b, _ := json.Marshal(map[string]string{"move": v.Moves[rng.IntN(len(v.Moves))]})
		c.call("POST", v.Seat, "move", string(b))
	}
	require.Fail(t, "no heart was ever in the hand of the seat to play")
}

// raw sends a request of seat and returns the answer's body as it is.
func (c *serveClient) raw(method string, seat int, what, body string) []byte {
	c.t.Helper()
	_, secret, _ := strings.Cut(c.table.SeatLinks()[seat-1], "#")
	req, err := http.NewRequest(method, c.http.URL+"/api/table/"+c.table.ID()+"/"+strconv.Itoa(seat)+"/"+what, strings.NewReader(body))
	require.NoError(c.t, err)
	req.Header.Set("Authorization", "Bearer "+secret)
	resp, err := c.http.Client().Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return raw
}

// TestServeScenarioReplays downloads games played over the protocol as
// scenarios and replays them with rulerun test: one played to its end, and
// one a player stopped midway.
func TestServeScenarioReplays(t *testing.T) {
	const script = "../../../scripts/unu.lua"
	tests := []struct {
		name  string
		moves int
	}{
		{"finished", 5000},
		{"stopped midway", 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := startServe(t, script, serve.Spec{Seats: 2, Seed: 8}, nil)
			played := c.playMoves(rand.New(rand.NewPCG(8, 0)), tt.moves, tt.moves < 5000)
			if tt.moves < 5000 {
				require.Equal(t, tt.moves, played)
				status, v, _ := c.call("POST", 1, "stop", "{}")
				require.Equal(t, http.StatusOK, status)
				require.NotEmpty(t, v.Abandoned)
			}
			data := c.download(t, "watch")
			assert.Equal(t, played, strings.Count(string(data), "\n  - "), "the moves so far")
			assert.Nil(t, replayDownload(t, script, data), "the download replays")
		})
	}
}

// download gets the table's game as a scenario file, with the secret of
// who (a seat's number, or "watch").
func (c *serveClient) download(t *testing.T, who string) []byte {
	t.Helper()
	link := c.table.WatchLink()
	if who != "watch" {
		n, _ := strconv.Atoi(who)
		link = c.table.SeatLinks()[n-1]
	}
	_, secret, _ := strings.Cut(link, "#")
	req, err := http.NewRequest("GET", c.http.URL+"/api/table/"+c.table.ID()+"/"+who+"/scenario", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+secret)
	resp, err := c.http.Client().Do(req)
	require.NoError(t, err)
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, "%s", data)
	return data
}

// replayDownload replays a downloaded scenario of script, as rulerun test
// does, and returns its failure, or nil when it passes.
func replayDownload(t *testing.T, script string, data []byte) *scenario.Failure {
	t.Helper()
	abs, err := filepath.Abs(script)
	require.NoError(t, err)
	// The scenario names the script from the folder the server runs in.
	text := strings.Replace(string(data), "script: "+script+"\n", "script: "+abs+"\n", 1)
	file := filepath.Join(t.TempDir(), "game.yaml")
	require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
	scenarios, err := scenario.ParseFile(file)
	require.NoError(t, err)
	require.Len(t, scenarios, 1)
	runner := scenario.NewRunner(func(path string, _ io.Writer) (engine.Source, error) {
		s, err := lua.Load(path)
		return s, err
	})
	return runner.Run(scenarios[0]).Failure
}
