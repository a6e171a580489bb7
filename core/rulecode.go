package core

import (
	"cmp"
	"strconv"
	"strings"
	"unicode"
)

// A rule code names a point of a game's rules, such as ABC-7 or ABC-3a: an
// upper-case letter, then upper-case letters and digits, a hyphen, digits
// and at most one lower-case letter, standing alone as a word (the pattern
// \b[A-Z][A-Z0-9]*-[0-9]+[a-z]?\b). Refusals and narration cite rule codes;
// the rules texts define them.

// RuleCodes returns the rule codes text cites, in order, repeats included.
func RuleCodes(text string) []string {
	var out []string
	EachRuleCode(text, func(code string) { out = append(out, code) })
	return out
}

// EachRuleCode calls fn with each rule code text cites, in order; it
// allocates nothing, and looks only around the hyphens of text.
func EachRuleCode(text string, fn func(code string)) {
	for off := 0; off < len(text); {
		h := strings.IndexByte(text[off:], '-')
		if h < 0 {
			return
		}
		h += off
		start := h
		for start > off && (isUpper(text[start-1]) || isDigit(text[start-1])) {
			start--
		}
		off = h + 1
		if start == h || !isUpper(text[start]) || start > 0 && isWord(text[start-1]) {
			continue
		}
		if end := codeEnd(text, start); end > 0 {
			fn(text[start:end])
			off = end
		}
	}
}

// codeEnd is the end of the rule code starting at i, or 0 when none does.
func codeEnd(text string, i int) int {
	j := i + 1
	for j < len(text) && (isUpper(text[j]) || isDigit(text[j])) {
		j++
	}
	if j >= len(text) || text[j] != '-' {
		return 0
	}
	j++
	k := j
	for k < len(text) && isDigit(text[k]) {
		k++
	}
	if k == j {
		return 0
	}
	if k < len(text) && isLower(text[k]) && (k+1 == len(text) || !isWord(text[k+1])) {
		return k + 1
	}
	if k < len(text) && isWord(text[k]) {
		return 0
	}
	return k
}

func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }
func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// isWord reports whether c is a character of a word, as \b sees it.
func isWord(c byte) bool { return isUpper(c) || isLower(c) || isDigit(c) || c == '_' }

// CompareRuleCodes orders rule codes as a rules text does: by their
// letters, then by their number (ABC-2 before ABC-11), then by the letter
// after it. Other text is ordered as text, after the codes.
func CompareRuleCodes(a, b string) int {
	pa, na, sa, oka := splitCode(a)
	pb, nb, sb, okb := splitCode(b)
	switch {
	case !oka || !okb:
		return cmpBool(oka, okb, a, b)
	case pa != pb:
		return strings.Compare(pa, pb)
	case na != nb:
		return cmp.Compare(na, nb)
	}
	return strings.Compare(sa, sb)
}

// splitCode splits a rule code into its letters, number and letter after.
func splitCode(code string) (prefix string, n int, suffix string, ok bool) {
	if codeEnd(code, 0) != len(code) || !isUpper(code[0]) {
		return "", 0, "", false
	}
	prefix, rest, _ := strings.Cut(code, "-")
	digits := strings.TrimRightFunc(rest, unicode.IsLower)
	n, err := strconv.Atoi(digits)
	return prefix, n, rest[len(digits):], err == nil
}

// cmpBool puts codes (ok) before other text, and other text in its order.
func cmpBool(oka, okb bool, a, b string) int {
	switch {
	case oka:
		return -1
	case okb:
		return 1
	}
	return strings.Compare(a, b)
}
