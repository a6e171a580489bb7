package shipped

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/browsertest"
	"github.com/rulerun/rulerun/runtime/serve"
)

// tablePage is what the table test reads of a seat's page.
type tablePage struct {
	Seats    []tableSeat // the seats around the table, in the page's order
	Middle   []string    // the piles in the middle, by name
	Heads    []string    // the piles' headings
	Hand     []string    // the codes of the seat's own hand, as shown
	Playable int         // the cards of the hand that may be clicked
	Melded   int         // the cards of the hand marked as in a meld
	Facts    string      // the mechanics' status line
	Ask      string      // what the seat is asked to do
	Width    int
	ScrollW  int
}

// tableSeat is one seat's box as the page draws it.
type tableSeat struct {
	Seat    string
	Name    string
	Badges  []string
	Partner bool
	Mine    bool
}

const readTable = `(() => {
	const seats = [...document.querySelectorAll("#piles .seat")].map((s) => ({seat: s.dataset.seat,
		name: s.querySelector(".seat-name").textContent, badges: [...s.querySelectorAll(".badge")].map((b) => b.textContent),
		partner: s.classList.contains("partner"), mine: s.classList.contains("me")}));
	const hand = [...document.querySelectorAll('#piles .seat.me .pile[data-pile^="hand"] .card[data-code]')];
	return {seats, heads: [...document.querySelectorAll("#piles .pile h3")].map((h) => h.textContent), middle: [...document.querySelectorAll("#piles .middle .pile")].map((p) => p.dataset.pile),
		hand: hand.map((c) => c.dataset.code), playable: hand.filter((c) => c.classList.contains("playable")).length,
		melded: hand.filter((c) => c.classList.contains("melded")).length,
		facts: document.getElementById("facts").textContent, ask: document.getElementById("ask").textContent,
		width: document.documentElement.clientWidth, scrollW: document.documentElement.scrollWidth};
})()`

// playUntil joins every seat and plays random legal moves through the API
// until seat 1's view satisfies ready.
func (c *serveClient) playUntil(rng *rand.Rand, ready func(v serve.View, moves int) bool) serve.View {
	seats := len(c.table.SeatLinks())
	for seat := 1; seat <= seats; seat++ {
		status, _, _ := c.call("POST", seat, "join", "{}")
		require.Equal(c.t, http.StatusOK, status)
	}
	for moves := 0; moves < 500; moves++ {
		_, v, _ := c.call("GET", 1, "view", "")
		require.False(c.t, v.Over, "the game ended first")
		if ready(v, moves) {
			return v
		}
		mover, move := 0, ""
		for seat := 1; seat <= seats && mover == 0; seat++ {
			if _, sv, _ := c.call("GET", seat, "view", ""); len(sv.Moves) > 0 {
				mover, move = seat, sv.Moves[rng.IntN(min(len(sv.Moves), 5))] // modest bids
			}
		}
		require.NotZero(c.t, mover, "a seat has a move")
		b, _ := json.Marshal(map[string]string{"move": move})
		status, _, reason := c.call("POST", mover, "move", string(b))
		require.Equal(c.t, http.StatusOK, status, "seat %d: %q: %s", mover, move, reason)
	}
	require.Fail(c.t, "seat 1 never got to the moment wanted")
	return serve.View{}
}

// TestServeTableInABrowser is #44's table, in a real browser at a phone's
// size and a desktop's, for a game of each mechanic: a trick game with
// partners and bids (Spades), a choice every seat makes at once (Hearts'
// pass), a rummy (Gin) and a shedding game (Unu). The seats sit around the
// table with the facts their mechanics show beside them, the middle holds
// the piles of nobody's, the own hand lies along the bottom, held as the
// game is played, and the page says what to do. With RULERUN_SCREENSHOTS
// set to a folder, the pictures docs/serve.md shows are written there.
func TestServeTableInABrowser(t *testing.T) {
	chromium := browsertest.Chromium(t)
	games := []struct {
		name, script string
		seats        int
		ready        func(v serve.View, moves int) bool
		check        func(t *testing.T, v serve.View, p tablePage)
	}{
		{"spades", "spades.lua", 4, func(v serve.View, moves int) bool {
			return v.ToAct == 1 && len(v.Moves) > 0 && strings.HasPrefix(v.Moves[0], "play") && moves > 12
		}, checkSpades},
		{"hearts", "hearts.lua", 4, func(v serve.View, moves int) bool { return moves == 0 }, checkHeartsPass},
		{"gin", "gin.lua", 2, func(v serve.View, moves int) bool { return v.ToAct == 1 && moves >= 4 }, checkGin},
		{"unu", "unu.lua", 3, func(v serve.View, moves int) bool { return v.ToAct == 1 && moves >= 3 }, checkUnu},
	}
	browser := browsertest.Start(t, chromium)
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			c := startServe(t, "../../../scripts/"+g.script, serve.Spec{Seats: g.seats, Seed: 11}, nil)
			v := c.playUntil(rand.New(rand.NewPCG(11, 0)), g.ready)
			for _, size := range [][2]int64{{390, 844}, {1280, 800}} {
				tab := newTab(t, browser, size[0], size[1])
				tab.open(t, c.http.URL+c.table.SeatLinks()[0])
				page, err := chromedp.Run(tab.ctx, chromedp.Evaluate[tablePage](readTable))
				require.NoError(t, err)
				assert.LessOrEqual(t, page.ScrollW, page.Width, "the page does not scroll sideways")
				require.Len(t, page.Seats, g.seats, "every seat sits at the table")
				assert.True(t, page.Seats[len(page.Seats)-1].Mine, "the seat's own box comes last, along the bottom")
				assert.Equal(t, "2", page.Seats[0].Seat, "the seat on the left is the next to play")
				g.check(t, v, page)
				if dir := os.Getenv(screenshotsEnv); dir != "" {
					tab.screenshot(t, filepath.Join(dir, "table-"+g.name+"-"+map[int64]string{390: "phone", 1280: "desktop"}[size[0]]+".png"))
				}
				if g.name == "hearts" && size[0] == 1280 { // the last tab: the pass changes the table
					passAnyCards(t, tab, page.Hand)
				}
				tab.clean(t, c.http.URL)
			}
		})
	}
}

// passAnyCards picks three cards of the hand that neither suggested pass
// holds together, by clicking them, and passes them with the move the
// page makes of them.
func passAnyCards(t *testing.T, tab *browserTab, hand []string) {
	picked := []string{hand[0], hand[6], hand[12]}
	for _, code := range picked {
		require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.CSS(`#piles .seat.me .card[data-code="`+code+`"]`), chromedp.NodeVisible)))
	}
	move := "pass " + strings.Join(picked, " ")
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.CSS(`#moves button.composed`), chromedp.NodeVisible)))
	page, err := chromedp.Run(tab.ctx, chromedp.Evaluate[string](`document.querySelector("#moves").textContent + "|" + document.getElementById("refusal").textContent`))
	require.NoError(t, err)
	assert.NotContains(t, page, "Refused", "%s is played", move)
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.WaitVisible(chromedp.CSS(`#piles .seat.me .pile[data-pile="passing.1"]`))))
	passed, err := chromedp.Run(tab.ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#piles .seat.me .pile[data-pile="passing.1"] .card')].map((c) => c.dataset.code)`))
	require.NoError(t, err)
	assert.ElementsMatch(t, picked, passed, "the cards clicked are passed")
}

// badgesOf are the badges of seat n (from 1) as the page shows them.
func badgesOf(p tablePage, n string) []string {
	for _, s := range p.Seats {
		if s.Seat == n {
			return s.Badges
		}
	}
	return nil
}

// checkSpades: bids, tricks and the partner beside each seat, each side's
// contract in the status line, the trick in the middle, the hand by suit.
func checkSpades(t *testing.T, v serve.View, p tablePage) {
	assert.Contains(t, p.Facts, "us (seats 1 and 3): bid ")
	assert.Contains(t, p.Facts, "them (seats 2 and 4): bid ")
	assert.Contains(t, p.Facts, "trumps: spades")
	assert.Contains(t, badgesOf(p, "3"), "your partner")
	assert.NotContains(t, badgesOf(p, "2"), "your partner")
	for _, s := range []string{"1", "2", "3", "4"} {
		b := strings.Join(badgesOf(p, s), "|")
		assert.Regexp(t, `bid (\d+|nil)`, b, "seat %s's bid", s)
		assert.Regexp(t, `\d+ tricks?`, b, "seat %s's tricks", s)
	}
	assert.Contains(t, p.Middle, "trick")
	tricks := 0
	for _, h := range p.Heads {
		assert.NotRegexp(t, `won · \d+$`, h, "tricks taken are counted in tricks, not cards")
		if strings.Contains(h, "won · ") {
			tricks++
		}
	}
	assert.Positive(t, tricks, "a pile of tricks taken: %v", p.Heads)
	assert.True(t, heldBySuit(p.Hand), "the hand by suit: %v", p.Hand)
	assert.Equal(t, "Click a card to play it.", p.Ask)
}

// heldBySuit reports whether codes (rank then suit) keep each suit together.
func heldBySuit(codes []string) bool {
	seen := map[byte]bool{}
	for i, c := range codes {
		suit := c[len(c)-1]
		if i > 0 && codes[i-1][len(codes[i-1])-1] != suit && seen[suit] {
			return false
		}
		seen[suit] = true
	}
	return len(codes) > 0
}

// checkHeartsPass: every seat owes its pass: the page asks for the cards
// and says to whom they go, and any card of the hand may be picked.
func checkHeartsPass(t *testing.T, v serve.View, p tablePage) {
	assert.Equal(t, "Choose 3 cards: they go to seat 2, on your left: click the cards, then the move.", p.Ask)
	assert.Contains(t, p.Facts, "3 cards each to the left")
	assert.Len(t, p.Hand, 13)
	assert.Equal(t, 13, p.Playable, "any card may be passed, not only the suggested ones")
	for _, s := range []string{"2", "3", "4"} {
		assert.Contains(t, badgesOf(p, s), "choosing")
	}
}

// checkGin: the hand arranged, melds first, and its deadwood beside the
// seat; the discard in the middle.
func checkGin(t *testing.T, v serve.View, p tablePage) {
	require.NotNil(t, v.Facts)
	assert.Equal(t, v.Facts.Hand, p.Hand, "the hand as arranged")
	melded := 0
	for _, n := range v.Facts.Melds {
		melded += n
	}
	assert.Positive(t, melded, "the deal of seed 11 holds a meld")
	assert.Equal(t, melded, p.Melded, "the meld's cards are set apart")
	assert.Regexp(t, `^deadwood \d+$`, badgesOf(p, "1")[0])
	assert.Equal(t, []string{"10 cards"}, badgesOf(p, "2"), "the other's deadwood is not shown, only its count of cards")
	assert.Contains(t, p.Middle, "discard")
	assert.Contains(t, p.Facts, "knock with deadwood 10 or less")
}

// checkUnu: the discard in the middle; the page says to click a card.
func checkUnu(t *testing.T, v serve.View, p tablePage) {
	assert.Contains(t, p.Middle, "discard")
	assert.True(t, strings.HasPrefix(p.Ask, "Click a card to play it") || p.Ask == "Choose a move below.", p.Ask)
}
