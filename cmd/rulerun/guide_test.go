package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// guidePath is the guide whose copied blocks TestGuideQuotesScripts checks,
// relative to this package.
const guidePath = "../../docs/writing-a-game.md"

// quoteMarker matches the HTML comment that marks a block of the guide as
// copied from a file of the repository: <!-- from scripts/unu.lua -->.
var quoteMarker = regexp.MustCompile(`^<!-- from (\S+) -->$`)

// quotedBlock is a fenced block of the guide that its marker says is copied
// from a file.
type quotedBlock struct {
	Source string // the file it is copied from, relative to the repository
	Line   int    // the line of the marker in the guide, from 1
	Text   string // the block's lines, each ending in a newline
	Err    string // why the marker has no usable block, or ""
}

// quotedBlocks finds every marker in a Markdown text and the fenced block
// on the line after it. A marker not followed at once by a fence, or a
// fence that is never closed, is returned with Err set, so that a block
// cannot escape the check by being misplaced.
func quotedBlocks(doc string) []quotedBlock {
	lines := strings.Split(strings.ReplaceAll(doc, "\r\n", "\n"), "\n")
	var out []quotedBlock
	for i, line := range lines {
		m := quoteMarker.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil {
			continue
		}
		b := quotedBlock{Source: m[1], Line: i + 1}
		if i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "```") {
			b.Err = "the marker is not followed by a fenced block on the next line"
			out = append(out, b)
			continue
		}
		end := -1
		for j := i + 2; j < len(lines); j++ {
			if strings.HasPrefix(lines[j], "```") {
				end = j
				break
			}
		}
		if end < 0 {
			b.Err = "the fenced block after the marker is never closed"
			out = append(out, b)
			continue
		}
		var text strings.Builder
		for _, l := range lines[i+2 : end] {
			text.WriteString(l + "\n")
		}
		b.Text = text.String()
		if strings.TrimSpace(b.Text) == "" {
			b.Err = "the fenced block after the marker is empty"
		}
		out = append(out, b)
	}
	return out
}

// firstMissingLine returns the first line of block that src does not hold
// as a whole line, to show where a copy went wrong, or "" when every line
// is there (the lines are there but not together, in this order).
func firstMissingLine(block, src string) string {
	have := map[string]bool{}
	for _, l := range strings.Split(src, "\n") {
		have[l] = true
	}
	for _, l := range strings.Split(strings.TrimSuffix(block, "\n"), "\n") {
		if !have[l] {
			return l
		}
	}
	return ""
}

// TestGuideQuotesScripts checks that every block of docs/writing-a-game.md
// marked <!-- from PATH --> is copied verbatim, as whole consecutive lines,
// from that file, so that the guide stays true when a shipped script
// changes. Blocks without a marker (sketches, variants) are not checked.
func TestGuideQuotesScripts(t *testing.T) {
	data, err := os.ReadFile(guidePath)
	require.NoError(t, err)
	blocks := quotedBlocks(string(data))
	require.NotEmpty(t, blocks, "%s has no <!-- from scripts/NAME.lua --> marker: has the marker's form changed?", guidePath)

	sources := map[string]string{}
	for _, b := range blocks {
		where := fmt.Sprintf("%s:%d", filepath.Base(guidePath), b.Line)
		if !assert.Empty(t, b.Err, "%s: %s", where, b.Source) {
			continue
		}
		if !assert.True(t, filepath.IsLocal(b.Source), "%s: %s: name a file inside the repository, such as scripts/unu.lua", where, b.Source) {
			continue
		}
		src, ok := sources[b.Source]
		if !ok {
			raw, err := os.ReadFile(filepath.Join("../..", filepath.FromSlash(b.Source)))
			if !assert.NoError(t, err, "%s: the marker names a file that cannot be read", where) {
				continue
			}
			src = strings.ReplaceAll(string(raw), "\r\n", "\n")
			sources[b.Source] = src
		}
		// Whole lines only: the block must start at the start of a line.
		if !strings.Contains("\n"+src, "\n"+b.Text) {
			missing := firstMissingLine(b.Text, src)
			if missing == "" {
				t.Errorf("%s: the block is not a copy of %s: its lines are all there, but not together in this order", where, b.Source)
			} else {
				t.Errorf("%s: the block is not a copy of %s: it has no line\n\t%q\ncopy the block again from the file", where, b.Source, missing)
			}
		}
	}
}

// TestQuotedBlocks checks how quotedBlocks reads markers: a block right
// after its marker is found with its text, and a misplaced, unclosed or
// empty one is reported rather than skipped.
func TestQuotedBlocks(t *testing.T) {
	doc := "Intro.\n\n" +
		"<!-- from scripts/unu.lua -->\n```lua\nlocal a = 1\nlocal b = 2\n```\n\n" +
		"```lua\n-- a sketch, not checked\n```\n" +
		"<!-- from scripts/thirteen.lua -->\n\n```lua\nlocal c\n```\n" +
		"<!-- from scripts/x.lua -->\n```lua\n```\n" +
		"<!-- from scripts/y.lua -->\n```lua\nlocal d\n"
	blocks := quotedBlocks(doc)
	require.Len(t, blocks, 4)

	assert.Equal(t, quotedBlock{Source: "scripts/unu.lua", Line: 3, Text: "local a = 1\nlocal b = 2\n"}, blocks[0])
	assert.Contains(t, blocks[1].Err, "not followed by a fenced block")
	assert.Contains(t, blocks[2].Err, "empty")
	assert.Contains(t, blocks[3].Err, "never closed")
}

// TestFirstMissingLine checks the hint given when a copied block has
// drifted from its script.
func TestFirstMissingLine(t *testing.T) {
	src := "local a = 1\nlocal b = 2\n"
	assert.Equal(t, "local b = 3", firstMissingLine("local a = 1\nlocal b = 3\n", src))
	assert.Equal(t, "", firstMissingLine("local b = 2\nlocal a = 1\n", src))
}
