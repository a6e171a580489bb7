package terminal

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

const longText = "seat 3 has free reign; the suit to follow is spades, named by an eight; the stock holds 21 cards and play goes clockwise"

// assertWrapped checks that no line of out is wider than width, and that
// the words of want are all there, whole and in order.
func assertWrapped(t *testing.T, out string, width int, want string) {
	t.Helper()
	for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		assert.LessOrEqual(t, visibleLen(line), width, "%q", line)
	}
	assert.Contains(t, strings.Join(strings.Fields(out), " "), want)
}

// TestTableAndRulesWrapAtTheScreensWidth: the status line and the rules
// summary are wrapped at spaces, as narration is, never cut mid-word; a
// pipe (width 0) gets each whole.
func TestTableAndRulesWrapAtTheScreensWidth(t *testing.T) {
	for _, width := range []int{40, 80} {
		g := enginetest.New(2)
		var out bytes.Buffer
		s := screen{out: &out, wrap: width}
		s.table(g, g.State().View(0, 0), longText+"; "+longText)
		assertWrapped(t, out.String(), width, longText+"; "+longText)

		out.Reset()
		term := raceTerminal("", &out)
		term.wrap = width
		term.desc = &engine.Description{Name: "Race", Description: longText + ". " + longText}
		term.rules(g)
		assertWrapped(t, out.String(), width, longText+". "+longText)
	}
	var out bytes.Buffer
	g := enginetest.New(2)
	screen{out: &out}.table(g, g.State().View(0, 0), longText)
	assert.Contains(t, out.String(), longText+"\n", "a pipe gets the line whole")
}

// TestRefusalsWrapAtSpaces: a refusal is wrapped at the screen's width at
// spaces, never mid-word ("flus / h"), at 60 and 120 columns alike (#32
// item 11).
func TestRefusalsWrapAtSpaces(t *testing.T) {
	reason := "UNK-9: a five-card play must be a straight, a flush, a full house or four or more of a kind; " + longText
	for _, width := range []int{60, 120} {
		var out bytes.Buffer
		term := raceTerminal("", &out)
		term.wrap = width
		term.refuse(&engine.IllegalMove{Reason: reason})
		assertWrapped(t, out.String(), width, "Not allowed: "+reason)
	}
}

func TestVisibleLenSkipsColourCodes(t *testing.T) {
	assert.Equal(t, 2, visibleLen("\x1b[31m8H\x1b[0m"))
	assert.Equal(t, "\x1b[31m8H\x1b[0m\n \x1b[31m9H\x1b[0m", wrapText("\x1b[31m8H\x1b[0m \x1b[31m9H\x1b[0m", 4, " "))
}
