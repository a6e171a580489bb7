package lua

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/sandbox"
	"github.com/stretchr/testify/require"
)

// Shared fixtures of the runtime tests.

const (
	unuPath  = "../../scripts/unu.lua"
	miniPath = "testdata/mini.lua"
)

// testLimits keep runaway scripts in the tests short: a small step budget,
// and a wall clock far above it so that the step budget is what stops them.
var testLimits = sandbox.Limits{Steps: 200_000, Wall: time.Hour}

// mustLoad loads a script that must load.
func mustLoad(t testing.TB, path string) *Script {
	t.Helper()
	s, err := Load(path)
	require.NoError(t, err, "load %s", path)
	return s
}

// mustGame starts a game that must start.
func mustGame(t testing.TB, s *Script, cfg Config) *Game {
	t.Helper()
	g, err := s.NewGame(cfg)
	require.NoError(t, err, "new game of %s", s.Path)
	return g
}

// mustSave saves a game.
func mustSave(t testing.TB, g *Game) []byte {
	t.Helper()
	b, err := g.Save()
	require.NoError(t, err)
	return b
}

// writeFile writes a file into dir and returns its path.
func writeFile(t testing.TB, dir, name, src string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	return path
}

// copyFile copies a file into dir under the same base name.
func copyFile(t testing.TB, from, dir string) string {
	t.Helper()
	src, err := os.ReadFile(from)
	require.NoError(t, err)
	return writeFile(t, dir, filepath.Base(from), string(src))
}

// loadSrc writes a script to a fresh folder and loads it with testLimits.
func loadSrc(t testing.TB, src string) (*Script, string, error) {
	t.Helper()
	path := writeFile(t, t.TempDir(), "game.lua", src)
	s, err := LoadWithLimits(path, testLimits)
	return s, filepath.ToSlash(path), err
}

// miniVariant writes a variant of testdata/mini.lua: a game.lua beside a copy
// of mini.lua, whose text is body (which starts with require "mini").
func miniVariant(t testing.TB, body string) string {
	t.Helper()
	dir := t.TempDir()
	copyFile(t, miniPath, dir)
	return writeFile(t, dir, "game.lua", body)
}

// markedLine returns the 1-based line of src that contains marker.
func markedLine(t testing.TB, src, marker string) int {
	t.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, marker) {
			return i + 1
		}
	}
	require.FailNow(t, "marker not found", "%q", marker)
	return 0
}

// fileLine returns the 1-based line of a file that contains marker.
func fileLine(t testing.TB, path, marker string) int {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	return markedLine(t, string(src), marker)
}

// randomBots returns one RandomBot per seat, seeded from seed.
func randomBots(seats int, seed uint64) []engine.Agent {
	out := make([]engine.Agent, seats)
	for i := range out {
		out[i] = engine.NewRandomBot(seed*100 + uint64(i))
	}
	return out
}

// playMoves plays a list of recorded moves, each of which must be accepted.
func playMoves(t testing.TB, g *Game, moves []moveRec) {
	t.Helper()
	for i, m := range moves {
		require.NoError(t, g.Play(m.seat, m.move), "move %d: seat %d %q", i, m.seat+1, m.move)
	}
}

type moveRec struct {
	seat int
	move string
}

// recordedMoves returns the moves a game has accepted so far.
func recordedMoves(g *Game) []moveRec {
	var out []moveRec
	for _, m := range g.State().Moves() {
		out = append(out, moveRec{m.Seat, m.Move})
	}
	return out
}
