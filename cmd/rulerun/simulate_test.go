package main

import (
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSimRunsCrossTheVariedOptions(t *testing.T) {
	runs, err := simRuns([]string{"a.lua", "b.lua"}, []string{"x=1,2", "y=k"}, map[string]string{"z": "0", "x": "9"})
	require.NoError(t, err)
	var labels []string
	for _, r := range runs {
		labels = append(labels, r.label)
		assert.Equal(t, "0", r.opts["z"], "the other options stay")
	}
	assert.Equal(t, []string{"a.lua (x=1, y=k)", "a.lua (x=2, y=k)", "b.lua (x=1, y=k)", "b.lua (x=2, y=k)"}, labels)
	assert.Equal(t, "2", runs[1].opts["x"], "a varied option overrides --opt")
	plain, err := simRuns([]string{"a.lua"}, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, "a.lua", plain[0].label)
}

// TestSIGTERMStopsASimulation checks that SIGTERM (what timeout and batch
// systems send) stops a run as Ctrl-C does, so that the games played so
// far are reported rather than lost.
func TestSIGTERMStopsASimulation(t *testing.T) {
	stop, release := stopOnSignal()
	defer release()
	require.False(t, stopped(stop))
	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGTERM))
	<-stop // closed by the signal; a test that hangs here has lost it
	assert.True(t, stopped(stop))
}

// TestProgressLines checks the progress shown when standard error is not a
// terminal: a line at each tenth of the games, none at the end.
func TestProgressLines(t *testing.T) {
	var b strings.Builder
	show := progressLines(&b, "unu.lua", 100)
	for done := 1; done <= 100; done++ {
		show(done)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	require.Len(t, lines, 9)
	assert.Regexp(t, `^unu.lua: 10 of 100 games, about \S+ left$`, lines[0])
	assert.Regexp(t, `^unu.lua: 90 of 100 games, `, lines[8])
}

// TestProgressLabelCountsSkillGames: a run's progress says when skill games
// add to --games (#32 item 13).
func TestProgressLabelCountsSkillGames(t *testing.T) {
	assert.Equal(t, "rumski.lua", progressLabel("rumski.lua", 2000, 0))
	assert.Equal(t, "rumski.lua (2000 games and 200 skill games)", progressLabel("rumski.lua", 2000, 200))
}
