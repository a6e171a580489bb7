package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTallyRefuse(t *testing.T) {
	var tl Tally
	tl.Refuse("UNU-5: TS does not match (UNU-9)")
	tl.Refuse("it is not your turn: seat 2 is to play")
	tl.Paused = true
	tl.Refuse("UNU-5: paused")
	assert.Equal(t, map[string]int{"UNU-5": 1, "UNU-9": 1}, tl.Refused)
}
