package main

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

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/rulerun/rulerun/runtime/serve"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	src, err := loadScript(script, nil)
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

// leakAudit checks every message made for a seat against the game it was
// made from: the piles are exactly the seat's view, the log exactly the
// lines the seat reads, and no card code in the rest names a card the seat
// may not see. A log line is checked once, in the first message that
// carries it, as runtime/check checks it when it is written: it may name a
// card the seat saw before the last move (a card taken from the discard
// pile) or at the end of a round.
type leakAudit struct {
	t        *testing.T
	mu       sync.Mutex
	before   map[int]*core.State // each seat's game at its previous message
	logged   map[int]int         // the log's length at each seat's previous message
	messages int
}

// serveLogLines is how many of the last events of the log a view carries
// (the lines of them that the seat reads).
const serveLogLines = 200

func (a *leakAudit) check(g engine.Game, seat int, msg []byte) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.messages++
	st := g.State()
	var v serve.View
	if !assert.NoError(a.t, json.Unmarshal(msg, &v)) {
		return
	}
	view := st.View(seat, max(0, st.LogLen()-serveLogLines))
	if view.Result.Over {
		revealed(st, view.Piles) // at the end every hand is shown, as the terminal shows them
	}
	want, _ := json.Marshal(view.Piles)
	got, _ := json.Marshal(v.Piles)
	assert.JSONEq(a.t, string(want), string(got), "seat %d is sent exactly its view of the piles", seat+1)
	assert.Equal(a.t, strings.Join(view.Log, "\n"), strings.Join(v.Log, "\n"), "seat %d is sent the last lines it reads", seat+1)
	shown := map[string]bool{}
	for _, p := range view.Piles {
		for _, c := range append(p.Cards, p.Top) {
			shown[c] = true
		}
	}
	for code := range v.Faces {
		assert.True(a.t, shown[code], "seat %d is sent the face of %s, a card its piles do not show", seat+1, code)
	}
	now := []*core.State{st}
	if end := st.RoundEnd(); end != nil {
		now = append(now, end)
	}
	v.Log, v.Open = nil, nil // the open verbs' examples are the rules' own text, the same in every game
	if view.Result.Over {
		v.Piles, v.Faces = nil, nil // checked above against the piles revealed at the end
	}
	rest, _ := json.Marshal(v)
	if code := unseenCard(seat, string(rest), now); code != "" {
		assert.Fail(a.t, "leak", "seat %d is sent %s, a card it may not see: %s", seat+1, code, rest)
	}
	if prev := a.before[seat]; prev != nil {
		now = append(now, prev)
	}
	for _, line := range st.View(seat, a.logged[seat]).Log {
		if code := unseenCard(seat, line, now); code != "" {
			assert.Fail(a.t, "leak", "seat %d reads %s, a card it may not see: %q", seat+1, code, line)
		}
	}
	a.before[seat], a.logged[seat] = g.Copy().State(), st.LogLen()
}

// revealed fills in the cards of every seat's piles, as the web table
// shows them once the game is over.
func revealed(st *core.State, piles []core.PileView) {
	for i, p := range piles {
		if p.Owner < 0 || p.Cards != nil || p.Count == 0 {
			continue
		}
		id, _ := st.PileByName(p.Name)
		var cards []string
		for _, c := range st.Pile(id).Cards {
			cards = append(cards, st.Deck().Card(c).Code)
		}
		piles[i].Cards, piles[i].Top = cards, cards[len(cards)-1]
	}
}

// unseenCard returns a card code in text that seat may name in none of
// the states, or "".
func unseenCard(seat int, text string, states []*core.State) string {
	deck := states[0].Deck()
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" ,.:;()[]{}!\"\\", r) }) {
		k, ok := deck.Lookup(w)
		if !ok || deck.Kind(k).Code != w || strings.ToUpper(w) != w {
			continue
		}
		named := false
		for _, st := range states {
			named = named || mayName(st, seat, k)
		}
		if !named {
			return w
		}
	}
	return ""
}

// mayName reports whether seat may name a card of kind k: one it sees or
// was shown. An onlooker may name what every seat may (a card shown to all
// as it was drawn), since it sees what every seat sees.
func mayName(st *core.State, seat, k int) bool {
	if seat >= 0 || st.MayName(seat, k) {
		return st.MayName(seat, k)
	}
	for s := range st.Seats() {
		if !st.MayName(s, k) {
			return false
		}
	}
	return true
}

// serveGames are the shipped games as the leak test plays them: short
// matches, so that a whole game is played quickly.
var serveGames = map[string]serve.Spec{
	"unu.lua":         {Seats: 3},
	"thirteen.lua":    {Seats: 3},
	"unkindness.lua":  {Seats: 4, Options: map[string]string{"target": "10"}},
	"unocorns.lua":    {Seats: 2, Options: map[string]string{"target": "20"}},
	"rumski.lua":      {Seats: 2, Options: map[string]string{"target": "30"}},
	"crazyeights.lua": {Seats: 3},
	"gofish.lua":      {Seats: 3},
	"gin.lua":         {Seats: 2, Options: map[string]string{"target": "10"}},
	"ratscrew.lua":    {Seats: 3},
	"hearts.lua":      {Seats: 4, Options: map[string]string{"target": "30"}},
	"spades.lua":      {Seats: 4, Options: map[string]string{"target": "100"}},
	"cribbage.lua":    {Seats: 2, Options: map[string]string{"target": "31"}},
	"president.lua":   {Seats: 4, Options: map[string]string{"target": "3"}},
}

// TestServeLeaks plays a whole game of every shipped game through the web
// protocol, every seat a client making random legal moves, and audits
// every message sent to every seat (and to an onlooker).
func TestServeLeaks(t *testing.T) {
	t.Parallel()
	scripts, err := filepath.Glob("../../scripts/*.lua")
	require.NoError(t, err)
	require.Len(t, scripts, len(serveGames), "every shipped game has its match in serveGames")
	for _, script := range scripts {
		spec, ok := serveGames[filepath.Base(script)]
		require.True(t, ok, "%s: add it to serveGames", script)
		t.Run(filepath.Base(script), func(t *testing.T) {
			t.Parallel()
			audit := &leakAudit{t: t, before: map[int]*core.State{}, logged: map[int]int{}}
			spec.Seed = 11
			c := startServe(t, script, spec, audit.check)
			moves := c.playRandom(rand.New(rand.NewPCG(11, 0)), 20_000)
			assert.Positive(t, moves)
			t.Logf("%d moves, %d messages", moves, audit.messages)
			assert.Greater(t, audit.messages, moves, "every move was audited")
		})
	}
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

// TestServePrintsLinks: each seat's link, the watch link and the lobby's
// links, with the admin secret only in the admin link.
func TestServePrintsLinks(t *testing.T) {
	c := startServe(t, "../../scripts/unu.lua", serve.Spec{Seats: 2, Seed: 4}, nil)
	var out strings.Builder
	printLinks(&out, c.server, "http://127.0.0.1:8080")
	text := out.String()
	for _, link := range append(c.table.SeatLinks(), c.table.WatchLink()) {
		assert.Contains(t, text, "http://127.0.0.1:8080"+link)
	}
	assert.Contains(t, text, "Lobby, to start more tables: http://127.0.0.1:8080/ from this computer")
	assert.Contains(t, text, "the admin link http://127.0.0.1:8080"+c.server.AdminLink())
}

// TestServeScenarioReplays downloads games played over the protocol as
// scenarios and replays them with rulerun test: one played to its end, and
// one a player stopped midway.
func TestServeScenarioReplays(t *testing.T) {
	const script = "../../scripts/unu.lua"
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
			assert.Equal(t, exitOK, replayDownload(t, script, data))
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

// replayDownload runs rulerun test on a downloaded scenario of script and returns
// its exit status.
func replayDownload(t *testing.T, script string, data []byte) int {
	t.Helper()
	abs, err := filepath.Abs(script)
	require.NoError(t, err)
	// The scenario names the script from the folder the server runs in.
	text := strings.Replace(string(data), "script: "+script+"\n", "script: "+abs+"\n", 1)
	file := filepath.Join(t.TempDir(), "game.yaml")
	require.NoError(t, os.WriteFile(file, []byte(text), 0o644))
	var stdout, stderr strings.Builder
	code := run([]string{"rulerun", "test", file}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, exitOK, code, "%s%s", stdout.String(), stderr.String())
	return code
}
