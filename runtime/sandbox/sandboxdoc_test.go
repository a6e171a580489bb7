package sandbox

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// withCommas writes n as docs/sandbox.md does: 20,000,000.
func withCommas(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestSandboxDocStatesTheLimits checks that docs/sandbox.md gives every
// limit of the interpreter with the number the code uses (the limits of the
// bindings are checked in runtime/lua).
func TestSandboxDocStatesTheLimits(t *testing.T) {
	data, err := os.ReadFile("../../docs/sandbox.md")
	require.NoError(t, err)
	doc := string(data)
	for what, text := range map[string]string{
		"steps per call":        withCommas(DefaultLimits.Steps),
		"wall clock":            fmt.Sprintf("| %d s |", int(DefaultLimits.Wall.Seconds())),
		"heap":                  fmt.Sprintf("%d MiB", MemoryLimit>>20),
		"memory budget":         fmt.Sprintf("| %d MiB per interpreter | *stop*: `script stopped: it went over its memory budget: it holds more than %d MB", DefaultLimits.Memory>>20, DefaultLimits.Memory>>20),
		"soft memory limit":     fmt.Sprintf("%d MiB", MemoryLimit/8*3>>20),
		"call depth":            fmt.Sprintf("%d nested calls", CallStackSize),
		"error cost":            withCommas(errorCost) + " steps, plus " + fmt.Sprint(errorFrameCost) + " per frame",
		"pattern text":          fmt.Sprintf("%d KB", maxPatternInput>>10),
		"pattern steps":         withCommas(maxPatternSteps) + " matching steps",
		"captures":              fmt.Sprintf("%d captures", maxCaptures),
		"pattern depth":         fmt.Sprintf("%d items", maxPatternDepth),
		"string results":        fmt.Sprintf("1 MB (%s bytes)", withCommas(maxStringResult)),
		"array index":           withCommas(int64(lua.MaxArrayIndex)),
		"registry":              "65,536",
		"pattern steps message": fmt.Sprintf("more than %d steps", maxPatternSteps),
	} {
		assert.True(t, strings.Contains(doc, text), "docs/sandbox.md does not give the %s as %q", what, text)
	}
}
