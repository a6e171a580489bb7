package layout

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The mechanic is the unit (issue #40): the turn core of runtime/rules
// merges the mechanics' answers and names none of them, and the reader of
// declarations asks the registry what a kind of move needs instead of
// knowing the kinds by their words. A new mechanic is its own file, a
// line of the registry and its test.

// mechanicFile reports whether a file of runtime/rules belongs to one
// mechanic rather than to the turn core: its name says whose it is.
func mechanicFile(name string) bool {
	for _, prefix := range []string{"mech_", "trick", "meld", "places", "call.go",
		"stacking.go", "drawplayable.go", "take.go", "named.go", "match.go", "effects.go",
		"hands.go", "books.go", "pick_counted.go", "retry.go", "rounds", "stock.go", "deal", "goingout.go",
		"scripted"} { // a game of functions alone decides and picks by its own path (scripted*.go), not the declared turn core's
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// turnCore reads the turn core's files: runtime/rules's own, tests and
// mechanics aside.
func turnCore(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "rules", "*.go"))
	require.NoError(t, err)
	out := map[string]string{}
	for _, path := range files {
		name := filepath.Base(path)
		if strings.HasSuffix(name, "_test.go") || mechanicFile(name) {
			continue
		}
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		out[name] = string(data)
	}
	require.Contains(t, out, "acting.go", "the turn core was read")
	return out
}

func TestTheTurnCoreNamesNoMechanic(t *testing.T) {
	forbidden := map[string]*regexp.Regexp{
		"a test of a verb's kind by its word":       regexp.MustCompile(`\.is\(does[A-Z]`),
		"a search for a verb of a kind":             regexp.MustCompile(`hasVerb\(does[A-Z]`),
		"a mechanic's plan asked whether it is nil": regexp.MustCompile(`\bp\.(trick|melds|call|stack|drawn|rounds|places)\s*[!=]= nil`),
	}
	for name, src := range turnCore(t) {
		for what, re := range forbidden {
			assert.Empty(t, re.FindAllString(src, -1), "%s: %s: ask the mechanics (acting.go, mechanic.go) instead", name, what)
		}
	}
}

// doesCompare finds a does word compared as a string: does == "catch".
var doesCompare = regexp.MustCompile(`(?i)\bdoes\s*[!=]=\s*"[a-z]+"|"[a-z]+"\s*[!=]=\s*[a-z.]*does\b`)

func TestTheReaderOfDeclarationsKnowsNoDoesWord(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "lua", "decl", "*.go"))
	require.NoError(t, err)
	read := 0
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		read++
		assert.Empty(t, doesCompare.FindAllString(string(data), -1),
			"%s compares a does word: ask rules.TraitsOf what the kind of move needs", filepath.Base(path))
	}
	assert.Greater(t, read, 10, "the reader's files were read")
}

func TestTheCheckFindsWhatItForbids(t *testing.T) {
	assert.True(t, doesCompare.MatchString(`v.OutOfTurn = does == "catch"`))
	assert.True(t, doesCompare.MatchString(`if rv.Does == "trick" {`))
	assert.False(t, doesCompare.MatchString(`traits, _ := rules.TraitsOf(does)`))
	assert.True(t, mechanicFile("mech_follow.go"))
	assert.False(t, mechanicFile("acting.go"))
}

// structFields counts the fields of a struct type declared in runtime/rules.
func structFields(t *testing.T, name string) int {
	t.Helper()
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, filepath.Join("..", "rules"), func(fi os.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	require.NoError(t, err)
	for _, pkg := range pkgs {
		for _, f := range pkg.Files {
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok {
					continue
				}
				for _, s := range gd.Specs {
					if ts, ok := s.(*ast.TypeSpec); ok && ts.Name.Name == name {
						n := 0
						for _, fl := range ts.Type.(*ast.StructType).Fields.List {
							n += max(len(fl.Names), 1)
						}
						return n
					}
				}
			}
		}
	}
	t.Fatalf("no type %s in runtime/rules", name)
	return 0
}

func TestTheTurnCoresStateAndPlanStaySmall(t *testing.T) {
	assert.LessOrEqual(t, structFields(t, "Flow"), 10, "rules.Flow is the turn's own: a mechanic keeps its state in a part of its own (roundpart.go)")
	// Issue #40 asks for at most 15; each step down lowers this bound.
	assert.LessOrEqual(t, structFields(t, "Plan"), 14, "rules.Plan: give a concept's plan to its own mechanic or group (verbPlan, hearing, tallies)")
	assert.Greater(t, structFields(t, "Plan"), 5, "the count found the plan's fields")
}
