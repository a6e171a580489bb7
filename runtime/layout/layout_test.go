package layout

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Layout rules of the module, checked on the Go sources themselves.

// goFile is one Go source file of the module.
type goFile struct {
	rel     string // slash path from the module root, e.g. "runtime/lua/host.go"
	dir     string // its folder, e.g. "runtime/lua" ("." at the root)
	test    bool
	imports []string
	src     []byte
}

// moduleFiles parses every .go file under the module root, skipping hidden
// folders and testdata.
func moduleFiles(t *testing.T) []goFile {
	t.Helper()
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(root, "go.mod"))
	require.NoError(t, err, "the module root is two folders up from runtime/layout")
	var out []goFile
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		gf := goFile{rel: filepath.ToSlash(rel), dir: filepath.ToSlash(filepath.Dir(rel)), test: strings.HasSuffix(name, "_test.go"), src: src}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			gf.imports = append(gf.imports, p)
		}
		out = append(out, gf)
		return nil
	})
	require.NoError(t, err)
	return out
}

// module is the module's import path.
const module = "github.com/rulerun/rulerun"

// isStdlib reports whether an import path is of the standard library: its
// first element has no dot.
func isStdlib(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func importsUnder(imports []string, prefix string) (string, bool) {
	for _, p := range imports {
		if p == prefix || strings.HasPrefix(p, prefix+"/") {
			return p, true
		}
	}
	return "", false
}

func TestLayoutImports(t *testing.T) {
	files := moduleFiles(t)
	seen := map[string]int{}
	for _, f := range files {
		seen[f.dir]++
		if (f.dir == "core" || strings.HasPrefix(f.dir, "core/")) && !f.test {
			for _, p := range f.imports {
				ok := isStdlib(p) || p == module+"/core" || strings.HasPrefix(p, module+"/core/")
				assert.True(t, ok, "%s: core imports only the standard library and core, not %s", f.rel, p)
			}
		}
		if p, ok := importsUnder(f.imports, "github.com/yuin/gopher-lua"); ok {
			seen["lua:"+f.dir]++
			assert.True(t, luaPackages[f.dir], "%s imports %s: only the sandboxed interpreter (runtime/sandbox), the bindings (runtime/lua/bind), the reader of declarations (runtime/lua/decl) and the rules adapter (runtime/lua) may", f.rel, p)
		}
		if f.dir == "runtime/sandbox" {
			for _, p := range f.imports {
				_, ok := importsUnder([]string{p}, "github.com/yuin/gopher-lua")
				ok = ok || isStdlib(p) || importsTestify(p) && f.test
				assert.True(t, ok, "%s imports %s: the sandbox knows the interpreter and nothing of rulerun", f.rel, p)
			}
		}
		if _, ok := importsUnder(f.imports, module+"/runtime/sandbox"); ok && f.dir != "runtime/sandbox" {
			seen["sandbox:"+f.dir]++
			assert.True(t, luaPackages[f.dir], "%s imports runtime/sandbox: only the Lua packages (runtime/lua, runtime/lua/bind) run scripts", f.rel)
		}
		if f.dir == "runtime/lua/decl" {
			seen["runtime/lua/decl"]++
			for _, p := range f.imports {
				assert.True(t, declMayImport(p, f.test), "%s imports %s: the reader of declarations knows Lua tables, the state and the declared rules; it runs no script (no sandbox, no bindings) and nothing above it (no arrow back up to runtime/lua)", f.rel, p)
			}
		}
		if f.dir == "runtime/lua/bind" {
			seen["runtime/lua/bind"]++
			for _, p := range f.imports {
				assert.True(t, bindMayImport(p, f.test), "%s imports %s: the bindings know the interpreter, the state, the declared rules and the engine, nothing above them (no arrow back up to runtime/lua)", f.rel, p)
			}
		}
		_, importsLua := importsUnder(f.imports, module+"/runtime/lua")
		if neverLua[f.dir] && !f.test {
			seen[f.dir]++
			assert.False(t, importsLua, "%s imports runtime/lua: %s works against engine.Source, engine.Rules and engine.Game and never sees Lua", f.rel, f.dir)
		}
		if p, ok := importsUnder(f.imports, module+"/runtime/lua/bind"); ok && f.dir != "runtime/lua" && f.dir != "runtime/lua/bind" {
			assert.Fail(t, "only runtime/lua uses the bindings", "%s imports %s: scripts are loaded through runtime/lua", f.rel, p)
		}
		if f.dir == "cmd/rulerun" && !f.test && importsLua {
			seen["lua:cmd/rulerun"]++
			_, ok := cmdLuaFiles[path.Base(f.rel)]
			assert.True(t, ok, "%s imports runtime/lua: in cmd/rulerun only the files that load scripts may (load.go turns a path into an engine.Source); the front ends work against the engine's interfaces", f.rel)
		}
		if f.dir == "runtime/serve" {
			seen["runtime/serve"]++
			_, gopher := importsUnder(f.imports, "github.com/yuin/gopher-lua")
			assert.False(t, importsLua || gopher, "%s imports Lua: the web table works against the engine's interfaces, in its tests too (a test with Lua scripts belongs to cmd/rulerun)", f.rel)
		}
		checkNewHouses(t, f, seen)
		for _, cli := range []string{"github.com/urfave/cli", "github.com/urfave/cli/v2", "github.com/urfave/cli/v3"} {
			if p, ok := importsUnder(f.imports, cli); ok {
				assert.Equal(t, "cmd/rulerun", f.dir, "%s imports %s: only cmd/rulerun may", f.rel, p)
			}
		}
	}
	// The rules are not checked against nothing.
	assert.Positive(t, seen["core"], "no Go files found in core/")
	assert.Positive(t, seen["lua:runtime/lua"], "runtime/lua does not import gopher-lua")
	assert.Positive(t, seen["lua:runtime/lua/bind"], "runtime/lua/bind does not import gopher-lua")
	assert.Positive(t, seen["runtime/lua/bind"], "no Go files found in runtime/lua/bind")
	assert.Positive(t, seen["lua:runtime/lua/decl"], "runtime/lua/decl does not import gopher-lua")
	assert.Positive(t, seen["runtime/lua/decl"], "no Go files found in runtime/lua/decl")
	assert.Positive(t, seen["lua:runtime/sandbox"], "runtime/sandbox does not import gopher-lua")
	assert.Positive(t, seen["runtime/sandbox"], "no Go files found in runtime/sandbox")
	assert.Positive(t, seen["sandbox:runtime/lua"], "runtime/lua does not import runtime/sandbox")
	assert.Positive(t, seen["runtime/engine"], "no Go files found in runtime/engine")
	assert.Positive(t, seen["runtime/check"], "no Go files found in runtime/check")
	assert.Positive(t, seen["runtime/scenario"], "no Go files found in runtime/scenario")
	assert.Positive(t, seen["runtime/serve"], "no Go files found in runtime/serve")
	assert.Positive(t, seen["lua:cmd/rulerun"], "no file of cmd/rulerun loads scripts")
	for _, dir := range []string{"runtime/bots", "runtime/terminal", "runtime/chart", "runtime/words"} {
		assert.Positive(t, seen["house:"+dir], "no Go files found in %s", dir)
	}
}

// luaPackages are the packages that may import gopher-lua: the sandboxed
// interpreter, the bindings scripts call, the reader of a script's
// declarations (it reads Lua tables) and the adapter that loads scripts and
// makes them an engine.Source.
var luaPackages = map[string]bool{
	"runtime/sandbox":  true,
	"runtime/lua/bind": true,
	"runtime/lua/decl": true,
	"runtime/lua":      true,
}

// declMayImport reports whether the reader of declarations
// (runtime/lua/decl) may import p: the standard library, gopher-lua (it
// reads the tables a script returns) and its parser and syntax tree (where
// a declaration stands in the script's text), the state (core, core/notation), the
// declared rules it fills (runtime/rules) and the engine's vocabulary
// (runtime/engine, for engine.Verb); the test library in tests.
// Not the sandbox or the bindings: what it needs of the interpreter it asks
// of a decl.Script, which runtime/lua provides.
func declMayImport(p string, test bool) bool {
	switch {
	case isStdlib(p), p == "github.com/yuin/gopher-lua", test && importsTestify(p):
		return true
	case p == "github.com/yuin/gopher-lua/parse", p == "github.com/yuin/gopher-lua/ast":
		return true
	}
	for _, ok := range []string{"/core", "/core/notation", "/runtime/rules", "/runtime/engine"} {
		if p == module+ok {
			return true
		}
	}
	return false
}

// bindMayImport reports whether the bindings (runtime/lua/bind) may import
// p: the standard library, gopher-lua, and the packages below runtime/lua:
// the sandbox, the state (core, core/notation), the declared rules
// (runtime/rules), the engine's vocabulary (runtime/engine) and the text
// helpers (runtime/words, for the nearest name); the test library in tests. Never runtime/lua or
// anything that uses it.
func bindMayImport(p string, test bool) bool {
	switch {
	case isStdlib(p), p == "github.com/yuin/gopher-lua", test && importsTestify(p):
		return true
	case p == "github.com/yuin/gopher-lua/parse", p == "github.com/yuin/gopher-lua/ast":
		return true
	}
	for _, ok := range []string{"/core", "/core/notation", "/runtime/sandbox", "/runtime/rules", "/runtime/engine", "/runtime/words"} {
		if p == module+ok {
			return true
		}
	}
	return false
}

// importsTestify reports whether an import path is of the test library.
func importsTestify(p string) bool {
	_, ok := importsUnder([]string{p}, "github.com/stretchr/testify")
	return ok
}

// neverLua are the packages that work against the engine's interfaces
// alone: none of their non-test files imports runtime/lua.
var neverLua = map[string]bool{
	"runtime/engine":            true,
	"runtime/engine/enginetest": true,
	"runtime/check":             true,
	"runtime/sim":               true,
	"runtime/tune":              true,
	"runtime/bots":              true,
	"runtime/scenario":          true,
	"runtime/rules":             true,
	"runtime/serve":             true,
}

// cmdLuaFiles are the files of cmd/rulerun that may import runtime/lua, and
// why. Every other file (the terminal, render, watch, record, the scenario
// glue) sees only the engine's interfaces.
var cmdLuaFiles = map[string]string{
	"load.go":     "turns the path of a script into an engine.Source, for play, watch, test and list",
	"validate.go": "loads the scripts it validates",
	"simulate.go": "loads the scripts it simulates",
	"simcheck.go": "loads the scripts it simulates and checks their options before any game",
	"tune.go":     "loads the script it tunes and checks every value's options before any game",
	"api.go":      "writes the Lua API reference and editor annotations: about the language, not a game",
	"new.go":      "writes a new script's editor annotations of the Lua API",
}

func TestIsStdlib(t *testing.T) {
	for _, p := range []string{"fmt", "encoding/json", "math/rand/v2", "runtime/metrics"} {
		assert.True(t, isStdlib(p), p)
	}
	for _, p := range []string{"github.com/yuin/gopher-lua", "gopkg.in/yaml.v3", "go.yaml.in/yaml/v3", "golang.org/x/sys"} {
		assert.False(t, isStdlib(p), p)
	}
}

// shippedGames are the games rulerun ships as scripts; Go code must not know
// them (the core is game-agnostic).
var shippedGames = []string{"unu", "unocorns", "rumski", "unkindness", "thirteen", "crazyeights", "gofish", "gin", "cribbage", "president", "ratscrew", "golf", "oldmaid", "ohhell", "scopa", "durak", "blackjack", "euchre", "klondike", "rummy500"}

// shippedSuitGames are shipped games named after a word Go code rightly
// uses for something else (hearts and spades are suits): Go must not name them as
// games, which it would with a capital letter ("Hearts").
var shippedSuitGames = []string{"Hearts", "Spades"}

// suitGameNamesIn returns the names of shippedSuitGames that text mentions
// as whole words, with their capital letter.
func suitGameNamesIn(text string) []string {
	var found []string
	for _, words := range identWords(text) {
		for _, w := range words {
			if slices.Contains(shippedSuitGames, w) {
				found = append(found, strings.ToLower(w))
			}
		}
	}
	return found
}

// identWords splits text into words: runs of letters, further split at
// camelCase boundaries ("UnoCorns" -> Uno, Corns; "UNUScore" -> UNU, Score).
func identWords(text string) [][]string {
	var out [][]string
	for _, run := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		rs := []rune(run)
		var words []string
		start := 0
		for i := 1; i < len(rs); i++ {
			lowerToUpper := unicode.IsLower(rs[i-1]) && unicode.IsUpper(rs[i])
			acronymEnd := unicode.IsUpper(rs[i-1]) && unicode.IsUpper(rs[i]) && i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if lowerToUpper || acronymEnd {
				words = append(words, string(rs[start:i]))
				start = i
			}
		}
		out = append(out, append(words, string(rs[start:])))
	}
	return out
}

// gameNamesIn returns the shipped game names that text mentions as whole
// words, ignoring case. A name may be one word or consecutive words of one
// identifier ("UnoCorns").
func gameNamesIn(text string) []string {
	var found []string
	for _, words := range identWords(text) {
		for i := range words {
			joined := ""
			for j := i; j < len(words); j++ {
				joined += strings.ToLower(words[j])
				for _, name := range shippedGames {
					if joined == name {
						found = append(found, name)
					}
				}
			}
		}
	}
	return found
}

func TestGameNameMatcher(t *testing.T) {
	for text, want := range map[string][]string{
		"continue":                   nil,
		"unused unusual Unum menu":   nil,
		"thirteenth fourteen":        nil,
		"runumber sunup unumbered":   nil,
		"kindness UnkindnessLess":    {"unkindness"},
		"play unu":                   {"unu"},
		"scripts/unu.lua":            {"unu"},
		`require "Unu"`:              {"unu"},
		"UNU rules":                  {"unu"},
		"unuPath UnuRules UNUScore":  {"unu", "unu", "unu"},
		"unu_penalty":                {"unu"},
		"UnoCorns unocorns UNOCORNS": {"unocorns", "unocorns", "unocorns"},
		"rumski(x) playThirteen":     {"rumski", "thirteen"},
		"CrazyEights gofish go fish": {"crazyeights", "gofish"},
		"begin origin engine":        nil,
		"Gin gin.lua GinRules":       {"gin", "gin", "gin"},
	} {
		assert.Equal(t, want, gameNamesIn(text), "%q", text)
	}
	for text, want := range map[string][]string{
		"red hearts and diamonds": nil,
		`Name: "hearts"`:          nil,
		"such as Whist or Hearts": {"hearts"},
		"playHearts HeartsRules":  {"hearts", "hearts"},
		"Spades trumps spades":    {"spades"},
	} {
		assert.Equal(t, want, suitGameNamesIn(text), "%q", text)
	}
}

// TestNoGameNamesInGo checks that no non-test Go file names a shipped game:
// game logic lives in the scripts, not in Go.
func TestNoGameNamesInGo(t *testing.T) {
	files := moduleFiles(t)
	require.NotEmpty(t, files)
	for _, f := range files {
		if f.test {
			continue
		}
		for i, line := range strings.Split(string(f.src), "\n") {
			if names := append(gameNamesIn(line), suitGameNamesIn(line)...); len(names) > 0 {
				assert.Fail(t, "a Go file names a shipped game",
					"%s:%d names %s: %s", f.rel, i+1, strings.Join(names, ", "), strings.TrimSpace(line))
			}
		}
	}
}
