package terminal

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPlainMarkdown: a rule's Markdown reads as text in the terminal (#32
// item 19).
func TestPlainMarkdown(t *testing.T) {
	tests := []struct{ md, want string }{
		{"**UNU-12 Declaring.** Say it.", "UNU-12 Declaring. Say it."},
		{"*Recommendation:* play on.", "Recommendation: play on."},
		{"*Reason:* \"The first time\" counts.", "Reason: \"The first time\" counts."},
		{"Option `unu_penalty_scope` = `game` (default) | `player`.", "Option unu_penalty_scope = game (default) | player."},
		{"see [INTERPRETATIONS.md](rules/INTERPRETATIONS.md).", "see INTERPRETATIONS.md."},
		{"- a list item with 2 * 3 = 6", "- a list item with 2 * 3 = 6"},
		{"the *number* of cards", "the number of cards"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, plainMarkdown(tt.md), tt.md)
	}
}
