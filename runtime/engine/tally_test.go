package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTallyRefuse(t *testing.T) {
	var tl Tally
	tl.RefuseCodes([]string{"UNU-5", "UNU-9"})
	tl.RefuseCodes(nil)
	tl.Paused = true
	tl.RefuseCodes([]string{"UNU-5"})
	assert.Equal(t, map[string]int{"UNU-5": 1, "UNU-9": 1}, tl.Refused)
}
