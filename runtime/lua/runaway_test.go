package lua

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/rulerun/rulerun/runtime/sandbox"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// longWall are the default limits with a wall clock far beyond any test's
// time, so that what stops a script is what the sandbox counts (steps and
// memory), however busy the machine.
var longWall = sandbox.Limits{Steps: sandbox.DefaultLimits.Steps, Wall: time.Hour, Memory: sandbox.DefaultLimits.Memory}

// loadDefault loads src at the top level of a script with the default
// limits (but the wall clock), and returns the error and how many bytes the
// process allocated meanwhile.
func loadDefault(t *testing.T, src string) (string, error, uint64) {
	t.Helper()
	path := writeFile(t, t.TempDir(), "game.lua", src)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := LoadWithLimits(path, longWall)
	runtime.ReadMemStats(&after)
	return path, err, after.TotalAlloc - before.TotalAlloc
}

// TestRunawaysStopQuickly runs loops that once ran until the wall clock or
// grew the heap by hundreds of megabytes: each is stopped by the step
// budget, and small.
func TestRunawaysStopQuickly(t *testing.T) {
	tests := []struct{ name, code, want string }{
		{"pcall of an error in a loop", `while true do pcall(error, {}) end`, "ran more than 20000000 steps"},
		{"xpcall of an error in a loop", `while true do xpcall(error, function(e) return e end) end`, "ran more than 20000000 steps"},
		{"deep pcall loop", `local function deep(n) if n == 0 then while true do pcall(error, "x") end end deep(n - 1) end deep(150)`, "ran more than 20000000 steps"},
		{"tail-call loop", `local function f(n) return f(n + 1) end f(1)`, "stack overflow"},
		{"tail-call loop under pcall", `local function f(n) return f(n + 1) end while true do pcall(f, 1) end`, "ran more than 20000000 steps"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path, err, alloc := loadDefault(t, "local x = 1\n"+tt.code+" -- HERE\nreturn {}\n")
			requireScriptError(t, err, path, 2, tt.want)
			assert.Less(t, alloc, uint64(400<<20), "allocated %d MB", alloc>>20)
		})
	}
}

// TestCallsStillWork checks what the sandbox changed about calls: returning
// a call's results (no longer a tail call), pcall and xpcall.
func TestCallsStillWork(t *testing.T) {
	path := miniVariant(t, `
local function two(a) return a, a + 1 end
local function pass(...) return two(...) end
local x, y = pass(1)
assert(x == 1 and y == 2, "returned call")
local function count(n) if n == 0 then return "done" end return count(n - 1) end
assert(count(150) == "done", "recursion through return")
local ok, e = pcall(error, { code = 7 })
assert(not ok and e.code == 7, "pcall keeps the error value")
assert(select("#", pcall(two, 1)) == 3, "pcall returns every result")
local ok2, e2 = xpcall(function() error("boom", 0) end, function(m) return "handled " .. m end)
assert(not ok2 and e2 == "handled boom", "xpcall calls the handler: " .. tostring(e2))
local ok3, a, b = xpcall(function() return 1, 2 end, print)
assert(ok3 and a == 1 and b == 2, "xpcall returns every result")
local ok4, e4 = xpcall(function() error("x") end, function() error("again", 0) end)
assert(not ok4 and e4 == "again", "an error in the handler is the result")
local fns = {}
local function f() local v = 42 fns[1] = function() return v end error("boom") end
pcall(f)
local function g() local a, b, c, d = 7, 7, 7, 7 return a end
g()
assert(fns[1]() == 42, "a closure made before an error keeps its variables")
return require "mini"
`)
	_, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
}

// TestErrorValuesAreStable checks that an error raised with a table or a
// function is reported with the script's file and line, in words that are
// the same on every run (not an address).
func TestErrorValuesAreStable(t *testing.T) {
	for _, value := range []string{"{}", "{ code = 1 }", "print", "nil", "true"} {
		t.Run(value, func(t *testing.T) {
			src := "local x = 1\nerror(" + value + ") -- HERE\nreturn {}\n"
			path, err, _ := loadDefault(t, src)
			se := requireScriptError(t, err, path, 2, "error raised with a")
			_, again, _ := loadDefault(t, src)
			require.Error(t, again)
			assert.Equal(t, se.Msg, again.(*ScriptError).Msg)
			assert.NotContains(t, se.Msg, "0x")
		})
	}
	t.Run("no position", func(t *testing.T) {
		path, err, _ := loadDefault(t, "local x = 1\nerror(\"no position\", 0) -- HERE\nreturn {}\n")
		requireScriptError(t, err, path, 2, "no position")
	})
}

// TestFormatIsCapped checks string.format: Lua's conversions, and a result
// capped as it grows, widths included.
func TestFormatIsCapped(t *testing.T) {
	tests := []struct{ code, want string }{
		{`string.format(string.rep("%99.99f", 60000), table.unpack and 0 or 1)`, "bad argument #3 to format (no value)"},
		{`local t = {} for i = 1, 20000 do t[i] = 1e300 end string.format(string.rep("%99.99f", 20000), unpack(t))`, "string.format would make a string over 1048576 bytes"},
		{`string.format("%s", {})`, "has no text that stays the same"},
		{`string.format("%d", 0/0)`, "number has no integer representation"},
		{`string.format("%d", "x")`, "bad argument #2 to format"},
		{`string.format("%5$s", 1)`, "unsupported format"},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			path, err, alloc := loadDefault(t, "local x = 1\n"+tt.code+" -- HERE\nreturn {}\n")
			requireScriptError(t, err, path, 2, tt.want)
			assert.Less(t, alloc, uint64(64<<20))
		})
	}
	path := miniVariant(t, `
local function check(got, want) assert(got == want, string.format("%q, not %q", got, want)) end
check(string.format("%d|%5.1f|%-3s|%x|%X|%o|%c|%e", 3.9, 2.25, "ab", 255, 255, 8, 65, 1500), "3|  2.2|ab |ff|FF|10|A|1.500000e+03")
check(string.format("%q", "a\"b\\c\nd\r\0"), '"a\\"b\\\\c\\\nd\\r\\000"')
check(string.format("%s %s %s %s", 1, 1.5, true, nil), "1 1.5 true nil")
check(string.format("%5.2s|%i|%%", "abc", -7), "   ab|-7|%")
check(string.format("%d", "12"), "12")
return require "mini"
`)
	_, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
}

// TestMemoryRunawayStops checks that a script doubling a string, or keeping
// many large strings, is stopped by its memory budget, with the heap far
// below the process's limit.
func TestMemoryRunawayStops(t *testing.T) {
	for _, code := range []string{
		`local s = "x" while true do s = s .. s end`,
		`local t = {} while true do t[#t + 1] = string.rep("x", 1e6) .. #t end`,
	} {
		t.Run(code, func(t *testing.T) {
			path, err, _ := loadDefault(t, "local x = 1\n"+code+" -- HERE\nreturn {}\n")
			requireScriptError(t, err, path, 2, "script stopped: it went over its memory budget: it holds more than 64 MB")
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			assert.Less(t, ms.HeapSys, uint64(600<<20), "heap %d MB", ms.HeapSys>>20)
		})
	}
	// The next script is not blamed for memory the stopped one let go.
	_, err := LoadWithLimits(miniPath, sandbox.DefaultLimits)
	assert.NoError(t, err)
}

// TestMemoryKeptAcrossMovesStops checks that the memory budget is the
// interpreter's, not a call's: a game whose every move keeps a little more
// in g.vars is stopped at the move that takes it past the budget, at the
// line of its apply, having played the moves before.
func TestMemoryKeptAcrossMovesStops(t *testing.T) {
	src := strings.Replace(strings.Replace(limitScript, "PILES", "", 1), "HOOK", `function game.verbs.go.apply(g, seat, move)
  local kept = g.vars.kept or {}
  for i = 1, 500 do kept[#kept + 1] = "a line of the game " .. #kept end -- HERE
  g.vars.kept = kept
end`, 1)
	path := filepath.ToSlash(writeFile(t, t.TempDir(), "game.lua", src))
	s, err := LoadWithLimits(path, sandbox.Limits{Steps: 1 << 40, Wall: time.Hour, Memory: 4 << 20})
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seed: 1})
	moves := 0
	for ; moves < 1000; moves++ {
		if err = g.Play(0, "go"); err != nil {
			break
		}
	}
	requireScriptError(t, err, path, markedLine(t, src, "HERE"), "script stopped: it went over its memory budget: it holds more than 4 MB")
	assert.Greater(t, moves, 10, "the first moves are within the budget")
}
