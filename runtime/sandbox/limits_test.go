package sandbox

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestWallClockFromEnv checks that RULERUN_WALL_CLOCK sets the wall clock
// of the default limits, and that a value that is not a duration leaves it.
func TestWallClockFromEnv(t *testing.T) {
	for env, want := range map[string]time.Duration{"10m": 10 * time.Minute, "": time.Second, "soon": time.Second, "-5s": time.Second} {
		t.Setenv(WallClockEnv, env)
		assert.Equal(t, want, wallFromEnv(time.Second), "%s=%q", WallClockEnv, env)
	}
}
