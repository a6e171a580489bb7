package sim

import (
	"errors"
	"fmt"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCrashesAreToldApartByTheirLine checks that the errors a script
// raised at one line are one kind of crash, whatever their words, by the
// file and line the script error keeps as fields, not read from its text.
func TestCrashesAreToldApartByTheirLine(t *testing.T) {
	boom := func(line int, card string) error {
		return fmt.Errorf("game 3: %w", &engine.ScriptError{File: "x.lua", Line: line, Msg: "no card " + card})
	}
	s := NewSummary()
	for i, err := range []error{boom(3, "7H"), boom(3, "8C"), boom(5, "7H"), errors.New("x.lua:9: not a script error")} {
		s.Add(record(i, uint64(i), 2, nil, err))
	}
	require.Len(t, s.Crashes, 3)
	assert.Equal(t, 2, s.Crashes[0].Games, "x.lua:3, with two cards")
	assert.Equal(t, "game 3: x.lua:3: no card 7H", s.Crashes[0].Error)
	assert.Equal(t, 1, s.Crashes[1].Games)
	assert.Equal(t, "x.lua:9: not a script error", s.Crashes[2].Error, "an error that is not the script's is told by its words")
	r := record(0, 0, 2, nil, boom(3, "7H"))
	assert.Equal(t, "x.lua", r.ErrorFile)
	assert.Equal(t, 3, r.ErrorLine)
}
