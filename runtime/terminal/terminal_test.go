package terminal

import (
	"bufio"
	"bytes"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The terminal sees a game only through the engine's interfaces: these
// tests play Race, the game written in Go of package enginetest.

// raceTerminal is a terminal for seat 1 of Race, reading input and writing
// to out.
func raceTerminal(input string, out *bytes.Buffer) *Terminal {
	return &Terminal{in: bufio.NewScanner(strings.NewReader(input)), screen: screen{out: out},
		desc: enginetest.Rules{}.Describe(), book: rulebook.Book{}, bots: []string{"random"}}
}

func TestTerminalPlaysAGameInGo(t *testing.T) {
	var out bytes.Buffer
	g := enginetest.New(2)
	term := raceTerminal("add 3\nadd\n2\n"+strings.Repeat("1\n", 10), &out)
	require.NoError(t, term.Play(g))
	text := out.String()
	assert.Contains(t, text, "Not allowed: RACE-1: add 1 or 2, up to 10")
	assert.Contains(t, text, "Cannot read that:")
	assert.Contains(t, text, "   1  add 1\n   2  add 2\n", "the legal moves, numbered")
	assert.Contains(t, text, "Game over:")
	assert.Equal(t, "add 2", g.State().Moves()[0].Move, "the refused and unreadable lines made no move")
}

func TestTypedMoveIsCheckedOnce(t *testing.T) {
	tests := []struct {
		name   string
		listed bool // the move is among those listed
		checks int  // checks the terminal and the engine run
	}{
		{"a move listed already", true, 0},
		{"a move not listed", false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			g := enginetest.New(2)
			var listed []*notation.Move
			if tt.listed {
				ms, err := g.Moves(0)
				require.NoError(t, err)
				listed = ms
			}
			g.Checks = 0
			m, done, err := raceTerminal("", &out).typedMove(g, 0, listed, "add 2")
			require.NoError(t, err)
			require.True(t, done)
			require.NoError(t, g.PlayMove(0, m))
			assert.Equal(t, 2, g.Total())
			assert.Equal(t, tt.checks, g.Checks)
		})
	}
}
