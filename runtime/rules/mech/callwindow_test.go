package mech

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCallWindowWith(t *testing.T) {
	tests := []struct {
		name   string
		w      CallWindow
		left   int
		opens  bool
		mayAdd bool
	}{
		{"the play that leaves one card", CallWindow{}, 1, false, true},
		{"a play that leaves two, turn closed", CallWindow{}, 2, false, false},
		{"a play that opens the turn early", CallWindow{}, 3, true, true},
		{"a play that keeps an open turn open", CallWindow{Open: true}, 3, false, true},
		{"a play that ends an open turn", CallWindow{Open: true}, 3, true, false},
		{"the last card: nothing left to call on", CallWindow{}, 0, false, false},
		{"called already this turn", CallWindow{Made: true}, 1, false, false},
		{"one card left in an open turn", CallWindow{Open: true}, 1, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.mayAdd, tt.w.With(tt.left, tt.opens))
		})
	}
}
