package main

import (
	"context"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/rulerun/rulerun/runtime/browsertest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reportShotEnv names a file the report's screenshot is written to, when
// set: docs/images/report.png is made so, from the games of the worked
// example of docs/simulate.md.
const reportShotEnv = "RULERUN_SCREENSHOT_REPORT"

// reportSection is what the test reads of a section of the report.
type reportSection struct {
	ID     string  `json:"id"`
	Height float64 `json:"height"`
	Charts int     `json:"charts"`
}

const readSections = `[...document.querySelectorAll("section")].map((s) => ({id: s.id,
	height: s.getBoundingClientRect().height, charts: s.querySelectorAll("svg").length}))`

// browserLog is what a page wrote to its console and asked of the network.
type browserLog struct {
	mu       sync.Mutex
	errors   []string // console errors, uncaught exceptions, errors of the browser's log
	requests []string // the URL of every request
}

func (b *browserLog) listen(ev any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		b.requests = append(b.requests, ev.Request.URL)
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning {
			b.errors = append(b.errors, string(ev.Type))
		}
	case *runtime.EventExceptionThrown:
		b.errors = append(b.errors, ev.ExceptionDetails.Text)
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError {
			b.errors = append(b.errors, ev.Entry.Text)
		}
	}
}

// TestReportInABrowser writes the report of Unu and kings skip as rulerun
// simulate does, opens it in headless chromium from its file and checks
// that every section shows, with its charts, that the page logs no error
// and that it asks the network for nothing but itself.
func TestReportInABrowser(t *testing.T) {
	chromium := browsertest.Chromium(t)
	scripts, err := filepath.Abs("../../scripts")
	require.NoError(t, err)
	shot := os.Getenv(reportShotEnv)
	if shot != "" {
		shot, err = filepath.Abs(shot)
		require.NoError(t, err)
	}
	dir := t.TempDir()
	require.NoError(t, os.Symlink(scripts, filepath.Join(dir, "scripts")))
	t.Chdir(dir) // the command line the page shows is the one docs/simulate.md gives
	args := []string{"rulerun", "simulate", "scripts/unu.lua", "scripts/variants/kingsskip.lua", "--games", "4000", "--bots", "greedy", "--report", "kings.html"}
	if shot == "" {
		args[5] = "300"
		args = append(args, "--skill-games", "20")
	}
	require.Equal(t, 0, run(args, strings.NewReader(""), io.Discard, io.Discard), "simulate writes the report")
	page := filepath.Join(dir, "kings.html")

	ctx, sections, done := openReport(t, chromium, page, 1200, 1250, "headlines")
	defer done(shot)
	var ids []string
	for _, s := range sections {
		ids = append(ids, s.ID)
	}
	assert.Equal(t, []string{"headlines", "figures", "effects", "codes", "length", "wins", "verbs", "branching", "lead", "skill"}, ids)
	for _, s := range sections[2:] {
		assert.GreaterOrEqual(t, s.Charts, 2, "section %s has a chart for each script", s.ID)
	}
	headlines, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("headlines").textContent`))
	require.NoError(t, err)
	assert.Contains(t, headlines, "kingsskip.lua: K: skip fired")
	assert.Contains(t, headlines, "the base never fires it")
}

// openReport opens a self-contained report, the file page, in a browser
// of the given viewport once its element first shows, and reads its
// sections, each of which must show. done(shot) writes a screenshot to
// shot when it is set, then checks that the page logged no error and asked
// for nothing but itself.
func openReport(t *testing.T, chromium, page string, width, height int64, first string) (context.Context, []reportSection, func(shot string)) {
	t.Helper()
	ctx := browsertest.Start(t, chromium)
	seen := &browserLog{}
	require.NoError(t, chromedp.Listen(ctx, seen.listen))
	fileURL := (&url.URL{Scheme: "file", Path: page}).String()
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(width, height), chromedp.Navigate(fileURL),
		chromedp.WaitVisible(chromedp.ID(first))))
	sections, err := chromedp.Run(ctx, chromedp.Evaluate[[]reportSection](readSections))
	require.NoError(t, err)
	for _, s := range sections {
		assert.Positive(t, s.Height, "section %s shows", s.ID)
	}
	done := func(shot string) {
		if shot != "" {
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(shot, png, 0o644))
			t.Logf("screenshot: %s (%d bytes)", shot, len(png))
		}
		seen.mu.Lock()
		defer seen.mu.Unlock()
		assert.Empty(t, seen.errors, "the page logs no error")
		assert.Equal(t, []string{fileURL}, seen.requests, "the page asks for nothing but itself")
	}
	return ctx, sections, done
}
