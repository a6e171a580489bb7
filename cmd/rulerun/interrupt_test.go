package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// interrupted makes validate and simulate see Ctrl-C before their first
// game.
func interrupted(t *testing.T) {
	t.Helper()
	saved := interrupts
	t.Cleanup(func() { interrupts = saved })
	interrupts = func() (chan struct{}, func()) {
		stop := make(chan struct{})
		close(stop)
		return stop, func() {}
	}
}

// TestCtrlCReports checks that a run stopped by Ctrl-C reports what it did
// and exits with status 130, for validate and simulate alike.
func TestCtrlCReports(t *testing.T) {
	interrupted(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"validate", "../../scripts/unu.lua", "--games", "5"}, "     interrupted after 0 of 5 games: this is the report of the games checked\n"},
		{[]string{"simulate", "../../scripts/unu.lua", "--games", "5"}, "Stopped: the games played so far.\n"},
	}
	for _, tt := range tests {
		var out, errOut strings.Builder
		status := run(append([]string{"rulerun"}, tt.args...), strings.NewReader(""), &out, &errOut)
		assert.Equal(t, exitInterrupted, status, "%s: %s", tt.args[0], errOut.String())
		assert.Contains(t, out.String(), tt.want)
	}
}
