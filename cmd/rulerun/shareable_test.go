package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShareable checks that a path in a shared report names no place of
// the author's file system: below the working folder relative to it, else
// by its file name.
func TestShareable(t *testing.T) {
	wd, err := os.Getwd()
	require.NoError(t, err)
	tests := []struct{ in, want string }{
		{"scripts/unu.lua", "scripts/unu.lua"},
		{filepath.Join(wd, "testdata", "x.lua"), filepath.Join("testdata", "x.lua")},
		{"/home/someone/games/mine.lua", "mine.lua"},
		{filepath.Join(filepath.Dir(wd), "other.lua"), "other.lua"},
		{"/home/someone/games/mine.lua (hand_size=5)", "mine.lua (hand_size=5)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, shareableLabel(tt.in), tt.in)
	}
	assert.Equal(t, []string{"simulate", "mine.lua", "--report=r.html", "--games", "20"},
		shareableArgs([]string{"simulate", "/home/someone/mine.lua", "--report=/tmp/x/r.html", "--games", "20"}))
}

// TestReportNamesNoAbsolutePath checks that the reports of simulate and
// tune, given a script by its absolute path, do not show it.
func TestReportNamesNoAbsolutePath(t *testing.T) {
	unu, err := filepath.Abs("../../scripts/unu.lua")
	require.NoError(t, err)
	dir := t.TempDir()
	for _, args := range [][]string{
		{"simulate", unu, "--games", "20", "--report", filepath.Join(dir, "sim.html")},
		{"tune", unu, "--opt", "stock_out=on_demand,immediate", "--target", "length=10..60", "--budget", "40", "--report", filepath.Join(dir, "tune.html")},
	} {
		var out, errOut strings.Builder
		status := run(append([]string{"rulerun"}, args...), strings.NewReader(""), &out, &errOut)
		require.Equal(t, exitOK, status, "%s: %s", args[0], errOut.String())
	}
	for _, page := range []string{"sim.html", "tune.html"} {
		data, err := os.ReadFile(filepath.Join(dir, page))
		require.NoError(t, err)
		assert.NotContains(t, string(data), filepath.Dir(unu), page)
		assert.NotContains(t, string(data), dir, page)
		assert.Contains(t, string(data), "unu.lua", page)
	}
}
