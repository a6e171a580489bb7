package sandbox

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// FuzzCompileCovered feeds Lua source through the instrumenter: it never
// panics, compiles with its probes whatever the plain compiler compiles
// (short of the interpreter's limit of registers, where it compiles the
// plain chunk and says why), refuses what the plain compiler refuses, and
// a covered run ends as the plain run does.
func FuzzCompileCovered(f *testing.F) {
	files, err := filepath.Glob("../../scripts/*.lua")
	require.NoError(f, err)
	variants, err := filepath.Glob("../../scripts/variants/*.lua")
	require.NoError(f, err)
	for _, file := range append(files, variants...) {
		src, err := os.ReadFile(file)
		require.NoError(f, err)
		f.Add(string(src))
	}
	for _, src := range []string{"", "return", "local a = ...\nreturn a", "while true do break end",
		"goto x\nlocal y = 1\n::x::", "repeat local z = 1 until z", "return function(...) return arg end",
		"local x = ...\nreturn arg", "local x = ...\nlocal function f() return arg end\nreturn f()",
		"local t = { f = function() return 1 end, [2] = function() end }\nreturn t.f()",
		"if x then elseif y then else end", "for i = 1, 2 do ::continue:: end", "return (function() end)()",
		"local s = 0 for k, v in pairs({1, 2}) do s = s + v end return s"} {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		plain, plainErr := Compile([]byte(src), "fuzz.lua")
		proto, probes, err := CompileCovered([]byte(src), "fuzz.lua", 0)
		if plainErr != nil {
			assert.Error(t, err, "the plain compiler refuses it")
			return
		}
		require.NoError(t, err, "the plain compiler compiles it")
		if probes.Unmeasured != "" {
			assert.True(t, strings.Contains(probes.Unmeasured, "register") || strings.Contains(probes.Unmeasured, "local arg"),
				"compiled without probes for another reason than registers or arg: %s", probes.Unmeasured)
		}
		for _, p := range probes.Stmts {
			assert.Positive(t, p.Line, "a probe has the line of its statement")
			assert.Less(t, p.Func, len(probes.Funcs))
		}
		limits := Limits{Steps: 20_000, Wall: 2 * time.Second}
		th := newTestThread(t, limits)
		plainRes, plainRunErr := callChunk(th, th.L.NewFunctionFromProto(plain))
		if th.Stopped() != "" {
			return // the covered run, with more steps, may stop elsewhere
		}
		th2 := newTestThread(t, limits)
		c, err := th2.NewCounter()
		require.NoError(t, err)
		res, runErr := callChunk(th2, c.Chunk(th2.L, proto))
		if th2.Stopped() != "" {
			return
		}
		if plainRunErr != nil {
			require.Error(t, runErr)
			assert.Equal(t, plainRunErr.Error(), runErr.Error())
			return
		}
		require.NoError(t, runErr)
		assert.Equal(t, plainRes, res)
	})
}

// callChunk runs a chunk and returns its first result as text.
func callChunk(th *Thread, fn *lua.LFunction) (string, error) {
	if err := th.Call(fn, 1); err != nil {
		return "", err
	}
	defer th.L.Pop(1)
	return th.ToString(th.L.Get(-1)), nil
}
