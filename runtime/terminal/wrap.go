package terminal

import (
	"fmt"
	"strings"
)

// line writes a line of the table, wrapped at the screen's width with the
// lines after the first indented; a pipe gets it whole.
func (s screen) line(text, indent string) {
	fmt.Fprintln(s.out, wrapText(text, s.wrap, indent))
}

// wrapText breaks text into lines of at most width columns at spaces,
// indenting the lines after the first; width 0 leaves it whole. Colour
// codes take no columns.
func wrapText(text string, width int, indent string) string {
	if width <= 0 || visibleLen(text) <= width {
		return text
	}
	var b strings.Builder
	col := 0
	for i, w := range strings.Split(text, " ") {
		n := visibleLen(w)
		if i > 0 && col+1+n > width && col > len(indent) {
			b.WriteString("\n" + indent)
			col = len(indent)
		} else if i > 0 {
			b.WriteString(" ")
			col++
		}
		b.WriteString(w)
		col += n
	}
	return b.String()
}

// visibleLen is the columns text takes on a terminal: its runes, less the
// colour codes (ESC [ ... m).
func visibleLen(text string) int {
	n, inCode := 0, false
	for _, r := range text {
		switch {
		case r == '\x1b':
			inCode = true
		case inCode:
			inCode = r != 'm'
		default:
			n++
		}
	}
	return n
}
