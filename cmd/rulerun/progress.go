package main

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/urfave/cli/v2"

	"github.com/rulerun/rulerun/runtime/terminal"
)

// rawErr is standard error as rulerun was given it: a progress bar writes
// control characters that the cleaning of messages would escape.
func rawErr(c *cli.Context) io.Writer {
	if cw, ok := c.App.ErrWriter.(terminal.CleanWriter); ok {
		return cw.W
	}
	return c.App.ErrWriter
}

// progress returns a callback, called with the games done so far (from
// several goroutines), that shows how far a run of games is on standard
// error: a bar with the time left at a terminal; elsewhere, when lines is
// set, a line at each tenth of the games (for a log, or a run under
// timeout); else nothing (nil).
func progress(c *cli.Context, label string, games int, lines bool) func(int) {
	w := rawErr(c)
	switch {
	case games < 2:
		return nil
	case isTerminal(w):
		bar := progressbar.NewOptions(games, progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(terminal.Clean(label)), progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true),
			progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
		return func(done int) { _ = bar.Set(done) }
	case lines:
		return progressLines(terminal.CleanWriter{W: w}, label, games)
	}
	return nil
}

// progressLines writes "label: 300 of 1000 games, about 40s left" at each
// tenth of the games.
func progressLines(w io.Writer, label string, games int) func(int) {
	var mu sync.Mutex
	start, shown := time.Now(), 0
	return func(done int) {
		mu.Lock()
		defer mu.Unlock()
		tenth := done * 10 / games
		if tenth <= shown || done >= games {
			return
		}
		shown = tenth
		left := time.Duration(float64(time.Since(start)) / float64(done) * float64(games-done)).Round(time.Second)
		fmt.Fprintf(w, "%s: %d of %d games, about %s left\n", label, done, games, left)
	}
}
