package shipped

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/browsertest"
	"github.com/rulerun/rulerun/runtime/serve"
)

// screenshotEnv names a file a screenshot of a seat's page in the middle of
// a game is written to, when set: docs/images/serve-seat.png is made so.
const screenshotEnv = "RULERUN_SCREENSHOT"

// TestServeInABrowser opens seat 1's link of a two-seat table of Unu in
// headless chromium, starts the game (a bot takes seat 2), plays to the end
// by clicking cards and move buttons, checks that the page shows the
// result, and plays again: the page goes to its seat of the next game,
// which sums up the evening so far.
func TestServeInABrowser(t *testing.T) {
	t.Parallel()
	chromium := browsertest.Chromium(t)
	c := startServe(t, "../../../scripts/unu.lua", serve.Spec{Seats: 2, Seed: 5, Bots: []string{"greedy"}}, nil)
	tab := newTab(t, browsertest.Start(t, chromium), 480, 900)
	tab.open(t, c.http.URL+c.table.SeatLinks()[0])
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.ID("start"), chromedp.NodeVisible)))

	rng := rand.New(rand.NewPCG(5, 0))
	clicks := 0
	for st := tab.read(t); st.Result == ""; st = tab.read(t) {
		require.Less(t, clicks, 3000, "the game ends")
		if st.Clicks == 0 {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		tab.click(t, rng.IntN(st.Clicks))
		clicks++
	}
	st := tab.read(t)
	t.Logf("%d clicks; the page says: %s", clicks, st.Result)
	assert.Regexp(t, `^(Seat [12] discarded all their cards\.|A draw: .+\.)$`, st.Result, "a winner, said once, or a draw when the stock runs out (#32 item 20)")
	tab.screenshot(t, filepath.Join(t.TempDir(), "seat1.png"))
	tab.clean(t, c.http.URL)

	// Play again: the page goes to seat 1 of the next game.
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.ID("again"), chromedp.NodeVisible)))
	require.Eventually(t, func() bool { return len(c.server.Tables()) == 2 }, time.Minute, 10*time.Millisecond)
	var next *serve.Table
	for _, tbl := range c.server.Tables() {
		if tbl != c.table {
			next = tbl
		}
	}
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.ID("start"), chromedp.NodeVisible),
		chromedp.WaitNotVisible(chromedp.ID("waiting")), chromedp.WaitVisible(chromedp.CSS("#piles .pile.mine .card"))))
	url, err := chromedp.Run(tab.ctx, chromedp.Location())
	require.NoError(t, err)
	assert.Equal(t, c.http.URL+next.SeatLinks()[0], url, "seat 1 of the next game")
	evening, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](
		`[...document.querySelectorAll("table.evening thead th, table.evening caption")].map((c) => c.textContent)`))
	require.NoError(t, err)
	assert.Equal(t, []string{"This evening", "Seat", "Game 1", "Wins"}, evening, "the evening so far: the game before")
}

// TestServeTwoPlayersInBrowsers is the web table's done-when: two tabs
// with separate sessions hold seats 1 and 2 of a three-seat table of Unu
// that waits for its players; one presses start and a bot takes seat 3; a
// third tab watches. The two people play to the end by clicking cards and
// buttons, every tab shows the result, and no page writes an error to the
// console or asks anything of another server. Seat 1 plays on a phone-sized
// screen: the page never scrolls sideways and its tap targets are 40 px.
func TestServeTwoPlayersInBrowsers(t *testing.T) {
	t.Parallel()
	chromium := browsertest.Chromium(t)
	c := startServe(t, "../../../scripts/unu.lua", serve.Spec{Seats: 3, Seed: 21, Bots: []string{"greedy"}}, nil)
	browser := browsertest.Start(t, chromium)
	one, two, watch := newTab(t, browser, 375, 740), newTab(t, browser, 800, 1000), newTab(t, browser, 800, 900)
	one.open(t, c.http.URL+c.table.SeatLinks()[0])
	two.open(t, c.http.URL+c.table.SeatLinks()[1])
	waiting := two.read(t)
	assert.True(t, waiting.Waiting, "the table waits for its players")
	assert.Contains(t, waiting.Joined, "seat 1: joined")
	assert.Contains(t, waiting.Joined, "seat 3: not yet joined")
	require.NoError(t, chromedp.Do(one.ctx, chromedp.Click(chromedp.ID("start"), chromedp.NodeVisible)))
	watch.open(t, c.http.URL+c.table.WatchLink())

	rng := rand.New(rand.NewPCG(21, 0))
	shot := os.Getenv(screenshotEnv)
	clicks := 0
	for done := false; !done; {
		require.Less(t, clicks, 5000, "the game ends")
		done = true
		before := clicks
		for _, tab := range []*browserTab{one, two} {
			st := tab.read(t)
			if st.Result != "" {
				continue
			}
			done = false
			if st.Clicks > 0 {
				tab.click(t, rng.IntN(st.Clicks))
				clicks++
			}
			if clicks%40 == 0 && tab == one {
				one.fitsAPhone(t)
			}
			if clicks == 24 && shot != "" {
				two.screenshot(t, shot)
			}
		}
		if clicks == before {
			time.Sleep(10 * time.Millisecond) // a bot's turn
		}
	}
	result := one.read(t).Result
	t.Logf("%d clicks; the pages say: %s", clicks, result)
	assert.Regexp(t, `^(Seat [123] |A draw: )`, result)
	assert.False(t, one.read(t).Scores, "Unu keeps no points: no table of zeros, the result says who won")
	for _, tab := range []*browserTab{one, two, watch} {
		require.Eventually(t, func() bool { return tab.read(t).Result == result }, time.Minute, 20*time.Millisecond, "every tab shows the result")
		tab.clean(t, c.http.URL)
	}
	one.fitsAPhone(t)
}

// TestServeStandingsInABrowser watches a match of UnoCorns that bots play
// to its end (a table that starts now): the page lays out the standings,
// a row a seat, a column a round and the totals, the winner marked.
func TestServeStandingsInABrowser(t *testing.T) {
	t.Parallel()
	chromium := browsertest.Chromium(t)
	c := startServe(t, "../../../scripts/unocorns.lua", serve.Spec{Seats: 3, Seed: 2, Start: serve.StartNow,
		Bots: []string{"random"}, Options: map[string]string{"target": "60"}}, nil)
	require.Eventually(t, func() bool {
		_, v, _ := c.call("GET", 0, "view", "")
		return v.Over
	}, 60*time.Second, 50*time.Millisecond, "the bots play the match")
	_, v, _ := c.call("GET", 0, "view", "")
	require.NotEmpty(t, v.Score.Rounds)
	tab := newTab(t, browsertest.Start(t, chromium), 375, 740)
	tab.open(t, c.http.URL+c.table.WatchLink())
	type table struct {
		Head   []string
		Rows   [][]string
		Winner []string
	}
	got, err := chromedp.Run(tab.ctx, chromedp.Evaluate[table](`(() => {
		const cells = (tr) => [...tr.children].map((c) => c.textContent);
		return {head: cells(document.querySelector("table.standings thead tr")),
			rows: [...document.querySelectorAll("table.standings tbody tr")].map(cells),
			winner: [...document.querySelectorAll("table.standings tr.winner th")].map((c) => c.textContent)};
	})()`))
	require.NoError(t, err)
	require.Len(t, got.Head, len(v.Score.Rounds)+2, "a seat column, a column a round, the total: %v", got.Head)
	assert.Equal(t, "Round 1", got.Head[1])
	assert.Equal(t, "Total", got.Head[len(got.Head)-1])
	require.Len(t, got.Rows, 3)
	for i, row := range got.Rows {
		assert.Equal(t, strconv.Itoa(v.Score.Totals[i]), row[len(row)-1], "seat %d's total", i+1)
		assert.Equal(t, strconv.Itoa(v.Score.Rounds[0][i]), row[1], "seat %d's first round", i+1)
	}
	assert.True(t, tab.read(t).Scores, "a match keeps points: the scores are shown")
	require.Len(t, got.Winner, len(v.Winners))
	assert.Equal(t, "★ seat "+strconv.Itoa(v.Winners[0]), got.Winner[0])
	tab.fitsAPhone(t)
	tab.clean(t, c.http.URL)
}

// TestServeOpenVerbInABrowser types Rumski's layout in its form: the
// refusal shows as it is typed, and its rule's button shows the rule.
func TestServeOpenVerbInABrowser(t *testing.T) {
	t.Parallel()
	chromium := browsertest.Chromium(t)
	c := startServe(t, "../../../scripts/rumski.lua", serve.Spec{Seats: 2, Seed: 4}, nil)
	seat := c.playToLayout()
	tab := newTab(t, browsertest.Start(t, chromium), 375, 740)
	tab.open(t, c.http.URL+c.table.SeatLinks()[seat-1])
	input := chromedp.CSS(`#open .open-verb input[aria-label^="layout"]`)
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.WaitVisible(input), chromedp.SendKeys(input, "layout R3 R4 R5"),
		chromedp.WaitVisible(chromedp.CSS("#open .check button.rule-code"))))
	shown, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`[document.querySelector("#open .check .reason").textContent,
		document.querySelector("#open .check button.rule-code").textContent]`))
	require.NoError(t, err)
	code := strings.TrimPrefix(shown[1], "Rule ")
	require.Regexp(t, `^RUM-[0-9]+$`, code, "the refusal's rule, as a button")
	assert.Contains(t, shown[0], code, "the refusal, live, cites it")
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.CSS("#open .check button.rule-code")),
		chromedp.WaitVisible(chromedp.CSS("#open .check blockquote.rule"))))
	rule, err := chromedp.Run(tab.ctx, chromedp.Evaluate[string](`document.querySelector("#open .check blockquote.rule").textContent`))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(rule, code+" "), "the rule's text: %q", rule)
	tab.fitsAPhone(t)
	tab.clean(t, c.http.URL)
}

// TestServeLobbyInABrowser starts a table from the lobby page and checks
// that the page shows its links.
func TestServeLobbyInABrowser(t *testing.T) {
	t.Parallel()
	chromium := browsertest.Chromium(t)
	c := startServe(t, "../../../scripts/unu.lua", serve.Spec{Seats: 2}, nil)
	tab := newTab(t, browsertest.Start(t, chromium), 480, 900)
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.Navigate(c.http.URL+"/"), chromedp.WaitVisible(chromedp.ID("new-table")),
		chromedp.SetValue(chromedp.ID("seats"), "3"), chromedp.Click(chromedp.CSS(`#new-table button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS("#links a"))))
	links, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#links a")].map((a) => a.getAttribute("href"))`))
	require.NoError(t, err)
	require.Len(t, links, 4, "three seats and the watch link")
	tables := c.server.Tables()
	require.Len(t, tables, 2)
	var started *serve.Table
	for _, tbl := range tables {
		if tbl != c.table {
			started = tbl
			assert.Equal(t, append(tbl.SeatLinks(), tbl.WatchLink()), links)
		}
	}

	// The new table waits: the lobby's button starts it.
	button := chromedp.CSS(`#tables li:last-child button`)
	if started.ID() < c.table.ID() {
		button = chromedp.CSS(`#tables li:first-child button`)
	}
	// The lobby redraws its list as it polls the server: on a busy machine a
	// click can land on a row just replaced, so it is made again until the
	// table has started.
	require.Eventually(t, func() bool {
		tbl := &serveClient{t: t, http: c.http, server: c.server, table: started}
		if _, v, _ := tbl.call("GET", 0, "view", ""); v.Started {
			return true
		}
		ctx, cancel := context.WithTimeout(tab.ctx, 5*time.Second)
		defer cancel()
		_ = chromedp.Do(ctx, chromedp.Click(button, chromedp.NodeVisible))
		return false
	}, time.Minute, 200*time.Millisecond, "the lobby started the table")
	tab.clean(t, c.http.URL)
}

// browserTab is a tab of its own session (its own cookies and storage),
// whose console errors are kept.
type browserTab struct {
	ctx    context.Context
	mu     sync.Mutex
	errors []string
}

// newTab opens a tab of a new session, of width by height pixels.
func newTab(t *testing.T, browser context.Context, width, height int64) *browserTab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	tab := &browserTab{ctx: ctx}
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if consoleError(m) {
				tab.mu.Lock()
				tab.errors = append(tab.errors, m.String())
				tab.mu.Unlock()
			}
		}
	}()
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(width, height)))
	return tab
}

// consoleError reports whether a console message is an error of the page.
// A refused move is answered 422 (a seat out of turn, or moving too fast,
// 4xx too), which the browser logs as a failed load: that is the protocol,
// not an error of the page.
func consoleError(m chromedp.ConsoleMessage) bool {
	if m.Source == "network" && strings.Contains(m.Text, "status of 4") {
		return false
	}
	return m.Type == chromedp.ConsoleError || m.IsException()
}

// open opens a link of the table and waits for the page to show a view.
func (tab *browserTab) open(t *testing.T, url string) {
	t.Helper()
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.ID("turn")),
		chromedp.WaitReady(chromedp.CSS(`body[data-version]`))))
}

// pageState is what the test reads of a page between clicks.
type pageState struct {
	Version string `json:"version"`
	Clicks  int    `json:"clicks"` // the cards and move buttons that may be clicked
	Result  string `json:"result"`
	Status  string `json:"status"`
	Waiting bool   `json:"waiting"`
	Joined  string `json:"joined"`
	Scores  bool   `json:"scores"` // the scores are shown: a game that keeps points

}

const readPage = `(() => {
	const shown = (e) => e.offsetParent !== null;
	const clickable = [...document.querySelectorAll("#moves button.move, #piles button.card")].filter(shown);
	document.querySelectorAll("[data-click]").forEach((e) => delete e.dataset.click);
	clickable.forEach((e, i) => { e.dataset.click = i; });
	return {version: document.body.dataset.version || "", clicks: clickable.length,
		result: document.getElementById("result").textContent, status: document.getElementById("status").textContent,
		waiting: shown(document.getElementById("waiting")), joined: document.getElementById("joined").textContent,
		scores: shown(document.getElementById("scores"))};
})()`

// read reads the page, numbering what may be clicked.
func (tab *browserTab) read(t *testing.T) pageState {
	t.Helper()
	st, err := chromedp.Run(tab.ctx, chromedp.Evaluate[pageState](readPage))
	require.NoError(t, err, "the page answers")
	return st
}

// click clicks the i-th thing read may click, with the mouse, where it is
// on the screen.
func (tab *browserTab) click(t *testing.T, i int) {
	t.Helper()
	// The element numbered i is clicked in the page's own turn: a click by
	// its place on the screen could land on whatever a view that arrived
	// meanwhile put there (the game's end puts "play again" where a move
	// was, and the page would leave the table).
	_, err := chromedp.Run(tab.ctx, chromedp.Evaluate[bool](`(() => {
		const e = document.querySelector('[data-click="`+itoaJS(i)+`"]');
		if (!e || !e.isConnected) return false; // the page changed meanwhile: read it again
		e.scrollIntoView({block: "center"});
		e.click();
		return true;
	})()`))
	require.NoError(t, err)
}

func itoaJS(i int) string { return strconv.Itoa(i) }

// fitsAPhone checks that the page does not scroll sideways and that every
// button, field and link shown is at least 40 px each way.
func (tab *browserTab) fitsAPhone(t *testing.T) {
	t.Helper()
	type fit struct {
		Width, ScrollWidth int
		Small              []string
	}
	f, err := chromedp.Run(tab.ctx, chromedp.Evaluate[fit](`(() => {
		const small = [...document.querySelectorAll("button, summary, input, select, a")].filter((e) => e.offsetParent !== null)
			.filter((e) => { const r = e.getBoundingClientRect(); return r.width < 40 || r.height < 40; })
			.map((e) => e.tagName + " " + (e.id || e.className) + " " + e.textContent.slice(0, 20));
		return {width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth, small};
	})()`))
	require.NoError(t, err)
	assert.Equal(t, 375, f.Width, "a phone-sized screen")
	assert.LessOrEqual(t, f.ScrollWidth, f.Width, "the page does not scroll sideways")
	assert.Empty(t, f.Small, "tap targets of 40 px at least")
}

// clean checks that the page wrote no error to the console and loaded
// nothing but from the test's server.
func (tab *browserTab) clean(t *testing.T, origin string) {
	t.Helper()
	tab.mu.Lock()
	assert.Empty(t, tab.errors, "no console errors")
	tab.mu.Unlock()
	urls, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`performance.getEntriesByType("resource").map((e) => e.name)`))
	require.NoError(t, err)
	assert.NotEmpty(t, urls)
	for _, u := range urls {
		assert.True(t, strings.HasPrefix(u, origin+"/"), "the page asks only its own server, not %s", u)
	}
}

// screenshot saves what the tab shows as a PNG file.
func (tab *browserTab) screenshot(t *testing.T, path string) {
	t.Helper()
	_, err := chromedp.Run(tab.ctx, chromedp.Evaluate[any](`window.scrollTo(0, 0)`))
	require.NoError(t, err)
	png, err := chromedp.Run(tab.ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, png, 0o644))
	t.Logf("screenshot: %s (%d bytes)", path, len(png))
}

// playToLayout plays a game of Rumski through the API, melding and
// drawing when it may, until the seat to act is offered the layout form
// (after its draw, once it has laid a meld of its own: RUM-9); it returns
// that seat.
func (c *serveClient) playToLayout() int {
	seat, _ := c.playToLayoutMelds()
	return seat
}

// playToLayoutMelds is playToLayout, which also returns the melds laid on
// the way, each as its cards were typed (it never adds to one).
func (c *serveClient) playToLayoutMelds() (int, []string) {
	var melds []string
	for seat := 1; seat <= len(c.table.SeatLinks()); seat++ {
		c.call("POST", seat, "join", "{}")
	}
	for range 600 {
		_, w, _ := c.call("GET", 0, "view", "")
		require.False(c.t, w.Over, "the game ended before a layout was offered")
		_, v, _ := c.call("GET", w.ToAct, "view", "")
		for _, o := range v.Open {
			if strings.HasPrefix(o.Pattern, "layout") {
				return w.ToAct, melds
			}
		}
		require.NotEmpty(c.t, v.Moves)
		move := v.Moves[0]
		for _, prefer := range []string{"draw", "meld "} {
			for _, m := range v.Moves {
				if strings.HasPrefix(m, prefer) {
					move = m
				}
			}
		}
		b, _ := json.Marshal(map[string]string{"move": move})
		status, _, reason := c.call("POST", w.ToAct, "move", string(b))
		require.Equal(c.t, http.StatusOK, status, "%q: %s", move, reason)
		if cards, ok := strings.CutPrefix(move, "meld "); ok {
			melds = append(melds, cards)
		}
	}
	require.Fail(c.t, "no layout offered in 600 moves")
	return 0, nil
}
