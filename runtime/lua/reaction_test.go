package lua

import (
	"testing"
	"time"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
)

// TestReactionDeclared: a game's reaction window is what game.slaps
// declares (react_min, react_max), else the defaults; a game without a
// race has the engine's default.
func TestReactionDeclared(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	copyFile(t, "../../scripts/ratscrew.lua", dir)
	quick := writeFile(t, dir, "quick.lua", `local game = require "ratscrew"
game.slaps.react_min = 50
game.slaps.react_max = 120
return game
`)
	for name, tc := range map[string]struct {
		path   string
		lo, hi time.Duration
	}{
		"the defaults":      {"../../scripts/ratscrew.lua", 250 * time.Millisecond, 750 * time.Millisecond},
		"declared":          {quick, 50 * time.Millisecond, 120 * time.Millisecond},
		"a game of no race": {"testdata/whist.lua", engine.DefaultReactMin, engine.DefaultReactMax},
	} {
		t.Run(name, func(t *testing.T) {
			g := mustGame(t, mustLoad(t, tc.path), Config{Seed: 1})
			lo, hi := engine.ReactionOf(g)
			assert.Equal(t, [2]time.Duration{tc.lo, tc.hi}, [2]time.Duration{lo, hi})
		})
	}
}
