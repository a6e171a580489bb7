package sandbox

// The Lua 5.1 pattern matcher behind string.find, match, gmatch and gsub,
// written for rulerun so that it counts its work. gopher-lua's own matcher
// backtracks without limit inside one VM instruction, where neither the step
// budget nor the wall clock can reach: ("a"):rep(200):find(".-.-.-.-x")
// never returned. This one counts a step for every pattern item tried and
// every character scanned, and gives up past a limit.
//
// The semantics are those of Lua 5.1: single characters, '.', the classes
// %a %c %d %l %p %s %u %w %x %z and their upper-case complements, sets
// [...] and [^...] with ranges and classes, the quantifiers * + - ?,
// anchors ^ and $, captures () with position captures () and back
// references %1-%9, balanced matches %bxy and frontiers %f[set].

const (
	maxCaptures     = 32  // captures in one pattern, as in Lua
	maxPatternDepth = 200 // pattern items matched by recursion, as in Lua 5.2

	capUnfinished = -1 // a capture whose ')' has not been reached
	capPosition   = -2 // a position capture ()
)

// patternSpecials are the characters that make a pattern more than plain
// text (for string.find's shortcut).
const patternSpecials = "^$*+?.([%-"

// patternFault is a malformed pattern; the matcher panics with it and the
// caller turns it into a Lua error.
type patternFault string

// patternOverrun is the matcher running past its step limit.
type patternOverrun struct{}

// matcher matches one pattern against one text. Positions are 0-based byte
// offsets; a failed match is -1.
type matcher struct {
	src, pat string
	level    int // captures opened so far
	capture  [maxCaptures]struct{ init, len int }
	steps    int64 // work done in this attempt
	limit    int64 // the most steps this attempt may take
	depth    int
}

// attempt matches the pattern from byte p of the pattern at byte s of the
// text, with at most limit steps, and returns where the match ends or -1. A
// malformed pattern panics with a patternFault, too much work with a
// patternOverrun.
func (m *matcher) attempt(s, p int, limit int64) int {
	m.level, m.steps, m.limit, m.depth = 0, 0, limit, 0
	return m.match(s, p)
}

func (m *matcher) tick(n int64) {
	if m.steps += n; m.steps > m.limit {
		panic(patternOverrun{})
	}
}

func (m *matcher) match(s, p int) int {
	if m.depth++; m.depth > maxPatternDepth {
		panic(patternFault("pattern too complex (more than 200 items to backtrack over)"))
	}
	e := m.matchHere(s, p)
	m.depth--
	return e
}

// matchHere is the body of match: items that need no backtracking loop here
// instead of recursing.
func (m *matcher) matchHere(s, p int) int {
	for {
		m.tick(1)
		if p == len(m.pat) {
			return s
		}
		switch m.pat[p] {
		case '(':
			if p+1 < len(m.pat) && m.pat[p+1] == ')' {
				return m.startCapture(s, p+2, capPosition)
			}
			return m.startCapture(s, p+1, capUnfinished)
		case ')':
			return m.endCapture(s, p+1)
		case '$':
			if p+1 == len(m.pat) {
				if s == len(m.src) {
					return s
				}
				return -1
			}
		case '%':
			if p+1 < len(m.pat) {
				switch c := m.pat[p+1]; {
				case c == 'b':
					if s = m.matchBalance(s, p+2); s < 0 {
						return -1
					}
					p += 4
					continue
				case c == 'f':
					p += 2
					if p >= len(m.pat) || m.pat[p] != '[' {
						panic(patternFault("missing '[' after '%f' in pattern"))
					}
					ep := m.classEnd(p)
					if m.inSet(m.byteAt(s-1), p, ep-1) || !m.inSet(m.byteAt(s), p, ep-1) {
						return -1
					}
					p = ep
					continue
				case c >= '0' && c <= '9':
					if s = m.matchBackref(s, c); s < 0 {
						return -1
					}
					p += 2
					continue
				}
			}
		}
		// A single-character item, perhaps with a quantifier.
		ep := m.classEnd(p)
		ok := s < len(m.src) && m.single(m.src[s], p, ep)
		if ep < len(m.pat) {
			switch m.pat[ep] {
			case '?':
				if ok {
					if e := m.match(s+1, ep+1); e >= 0 {
						return e
					}
				}
				p = ep + 1
				continue
			case '*':
				return m.maxExpand(s, p, ep)
			case '+':
				if !ok {
					return -1
				}
				return m.maxExpand(s+1, p, ep)
			case '-':
				return m.minExpand(s, p, ep)
			}
		}
		if !ok {
			return -1
		}
		s, p = s+1, ep
	}
}

// byteAt is the text's byte at i, or 0 outside the text (as C Lua sees the
// terminating zero), for frontiers.
func (m *matcher) byteAt(i int) byte {
	if i < 0 || i >= len(m.src) {
		return 0
	}
	return m.src[i]
}

// classEnd returns the end of the single-character class starting at p.
func (m *matcher) classEnd(p int) int {
	c := m.pat[p]
	p++
	switch c {
	case '%':
		if p >= len(m.pat) {
			panic(patternFault("malformed pattern (ends with '%')"))
		}
		return p + 1
	case '[':
		if p < len(m.pat) && m.pat[p] == '^' {
			p++
		}
		for { // the first character may be ']' itself
			if p >= len(m.pat) {
				panic(patternFault("malformed pattern (missing ']')"))
			}
			c := m.pat[p]
			p++
			if c == '%' && p < len(m.pat) {
				p++
			}
			if p < len(m.pat) && m.pat[p] == ']' {
				return p + 1
			}
		}
	}
	return p
}

// single reports whether byte c matches the class from p to ep.
func (m *matcher) single(c byte, p, ep int) bool {
	switch m.pat[p] {
	case '.':
		return true
	case '%':
		return classMatches(c, m.pat[p+1])
	case '[':
		return m.inSet(c, p, ep-1)
	}
	return m.pat[p] == c
}

// inSet reports whether c is in the set whose '[' is at p and ']' at ec.
func (m *matcher) inSet(c byte, p, ec int) bool {
	in := true
	if m.pat[p+1] == '^' {
		in = false
		p++
	}
	for p++; p < ec; p++ {
		m.tick(1)
		switch {
		case m.pat[p] == '%':
			p++
			if classMatches(c, m.pat[p]) {
				return in
			}
		case m.pat[p+1] == '-' && p+2 < ec:
			if m.pat[p] <= c && c <= m.pat[p+2] {
				return in
			}
			p += 2
		case m.pat[p] == c:
			return in
		}
	}
	return !in
}

// classMatches reports whether c is in the class %cl (a letter), or is cl
// itself for any other character.
func classMatches(c, cl byte) bool {
	var in bool
	switch cl | 0x20 {
	case 'a':
		in = isAlpha(c)
	case 'c':
		in = c < 32 || c == 127
	case 'd':
		in = '0' <= c && c <= '9'
	case 'l':
		in = 'a' <= c && c <= 'z'
	case 'p':
		in = c > 32 && c < 127 && !isAlpha(c) && !('0' <= c && c <= '9')
	case 's':
		in = c == ' ' || '\t' <= c && c <= '\r'
	case 'u':
		in = 'A' <= c && c <= 'Z'
	case 'w':
		in = isAlpha(c) || '0' <= c && c <= '9'
	case 'x':
		in = '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f'
	case 'z':
		in = c == 0
	default:
		return cl == c
	}
	if 'A' <= cl && cl <= 'Z' {
		return !in
	}
	return in
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// maxExpand matches as many characters of the class as it can, then backs
// off one at a time until the rest of the pattern matches.
func (m *matcher) maxExpand(s, p, ep int) int {
	i := 0
	for s+i < len(m.src) && m.single(m.src[s+i], p, ep) {
		m.tick(1)
		i++
	}
	for ; i >= 0; i-- {
		if e := m.match(s+i, ep+1); e >= 0 {
			return e
		}
	}
	return -1
}

// minExpand matches as few characters of the class as it must.
func (m *matcher) minExpand(s, p, ep int) int {
	for {
		if e := m.match(s, ep+1); e >= 0 {
			return e
		}
		if s >= len(m.src) || !m.single(m.src[s], p, ep) {
			return -1
		}
		s++
	}
}

func (m *matcher) startCapture(s, p, what int) int {
	if m.level >= maxCaptures {
		panic(patternFault("too many captures"))
	}
	m.capture[m.level].init, m.capture[m.level].len = s, what
	m.level++
	e := m.match(s, p)
	if e < 0 {
		m.level--
	}
	return e
}

func (m *matcher) endCapture(s, p int) int {
	l := -1
	for i := m.level - 1; i >= 0; i-- {
		if m.capture[i].len == capUnfinished {
			l = i
			break
		}
	}
	if l < 0 {
		panic(patternFault("invalid pattern capture"))
	}
	m.capture[l].len = s - m.capture[l].init
	e := m.match(s, p)
	if e < 0 {
		m.capture[l].len = capUnfinished
	}
	return e
}

// matchBackref matches %1-%9: the text of an earlier capture.
func (m *matcher) matchBackref(s int, c byte) int {
	l := int(c) - '1'
	if l < 0 || l >= m.level || m.capture[l].len == capUnfinished {
		panic(patternFault("invalid capture index"))
	}
	n := m.capture[l].len
	if n < 0 || len(m.src)-s < n { // a position capture matches no text
		return -1
	}
	m.tick(int64(n))
	init := m.capture[l].init
	if m.src[s:s+n] != m.src[init:init+n] {
		return -1
	}
	return s + n
}

// matchBalance matches %bxy at s: x, then text in which x and y balance,
// then y.
func (m *matcher) matchBalance(s, p int) int {
	if p+1 >= len(m.pat) {
		panic(patternFault("unbalanced pattern (%b needs two characters)"))
	}
	if s >= len(m.src) || m.src[s] != m.pat[p] {
		return -1
	}
	open, closing := m.pat[p], m.pat[p+1]
	depth := 1
	for s++; s < len(m.src); s++ {
		m.tick(1)
		switch m.src[s] {
		case closing:
			if depth--; depth == 0 {
				return s + 1
			}
		case open:
			depth++
		}
	}
	return -1
}

// captures is the number of values a successful match gives: its captures,
// or the whole match when it has none and whole is set.
func (m *matcher) captures(whole bool) int {
	if m.level == 0 && whole {
		return 1
	}
	return m.level
}

// captureAt returns capture i of the match from s to e: its text, or for a
// position capture its 1-based position with isPos set. Capture 0 of a
// pattern without captures is the whole match.
func (m *matcher) captureAt(i, s, e int) (text string, pos int, isPos bool) {
	if i >= m.level {
		if i != 0 {
			panic(patternFault("invalid capture index"))
		}
		return m.src[s:e], 0, false
	}
	c := m.capture[i]
	switch c.len {
	case capUnfinished:
		panic(patternFault("unfinished capture"))
	case capPosition:
		return "", c.init + 1, true
	}
	return m.src[c.init : c.init+c.len], 0, false
}
