package layout

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The map agrees with the house: docs/architecture.md names every package
// of the module, and every package path it names is there.

// mapFile is the map of the module, from its root.
const mapFile = "docs/architecture.md"

// modulePackages are the folders of the module that hold a Go package,
// from its root: a folder with a Go file that is not a test (or, for a
// package of tests alone such as this one, with a doc.go).
func modulePackages(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, f := range moduleFiles(t) {
		if f.test || f.dir == "." || slices.Contains(out, f.dir) {
			continue
		}
		out = append(out, f.dir)
	}
	slices.Sort(out)
	return out
}

// namedPath is a path of the module written in backquotes in the map:
// core, runtime/..., cmd/..., scripts/... or docs/rules (the package of the
// rule texts), with or without a slash at its end.
var namedPath = regexp.MustCompile("`((?:core|runtime|cmd|scripts|docs/rules)(?:/[\\w.-]+)*)/?`")

// namedPaths are the paths of the module the map names, each once.
func namedPaths(text string) []string {
	var out []string
	for _, m := range namedPath.FindAllStringSubmatch(text, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	return out
}

func TestNamedPaths(t *testing.T) {
	text := "`core/` and `runtime/sim/report`, `core.State`, `runtime/lua/layout_test.go`, runtime/x, `cmd/rulerun/`"
	assert.Equal(t, []string{"core", "runtime/sim/report", "runtime/lua/layout_test.go", "cmd/rulerun"}, namedPaths(text))
}

// TestMapNamesEveryPackage checks that docs/architecture.md names every
// package of the module in backquotes, and that each path of the module it
// names is a folder or file of the module.
func TestMapNamesEveryPackage(t *testing.T) {
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	text, err := os.ReadFile(filepath.Join(root, mapFile))
	require.NoError(t, err)
	named := namedPaths(string(text))
	packages := modulePackages(t)
	require.NotEmpty(t, packages)
	for _, p := range packages {
		assert.Contains(t, named, p, "%s does not name the package %s (write it in backquotes)", mapFile, p)
	}
	for _, p := range named {
		_, err := os.Stat(filepath.Join(root, filepath.FromSlash(p)))
		assert.NoError(t, err, "%s names %s, which is not in the module", mapFile, p)
	}
	assert.Contains(t, named, "runtime/layout", "the map names the package that checks it")
	assert.True(t, slices.ContainsFunc(packages, func(p string) bool { return strings.HasPrefix(p, "runtime/") }))
}
