package shipped

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/browsertest"
	"github.com/rulerun/rulerun/runtime/serve"
)

// screenshotsEnv names a folder the pile test writes its pictures to, when
// set: docs/images/serve-piles-390.png and serve-piles-1280.png are made
// so.
const screenshotsEnv = "RULERUN_SCREENSHOTS"

// pilesPage is what the pile test reads of a page.
type pilesPage struct {
	Labels   []string // the piles' headings
	Discard  []string // the discard pile's cards as shown (rank text)
	Tops     int      // cards marked as the top of their pile
	More     string   // the discard pile's button for the cards below
	Backs    []string // the seats' piles that show backs
	Actions  []string // the rank text of the action cards shown (codes ending S, R or D)
	Turn     string
	Result   string
	Width    int
	ScrollW  int
	Discards int // the discard pile's count, from its heading
}

const readPiles = `(() => {
	const pile = (name) => document.querySelector('#piles .pile[data-pile="' + name + '"]');
	const d = pile("discard");
	const action = [...document.querySelectorAll("#piles .card[data-code]")].filter((c) => /^[A-Z]+[SRD]$/.test(c.dataset.code) && !c.classList.contains("kind"));
	return {
		labels: [...document.querySelectorAll("#piles .pile h3")].map((h) => h.textContent),
		discard: d ? [...d.querySelectorAll(".card")].map((c) => c.querySelector(".rank").textContent) : [],
		tops: document.querySelectorAll("#piles .card.top").length,
		more: d && d.querySelector("button.more") ? d.querySelector("button.more").textContent : "",
		backs: [...document.querySelectorAll("#piles .pile")].filter((p) => p.querySelector("h3").textContent.startsWith("seat ")).filter((p) => p.querySelector(".card.back:not([title$=below])")).map((p) => p.dataset.pile),
		actions: action.map((c) => c.querySelector(".rank").textContent),
		turn: document.getElementById("turn").textContent,
		result: document.getElementById("result").textContent,
		width: document.documentElement.clientWidth,
		scrollW: document.documentElement.scrollWidth,
		discards: d ? parseInt(d.querySelector("h3").textContent.split("·")[1]) : 0,
	};
})()`

// TestServePilesInABrowser is item 3 of issue #32 at a phone's width and a
// desktop's: the bots play a match of UnoCorns to its end; the watch page
// shows the discard pile as its top card, marked, and its count, the rest
// on demand; action cards by name; and every seat's hand face up at the end.
func TestServePilesInABrowser(t *testing.T) {
	chromium := browsertest.Chromium(t)
	c := startServe(t, "../../../scripts/unocorns.lua", serve.Spec{Seats: 3, Seed: 7, Start: serve.StartNow,
		Bots: []string{"random"}, Options: map[string]string{"target": "60"}}, nil)
	require.Eventually(t, func() bool {
		_, v, _ := c.call("GET", 0, "view", "")
		return v.Over
	}, 120*time.Second, 50*time.Millisecond, "the bots play the match")
	browser := browsertest.Start(t, chromium)
	for _, width := range []int64{390, 1280} {
		t.Run(map[int64]string{390: "phone", 1280: "desktop"}[width], func(t *testing.T) {
			tab := newTab(t, browser, width, 900)
			tab.open(t, c.http.URL+c.table.WatchLink())
			page, err := chromedp.Run(tab.ctx, chromedp.Evaluate[pilesPage](readPiles))
			require.NoError(t, err)
			assert.Equal(t, "The game is over", page.Turn)
			assert.NotEmpty(t, page.Result)
			assert.LessOrEqual(t, page.ScrollW, page.Width, "the page does not scroll sideways")
			assert.Empty(t, page.Backs, "at the end every seat's hand is face up")
			for _, a := range page.Actions {
				assert.Contains(t, []string{"skip", "reverse", "drawtwo"}, a, "an action card by its name")
			}
			if dir := os.Getenv(screenshotsEnv); dir != "" {
				tab.screenshot(t, filepath.Join(dir, "serve-piles-"+map[int64]string{390: "390", 1280: "1280"}[width]+".png"))
			}
			if page.Discards > 3 {
				assert.Len(t, page.Discard, 2, "the discard pile: the cards below, folded, and its top card")
				assert.Equal(t, 1, page.Tops, "one top card marked")
				assert.Regexp(t, regexp.MustCompile(`^show the \d+ cards below$`), page.More)
				require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.CSS(`#piles .pile[data-pile="discard"] button.more`))))
				open, err := chromedp.Run(tab.ctx, chromedp.Evaluate[pilesPage](readPiles))
				require.NoError(t, err)
				assert.Len(t, open.Discard, page.Discards, "on demand, every card of the pile")
				assert.Equal(t, "hide the cards below", open.More)
			}
			tab.clean(t, c.http.URL)
		})
	}
}

// TestServeMeldsInABrowser: Rumski's melds are labelled with the number
// add needs ("meld 2 · 3").
func TestServeMeldsInABrowser(t *testing.T) {
	chromium := browsertest.Chromium(t)
	c := startServe(t, "../../../scripts/rumski.lua", serve.Spec{Seats: 2, Seed: 3, Start: serve.StartNow,
		Bots: []string{"greedy"}, Options: map[string]string{"target": "40"}}, nil)
	require.Eventually(t, func() bool {
		_, v, _ := c.call("GET", 0, "view", "")
		for _, p := range v.Piles {
			if p.Group == "melds" && p.Count > 0 {
				return true
			}
		}
		return v.Over
	}, 120*time.Second, 50*time.Millisecond, "a meld is laid")
	browser := browsertest.Start(t, chromium)
	for _, width := range []int64{390, 1280} {
		tab := newTab(t, browser, width, 900)
		tab.open(t, c.http.URL+c.table.WatchLink())
		page, err := chromedp.Run(tab.ctx, chromedp.Evaluate[pilesPage](readPiles))
		require.NoError(t, err)
		melds := 0
		for _, l := range page.Labels {
			if regexp.MustCompile(`^meld \d+ · \d+$`).MatchString(l) {
				melds++
			}
			assert.NotRegexp(t, `^melds`, l, "a meld is named by its number")
		}
		assert.Positive(t, melds, "the melds, numbered: %v", page.Labels)
		assert.LessOrEqual(t, page.ScrollW, page.Width, "the page does not scroll sideways")
		tab.clean(t, c.http.URL)
	}
}
