package terminal

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Clean makes text that came from a script safe to show on a terminal: a
// script's name, log line, status, move or error message could otherwise
// clear the screen (ESC [2J), set the window title or write the clipboard
// (OSC 52). Control characters, C1 controls, Unicode direction overrides
// and bytes that are not UTF-8 are written as Go-style escapes (\x1b,
// \u202e); everything else is kept.
func Clean(s string) string {
	i := 0
	for i < len(s) && s[i] >= 0x20 && s[i] < 0x7f {
		i++
	}
	if i == len(s) {
		return s // plain printable ASCII, the usual case
	}
	var b strings.Builder
	b.WriteString(s[:i])
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// unsafeRune reports whether a non-ASCII rune can change what a terminal
// shows beyond itself: C1 controls and the marks that reorder text.
func unsafeRune(r rune) bool {
	return r >= 0x80 && r <= 0x9f || r == 0x200e || r == 0x200f || r >= 0x202a && r <= 0x202e ||
		r >= 0x2066 && r <= 0x2069 || r == 0x2028 || r == 0x2029
}

// CleanWriter passes whole lines of output through Clean, keeping the line
// breaks: for output that holds script text and no colours of ours
// (validate and test reports, error messages).
type CleanWriter struct{ W io.Writer }

// Write implements io.Writer.
func (c CleanWriter) Write(p []byte) (int, error) {
	lines := bytes.Split(p, []byte("\n"))
	for i, l := range lines {
		lines[i] = []byte(Clean(string(l)))
	}
	if _, err := c.W.Write(bytes.Join(lines, []byte("\n"))); err != nil {
		return 0, err
	}
	return len(p), nil
}
