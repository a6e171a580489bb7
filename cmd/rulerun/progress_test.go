package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/urfave/cli/v2"

	"github.com/rulerun/rulerun/runtime/terminal"
)

// TestProgressReachesTheTerminal checks that the progress bar is drawn on
// standard error itself: the cleaning of messages wraps it, and a bar
// looking for a terminal behind the wrapper never found one.
func TestProgressReachesTheTerminal(t *testing.T) {
	app := newApp(strings.NewReader(""), os.Stdout, terminal.CleanWriter{W: os.Stderr})
	c := cli.NewContext(app, nil, nil)
	assert.Same(t, os.Stderr, rawErr(c))
	var b strings.Builder
	app.ErrWriter = &b
	assert.Same(t, &b, rawErr(c), "an unwrapped writer as it is")
	assert.Nil(t, progress(c, "x.lua", 100, false), "no terminal, no lines asked: nothing")
	assert.NotNil(t, progress(c, "x.lua", 100, true), "no terminal: lines")
}
