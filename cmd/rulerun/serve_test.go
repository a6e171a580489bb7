package main

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/serve"
)

// The web table's tests are beside it: runtime/serve (a game written in
// Go) and runtime/serve/shipped (the shipped scripts, the browser tests).
// Here are those of the serve command itself: its flags and its output.

// TestServePrintsLinks: each seat's link, the watch link and the lobby's
// links, with the admin secret only in the admin link.
func TestServePrintsLinks(t *testing.T) {
	const script = "../../scripts/unu.lua"
	src, err := loadScript(script, nil)
	require.NoError(t, err)
	srv := serve.New(serve.Config{Sources: map[string]engine.Source{script: src}, Log: io.Discard})
	defer srv.Close()
	tbl, err := srv.NewTable(serve.Spec{Script: script, Seats: 2, Seed: 4})
	require.NoError(t, err)
	var out strings.Builder
	printLinks(&out, srv, "http://127.0.0.1:8080")
	text := out.String()
	for _, link := range append(tbl.SeatLinks(), tbl.WatchLink()) {
		assert.Contains(t, text, "http://127.0.0.1:8080"+link)
	}
	assert.Contains(t, text, "Lobby, to start more tables: http://127.0.0.1:8080/ from this computer")
	assert.Contains(t, text, "the admin link http://127.0.0.1:8080"+srv.AdminLink())
}

// TestServeFlagsRefused: serve refuses a bad --start, --bots or
// --bot-delay before it listens.
func TestServeFlagsRefused(t *testing.T) {
	tests := []struct {
		flags []string
		want  string
	}{
		{[]string{"--start", "later"}, "--start later: give full"},
		{[]string{"--bots", "clever"}, "--bots:"},
		{[]string{"--bot-delay", "-1s"}, "--bot-delay -1s"},
		{[]string{"--race-window", "-1s"}, "--race-window -1s"},
	}
	for _, tt := range tests {
		t.Run(tt.flags[0], func(t *testing.T) {
			var stdout, stderr strings.Builder
			args := append(append([]string{"rulerun", "serve"}, tt.flags...), "--addr", "127.0.0.1:0", "../../scripts/unu.lua")
			code := run(args, strings.NewReader(""), &stdout, &stderr)
			assert.Equal(t, exitUsage, code, "%s", stderr.String())
			assert.Contains(t, stderr.String(), tt.want)
			assert.Empty(t, stdout.String(), "no links are printed")
		})
	}
}

// TestServeSecondServerOnOneFolderRefused: a server started on a data
// folder another serves is refused, naming the other's process.
func TestServeSecondServerOnOneFolderRefused(t *testing.T) {
	dir := t.TempDir()
	lock, err := serve.LockData(dir)
	require.NoError(t, err)
	defer lock.Close()
	var stdout, stderr strings.Builder
	code := run([]string{"rulerun", "serve", "--data", dir, "--addr", "127.0.0.1:0", "../../scripts/unu.lua"}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, exitUsage, code, "%s", stderr.String())
	assert.Contains(t, stderr.String(), "process "+strconv.Itoa(os.Getpid()))
	assert.Empty(t, stdout.String(), "no links are printed")
	matches, _ := filepath.Glob(filepath.Join(dir, "table-*.json"))
	assert.Empty(t, matches, "no table is set up in the other's folder")
}
