package scenario

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestV2ExamplesPassTheirGamesSuites runs each shipped game's suite against
// its Rules API v2 example in docs/examples: a game written as functions
// alone (setup, to_act, and each verb's generate, check and apply), which
// runs on the same engine as a declared game and must play every scenario
// as the declared game does.
func TestV2ExamplesPassTheirGamesSuites(t *testing.T) {
	t.Parallel()
	for _, game := range []string{"unu", "thirteen"} {
		t.Run(game, func(t *testing.T) {
			files, err := Find([]string{filepath.Join(shippedDir, game+".tests")})
			require.NoError(t, err)
			r := newLuaRunner()
			r.Script = filepath.Join("..", "..", "docs", "examples", game+"-v2.lua")
			n := 0
			for _, f := range files {
				scenarios, err := ParseFile(f)
				require.NoError(t, err)
				for _, s := range scenarios {
					res := r.Run(s)
					n++
					if !assert.True(t, res.Passed(), "%s", s.Name) {
						t.Log(describe(res))
					}
				}
			}
			assert.Greater(t, n, 50, "the suite has its scenarios")
		})
	}
}
