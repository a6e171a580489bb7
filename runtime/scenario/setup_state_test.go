package scenario

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSetupDeal checks that deal: has the script's own setup deal the named
// cards, so that its start-of-game effects happen to them.
func TestSetupDeal(t *testing.T) {
	for seed := range 5 {
		res := runOne(t, strings.Replace(`name: a six turned up at the start turns up another card
script: SCRIPT
seats: 4
seed: SEED
setup:
  deal: {discard: [6S], hand: {1: [8H, 8C], 3: [6H]}}
steps:
  - expect:
      log: "Turned up: 6S."
      size: {discard: 2}
      contains: {hand: {1: [8H, 8C], 3: [6H]}}
`, "SEED", string(rune('1'+seed)), 1))
		require.True(t, res.Passed(), "seed %d: %+v", seed, res.Failure)
		st := res.Game.State()
		id, _ := st.PileByName("discard")
		assert.Equal(t, "6S", st.Deck().Card(st.Pile(id).Cards[0]).Code, "the first card turned up")
		require.NoError(t, st.CheckCards())
	}
}

func TestSetupDealMistakes(t *testing.T) {
	tests := []struct{ setup, want string }{
		{"deal: {discard: [6S, 6H, 6D, 6C, 5S, 5H, 5D, 5C, 4S, 4H]}", "discard holds 1 card after the script's setup; deal names 10"},
		{"deal: {hand: {1: [8H, 8H]}}", "the deck has only 1 copy of 8H"},
		{"deal: {discrad: [6S]}", `the game has no pile "discrad"`},
		{"deal: {hand: {1: [ZZ]}}", "ZZ is not a card of Unu"},
	}
	for _, tt := range tests {
		res := runOne(t, "name: t\nscript: SCRIPT\nseats: 4\nsetup:\n  "+tt.setup+"\nsteps:\n  - expect: {next: 1}\n")
		require.NotNil(t, res.Failure, tt.setup)
		assert.Contains(t, res.Failure.Msg, tt.want, tt.setup)
		assert.Equal(t, 5, res.Failure.Pos.Line, tt.setup)
		assert.Equal(t, "s.yaml", filepath.Base(res.Failure.Pos.File))
	}
}

// TestSetupMatchState checks that a setup can start mid-match with the
// script's own variables, the round and the scores.
func TestSetupMatchState(t *testing.T) {
	res := runOne(t, `name: t
script: SCRIPT
seats: 4
setup:
  first: 1
  hand: {1: [9H, 5C, KD]}
  discard: [5H]
  round: 3
  scores: {2: 40}
  vars: {note: {list: [1, two, true], n: 2.5}}
  named: S
steps:
  - refuse: {seat: 1, move: play 9H, reason: "follow spades (the called suit)"}
  - expect: {round: 3, scores: {1: 0, 2: 40}}
`)
	require.True(t, res.Passed(), "%+v", res.Failure)
	st := res.Game.State()
	assert.Equal(t, map[string]any{"list": []any{1.0, "two", true}, "n": 2.5}, st.Var("note"))
	assert.Equal(t, []int{0, 0, 0, 0}, st.Score().Round, "the current round starts at zero")

	res = runOne(t, "name: t\nscript: SCRIPT\nsetup:\n  vars: {f: [1, [2, [3, [4, [5, [6, [7, [8, [9]]]]]]]]]}\nsteps:\n  - expect: {next: 1}\n")
	require.NotNil(t, res.Failure)
	assert.Contains(t, res.Failure.Msg, "g.vars.f: ")
	assert.Equal(t, 4, res.Failure.Pos.Line)
}

// TestSetupNamedRefusesAnUnknownSuit checks that named: must be a suit of
// the deck, reported at its line.
func TestSetupNamedRefusesAnUnknownSuit(t *testing.T) {
	res := runOne(t, "name: t\nscript: SCRIPT\nseats: 4\nsetup:\n  named: stars\nsteps:\n  - expect: {next: 1}\n")
	require.NotNil(t, res.Failure)
	assert.Contains(t, res.Failure.Msg, `named: "stars" is not a suit of the deck (its suits are C, D, H, S)`)
	assert.Equal(t, 5, res.Failure.Pos.Line)
}
