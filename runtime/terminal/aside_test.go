package terminal

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAsideNeverNests: a reason is added in parentheses, or after a colon
// when it has its own, so that the game's end never reads "(the stock ran
// out (UNU-13))".
func TestAsideNeverNests(t *testing.T) {
	tests := []struct{ line, reason, want string }{
		{"the game is a draw", "", "the game is a draw"},
		{"you win", "three steps", "you win (three steps)"},
		{"the game is a draw", "the stock ran out (UNU-13)", "the game is a draw: the stock ran out (UNU-13)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, aside(tt.line, tt.reason))
	}
}
