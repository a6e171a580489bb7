package scenario

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The runner works against engine.Source, engine.Rules and engine.Game:
// these tests run scenarios against Race, the game written in Go of
// package enginetest.

func loadRace(string, io.Writer) (engine.Source, error) { return enginetest.Source{}, nil }

// runRace writes scenarios to a file and runs them against Race.
func runRace(t *testing.T, src string) []*Result {
	t.Helper()
	path := filepath.Join(t.TempDir(), "race.yaml")
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	scenarios, err := ParseFile(path)
	require.NoError(t, err)
	r := NewRunner(loadRace)
	var out []*Result
	for _, s := range scenarios {
		out = append(out, r.Run(s))
	}
	return out
}

func TestScenariosRunAgainstAGameInGo(t *testing.T) {
	tests := []struct {
		name string
		src  string
		fail string // "" when the scenario passes; else text of its failure
	}{
		{"moves, refusals and the end", `name: race to four
script: race.go
options: {target: 4}
steps:
  - expect: {next: 1, moves: [add 1, add 2], illegal: [add 3], log: Race to 4.}
  - 1: add 2
  - refuse: {seat: 2, move: add 3, rule: RACE-1}
  - refuse: {seat: 1, move: add 1, reason: not your turn}
  - 2: add 2
  - expect: {over: true, winner: [2], log: "seat 2 adds 2: 4."}
`, ""},
		{"a setup arranged outside the rules", `name: setup
script: race.go
seats: 3
setup:
  first: 3
  hand: {1: [AS, KH]}
  vars: {total: 9}
steps:
  - expect: {next: 3, moves: [add 1], hand: {1: [KH, AS]}, size: {box: 50}}
  - 3: add 1
  - expect: {winner: [3]}
`, ""},
		{"a move that breaks a rule", `name: too much
script: race.go
steps:
  - 1: add 3
`, "RACE-1: add 1 or 2, up to 10"},
		{"options the rules refuse", `name: bad target
script: race.go
options: {target: none}
error: not a whole number
`, ""},
		{"seats the rules refuse", `name: five
script: race.go
seats: 5
error: 2 to 4 players
`, ""},
		{"a card the deck lacks", `name: bad card
script: race.go
setup:
  hand: {1: [ZZ]}
steps:
  - 1: add 1
`, "ZZ is not a card of Race"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runRace(t, tt.src)
			require.Len(t, res, 1)
			if tt.fail == "" {
				assert.True(t, res[0].Passed(), "%+v", res[0].Failure)
				return
			}
			require.False(t, res[0].Passed())
			assert.Contains(t, failureText(res[0].Failure), tt.fail)
		})
	}
}

// failureText writes a failure's message and mismatches on one line.
func failureText(f *Failure) string {
	parts := []string{f.Msg}
	for _, m := range f.Mismatches {
		parts = append(parts, m.What+": "+m.Want+" / "+m.Got)
	}
	return strings.Join(parts, "; ")
}

// TestRecordedGoGameReplays records a game of Race played by bots, then
// runs the recording against Race: it replays, and ends the same way.
func TestRecordedGoGameReplays(t *testing.T) {
	rules, err := enginetest.Source{}.Instance()
	require.NoError(t, err)
	g, err := rules.NewGame(engine.Config{Seats: 3, Seed: 5, Options: map[string]string{"target": "7"}})
	require.NoError(t, err)
	_, err = engine.SelfPlay(g, []engine.Agent{engine.NewRandomBot(1), engine.NewRandomBot(2), engine.NewRandomBot(3)}, 100)
	require.NoError(t, err)
	dir := t.TempDir()
	path := filepath.Join(dir, "recorded.yaml")
	data, err := Record(g, rules.Describe(), filepath.Join(dir, "race.go"), path)
	require.NoError(t, err)
	text := string(data)
	assert.Contains(t, text, "options: {target: 7}\n", "the option that differs from its default")
	assert.Contains(t, text, "  over: true\n")
	res := runRace(t, text)
	require.Len(t, res, 1)
	assert.True(t, res[0].Passed(), "%+v", res[0].Failure)
	assert.Len(t, res[0].Steps, len(g.State().Moves())+1, "every move, then the recorded expectations")
}
