package scenario

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseFullScenario(t *testing.T) {
	src := `# a comment
name: eights name a suit
script: ../unu.lua
seats: 4
seed: 3
options: {eights_wild: true, stock_out: immediate}
setup:
  dealer: 4
  first: 1
  direction: counterclockwise
  rest: discard
  hand: {1: [8H, 5C, KD], 2: []}
  hand.3: [9S]
  discard: [5H]
steps:
  - 1: play 8H call spades
  - expect:
      next: 2
      top: {discard: 8H, hand: {2: none}}
      size: {stock: 30}
      in_order: {discard: [5H, 8H]}
      hand: {1: [5C, KD]}
      legal: [draw]
      illegal: {2: [play 9H]}
      log: [seat 1 plays 8H]
      direction: clockwise
      over: false
      scores: {1: 0}
      round: 1
  - refuse: {seat: 2, move: play 9H, reason: follow spades}
recorded:
  winner: [1, 2]
  finish: 2
  draw: false
`
	got, err := Parse("x.yaml", []byte(src))
	require.NoError(t, err)
	require.Len(t, got, 1)
	s := got[0]
	assert.Equal(t, "eights name a suit", s.Name)
	assert.Equal(t, Pos{File: "x.yaml", Line: 2, Col: 1}, s.Pos)
	assert.Equal(t, "../unu.lua", s.Script)
	assert.Equal(t, 4, s.Seats)
	assert.Equal(t, uint64(3), s.Seed)
	assert.Equal(t, map[string]string{"eights_wild": "true", "stock_out": "immediate"}, s.Options)

	su := s.Setup
	require.NotNil(t, su)
	assert.Equal(t, 4, su.Dealer.N)
	assert.Equal(t, 1, su.First.N)
	assert.Equal(t, -1, su.Direction)
	assert.Equal(t, "discard", su.Rest.Name)
	require.Len(t, su.Piles, 4)
	assert.Equal(t, "hand.1", su.Piles[0].Pile.String())
	assert.Equal(t, []string{"8H", "5C", "KD"}, su.Piles[0].Cards.Codes)
	assert.Equal(t, Pos{File: "x.yaml", Line: 12, Col: 14}, su.Piles[0].Cards.Pos[0])
	assert.Equal(t, "hand.2", su.Piles[1].Pile.String())
	assert.Empty(t, su.Piles[1].Cards.Codes)
	assert.Equal(t, "hand.3", su.Piles[2].Pile.String())
	assert.Equal(t, "discard", su.Piles[3].Pile.String())

	require.Len(t, s.Steps, 3)
	assert.Equal(t, PlayStep, s.Steps[0].Kind)
	assert.Equal(t, "seat 1: play 8H call spades", s.Steps[0].String(), "the seat named a seat, not read as a step number")
	assert.Equal(t, Pos{File: "x.yaml", Line: 16, Col: 5}, s.Steps[0].Pos)
	assert.Equal(t, ExpectStep, s.Steps[1].Kind)
	assert.Equal(t, "expect next, top, size, in_order, hand, legal, illegal, log, direction, over, scores, round", s.Steps[1].String())
	assert.Len(t, s.Steps[1].Expect.Checks, 13)
	assert.Equal(t, RefuseStep, s.Steps[2].Kind)
	assert.Equal(t, `refuse seat 2: play 9H ("follow spades")`, s.Steps[2].String())

	require.NotNil(t, s.Recorded)
	assert.Equal(t, "winner, finish, draw", s.Recorded.String())
}

func TestParseSeveralScenarios(t *testing.T) {
	src := "name: a\nscript: g.lua\nsteps: [{1: draw}]\n---\n---\nname: b\nscript: g.lua\nsteps:\n  - 2: draw\n"
	got, err := Parse("f.yaml", []byte(src))
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "b", got[1].Name)
	assert.Equal(t, 6, got[1].Pos.Line)
	assert.Equal(t, uint64(1), got[1].Seed, "the seed defaults to 1")
}

// TestParseMistakes checks that every mistake is reported at its file, line
// and column, in words a designer understands.
func TestParseMistakes(t *testing.T) {
	head := "name: n\nscript: g.lua\n"
	tests := []struct{ src, want string }{
		{"", "f.yaml: no scenario in the file"},
		{"name: n\nscript: [g.lua\n", "f.yaml:2: not valid YAML: did not find expected ',' or ']'"},
		{"name: n\n- b\n", "f.yaml:2: not valid YAML: did not find expected key"},
		{"name: n\nscript: g\nsteps:\n  x: 1\n y: 2\n", "f.yaml:5: not valid YAML: did not find expected key"},
		{"name: n\n\tscript: g.lua\n", "f.yaml:2: not valid YAML: found a tab character that violates indentation"},
		{"- 1\n- 2\n", "f.yaml:1:1: a scenario must be a mapping of key: value lines"},
		{"script: g.lua\nsteps: []\n", "f.yaml:1:1: the scenario needs a name"},
		{"name: n\nsteps: []\n", "f.yaml:1:1: the scenario needs a script"},
		{head, `f.yaml:1:1: the scenario "n" has no steps`},
		{head + "stpes: []\n", `f.yaml:3:1: unknown key "stpes" in a scenario; did you mean steps? (known keys: name, script, seats, seed, options, setup, steps, error, recorded)`},
		{head + "name: m\n", `f.yaml:3:1: key "name" appears twice in a scenario (first at line 1)`},
		{head + "seats: two\n", `f.yaml:3:8: seats must be a whole number from 1 up, not "two"`},
		{head + "seats: 0\n", `f.yaml:3:8: seats must be a whole number from 1 up, not "0"`},
		{head + "seed: -1\n", `f.yaml:3:7: seed must be a whole number from 0 up, not "-1"`},
		{head + "seats:\n", "f.yaml:3:7: seats needs a value"},
		{head + "options: [a]\n", "f.yaml:3:10: options must be a mapping of key: value lines"},
		{head + "steps: 3\n", "f.yaml:3:8: steps must be a list, one step a line: - 1: play 8H"},
		{head + "steps:\n  - play 8H\n", "f.yaml:4:5: a step is SEAT: MOVE (accepted), refuse: {seat: SEAT, move: MOVE, reason: TEXT, rule: CODE}, expect: {...} or deal: {round: ROUND, PILE: [CARDS]}"},
		{head + "steps:\n  - {1: draw, 2: draw}\n", "f.yaml:4:5: a step is SEAT"},
		{head + "steps:\n  - seat1: draw\n", `f.yaml:4:5: unknown step "seat1"`},
		{head + "steps:\n  - 0: draw\n", `f.yaml:4:5: unknown step "0"`},
		{head + "steps:\n  - 1:\n", "f.yaml:4:7: the move of seat 1 needs a value"},
		{head + "steps:\n  - refuse: {seat: 1}\n", "f.yaml:4:13: refuse needs a seat and a move"},
		{head + "error: too many\nsteps:\n  - 1: draw\n", `f.yaml:3:8: a scenario that expects the game to be refused (error:) has no setup and no steps`},
		{head + "steps:\n  - refuse: {seat: 1, move: draw, rule: seven}\n", `f.yaml:4:41: rule must be a rule code: a letter, then letters or digits, a dash and a number, with an optional lower-case letter after it (RULE-7, HOUSE-12, R2-3b), not "seven"`},
		{head + "steps:\n  - refuse: {seat: 1, move: draw, rule: HOUSE-W}\n", `f.yaml:4:41: rule must be a rule code: a letter, then letters or digits, a dash and a number, with an optional lower-case letter after it (RULE-7, HOUSE-12, R2-3b), not "HOUSE-W"`},
		{head + "steps:\n  - refuse: {seat: 1, move: draw, why: x}\n", `f.yaml:4:35: unknown key "why" in refuse (known keys: seat, move, reason, rule)`},
		{head + "steps:\n  - expect: {nxt: 2}\n", `f.yaml:4:14: unknown key "nxt": the keys are next, over, draw, lost, winner, loser, finish, direction, scores, round, top, size, in_order, contains, legal, illegal, moves, verbs, sees, hidden_from, log, or a pile name with a list of cards`},
		{head + "steps:\n  - expect: {next: 0}\n", `f.yaml:4:20: next must be a whole number from 1 up, not "0"`},
		{head + "steps:\n  - expect: {over: maybe}\n", `f.yaml:4:20: over must be true or false, not "maybe"`},
		{head + "steps:\n  - expect: {direction: left}\n", `f.yaml:4:25: direction must be clockwise or counterclockwise, not "left"`},
		{head + "steps:\n  - expect: {hand: {one: [8H]}}\n", `f.yaml:4:21: hand: a key here is a seat number, not "one"`},
		{head + "steps:\n  - expect: {hand: {}}\n", `f.yaml:4:14: hand: {} names no seat`},
		{head + "steps:\n  - expect: {discard: [8H, [9H]]}\n", "f.yaml:4:28: a card of discard must be a single value, not a list or a mapping"},
		{head + "steps:\n  - expect: {top: [8H]}\n", "f.yaml:4:19: top must be a mapping of key: value lines"},
		{head + "steps:\n  - expect: {scores: {x: 1}}\n", `f.yaml:4:23: scores: a key is a seat number, not "x"`},
		{head + "steps:\n  - expect: {scores: {1: lots}}\n", `f.yaml:4:26: a score must be a whole number, not "lots"`},
		{head + "steps:\n  - expect: {legal: {x: [draw]}}\n", `f.yaml:4:22: legal: a key is a seat number, not "x"`},
		{head + "setup: {hand: 8H}\n", `f.yaml:3:9: unknown key "hand" in setup: the keys are dealer, first, direction, rest, scores, round, vars, named, deal, or a pile name with a list of cards`},
		{head + "setup: {dealer: 0}\n", `f.yaml:3:17: dealer must be a whole number from 1 up, not "0"`},
		{head + "setup: {a: &x [8H], b: *x}\n", "f.yaml:3:12: anchors and aliases (& and *) are not supported in scenarios"},
		{head + "steps: [{1: draw}]\n---\n" + head + "steps: [{1: draw}]\n", `f.yaml:5:1: another scenario of this file is named "n" (at line 1)`},
		{head + "steps: [{1: draw}]\n? [a]\n: b\n", "f.yaml:4:3: a key of a scenario must be a plain word or number"},
	}
	for _, tt := range tests {
		_, err := Parse("f.yaml", []byte(tt.src))
		require.Error(t, err, "source:\n%s", tt.src)
		var se *Error
		require.True(t, errors.As(err, &se), "%T: %v", err, err)
		assert.True(t, strings.HasPrefix(err.Error(), tt.want), "source:\n%s\ngot:  %s\nwant: %s", tt.src, err, tt.want)
	}
}

// TestParseAllReportsEveryMistake checks that a file's mistakes are all
// reported, each at its line, and that the scenarios without one are read.
func TestParseAllReportsEveryMistake(t *testing.T) {
	src := `name: good one
script: g.lua
steps:
  - 1: draw
---
name: two mistakes
script: g.lua
steps:
  - expct: {next: 2}
  - 0: draw
---
name: indented too far
script: g.lua
steps:
  - 1: draw
   - 2: draw
---
name: good two
script: g.lua
steps:
  - expect:
      next: 2
---
name: a key out of line
script: g.lua
steps:
  - expect:
      next: 2
     size: {stock: 3}
`
	got, errs := ParseAll("f.yaml", []byte(src))
	var names []string
	for _, s := range got {
		names = append(names, s.Name)
	}
	assert.Equal(t, []string{"good one", "good two"}, names)
	var msgs []string
	for _, err := range errs {
		msgs = append(msgs, err.Error())
	}
	require.Len(t, msgs, 3, "one error a failed scenario: %s", strings.Join(msgs, "\n"))
	assert.True(t, strings.HasPrefix(msgs[0], `f.yaml:9:5: unknown step "expct" (did you mean expect?): a step is`), msgs[0])
	assert.Contains(t, msgs[0], "\n    f.yaml:10:5: unknown step \"0\"", "the scenario's second mistake, on a line of its own")
	assert.True(t, strings.HasPrefix(msgs[1], "f.yaml:16: not valid YAML: did not find expected '-' indicator (is this line indented"), msgs[1])
	assert.True(t, strings.HasPrefix(msgs[2], "f.yaml:29: not valid YAML: did not find expected key"), msgs[2])
}

func TestYAMLErrorLines(t *testing.T) {
	tests := []struct {
		src  string
		line int
	}{
		{"name: a\nscript: x\nsteps:\n  - 1: play 8H\n   - 2: draw\n  - 3: draw\n", 5},
		{"name: a\nscript: x\nsteps:\n  - 1: play 8H\n - 2: draw\n", 5},
		{"name: a\nscript: x\nsteps:\n- 1: a\n  - 2: b\n", 5},
		{"name: a\n script: x\nsteps: []\n", 2},
		{"options: {a: 1,\n  b: 2}\nname: a\nscript: x\nsteps:\n  - 1: x\n   - 2: y\n", 7},
		{"name: a\nscript: x\nseats: 2\nsteps:\n  - 1: draw\n\t- 2: draw\n", 6}, // a tab: the line it indents
	}
	for _, tt := range tests {
		_, err := Parse("f.yaml", []byte(tt.src))
		var se *Error
		require.True(t, errors.As(err, &se), "%v", err)
		assert.Equal(t, tt.line, se.Pos.Line, "%s\n%v", tt.src, err)
	}
}

func TestParseFileErrors(t *testing.T) {
	_, err := ParseFile("testdata/does-not-exist.yaml")
	require.ErrorContains(t, err, "read scenario")

	_, err = Parse("big.yaml", make([]byte, MaxFileSize+1))
	require.EqualError(t, err, "big.yaml: file is 1048577 bytes; scenario files may be at most 1048576")

	big := filepath.Join(t.TempDir(), "big.yaml")
	require.NoError(t, os.WriteFile(big, make([]byte, MaxFileSize+1), 0o644))
	_, err = ParseFile(big)
	require.EqualError(t, err, big+": file is 1048577 bytes; scenario files may be at most 1048576")

	// An endless device is refused before it is read.
	if _, err := os.Stat("/dev/zero"); err == nil {
		_, err = ParseFile("/dev/zero")
		require.ErrorContains(t, err, "read scenario: /dev/zero is a device")
	}
}

func TestPosString(t *testing.T) {
	assert.Equal(t, "f", Pos{File: "f"}.String())
	assert.Equal(t, "f:3", Pos{File: "f", Line: 3}.String())
	assert.Equal(t, "f:3:4", Pos{File: "f", Line: 3, Col: 4}.String())
}

func TestAScenarioPinsTheRulesItsNameCites(t *testing.T) {
	for name, want := range map[string][]string{
		"UNU-5 a turned-up ace skips nobody": {"UNU-5"},
		"UNU-1 and UNU-9: the call":          {"UNU-1", "UNU-9"},
		"eights name a suit":                 nil,
	} {
		got, err := Parse("x.yaml", []byte("name: \""+name+"\"\nscript: ../unu.lua\nsteps:\n  - 1: draw\n"))
		require.NoError(t, err)
		require.Len(t, got, 1)
		assert.Equal(t, want, got[0].Rules, name)
	}
}
