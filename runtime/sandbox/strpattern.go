package sandbox

import (
	"fmt"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// The sandbox's string.find, match, gmatch and gsub, on the counting
// matcher of pattern.go. Every step of matching is charged to the calling
// hook's step budget, and one call may take at most maxPatternSteps of
// them, so a backtracking pattern stops with a clear error.

// maxPatternSteps is the most matching steps one call of a pattern function
// may take (about 20 ms). A gmatch iterator counts each of its calls.
const maxPatternSteps = 4_000_000

// patternCall is one call of a pattern function: the matcher, and the
// steps it has taken so far against the call's cap and the hook's budget.
type patternCall struct {
	L     *lua.LState
	fn    string // "string.find", for messages
	m     matcher
	b     *budget // the thread's, which the call is charged to
	spent int64
}

func newPatternCall(L *lua.LState, b *budget, fn, src, pat string) *patternCall {
	if len(src) > maxPatternInput {
		L.RaiseError("%s: text over %d bytes is too long to search", fn, maxPatternInput)
	}
	return &patternCall{L: L, fn: fn, m: matcher{src: src, pat: pat}, b: b}
}

// at matches from pattern byte p at text byte s, and returns where the match
// ends or -1. A malformed pattern or too much work raises a Lua error.
func (c *patternCall) at(s, p int) (end int) {
	limit := int64(maxPatternSteps) - c.spent
	budgetBound := false
	if left := c.b.left(); left < limit {
		limit, budgetBound = left, true
	}
	defer func() {
		c.spent += c.m.steps
		c.b.charge(c.m.steps)
		switch r := recover().(type) {
		case nil:
		case patternFault:
			c.L.RaiseError("%s: %s", c.fn, string(r))
		case patternOverrun:
			if budgetBound {
				c.L.RaiseError("%s: the step budget ran out while matching", c.fn)
			}
			why := fmt.Sprintf("%s: the pattern took more than %d steps on this text (a pattern such as \".-.-x\" backtracks without end: anchor it or make it simpler)", c.fn, maxPatternSteps)
			c.b.trip(why) // a runaway: pcall cannot catch it
			c.L.RaiseError("%s", why)
		default:
			panic(r)
		}
	}()
	return c.m.attempt(s, p, limit)
}

// push pushes capture i of the match from s to e.
func (c *patternCall) push(i, s, e int) {
	text, pos, isPos := c.capture(i, s, e)
	if isPos {
		c.L.Push(lua.LNumber(pos))
	} else {
		c.L.Push(lua.LString(text))
	}
}

// capture is captureAt with a malformed use raised as a Lua error.
func (c *patternCall) capture(i, s, e int) (text string, pos int, isPos bool) {
	defer func() {
		switch r := recover().(type) {
		case nil:
		case patternFault:
			c.L.RaiseError("%s: %s", c.fn, string(r))
		default:
			panic(r)
		}
	}()
	return c.m.captureAt(i, s, e)
}

// pushCaptures pushes every capture of the match (or the whole match when
// whole is set and it has none) and returns how many.
func (c *patternCall) pushCaptures(s, e int, whole bool) int {
	n := c.m.captures(whole)
	for i := range n {
		c.push(i, s, e)
	}
	return n
}

// startPos turns a 1-based and possibly negative init argument into a byte
// offset within the text, as Lua 5.1 does.
func startPos(init, n int) int {
	if init < 0 {
		init += n + 1
	}
	return min(max(init-1, 0), n)
}

// strFind is string.find(s, pattern [, init [, plain]]).
func strFind(L *lua.LState, b *budget) int { return findOrMatch(L, b, "string.find", true) }

// strMatch is string.match(s, pattern [, init]).
func strMatch(L *lua.LState, b *budget) int { return findOrMatch(L, b, "string.match", false) }

func findOrMatch(L *lua.LState, b *budget, fn string, find bool) int {
	src, pat := L.CheckString(1), L.CheckString(2)
	c := newPatternCall(L, b, fn, src, pat)
	init := startPos(L.OptInt(3, 1), len(src))
	if find && (L.ToBool(4) || !strings.ContainsAny(pat, patternSpecials)) {
		i := strings.Index(src[init:], pat)
		if i < 0 {
			L.Push(lua.LNil)
			return 1
		}
		L.Push(lua.LNumber(init + i + 1))
		L.Push(lua.LNumber(init + i + len(pat)))
		return 2
	}
	p, anchored := 0, strings.HasPrefix(pat, "^")
	if anchored {
		p = 1
	}
	for s := init; s <= len(src); s++ {
		if e := c.at(s, p); e >= 0 {
			if !find {
				return c.pushCaptures(s, e, true)
			}
			L.Push(lua.LNumber(s + 1))
			L.Push(lua.LNumber(e))
			return 2 + c.pushCaptures(s, e, false)
		}
		if anchored {
			break
		}
	}
	L.Push(lua.LNil)
	return 1
}

// strGmatch is string.gmatch(s, pattern): an iterator over the matches. As
// in Lua 5.1, '^' has no special meaning here.
func strGmatch(L *lua.LState, b *budget) int {
	src, pat := L.CheckString(1), L.CheckString(2)
	newPatternCall(L, b, "string.gmatch", src, pat) // checks the text's size
	pos := 0
	L.Push(L.NewFunction(func(L *lua.LState) int {
		c := newPatternCall(L, b, "string.gmatch", src, pat)
		for s := pos; s <= len(src); s++ {
			if e := c.at(s, 0); e >= 0 {
				pos = e
				if e == s {
					pos++ // an empty match: go on at the next character
				}
				return c.pushCaptures(s, e, true)
			}
		}
		pos = len(src) + 1
		return 0
	}))
	return 1
}

// strGsub is string.gsub(s, pattern, repl [, n]), building its result in
// one buffer capped at maxStringResult. (gopher-lua's copies the whole text
// for every match.)
func strGsub(L *lua.LState, bud *budget) int {
	src, pat := L.CheckString(1), L.CheckString(2)
	repl := L.Get(3)
	switch repl.Type() {
	case lua.LTString, lua.LTNumber, lua.LTTable, lua.LTFunction:
	default:
		L.ArgError(3, "string, table or function expected")
	}
	maxN := L.OptInt(4, len(src)+1)
	c := newPatternCall(L, bud, "string.gsub", src, pat)
	p, anchored := 0, strings.HasPrefix(pat, "^")
	if anchored {
		p = 1
	}
	var b strings.Builder
	n, s := 0, 0
	for n < maxN {
		e := c.at(s, p)
		if e >= 0 {
			n++
			c.replace(&b, repl, s, e)
		}
		if e > s {
			s = e
		} else if s < len(src) {
			b.WriteByte(src[s])
			s++
		} else {
			break
		}
		if b.Len() > maxStringResult {
			L.RaiseError("string.gsub would make a string over %d bytes", maxStringResult)
		}
		if anchored {
			break
		}
	}
	if s < len(src) {
		b.WriteString(src[s:])
	}
	if b.Len() > maxStringResult {
		L.RaiseError("string.gsub would make a string over %d bytes", maxStringResult)
	}
	L.Push(lua.LString(b.String()))
	L.Push(lua.LNumber(n))
	return 2
}

// replace writes the replacement of the match from s to e.
func (c *patternCall) replace(b *strings.Builder, repl lua.LValue, s, e int) {
	L := c.L
	var v lua.LValue
	switch r := repl.(type) {
	case lua.LString, lua.LNumber:
		c.expand(b, r.String(), s, e)
		return
	case *lua.LTable:
		c.push(0, s, e)
		key := L.Get(-1)
		L.Pop(1)
		v = L.GetTable(r, key)
	case *lua.LFunction:
		L.Push(r)
		n := c.pushCaptures(s, e, true)
		L.Call(n, 1)
		v = L.Get(-1)
		L.Pop(1)
	}
	switch v.Type() {
	case lua.LTNil:
		b.WriteString(c.m.src[s:e])
	case lua.LTBool:
		if v == lua.LFalse {
			b.WriteString(c.m.src[s:e])
			return
		}
		L.RaiseError("string.gsub: invalid replacement value (a boolean)")
	case lua.LTString, lua.LTNumber:
		b.WriteString(v.String())
	default:
		L.RaiseError("string.gsub: invalid replacement value (a %s)", v.Type())
	}
}

// expand writes a replacement string: %0 is the whole match, %1-%9 a
// capture, and % before any other character stands for that character.
func (c *patternCall) expand(b *strings.Builder, r string, s, e int) {
	for i := 0; i < len(r); i++ {
		if r[i] != '%' || i == len(r)-1 {
			b.WriteByte(r[i])
			continue
		}
		i++
		switch d := r[i]; {
		case d == '0':
			b.WriteString(c.m.src[s:e])
		case '1' <= d && d <= '9':
			text, pos, isPos := c.capture(int(d-'1'), s, e)
			if isPos {
				text = fmt.Sprint(pos)
			}
			b.WriteString(text)
		default:
			b.WriteByte(d)
		}
		if b.Len() > maxStringResult {
			c.L.RaiseError("string.gsub would make a string over %d bytes", maxStringResult)
		}
	}
}
