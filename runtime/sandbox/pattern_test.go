package sandbox

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// showResults is a Lua function that writes every value it is given, with
// its type, the way the expected results below were written by Lua 5.1.
const showResults = `function show(...)
  local out = {}
  for i = 1, select("#", ...) do
    local v = select(i, ...)
    out[#out + 1] = type(v) .. ":" .. string.format("%q", tostring(v))
  end
  return select("#", ...) .. " " .. table.concat(out, " ")
end`

// TestPatternsMatchLua51 checks the sandbox's find, match, gmatch and gsub
// against what the reference Lua 5.1 interpreter returns for the same
// calls (the expected column was written by lua5.1; a random comparison of
// 3000 more patterns agreed too).
func TestPatternsMatchLua51(t *testing.T) {
	tests := []struct{ expr, want string }{
		{`string.find("hello world", "o w")`, `2 number:"5" number:"7"`},
		{`string.find("hello world", "o", 6)`, `2 number:"8" number:"8"`},
		{`string.find("hello world", "l+")`, `2 number:"3" number:"4"`},
		{`string.find("hello", "")`, `2 number:"1" number:"0"`},
		{`string.find("hello", "", 10)`, `2 number:"6" number:"5"`},
		{`string.find("hello", "", -2)`, `2 number:"4" number:"3"`},
		{`string.find("hello", "l", -2)`, `2 number:"4" number:"4"`},
		{`string.find("a.b", ".", 1, true)`, `2 number:"2" number:"2"`},
		{`string.find("a+b", "+", 1, true)`, `2 number:"2" number:"2"`},
		{`string.find("hello", "(l)(l)")`, `4 number:"3" number:"4" string:"l" string:"l"`},
		{`string.find("hello", "()ll()")`, `4 number:"3" number:"4" number:"3" number:"5"`},
		{`string.find("hello", "^h")`, `2 number:"1" number:"1"`},
		{`string.find("hello", "^e")`, `1 nil:"nil"`},
		{`string.find("hello", "o$")`, `2 number:"5" number:"5"`},
		{`string.find("hello", "l$")`, `1 nil:"nil"`},
		{`string.find("a$b", "$b")`, `2 number:"2" number:"3"`},
		{`string.find("x^y", "x^")`, `2 number:"1" number:"2"`},
		{`string.match("hello world", "%w+")`, `1 string:"hello"`},
		{`string.match("hello world", "(%w+) (%w+)")`, `2 string:"hello" string:"world"`},
		{`string.match("  key = value  ", "^%s*(%S+)%s*=%s*(%S+)%s*$")`, `2 string:"key" string:"value"`},
		{`string.match("2024-01-15", "(%d+)-(%d+)-(%d+)")`, `3 string:"2024" string:"01" string:"15"`},
		{`string.match("abc", "b", 3)`, `1 nil:"nil"`},
		{`string.match("abc", "x")`, `1 nil:"nil"`},
		{`string.match("THE (quick) fox", "%((%a+)%)")`, `1 string:"quick"`},
		{`string.match("f(a(b)c)d", "%b()")`, `1 string:"(a(b)c)"`},
		{`string.match("if [[x]] end", "%b[]")`, `1 string:"[[x]]"`},
		{`string.match("THE (quick) fox", "%f[%a]%a+", 5)`, `1 string:"quick"`},
		{`string.match("hello", "%f[%l]")`, `1 string:""`},
		{`string.match("hello", "()")`, `1 number:"1"`},
		{`string.match("aaa", "a-b")`, `1 nil:"nil"`},
		{`string.match("aaab", "a-b")`, `1 string:"aaab"`},
		{`string.match("aaab", "^a-")`, `1 string:""`},
		{`string.match("aaab", "a*")`, `1 string:"aaa"`},
		{`string.match("aaab", "a+")`, `1 string:"aaa"`},
		{`string.match("aaab", "a?a?b")`, `1 string:"aab"`},
		{`string.match("ab", "[a-z]+")`, `1 string:"ab"`},
		{`string.match("a-b", "[a%-]+")`, `1 string:"a-"`},
		{`string.match("a]b", "[]]")`, `1 string:"]"`},
		{`string.match("a]b", "[^]]+")`, `1 string:"a"`},
		{`string.match("a^b", "[%^b]+")`, `1 string:"^b"`},
		{`string.match("abc123", "[^%d]+")`, `1 string:"abc"`},
		{`string.match("x=1,y=22", "(%a)=(%d+),(%a)=(%d+)")`, `4 string:"x" string:"1" string:"y" string:"22"`},
		{`string.match("hello hello", "(h%a+) %1")`, `1 string:"hello"`},
		{`string.match("hello world", "(h%a+) %1")`, `1 nil:"nil"`},
		{`string.match("\0a\0", "%z")`, `1 string:"\000"`},
		{`string.match("Ab1 !\t~", "%u%l%d%s%p%c")`, `1 string:"Ab1 !	"`},
		{`string.match("Ab1 !\t~", "%U%L%D%S%P%C")`, `1 string:"b1 !	~"`},
		{`string.match("0xFFg", "%x+")`, `1 string:"0"`},
		{`string.match("caf\195\169", "%a+")`, `1 string:"caf"`},
		{`string.match("aXb", "%W")`, `1 nil:"nil"`},
		{`string.match("[test]", "^%[(.*)%]$")`, `1 string:"test"`},
		{`string.match("a.b.c", "^(.-)%.")`, `1 string:"a"`},
		{`string.match("a.b.c", "^(.*)%.")`, `1 string:"a.b"`},
		{`string.match("key: val", "(%w+):%s*(.*)")`, `2 string:"key" string:"val"`},
		{`string.match("abc", ".-$")`, `1 string:"abc"`},
		{`string.match("abc", "((a)(b))")`, `3 string:"ab" string:"a" string:"b"`},
		{`string.match("abc", "()a()b()")`, `3 number:"1" number:"2" number:"3"`},
		{`string.gsub("hello world", "o", "0")`, `2 string:"hell0 w0rld" number:"2"`},
		{`string.gsub("hello world", "(o)", "[%1%0%%]")`, `2 string:"hell[oo%] w[oo%]rld" number:"2"`},
		{`string.gsub("hello world", "%w+", "%0 %0", 1)`, `2 string:"hello hello world" number:"1"`},
		{`string.gsub("hello", "(l)(l)", "%2%1")`, `2 string:"hello" number:"1"`},
		{`string.gsub("abc", "", "-")`, `2 string:"-a-b-c-" number:"4"`},
		{`string.gsub("hello", "^h", "H")`, `2 string:"Hello" number:"1"`},
		{`string.gsub("hello", "x", "y")`, `2 string:"hello" number:"0"`},
		{`string.gsub("x", "x", "%a")`, `2 string:"a" number:"1"`},
		{`string.gsub("abc", "b", "%1")`, `2 string:"abc" number:"1"`},
		{`string.gsub("abc", "()b", "%1")`, `2 string:"a2c" number:"1"`},
		{`string.gsub("abc", "%w", { a = "1", b = false })`, `2 string:"1bc" number:"3"`},
		{`string.gsub("abc", "(%w)", { a = 1 })`, `2 string:"1bc" number:"3"`},
		{`string.gsub("abc", "%w", function(c) if c ~= "b" then return c:upper() end end)`, `2 string:"AbC" number:"3"`},
		{`string.gsub("a=1, b=2", "(%w+)=(%w+)", function(k, v) return v .. "=" .. k end)`, `2 string:"1=a, 2=b" number:"2"`},
		{`string.gsub("abc", "()", function(p) return p end)`, `2 string:"1a2b3c4" number:"4"`},
		{`string.gsub("8H 9H TH", "%s+", " / ", 5)`, `2 string:"8H / 9H / TH" number:"2"`},
		{`string.gsub("", "x*", "y")`, `2 string:"y" number:"1"`},
		{`string.gsub("abc", "x*", "-")`, `2 string:"-a-b-c-" number:"4"`},
		{`string.gsub("hello world", "l+", "L", 0)`, `2 string:"hello world" number:"0"`},
		{`string.gsub("hello world", "l", "L", -1)`, `2 string:"hello world" number:"0"`},
		{`string.gsub("hello world", "l", 7)`, `2 string:"he77o wor7d" number:"3"`},
		{`string.gsub("abc", ".", {a = 1.5})`, `2 string:"1.5bc" number:"3"`},
		{`string.gsub("one two", "(%w+)", "<%1>")`, `2 string:"<one> <two>" number:"2"`},
		{`string.gsub("^a^", "^", "x")`, `2 string:"x^a^" number:"1"`},
		{`string.gsub("aaa", "^a", "b")`, `2 string:"baa" number:"1"`},
		{`string.gsub("abc", "$", "!")`, `2 string:"abc!" number:"1"`},
		{`string.gsub("a b c", "%s", "%%")`, `2 string:"a%b%c" number:"2"`},
		{`(function() local t = {} for w in string.gmatch("one two three", "%a+") do t[#t+1] = w end return table.concat(t, ",") end)()`, `1 string:"one,two,three"`},
		{`(function() local t = {} for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do t[#t+1] = k .. v end return table.concat(t, ",") end)()`, `1 string:"a1,b2"`},
		{`(function() local t = {} for w in string.gmatch("abc", "x*") do t[#t+1] = "[" .. w .. "]" end return table.concat(t, ",") end)()`, `1 string:"[],[],[],[]"`},
		{`(function() local t = {} for p in string.gmatch("abc", "()") do t[#t+1] = p end return table.concat(t, ",") end)()`, `1 string:"1,2,3,4"`},
		{`(function() local t = {} for w in string.gmatch("^a^b", "^%a") do t[#t+1] = w end return table.concat(t, ",") end)()`, `1 string:"^a,^b"`},
		{`(function() local t = {} for w in ("8H 9H TH"):gmatch("%S+") do t[#t+1] = w end return #t end)()`, `1 number:"3"`},
	}
	th := newTestThread(t, DefaultLimits)
	L := th.L
	require.NoError(t, L.DoString(showResults))
	for _, tt := range tests {
		require.NoError(t, L.DoString("return show("+tt.expr+")"), tt.expr)
		assert.Equal(t, tt.want, L.Get(-1).String(), tt.expr)
		L.Pop(1)
	}
}

// TestPatternErrors checks that a malformed pattern is a clear Lua error.
func TestPatternErrors(t *testing.T) {
	tests := []struct{ expr, want string }{
		{`string.find("a", "[a")`, "string.find: malformed pattern (missing ']')"},
		{`string.match("a", "a%")`, "string.match: malformed pattern (ends with '%')"},
		{`string.find("a", "(a")`, "string.find: unfinished capture"},
		{`string.match("a", "a)")`, "string.match: invalid pattern capture"},
		{`string.find("a", "%1")`, "string.find: invalid capture index"},
		{`string.find("a", "%b")`, "string.find: unbalanced pattern"},
		{`string.find("a", "%fa")`, "string.find: missing '[' after '%f' in pattern"},
		{`string.gsub("a", "a", "%2")`, "string.gsub: invalid capture index"},
		{`string.gsub("a", "a", {a = {}})`, "string.gsub: invalid replacement value (a table)"},
		{`string.gsub("a", "a", true)`, "bad argument #3 to gsub (string, table or function expected)"},
		{`string.find("a", string.rep("(", 33))`, "string.find: too many captures"},
		{`string.rep("a", 300):find(string.rep("a?", 300))`, "string.find: pattern too complex"}, // as in Lua 5.2; 5.1 has no limit
	}
	th := newTestThread(t, DefaultLimits)
	L := th.L
	for _, tt := range tests {
		err := L.DoString("return " + tt.expr)
		require.Error(t, err, tt.expr)
		assert.Contains(t, err.Error(), tt.want, tt.expr)
	}
}

// TestGmatchIterates checks that gmatch's iterator works in the sandbox:
// wrapping gopher-lua's gmatch once lost the function it iterates with.
func TestGmatchIterates(t *testing.T) {
	th := newTestThread(t, testLimits)
	require.NoError(t, runChunk(th, "gmatch.lua", `
local words = {}
for w in ("play 8H call spades"):gmatch("%S+") do words[#words + 1] = w end
assert(#words == 4 and words[4] == "spades", "gmatch words: " .. #words)
local n = 0
for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do n = n + tonumber(v) end
assert(n == 3, "gmatch captures")
`))
}

// TestBacktrackingPatternsStop runs the classic catastrophic patterns: each
// stops with a clear error at once, whether the call's own cap on matching
// steps or the call's step budget is reached first.
func TestBacktrackingPatternsStop(t *testing.T) {
	t.Parallel()
	payloads := []string{
		`string.rep("a", 200):find(".-.-.-.-.-.-.-.-x")`,
		`("a"):rep(16000):find("a*a*a*b")`,
		`("a"):rep(16000):match("(a*)a*a*b")`,
		`for w in ("a"):rep(3000):gmatch(".-.-.-.-x") do end`,
		`string.gsub(("a"):rep(3000), ".-.-.-.-x", "y")`,
		`("x"):rep(5000):find("%f[%w]%w*%w*%w*y")`,
		`string.rep("(", 8000):find("%b()%b()%b()x")`,
		`for i = 1, 1e6 do string.rep("a", 2000):find("a*a*b") end`,
	}
	for _, p := range payloads {
		for _, limits := range []Limits{{Steps: DefaultLimits.Steps, Wall: time.Hour}, testLimits} {
			th := newTestThread(t, limits)
			err := runChunk(th, "pattern.lua", "local x = 1\n"+p+" -- HERE\n")
			require.Error(t, err, p)
			assert.Contains(t, err.Error(), "pattern.lua:2:", p)
			assert.NotEmpty(t, th.Stopped(), "%s: pcall could catch it: %v", p, err)
			assert.Contains(t, th.Stopped(), "steps", p)
			assert.NotContains(t, th.Stopped(), "longer than", p)
		}
	}
}
