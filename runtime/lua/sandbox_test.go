package lua

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// requireScriptError asserts that err is a *ScriptError at file:line whose
// message contains every one of want, and returns it.
func requireScriptError(t testing.TB, err error, file string, line int, want ...string) *ScriptError {
	t.Helper()
	require.Error(t, err)
	var se *ScriptError
	require.True(t, errors.As(err, &se), "want a *ScriptError, got %T: %v", err, err)
	assert.Equal(t, file, se.File, "file of %v", err)
	assert.Equal(t, line, se.Line, "line of %v", err)
	for _, w := range want {
		assert.Contains(t, se.Error(), w)
	}
	if line > 0 {
		assert.Contains(t, se.Error(), file+":"+strconv.Itoa(line)+":", "Error() names file:line")
	}
	return se
}

// TestSandboxRefusesEscapes runs each forbidden or runaway call at the top
// level of a script: loading must fail quickly with the call's file and line
// and a message that says what is wrong.
func TestSandboxRefusesEscapes(t *testing.T) {
	tests := []struct {
		name, code, want string
	}{
		{"os.execute", `os.execute("ls")`, "os is not available"},
		{"os.exit", `os.exit(1)`, "os is not available"},
		{"io.open", `io.open("/etc/passwd")`, "io is not available"},
		{"debug.getinfo", `debug.getinfo(1)`, "debug is not available"},
		{"debug via rawget", `rawget(_G, "debug").getinfo(1)`, "attempt to index"},
		{"package", `package.loadlib("x", "y")`, "package is not available"},
		{"loadstring", `loadstring("return 1")`, "loadstring is not available"},
		{"load", `load(function() return nil end)`, "load is not available"},
		{"dofile", `dofile("/etc/passwd")`, "dofile is not available"},
		{"loadfile", `loadfile("/etc/passwd")`, "loadfile is not available"},
		{"getfenv", `getfenv(print)`, "getfenv is not available"},
		{"setfenv", `setfenv(1, {})`, "setfenv is not available"},
		{"collectgarbage", `collectgarbage("collect")`, "collectgarbage is not available"},
		{"coroutine.create", `coroutine.create(function() end)`, "coroutine is not available"},
		{"coroutine.wrap", `coroutine.wrap(function() end)`, "coroutine is not available"},
		{"newproxy", `newproxy(true)`, "newproxy is not available"},
		{"module", `module("x")`, "module is not available"},
		{"string.dump", `string.dump(print)`, "attempt to call"},
		{"require ..", `require "../x"`, "invalid module name"},
		{"require absolute", `require "/etc/passwd"`, "invalid module name"},
		{"require ../ with dots", `require "..x"`, "invalid module name"},
		{"require missing", `require "nothere"`, "no script nothere.lua"},
		{"string.rep huge", `string.rep("x", 1e9)`, "string.rep would make a string over"},
		{"string.rep method", `local s = ("x"):rep(1e9)`, "string.rep would make a string over"},
		{"string.rep overflow", `string.rep("ab", 2^62)`, "string.rep would make a string over"},
		{"string.rep separator", `string.rep("x", 6e5, "yy")`, "string.rep would make a string over"},
		{"string.format width", `string.format("%99999d", 1)`, "unsupported format"},
		{"string.format %v", `string.format("%#v", {})`, "unsupported format"},
		{"string.format %T", `string.format("%T", 1)`, "unsupported format"},
		{"string.format huge", `string.format("%s%s", string.rep("x", 6e5), string.rep("x", 6e5))`, "string.format would make a string over"},
		{"gsub huge input", `string.gsub(string.rep("a", 1e5), "a", "b")`, "too long to search"},
		{"find huge input", `string.find(string.rep("a", 1e5), "b")`, "too long to search"},
		{"match huge input", `string.match(string.rep("a", 1e5), "b")`, "too long to search"},
		{"gmatch huge input", `string.gmatch(string.rep("a", 1e5), "b")`, "too long to search"},
		{"gsub huge result", `string.gsub(string.rep("a", 2000), "a", string.rep("b", 1000))`, "string.gsub would make a string over"},
		{"gsub huge function result", `string.gsub(string.rep("a", 2000), "a", function() return string.rep("b", 1000) end)`, "string.gsub would make a string over"},
		{"gsub huge table result", `string.gsub(string.rep("a", 2000), "a", { a = string.rep("b", 1000) })`, "string.gsub would make a string over"},
		{"table.concat huge", `local t = {} for i = 1, 20 do t[i] = string.rep("x", 1e5) end table.concat(t)`, "table.concat would make a string over"},
		{"table.concat separator", `table.concat({ 1, 2, 3 }, string.rep("x", 6e5))`, "table.concat would make a string over"},
		{"setmetatable string", `setmetatable("", {})`, "table expected, got string"},
		{"string metatable", `local lib = getmetatable("").__index`, "attempt to index"},
		{"globals metatable", `setmetatable(_G, nil)`, "protected metatable"},
		{"number metatable", `setmetatable(1, { __index = function() return 0 end })`, "table expected, got number"},
		{"function metatable", `setmetatable(print, {})`, "table expected, got function"},
		{"math.randomseed", `math.randomseed(42)`, "math.randomseed is not available"},
		{"math.random outside a game", `local r = math.random(6)`, "only be used while a game is running"},
		{"new global", `counter = 1`, "cannot create global 'counter'"},
		{"undefined global", `local x = undefined_rule + 1`, "unknown name 'undefined_rule'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "-- " + tt.name + "\n\n" + tt.code + " -- HERE\nreturn {}\n"
			_, path, err := loadSrc(t, src)
			requireScriptError(t, err, path, 3, tt.want, "loading the script")
		})
	}
}

// TestSandboxKeepsWhatRulesNeed checks, inside a script that must load, that
// the safe libraries work, that the string metatable hides the string
// library, and that library tables iterate in a fixed (sorted) order.
func TestSandboxKeepsWhatRulesNeed(t *testing.T) {
	path := miniVariant(t, `
for _, name in ipairs { "os", "io", "debug", "package", "load", "loadstring", "dofile", "loadfile",
    "getfenv", "setfenv", "collectgarbage", "coroutine", "newproxy", "module", "_printregs" } do
  assert(rawget(_G, name) == nil, name .. " is reachable")
end
assert(string.dump == nil, "string.dump is reachable")
assert(getmetatable("") == false, "getmetatable('') must be false")
assert(not pcall(setmetatable, "", {}), "the string metatable can be replaced")
assert(("abc"):upper() == "ABC", "string methods")
assert(("a,b"):find(",", 1, true) == 2, "string.find")
assert(string.format("%d-%s-%5.1f-%x-%q", 3, "x", 2.5, 255, "a") == "3-x-  2.5-ff-\"a\"", "string.format")
assert(select("#", string.gsub("a b c", " ", "")) == 2, "gsub returns two values")
assert(table.concat({ 1, "a", 2 }, ",") == "1,a,2", "table.concat")
assert(math.floor(2.5) == 2 and math.max(1, 3) == 3, "math")
assert(type(print) == "function" and type(require) == "function" and type(reject) == "function", "rulerun globals")
for _, lib in ipairs { "string", "table", "math" } do
  local prev
  for k in pairs(_G[lib]) do
    assert(prev == nil or prev < k, lib .. " keys are not in sorted order: " .. tostring(prev) .. " before " .. k)
    prev = k
  end
end
return require "mini"
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	assert.Equal(t, "Mini", s.Info.Name)
}

// TestRequireStaysInFolder checks that require cannot reach a file outside
// the script's folder through a symbolic link, to a file or to a folder.
func TestRequireStaysInFolder(t *testing.T) {
	outside := t.TempDir()
	secret := writeFile(t, outside, "secret.lua", "return { name = 'secret' }\n")
	dir := t.TempDir()
	if err := os.Symlink(secret, filepath.Join(dir, "link.lua")); err != nil {
		t.Skipf("cannot make a symbolic link: %v", err)
	}
	require.NoError(t, os.Symlink(outside, filepath.Join(dir, "lib")))
	for _, name := range []string{"link", "lib.secret"} {
		t.Run(name, func(t *testing.T) {
			src := "local x = require \"" + name + "\" -- HERE\nreturn x\n"
			path := writeFile(t, dir, "game_"+strings.ReplaceAll(name, ".", "_")+".lua", src)
			_, err := LoadWithLimits(path, testLimits)
			requireScriptError(t, err, filepath.ToSlash(path), 1, "outside the script's folder")
		})
	}
	// A link that stays inside the folder is fine.
	copyFile(t, miniPath, dir)
	require.NoError(t, os.Symlink(filepath.Join(dir, "mini.lua"), filepath.Join(dir, "alias.lua")))
	path := writeFile(t, dir, "inside.lua", "return require \"alias\"\n")
	_, err := LoadWithLimits(path, testLimits)
	assert.NoError(t, err)
}

// TestRequireErrors checks the errors of require that are not escapes.
func TestRequireErrors(t *testing.T) {
	t.Run("loop", func(t *testing.T) {
		dir := t.TempDir()
		writeFile(t, dir, "a.lua", "return require \"b\"\n")
		writeFile(t, dir, "b.lua", "return require \"a\"\n")
		path := writeFile(t, dir, "game.lua", "return require \"a\" -- HERE\n")
		_, err := LoadWithLimits(path, testLimits)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "require each other in a loop")
	})
	t.Run("syntax error in a module", func(t *testing.T) {
		dir := t.TempDir()
		writeFile(t, dir, "broken.lua", "local x = 1\n\nlocal = 2\nreturn x\n")
		path := writeFile(t, dir, "game.lua", "return require \"broken\"\n")
		_, err := LoadWithLimits(path, testLimits)
		require.Error(t, err)
		assert.Contains(t, err.Error(), filepath.ToSlash(filepath.Join(dir, "broken.lua"))+":3:", "names the module's file and line")
	})
	t.Run("runtime error in a module", func(t *testing.T) {
		dir := t.TempDir()
		mod := writeFile(t, dir, "bad.lua", "local t = nil\nreturn t.x\n")
		path := writeFile(t, dir, "game.lua", "return require \"bad\"\n")
		_, err := LoadWithLimits(path, testLimits)
		requireScriptError(t, err, filepath.ToSlash(mod), 2, "attempt to index")
	})
}
