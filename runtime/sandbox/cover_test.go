package sandbox

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// runCovered compiles src with probes and runs it, returning the probes,
// the hits and the chunk's first result.
func runCovered(t *testing.T, src string, args ...lua.LValue) (*Probes, []uint64, lua.LValue, error) {
	t.Helper()
	th := newTestThread(t, testLimits)
	c, err := th.NewCounter()
	require.NoError(t, err)
	proto, probes, err := CompileCovered([]byte(src), "cov.lua", 0)
	require.NoError(t, err)
	err = th.Call(c.Chunk(th.L, proto), 1, args...)
	hits := make([]uint64, len(probes.Stmts))
	copy(hits, c.Hits)
	if err != nil {
		return probes, hits, nil, err
	}
	ret := th.L.Get(-1)
	th.L.Pop(1)
	return probes, hits, ret, nil
}

// linesRun returns the lines with a probe, and those whose probe ran.
func linesRun(p *Probes, hits []uint64) (code, run []int) {
	c, r := map[int]bool{}, map[int]bool{}
	for i, s := range p.Stmts {
		c[s.Line] = true
		if hits[i] > 0 {
			r[s.Line] = true
		}
	}
	return sortedKeys(c), sortedKeys(r)
}

func sortedKeys(m map[int]bool) []int {
	out := []int{}
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

func TestCoverageCountsTheStatementsThatRan(t *testing.T) {
	for _, tc := range []struct {
		name      string
		src       string
		code, run []int
	}{
		{"straight line", "local a = 1\nlocal b = a + 1\nreturn b", []int{1, 2, 3}, []int{1, 2, 3}},
		{"branch not taken", "local a = 1\nif a > 1 then\n  a = 2\nelseif a < 0 then\n  a = 3\nelse\n  a = 4\nend\nreturn a",
			[]int{1, 2, 3, 4, 5, 7, 9}, []int{1, 2, 4, 7, 9}},
		{"loops and break", "local n = 0\nfor i = 1, 3 do\n  n = n + i\n  if i == 2 then\n    break\n  end\nend\nwhile false do\n  n = 0\nend\nrepeat\n  n = n + 1\nuntil true\nreturn n",
			[]int{1, 2, 3, 4, 5, 8, 9, 11, 12, 14}, []int{1, 2, 3, 4, 5, 8, 11, 12, 14}},
		{"functions in a table", "local game = {\n  name = 'x',\n  status = function(g)\n    return 'ok'\n  end,\n  verbs = { play = { check = function() return nil end } },\n}\nreturn game.status()",
			[]int{1, 4, 6, 8}, []int{1, 4, 8}},
		{"function in a call argument", "local t = {3, 1, 2}\ntable.sort(t, function(a, b)\n  return a < b\nend)\nreturn t[1]",
			[]int{1, 2, 3, 5}, []int{1, 2, 3, 5}},
		{"do block and goto label", "do\n  local x = 1\n  goto done\n  x = 2\n  ::done::\nend\nreturn 1",
			[]int{1, 2, 3, 4, 7}, []int{1, 2, 3, 7}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, hits, _, err := runCovered(t, tc.src)
			require.NoError(t, err)
			code, run := linesRun(p, hits)
			assert.Equal(t, tc.code, code, "executable lines")
			assert.Equal(t, tc.run, run, "lines run")
		})
	}
}

func TestCoverageNamesFunctionsAsTheyAreStored(t *testing.T) {
	src := `local game = { status = function() end, verbs = { play = { check = function() end } } }
game.effects = { { apply = function() end } }
function game.deal() end
local function shuffle() local inner = function() return 1 end end
local helper = function() end
function game:method() end
table.sort({}, function() end)
return game`
	p, _, _, err := runCovered(t, src)
	require.NoError(t, err)
	var names []string
	for _, f := range p.Funcs {
		names = append(names, f.Name)
	}
	assert.Equal(t, []string{"top level", "game.status", "game.verbs.play.check", "game.effects[1].apply", "game.deal",
		"local function shuffle", "local function helper", "game:method", "function at line 7"}, names)
	assert.Equal(t, "game", p.Returned)
	for _, s := range p.Stmts {
		if s.Line == 4 && s.Func != 0 {
			assert.Equal(t, "local function shuffle", p.Funcs[s.Func].Name, "a function inside another belongs to it")
		}
	}
}

// TestCoverageKeepsBehaviourAndPositions checks that a covered chunk gives
// the same results, varargs and error positions as the plain one.
func TestCoverageKeepsBehaviourAndPositions(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"varargs", "local a, b = ...\nreturn a .. b"},
		{"error line", "local t = nil\n\nlocal x = 1\nreturn t.field"},
		{"error in function", "local function f(x)\n  return x.y\nend\nreturn f(nil)"},
		{"error traceback", "local function f()\n  error('boom')\nend\nlocal function g() f() end\ng()"},
		{"multiple returns", "local function f() return 1, 2, 3 end\nreturn select('#', f())"},
		{"closures", "local n = 0\nlocal function inc() n = n + 1 return n end\ninc() inc()\nreturn inc()"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			th := newTestThread(t, testLimits)
			proto, err := Compile([]byte(tc.src), "cov.lua")
			require.NoError(t, err)
			plainErr := th.Call(th.L.NewFunctionFromProto(proto), 1, lua.LString("a"), lua.LString("b"))
			var plain lua.LValue
			if plainErr == nil {
				plain = th.L.Get(-1)
				th.L.Pop(1)
			}
			_, _, covered, coveredErr := runCovered(t, tc.src, lua.LString("a"), lua.LString("b"))
			if plainErr != nil {
				require.Error(t, coveredErr)
				assert.Equal(t, plainErr.Error(), coveredErr.Error())
				return
			}
			require.NoError(t, coveredErr)
			assert.Equal(t, plain, covered)
		})
	}
}

// TestCoverageCounterIsOutOfReach checks that a script cannot name the
// counter: not as a global, and not by iterating the globals.
func TestCoverageCounterIsOutOfReach(t *testing.T) {
	src := `local n = 0
for k, v in pairs(_G) do
  if type(k) == "string" and k:find("coverage") then n = n + 1 end
end
return n`
	_, _, ret, err := runCovered(t, src)
	require.NoError(t, err)
	assert.Equal(t, lua.LNumber(0), ret)
	_, _, err = CompileCovered([]byte("return (rulerun coverage)"), "cov.lua", 0)
	assert.Error(t, err, "the counter's name is not Lua")
}

// TestCounterCountsChunksFromTheirBase checks that two chunks compiled with
// different bases share one counter, each counting its own probes, across
// calls.
func TestCounterCountsChunksFromTheirBase(t *testing.T) {
	th := newTestThread(t, testLimits)
	c, err := th.NewCounter()
	require.NoError(t, err)
	lib, libProbes, err := CompileCovered([]byte("local m = {}\nfunction m.f(x)\n  return x + 1\nend\nreturn m"), "lib.lua", 0)
	require.NoError(t, err)
	main, mainProbes, err := CompileCovered([]byte("local m = ...\nreturn m.f(1)"), "main.lua", len(libProbes.Stmts))
	require.NoError(t, err)
	require.NoError(t, th.Call(c.Chunk(th.L, lib), 1))
	m := th.L.Get(-1)
	th.L.Pop(1)
	for range 2 {
		require.NoError(t, th.Call(c.Chunk(th.L, main), 1, m))
		assert.Equal(t, lua.LNumber(2), th.L.Get(-1))
		th.L.Pop(1)
	}
	require.Len(t, mainProbes.Stmts, 2)
	assert.Equal(t, []uint64{1, 1, 2, 1, 2, 2}, c.Hits, "lib: local, function, return (twice), return; main: two statements twice")
	plain, err := Compile([]byte("return 7"), "plain.lua")
	require.NoError(t, err)
	require.NoError(t, th.Call(c.Chunk(th.L, plain), 1))
	assert.Equal(t, lua.LNumber(7), th.L.Get(-1), "a plain chunk runs as it is")
}

// TestCoverageFallsBackAtTheRegisterLimit checks that a chunk the plain
// compiler compiles but whose probes would not fit (a function with 199
// locals has no room for the probe's call) is compiled plainly, runs, and
// says why it is not measured.
func TestCoverageFallsBackAtTheRegisterLimit(t *testing.T) {
	var names []string
	for i := 1; i <= 199; i++ {
		names = append(names, fmt.Sprintf("a%d", i))
	}
	src := "local " + strings.Join(names, ", ") + "\na1 = 2\nreturn a1"
	_, err := Compile([]byte(src), "wide.lua")
	require.NoError(t, err)
	proto, probes, err := CompileCovered([]byte(src), "wide.lua", 0)
	require.NoError(t, err)
	assert.Contains(t, probes.Unmeasured, "register overflow")
	assert.Empty(t, probes.Stmts)
	th := newTestThread(t, testLimits)
	c, err := th.NewCounter()
	require.NoError(t, err)
	require.NoError(t, th.Call(c.Chunk(th.L, proto), 1))
	assert.Equal(t, lua.LNumber(2), th.L.Get(-1))
}

// TestCoverageLeavesArgAlone checks that a file whose top level uses ...
// and names arg is compiled plainly, so that arg means what it does
// without coverage.
func TestCoverageLeavesArgAlone(t *testing.T) {
	src := "local x = ...\nreturn arg"
	_, probes, err := CompileCovered([]byte(src), "arg.lua", 0)
	require.NoError(t, err)
	assert.Contains(t, probes.Unmeasured, "the name arg")
	_, probes, err = CompileCovered([]byte("local x = ...\nreturn x"), "vararg.lua", 0)
	require.NoError(t, err)
	assert.Empty(t, probes.Unmeasured, "... alone is measured")
	_, probes, err = CompileCovered([]byte("local function f(...) return arg end\nreturn f"), "nested.lua", 0)
	require.NoError(t, err)
	assert.Empty(t, probes.Unmeasured, "arg inside a vararg function is that function's, as without coverage")
}
