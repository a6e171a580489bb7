package mech

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFillArgFillsAsSprintf: a text filled in one concatenation reads as
// fmt.Sprintf would fill it, and a text with other verbs is left to it.
func TestFillArgFillsAsSprintf(t *testing.T) {
	for _, text := range []string{"{seat} must draw %s, or pass them on.", "%s", "%s to draw", "draw %s",
		"100%% sure: %s", "%s and %s", "%d %s", "no place", "50% of %s", "%s, 50%", "%", "%%s"} {
		want := text
		if strings.Contains(text, "%s") {
			want = fmt.Sprintf(text, "2 cards")
		}
		assert.Equal(t, want, FillArg(text, "2 cards"), text)
	}
}
