package layout

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The packages given their own house by the design review (issue #28):
// what each may import.

// houseImports are, for each such package, the module packages its
// non-test files may import besides the standard library, and the other
// modules; nil allows none. The bots, the terminal and the chart maker
// stay below the front ends and simulations that use them.
var houseImports = map[string]struct {
	module, external []string
	why              string
}{
	"runtime/bots": {[]string{"/core", "/core/notation", "/runtime/engine"}, nil,
		"the bots know the engine's interfaces and the state, not the simulator, the web table or the terminal that seat them"},
	"runtime/terminal": {[]string{"/core", "/core/notation", "/runtime/engine", "/runtime/bots", "/runtime/rulebook", "/runtime/words"}, []string{"github.com/peterh/liner"},
		"the terminal works against the engine's interfaces, with its bots, rule book and words; not the web table, the simulator, the checks or Lua"},
	"runtime/chart": {nil, nil, "the chart maker knows numbers and SVG: the standard library only"},
	"runtime/words": {nil, nil, "the text helpers are the standard library only"},
}

// checkNewHouses checks f against houseImports, and that the web table
// does not import the simulator (its bots come from runtime/bots).
func checkNewHouses(t *testing.T, f goFile, seen map[string]int) {
	t.Helper()
	if f.dir == "runtime/serve" {
		_, ok := importsUnder(f.imports, module+"/runtime/sim")
		assert.False(t, ok, "%s imports runtime/sim: the web table's bots come from runtime/bots", f.rel)
	}
	rule, ok := houseImports[f.dir]
	if !ok {
		return
	}
	seen["house:"+f.dir]++
	if f.test {
		return
	}
	for _, p := range f.imports {
		assert.True(t, houseMayImport(p, rule.module, rule.external), "%s imports %s: %s", f.rel, p, rule.why)
	}
}

// houseMayImport reports whether p is the standard library, one of the
// module packages allowed (by path from the module root) or one of the
// other modules allowed.
func houseMayImport(p string, allowed, external []string) bool {
	if isStdlib(p) {
		return true
	}
	for _, a := range allowed {
		if p == module+a {
			return true
		}
	}
	for _, e := range external {
		if p == e || strings.HasPrefix(p, e+"/") {
			return true
		}
	}
	return false
}
