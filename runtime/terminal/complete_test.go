package terminal

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
)

// TestCompletions: Tab completes a legal move, else a verb or a prompt
// word, else a card the seat holds; after an open verb (a layout of the
// table) a card it sees on the table too; never a card it cannot play or
// see. A completion that repeats the line comes last.
func TestCompletions(t *testing.T) {
	desc := &engine.Description{Verbs: []engine.Verb{{Name: "draw"}, {Name: "play"}, {Name: "layout", Open: true}}}
	view := &core.View{Seat: 0, Piles: []core.PileView{
		{Name: "hand", Owner: 0, Cards: []string{"AH", "P1", "P12", "5H"}},
		{Name: "discard", Owner: -1, Cards: []string{"AC", "P10", "P9"}},
		{Name: "hand2", Owner: 1, Count: 3},
	}}
	legal := []string{"draw", "play 8C call clubs", "play 8C call spades", "play 5H"}
	tests := []struct {
		line string
		want []string
	}{
		{"play 8", []string{"play 8C call clubs", "play 8C call spades"}}, // legal moves first
		{"PLAY 5", []string{"play 5H"}},
		{"dr", []string{"draw"}},
		{"ta", []string{"table"}},
		{"play a", []string{"play AH"}},                                              // held, not AC on the table
		{"layout P9 P1", []string{"layout P9 P10", "layout P9 P12", "layout P9 P1"}}, // an open verb: the table too
		{"play zz", nil},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, completions(tt.line, vocabularyOf(desc, view), legal), tt.line)
	}
}

func TestWrapText(t *testing.T) {
	assert.Equal(t, "  short line", wrapText("  short line", 40, "    "))
	assert.Equal(t, "  one two\n    three\n    four\n    five", wrapText("  one two three four five", 12, "    "))
	assert.Equal(t, "  one two\n    three four", wrapText("  one two three four", 14, "    "))
	assert.Equal(t, "  unbreakable-long-word", wrapText("  unbreakable-long-word", 8, "    "))
	assert.Equal(t, "  a b c", wrapText("  a b c", 0, "    "))
}
