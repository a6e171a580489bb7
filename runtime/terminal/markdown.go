package terminal

import (
	"regexp"
	"strings"
)

// Rule texts are Markdown (docs/rules/*.md); the terminal shows them as
// text: no asterisks, backquotes or link targets.

var (
	mdLink   = regexp.MustCompile(`\[([^\]]+)\]\([^)]*\)`)
	mdStrong = regexp.MustCompile(`\*\*([^*]+)\*\*|__([^_]+)__`)
	mdEmph   = regexp.MustCompile(`(^|[\s(])[*_]([^*_\s][^*_]*?)[*_]($|[\s).,;:!?])`)
	mdCode   = regexp.MustCompile("`([^`]*)`")
)

// plainMarkdown writes a line of Markdown as plain text: links as their
// text, and bold, italics and code as the words they mark.
func plainMarkdown(line string) string {
	line = mdLink.ReplaceAllString(line, "$1")
	line = mdStrong.ReplaceAllString(line, "$1$2")
	line = mdEmph.ReplaceAllString(line, "$1$2$3")
	line = mdCode.ReplaceAllString(line, "$1")
	return strings.ReplaceAll(line, "**", "")
}
