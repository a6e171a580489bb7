package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// unuScript is the shipped game the runner tests play.
func unuScript(t *testing.T) string {
	t.Helper()
	p, err := filepath.Abs("../../scripts/unu.lua")
	require.NoError(t, err)
	return filepath.ToSlash(p)
}

// runOne writes a scenario (SCRIPT stands for the shipped game) to a file
// and runs it.
func runOne(t *testing.T, src string) *Result {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.yaml")
	require.NoError(t, os.WriteFile(path, []byte(strings.ReplaceAll(src, "SCRIPT", unuScript(t))), 0o644))
	got, err := ParseFile(path)
	require.NoError(t, err)
	require.Len(t, got, 1)
	return newLuaRunner().Run(got[0])
}

// base4 is a four-seat game where seat 1 holds 8H 5C KD and plays first on 5H.
const base4 = `name: t
script: SCRIPT
seats: 4
setup:
  first: 1
  hand: {1: [8H, 5C, KD], 2: [9H, 9S]}
  discard: [5H]
steps:
`

func TestRunPasses(t *testing.T) {
	res := runOne(t, base4+`  - expect: {next: 1, top: {discard: 5H}, size: {stock: 32}, hand: {1: [KD, 8H, 5C]}}
  - 1: play 8H call spades
  - refuse: {seat: 2, move: play 9H, reason: FOLLOW SPADES}
  - refuse: {seat: 2, move: play 9H 9S, rule: unu-7}
  - refuse: {seat: 2, move: play 9X, reason: not a card}
  - 2: play 9S
  - expect: {next: 3, in_order: {discard: [5H, 8H, 9S]}, direction: clockwise, over: false}
  - expect: {contains: {discard: [9S, 8H]}, verbs: [catch, draw, play], moves: {1: [catch 2]}}
  - expect: {sees: {1: [KD, 9S], 3: [9S]}, hidden_from: {2: [KD], 3: [KD, 9H]}}
`)
	require.Nil(t, res.Failure)
	assert.True(t, res.Passed())
	assert.Len(t, res.Steps, 9)
	for _, st := range res.Steps {
		assert.True(t, st.Passed)
	}
	assert.Equal(t, "t", res.Name)
	require.NotNil(t, res.Game)
	assert.Contains(t, res.Log, "seat 1 plays 8H and calls spades.")
	assert.Positive(t, res.SetupLog)
	assert.Contains(t, res.Log[0], "deals seven cards to each player.")
}

// TestRunMismatches checks what a failing expectation reports.
func TestRunMismatches(t *testing.T) {
	tests := []struct {
		steps string
		what  string
		want  string
		got   string
	}{
		{"  - expect: {next: 2}", "next", "seat 2", "seat 1"},
		{"  - expect: {top: {discard: 5C}}", "top of discard", "5C", "5H"},
		{"  - expect: {top: {hand.3: none}}", "top of hand.3", "none", ""},
		{"  - expect: {size: {hand: {1: 4}}}", "size of hand.1", "4", "3"},
		{"  - expect: {hand: {1: [8H, 5C, 9D, 9D]}}", "hand.1", "[8H, 9D, 9D, 5C]", "[8H, KD, 5C] (missing 9D 9D; extra KD)"},
		{"  - expect: {in_order: {hand.1: [5C, 8H, KD]}}", "hand.1 (bottom first)", "[5C, 8H, KD]", "[8H, 5C, KD]"},
		{"  - expect: {legal: [play KD]}", "legal moves of seat 1", "include play KD", "not among: draw, play 8H call clubs, play 8H call diamonds, play 8H call hearts, play 8H call spades, play 5C"},
		{"  - expect: {illegal: {1: [play 5c]}}", "illegal moves of seat 1", "exclude play 5C", "it is legal"},
		{"  - expect: {moves: [draw, play 5C]}", "moves of seat 1", "draw, play 5C", "draw, play 5C, play 8H call clubs, play 8H call diamonds, play 8H call hearts, play 8H call spades"},
		{"  - expect: {moves: []}", "moves of seat 1", "none", "draw, play 5C, play 8H"},
		{"  - expect: {verbs: {1: [play]}}", "verbs of seat 1", "play", "draw, play"},
		{"  - expect: {verbs: {2: [draw]}}", "verbs of seat 2", "draw", "none"},
		{"  - expect: {contains: {hand: {1: [KD, 9D]}}}", "hand.1", "to contain [9D, KD]", "[8H, KD, 5C] (missing 9D)"},
		{"  - expect: {sees: {2: [5H, 8H]}}", "cards seat 2 sees", "[5H, 8H]", "it does not see 8H"},
		{"  - expect: {hidden_from: {1: [KD]}}", "cards hidden from seat 1", "[KD]", "it sees KD"},
		{"  - expect: {log: nothing like this}", "log", `a line containing "nothing like this"`, "no such line"},
		{"  - expect: {winner: 1}", "winner", "seat 1", "none: the game is not over"},
		{"  - expect: {over: true}", "over", "true", "false"},
		{"  - expect: {direction: counterclockwise}", "direction", "counterclockwise", "clockwise"},
		{"  - expect: {finish: [2, 1]}", "finish", "seat 2, 1", "none"},
		{"  - expect: {scores: {2: 5}}", "score of seat 2", "5", "0"},
		{"  - expect: {round: 2}", "round", "2", "1"},
		{"  - 1: play KD", "move", "accepted", "refused: UNU-2: KD does not match: follow hearts or the rank of 5H (SCRIPT:"},
		{"  - refuse: {seat: 1, move: play 5C}", "move", "refused", "accepted"},
		{"  - refuse: {seat: 1, move: play KD, reason: the queen}", "refusal", `refused, saying "the queen"`, "refused: UNU-2: KD does not match"},
		{"  - refuse: {seat: 2, move: draw, reason: wrong}", "refusal", `refused, saying "wrong"`, "refused: it is not your turn: seat 1 is to play"},
		{"  - refuse: {seat: 1, move: play KD, rule: UNU-7}", "refusal", "refused under rule UNU-7", "refused: UNU-2: KD does not match"},
		{"  - refuse: {seat: 1, move: play 5C KD, rule: UNU-11}", "refusal", "refused under rule UNU-11", "refused: UNU-7: every card of a series"},
	}
	for _, tt := range tests {
		res := runOne(t, base4+tt.steps+"\n")
		require.NotNil(t, res.Failure, tt.steps)
		f := res.Failure
		assert.Empty(t, f.Msg, tt.steps)
		require.Len(t, f.Mismatches, 1, tt.steps)
		m := f.Mismatches[0]
		assert.Equal(t, tt.what, m.What, tt.steps)
		assert.Equal(t, tt.want, m.Want, tt.steps)
		assert.True(t, strings.HasPrefix(m.Got, strings.ReplaceAll(tt.got, "SCRIPT", unuScript(t))), "%s\ngot %q", tt.steps, m.Got)
		assert.Equal(t, 9, f.Pos.Line, tt.steps)
		assert.Equal(t, 9, m.Pos.Line, tt.steps)
		assert.Len(t, res.Steps, 1)
		assert.False(t, res.Steps[0].Passed)
	}
}

func TestRunStopsAtTheFirstFailure(t *testing.T) {
	res := runOne(t, base4+"  - expect: {next: 3, over: true}\n  - 1: draw\n")
	require.NotNil(t, res.Failure)
	assert.Len(t, res.Failure.Mismatches, 2, "every expectation of the failing step is reported")
	assert.Len(t, res.Steps, 1, "no step after a failure runs")
	assert.Equal(t, "expect next, over", res.Failure.Step)
}

// TestRunMistakes checks mistakes that are found against the game, before
// the first step, at their place.
func TestRunMistakes(t *testing.T) {
	tests := []struct{ src, want string }{
		{base4 + "  - 1: play 9X\n", `s.yaml:9:8: cannot read move "play 9X": "9X" is not a card of this game`},
		{base4 + "  - 5: draw\n", "s.yaml:9:5: seat 5 does not exist: this game has seats 1 to 4"},
		{base4 + "  - refuse: {seat: 1, move: play 9X}\n", `s.yaml:9:29: cannot read move "play 9X": "9X" is not a card of this game (a refused move must be one the game can read`},
		{base4 + "  - refuse: {seat: 1, move: fly}\n", `s.yaml:9:29: cannot read move "fly": unknown move "fly"`},
		{base4 + "  - 1: draw\n  - refuse: {seat: 9, move: draw}\n", "s.yaml:10:20: seat 9 does not exist"},
		{base4 + "  - expect: {next: 7}\n", "s.yaml:9:20: seat 7 does not exist"},
		{base4 + "  - expect: {winner: [1, 7]}\n", "s.yaml:9:26: seat 7 does not exist"},
		{base4 + "  - expect: {scores: {6: 1}}\n", "s.yaml:9:23: seat 6 does not exist"},
		{base4 + "  - expect: {legal: {6: [draw]}}\n", "s.yaml:9:22: seat 6 does not exist"},
		{base4 + "  - expect: {legal: [fly]}\n", `s.yaml:9:22: cannot read move "fly": unknown move "fly"`},
		{base4 + "  - expect: {moves: [fly]}\n", `s.yaml:9:22: cannot read move "fly": unknown move "fly"`},
		{base4 + "  - expect: {sees: {9: [8H]}}\n", "s.yaml:9:21: seat 9 does not exist"},
		{base4 + "  - expect: {hidden_from: {1: [ZZ]}}\n", "s.yaml:9:32: ZZ is not a card of Unu"},
		{base4 + "  - expect: {verbs: [fly]}\n", `s.yaml:9:22: Unu has no move "fly" (its moves are catch, draw, play, unu)`},
		{base4 + "  - expect: {discard: [ZZ]}\n", "s.yaml:9:24: ZZ is not a card of Unu"},
		{base4 + "  - expect: {top: {discard: ZZ}}\n", "s.yaml:9:29: ZZ is not a card of Unu"},
		{base4 + "  - expect: {dicsard: [5H]}\n", `s.yaml:9:14: the game has no pile "dicsard" (its piles are stock, discard, hand (one per seat)); the other keys of an expectation are next, over`},
		{base4 + "  - expect: {hand: [5H]}\n", "s.yaml:9:14: hand is one pile per seat: write hand: {1: ..., 2: ...} or hand.1"},
		{base4 + "  - expect: {size: {hand: {5: 1}}}\n", "s.yaml:9:28: seat 5 does not exist"},
		{strings.Replace(base4, "discard: [5H]", "discard: [5H, 8H]", 1) + "  - 1: draw\n", "s.yaml:7:17: the deck has only 1 copy of 8H"},
		{strings.Replace(base4, "discard: [5H]", "discrad: [5H]", 1) + "  - 1: draw\n", `s.yaml:7:3: the game has no pile "discrad"`},
		{strings.Replace(base4, "discard: [5H]", "hand.2: [5H]", 1) + "  - 1: draw\n", "s.yaml:7:3: setup names pile hand.2 twice"},
		{strings.Replace(base4, "first: 1", "first: 5", 1) + "  - 1: draw\n", "s.yaml:5:10: seat 5 does not exist"},
		{strings.Replace(base4, "first: 1", "rest: nowhere", 1) + "  - 1: draw\n", `s.yaml:5:9: the game has no pile "nowhere"`},
		{strings.Replace(base4, "seats: 4", "seats: 16", 1) + "  - 1: draw\n", "s.yaml:3:8: Unu is played by 2 to 15 players, not 16"},
		{strings.Replace(base4, "seats: 4", "options: {colour: red}", 1) + "  - 1: draw\n", `s.yaml:3:10: unknown option "colour" for Unu`},
		{strings.Replace(base4, "seats: 4", "options: {decks: lots}", 1) + "  - 1: draw\n", `s.yaml:3:10: option decks: "lots" is not a number`},
		{strings.Replace(base4, "SCRIPT", "nothere.lua", 1) + "  - 1: draw\n", "s.yaml:2:9: cannot load the script: cannot read the script "},
		{strings.Replace(base4, "hand: {1: [8H, 5C, KD], 2: [9H, 9S]}", "hand: {1: [8H, 8H]}", 1) + "  - 1: draw\n", "s.yaml:6:18: the deck has only 1 copy of 8H"},
	}
	for _, tt := range tests {
		res := runOne(t, tt.src)
		require.NotNil(t, res.Failure, tt.src)
		f := res.Failure
		f.Pos.File = filepath.Base(f.Pos.File)
		got := f.Pos.String() + ": " + f.Msg
		assert.True(t, strings.HasPrefix(got, tt.want), "source:\n%s\ngot:  %s\nwant: %s", tt.src, got, tt.want)
		// Piles are found when an expectation is checked (a game may create
		// piles as it goes); everything else before the first step.
		assert.LessOrEqual(t, len(res.Steps), 1, "no step runs after a mistake")
	}
}

func TestRunSetup(t *testing.T) {
	res := runOne(t, `name: setup
script: SCRIPT
seats: 3
setup:
  dealer: 2
  first: 3
  direction: counterclockwise
  rest: discard
  stock: [4C, 9D]
  discard: [QS]
steps:
  - expect:
      next: 3
      direction: counterclockwise
      in_order: {stock: [4C, 9D]}
      top: {discard: QS}
      size: {hand: {1: 7, 2: 7, 3: 7}, discard: 29}
  - 3: draw
  - expect: {next: 2, size: {hand: {3: 8}}, top: {stock: 4C}}
`)
	require.Nil(t, res.Failure, "%+v", res.Failure)
	assert.Equal(t, 1, res.Game.State().Turn().Dealer)
}

func TestNarrateMarksPrivateLines(t *testing.T) {
	res := runOne(t, base4+"  - 1: draw\n")
	require.True(t, res.Passed())
	n := len(res.Log)
	require.GreaterOrEqual(t, n, 2)
	assert.Regexp(t, `^\(to seat 1\) You draw .. \(instead of playing\)\.$`, res.Log[n-2])
	assert.Equal(t, "(to all but seat 1) seat 1 draws 1 card (instead of playing).", res.Log[n-1])
	assert.Equal(t, "to seats 1, 3", audience(0b101, 0b1111, 4))
	assert.Equal(t, "to nobody", audience(0, 0b1111, 4))
}

func TestRunnerLoadsEachScriptOnce(t *testing.T) {
	r := newLuaRunner()
	path := filepath.Join(t.TempDir(), "s.yaml")
	src := strings.ReplaceAll(base4, "SCRIPT", unuScript(t)) + "  - 1: draw\n---\n" +
		strings.ReplaceAll(strings.Replace(base4, "name: t", "name: u", 1), "SCRIPT", unuScript(t)) + "  - 1: draw\n"
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	got, err := ParseFile(path)
	require.NoError(t, err)
	a, b := r.Run(got[0]), r.Run(got[1])
	require.True(t, a.Passed() && b.Passed())
	assert.Same(t, a.Game.(*lua.Game).Host().Script(), b.Game.(*lua.Game).Host().Script())
	assert.Len(t, r.scripts, 1)
}

func TestFileError(t *testing.T) {
	_, err := Parse("f.yaml", []byte("name: [\n"))
	res := FileError("f.yaml", err)
	assert.False(t, res.Passed())
	assert.Equal(t, "f.yaml", res.Name)
	assert.Equal(t, 2, res.Failure.Pos.Line)
	assert.Contains(t, res.Failure.Msg, "not valid YAML")
}

// TestRunExpectsRefusal checks scenarios that expect the game not to start.
func TestRunExpectsRefusal(t *testing.T) {
	head := "name: t\nscript: SCRIPT\n"
	tests := []struct {
		src  string
		want string // "" when the scenario passes; else the mismatch's got, or the failure's message
	}{
		{head + "seats: 16\nerror: 2 to 15 players\n", ""},
		{head + "options: {decks: lots}\nerror: not a number\n", ""},
		{head + "seats: 16\nerror: too many\n", "refused: Unu is played by 2 to 15 players, not 16"},
		{head + "seats: 4\nerror: too many\n", "the game started"},
		{head + "seats: 99\nerror: 2 to 15 players\n", ""},
	}
	for _, tt := range tests {
		res := runOne(t, tt.src)
		if tt.want == "" {
			assert.True(t, res.Passed(), "%s\n%+v", tt.src, res.Failure)
			continue
		}
		require.NotNil(t, res.Failure, tt.src)
		require.Len(t, res.Failure.Mismatches, 1, tt.src)
		m := res.Failure.Mismatches[0]
		assert.Equal(t, "start", m.What)
		assert.Equal(t, tt.want, m.Got, tt.src)
		assert.Equal(t, 4, m.Pos.Line, "the mismatch is at the error line")
	}
}
