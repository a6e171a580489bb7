package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/rulerun/rulerun/runtime/serve"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// browserEnv, set to 1, says that the browser test must run: CI installs
// chromium and sets it, so that the test fails rather than skips there.
const browserEnv = "RULERUN_BROWSER_TEST"

// screenshotEnv names a file the screenshot is also written to, when set
// (docs/serve.md's picture of a seat's page is made so).
const screenshotEnv = "RULERUN_BROWSER_SCREENSHOT"

// findChromium returns the path of chromium, or skips the test when it is
// not installed (fails when browserEnv says it must be).
func findChromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv(browserEnv) == "1" {
		t.Fatalf("%s=1 but chromium is not installed: apt-get install chromium", browserEnv)
	}
	t.Skipf("chromium is not installed, so the browser test does not run: apt-get install chromium (CI installs it and sets %s=1)", browserEnv)
	return ""
}

// pageState is what the test reads of a seat's page between clicks.
type pageState struct {
	Version string `json:"version"`
	Moves   int    `json:"moves"`
	Result  string `json:"result"`
	Status  string `json:"status"`
}

const readPage = `({version: document.body.dataset.version || "", moves: document.querySelectorAll("#moves button").length,
	result: document.getElementById("result").textContent, status: document.getElementById("status").textContent})`

// TestServeInABrowser opens seat 1's link of a two-seat table of Unu in
// headless chromium, plays against a bot to the end by clicking the move
// buttons, checks that the page shows the result, saves a screenshot, and
// plays again: the page goes to its seat of the next game.
func TestServeInABrowser(t *testing.T) {
	chromium := findChromium(t)
	c := startServe(t, "../../scripts/unu.lua", serve.Spec{Seats: 2, Seed: 5, Bots: []string{"greedy"}}, nil)
	ctx := newBrowser(t, chromium)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(c.http.URL+c.table.SeatLinks()[0]),
		chromedp.WaitVisible(chromedp.ID("turn")), chromedp.Click(chromedp.ID("start"), chromedp.NodeVisible)))

	rng := rand.New(rand.NewPCG(5, 0))
	var st pageState
	clicks := 0
	for ; ; clicks++ {
		require.Less(t, clicks, 1000, "the game ends")
		st = waitForMove(t, ctx, st.Version)
		if st.Result != "" {
			break
		}
		button := chromedp.CSS(fmt.Sprintf("#moves button:nth-of-type(%d)", 1+rng.IntN(st.Moves)))
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(button, chromedp.NodeVisible)))
	}
	t.Logf("%d clicks; the page says: %s", clicks, st.Result)
	assert.Regexp(t, `^Won by seat [12]\.`, st.Result)

	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	require.NoError(t, err)
	shot := filepath.Join(t.TempDir(), "seat1.png")
	require.NoError(t, os.WriteFile(shot, png, 0o644))
	t.Logf("screenshot: %s (%d bytes)", shot, len(png))
	if keep := os.Getenv(screenshotEnv); keep != "" {
		require.NoError(t, os.WriteFile(keep, png, 0o644))
	}

	// Play again: the page goes to seat 1 of the next game.
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("again"), chromedp.NodeVisible)))
	require.Eventually(t, func() bool { return len(c.server.Tables()) == 2 }, 10*time.Second, 10*time.Millisecond)
	var next *serve.Table
	for _, tbl := range c.server.Tables() {
		if tbl != c.table {
			next = tbl
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("start"), chromedp.NodeVisible),
		chromedp.WaitVisible(chromedp.CSS("#moves button"))))
	url, err := chromedp.Run(ctx, chromedp.Location())
	require.NoError(t, err)
	assert.Equal(t, c.http.URL+next.SeatLinks()[0], url, "seat 1 of the next game")
}

// TestServeLobbyInABrowser starts a table from the lobby page and checks
// that the page shows its links.
func TestServeLobbyInABrowser(t *testing.T) {
	chromium := findChromium(t)
	c := startServe(t, "../../scripts/unu.lua", serve.Spec{Seats: 2}, nil)
	ctx := newBrowser(t, chromium)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(c.http.URL+"/"), chromedp.WaitVisible(chromedp.ID("new-table")),
		chromedp.SetValue(chromedp.ID("seats"), "3"), chromedp.Click(chromedp.CSS(`#new-table button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS("#links a"))))
	links, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#links a")].map((a) => a.getAttribute("href"))`))
	require.NoError(t, err)
	require.Len(t, links, 4, "three seats and the watch link")
	tables := c.server.Tables()
	require.Len(t, tables, 2)
	for _, tbl := range tables {
		if tbl != c.table {
			assert.Equal(t, append(tbl.SeatLinks(), tbl.WatchLink()), links)
		}
	}
}

// newBrowser starts headless chromium for a test, with a tab to drive.
func newBrowser(t *testing.T, chromium string) context.Context {
	t.Helper()
	// No sandbox: CI runs as root, where chromium starts only without it;
	// the browser opens nothing but the test's own server.
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium), chromedp.NoSandbox,
		chromedp.WindowSize(480, 900))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(func() { cancelTime(); cancelTab(); cancelAlloc() })
	return ctx
}

// waitForMove waits until the page shows a view newer than version with
// a move to click, or the result.
func waitForMove(t *testing.T, ctx context.Context, version string) pageState {
	t.Helper()
	for {
		st, err := chromedp.Run(ctx, chromedp.Evaluate[pageState](readPage))
		require.NoError(t, err, "the page answers")
		if st.Result != "" || st.Version != version && st.Moves > 0 {
			return st
		}
		select {
		case <-ctx.Done():
			require.Fail(t, "the page shows no move", "status: %q", st.Status)
		case <-time.After(10 * time.Millisecond):
		}
	}
}
