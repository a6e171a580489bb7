package decl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLineOfPrefersTheField checks the line finder used by declaration
// errors: the line that sets a field, not one that only mentions the name.
func TestLineOfPrefersTheField(t *testing.T) {
	src := []byte("-- each seat plays\nlocal game = {\n  seats = { min = 2 },\n  seat = 2,\n  if seat == 3\n}\n")
	assert.Equal(t, 4, LineOf(src, "seat"))
	assert.Equal(t, 3, LineOf(src, "seats"))
	assert.Equal(t, 1, LineOf(src, "plays"), "falls back to the first mention")
	assert.Equal(t, 0, LineOf(src, "absent"))
	assert.Equal(t, 0, LineOf(src, ""))
}
