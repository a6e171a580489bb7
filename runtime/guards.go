package runtime

import (
	"regexp"
	"strings"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/pm"
)

// Caps on builtins that run inside a single instruction, where the step
// budget cannot interrupt them (shared notes, §2).
const (
	maxStringResult = 1 << 20  // bytes string.rep, string.format, string.gsub or table.concat may return
	maxPatternInput = 16 << 10 // bytes gsub, find, match and gmatch may search
)

var formatVerb = regexp.MustCompile(`^%[-+ #0]?\d{0,2}(\.\d{0,2})?[dioxXeEfgGqsc%]`)
var anyVerb = regexp.MustCompile(`%.`)

// guardBuiltins wraps the string and table builtins that could run away or
// leak Go internals.
func guardBuiltins(L *lua.LState) {
	str := L.G.Global.RawGetString("string").(*lua.LTable)
	str.RawSetString("dump", lua.LNil)
	wrap := func(name string, check func(L *lua.LState)) {
		orig := str.RawGetString(name).(*lua.LFunction)
		str.RawSetString(name, L.NewFunction(func(L *lua.LState) int {
			check(L)
			return orig.GFunction(L)
		}))
	}
	wrap("rep", func(L *lua.LState) {
		s, n := L.CheckString(1), L.CheckInt(2)
		sep := L.OptString(3, "")
		if w := len(s) + len(sep); n > 0 && w > 0 && n > maxStringResult/w { // not w*n: it can overflow
			L.RaiseError("string.rep would make a string over %d bytes", maxStringResult)
		}
	})
	wrap("format", func(L *lua.LState) {
		f := L.CheckString(1)
		for _, loc := range anyVerb.FindAllStringIndex(f, -1) {
			if m := formatVerb.FindString(f[loc[0]:]); m == "" {
				L.RaiseError("string.format: unsupported format at %q (use %%d %%s %%f %%x %%q ...)", f[loc[0]:min(loc[1]+4, len(f))])
			}
		}
		total := len(f)
		for i := 2; i <= L.GetTop(); i++ {
			total += len(L.Get(i).String())
		}
		if total > maxStringResult {
			L.RaiseError("string.format would make a string over %d bytes", maxStringResult)
		}
	})
	str.RawSetString("gsub", L.NewFunction(gsub))
	for _, name := range []string{"find", "match", "gmatch"} {
		fn := name
		wrap(fn, func(L *lua.LState) {
			if len(L.CheckString(1)) > maxPatternInput {
				L.RaiseError("string.%s: text over %d bytes is too long to search", fn, maxPatternInput)
			}
		})
	}
	tbl := L.G.Global.RawGetString("table").(*lua.LTable)
	concat := tbl.RawGetString("concat").(*lua.LFunction)
	tbl.RawSetString("concat", L.NewFunction(func(L *lua.LState) int {
		t, sep := L.CheckTable(1), L.OptString(2, "")
		total := 0
		for i := max(L.OptInt(3, 1), 1); i <= min(L.OptInt(4, t.Len()), t.Len()); i++ {
			if total += len(lua.LVAsString(t.RawGetInt(i))) + len(sep); total > maxStringResult {
				L.RaiseError("table.concat would make a string over %d bytes", maxStringResult)
			}
		}
		return concat.GFunction(L)
	}))
}

// gsub is string.gsub written with one buffer and a cap on its result. The
// stock one copies the whole text for every match, so a long replacement
// could run for minutes, and allocate without limit, inside one instruction
// (shared notes, §2).
func gsub(L *lua.LState) int {
	str, pat := L.CheckString(1), L.CheckString(2)
	L.CheckTypes(3, lua.LTString, lua.LTTable, lua.LTFunction)
	repl, limit := L.Get(3), L.OptInt(4, -1)
	if len(str) > maxPatternInput {
		L.RaiseError("string.gsub: text over %d bytes is too long to search", maxPatternInput)
	}
	mds, err := pm.Find(pat, []byte(str), 0, limit)
	if err != nil {
		L.RaiseError("%s", err.Error())
	}
	var b strings.Builder
	last := 0
	for _, m := range mds {
		start, end := m.Capture(0), m.Capture(1)
		b.WriteString(str[last:start])
		last = end
		var v lua.LValue
		switch r := repl.(type) {
		case lua.LString:
			expandRepl(L, &b, string(r), m, str)
		case *lua.LTable:
			v = L.GetTable(r, captureValue(L, m, str, min(2, m.CaptureLength()-2)))
		case *lua.LFunction:
			L.Push(r)
			n := 0
			for i := 2; i < m.CaptureLength(); i += 2 {
				L.Push(captureValue(L, m, str, i))
				n++
			}
			if n == 0 {
				L.Push(lua.LString(str[start:end]))
				n = 1
			}
			L.Call(n, 1)
			v = L.Get(-1)
			L.Pop(1)
		}
		if v != nil && lua.LVIsFalse(v) {
			b.WriteString(str[start:end])
		} else if v != nil {
			b.WriteString(lua.LVAsString(v))
		}
		if b.Len() > maxStringResult {
			L.RaiseError("string.gsub would make a string over %d bytes", maxStringResult)
		}
	}
	b.WriteString(str[last:])
	L.Push(lua.LString(b.String()))
	L.Push(lua.LNumber(len(mds)))
	return 2
}

// expandRepl writes a replacement string with %0-%9 replaced by captures,
// as the stock gsub does.
func expandRepl(L *lua.LState, b *strings.Builder, r string, m *pm.MatchData, str string) {
	for i := 0; i < len(r); i++ {
		if r[i] != '%' || i == len(r)-1 {
			b.WriteByte(r[i])
			continue
		}
		i++
		switch d := r[i]; {
		case d == '%':
			b.WriteByte('%')
		case d >= '0' && d <= '9':
			idx := 2 * int(d-'0')
			if idx > 2 && idx >= m.CaptureLength() {
				L.RaiseError("invalid capture index")
			}
			if idx >= m.CaptureLength() {
				idx = 0
			}
			b.WriteString(lua.LVAsString(captureValue(L, m, str, idx)))
		default:
			b.WriteByte('%')
			b.WriteByte(d)
		}
	}
}

// captureValue is capture idx of a match (0 for the whole match): a string,
// or a number for a position capture.
func captureValue(L *lua.LState, m *pm.MatchData, str string, idx int) lua.LValue {
	if m.IsPosCapture(idx) {
		return lua.LNumber(m.Capture(idx))
	}
	return lua.LString(str[m.Capture(idx):m.Capture(idx+1)])
}

// Runs and sets are listed inside one Go call, where the step budget cannot
// stop them, and a whole deck makes millions of long runs: like the other
// combination lists (api_combo.go), they are capped at maxCombos. cards[r]
// is the number of cards of rank r (h.perRank); choosing among them bounds
// the distinct picks, identical copies being listed once.

// tooManyRuns reports whether runs of minLen to maxLen ranks within lo..hi,
// per cards of each rank, could number more than maxCombos.
func tooManyRuns(cards []int, minLen, maxLen, per, lo, hi int) bool {
	total := 0.0
	for n := max(minLen, 1); n <= maxLen; n++ {
		for s := lo; s+n-1 <= hi; s++ {
			p := 1.0
			for r := s; r < s+n && p > 0; r++ {
				p *= choose(cards[r], per)
			}
			if total += p; total > maxCombos {
				return true
			}
		}
	}
	return false
}

// tooManySets reports whether sets of n cards of one rank could number more
// than maxCombos.
func tooManySets(cards []int, n int) bool {
	total := 0.0
	for _, k := range cards {
		if total += choose(k, n); total > maxCombos {
			return true
		}
	}
	return false
}
