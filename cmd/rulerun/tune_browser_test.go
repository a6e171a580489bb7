package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/rulerun/rulerun/runtime/browsertest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tuneShotEnv names a file the tune report's screenshot is written to,
// when set: docs/images/tune.png is made so, from the worked example of
// docs/tune.md.
const tuneShotEnv = "RULERUN_SCREENSHOT_TUNE"

// tuneChart is what the test reads of a chart of the tune report.
type tuneChart struct {
	Label  string  `json:"label"`
	Height float64 `json:"height"`
	Values int     `json:"values"` // candidates drawn with a figure
	Bands  int     `json:"bands"`
	Meets  int     `json:"meets"` // "meets all" marks
}

const readTuneCharts = `[...document.querySelectorAll("#charts svg")].map((s) => ({label: s.getAttribute("aria-label"),
	height: s.getBoundingClientRect().height, values: s.querySelectorAll("g.candidate").length,
	bands: s.querySelectorAll("rect.band").length, meets: s.querySelectorAll("text.meets").length}))`

// TestTuneReportInABrowser writes the report of a race of the hand sizes
// of the shipped variant, opens it in headless chromium from its file and
// checks that the answer, a chart a target (each value with its interval,
// the target's band, the values that meet every target marked) and the
// table show, that the page logs no error and asks for nothing but itself.
func TestTuneReportInABrowser(t *testing.T) {
	chromium := browsertest.Chromium(t)
	scripts, err := filepath.Abs("../../scripts")
	require.NoError(t, err)
	shot := os.Getenv(tuneShotEnv)
	if shot != "" {
		shot, err = filepath.Abs(shot)
		require.NoError(t, err)
	}
	dir := t.TempDir()
	require.NoError(t, os.Symlink(scripts, filepath.Join(dir, "scripts")))
	t.Chdir(dir)
	args := []string{"rulerun", "tune", "scripts/variants/handsize.lua", "--opt", "hand_size=3..12", "--target", "length=20..30",
		"--target", "seat_advantage<=3", "--players", "4", "--report", "tune.html", "--summary-json", "tune.json"}
	if shot == "" {
		args = []string{"rulerun", "tune", "scripts/variants/handsize.lua", "--opt", "hand_size=3..8", "--target", "length=15..50",
			"--target", "decided>=50", "--players", "4", "--budget", "600", "--report", "tune.html"}
	}
	require.Equal(t, 0, run(args, strings.NewReader(""), io.Discard, io.Discard), "tune writes the report")
	page := filepath.Join(dir, "tune.html")

	ctx, sections, done := openReport(t, chromium, page, 1000, 1400, "answer")
	defer done(shot)
	var ids []string
	for _, s := range sections {
		ids = append(ids, s.ID)
	}
	assert.Equal(t, []string{"answer", "charts", "table"}, ids)
	charts, err := chromedp.Run(ctx, chromedp.Evaluate[[]tuneChart](readTuneCharts))
	require.NoError(t, err)
	require.Len(t, charts, 2, "a chart a target")
	answer, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("answer").textContent`))
	require.NoError(t, err)
	meets := 0
	if strings.Contains(answer, "Meets every target:") {
		meets = strings.Count(answer, "hand_size=")
	}
	for i, c := range charts {
		assert.Equal(t, args[6+2*i], c.Label)
		assert.Positive(t, c.Height, c.Label)
		assert.Positive(t, c.Values, "%s: the values drawn", c.Label)
		assert.Equal(t, 1, c.Bands, "%s: the target's band", c.Label)
		assert.Equal(t, meets, c.Meets, "%s: the values that meet every target are marked", c.Label)
	}
	if shot == "" {
		assert.Contains(t, answer, "Meets every target: hand_size=3")
	}
	// On a screen wider than the page's text, the race's table is shown
	// whole, not cut at the page's 1000 pixels.
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1800, 1000)))
	whole, err := chromedp.Run(ctx, chromedp.Evaluate[bool](
		`(() => { const p = document.querySelector("#table pre"); return p.scrollWidth <= p.clientWidth })()`))
	require.NoError(t, err)
	assert.True(t, whole, "the race's table fits a wide screen")
}
