package lua

import (
	"os"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// golfWhen is golf.lua with a predicate on its play.
func golfWhen(t *testing.T, when string) *Script {
	t.Helper()
	data, err := os.ReadFile("../../scripts/golf.lua")
	require.NoError(t, err)
	from := `{ verb = "play", from = COLUMNS, to = "waste",`
	require.Contains(t, string(data), from)
	src := strings.Replace(string(data), from, from+" when = "+when+",", 1)
	s, _, err := loadSrc(t, src)
	require.NoError(t, err)
	return s
}

// TestAMovesPredicateIsAskedAboutItsCandidates: a move's when =
// function(at, move) is asked about the moves the declaration passes,
// with the round's context and the move, and refuses those it answers
// false to.
func TestAMovesPredicateIsAskedAboutItsCandidates(t *testing.T) {
	s := golfWhen(t, `function(at, move) return move.from ~= "column1" and move.seat == 1 and move.verb == "play" `+
		`and move.to == "waste" and #move.card == 2 and at.seats == 1 and at.round == 1 end`)
	others := 0
	for seed := range uint64(20) {
		g := mustGame(t, s, Config{Seed: seed})
		_, err := engine.SelfPlay(g, []engine.Agent{engine.NewRandomBot(seed)}, 1000)
		require.NoError(t, err)
		for _, e := range g.State().Log() {
			assert.NotContains(t, e.Text, "from column 1", "seed %d", seed)
			if strings.Contains(e.Text, " from column ") {
				others++
			}
		}
	}
	assert.Positive(t, others, "the other columns are played")
}

// TestAMovesPredicateThatFailsIsStopped: a predicate that answers neither
// true nor false stops the game with its path.
func TestAMovesPredicateThatFailsIsStopped(t *testing.T) {
	s := golfWhen(t, `function(at, move) return 1 end`)
	g := mustGame(t, s, Config{Seed: 1})
	_, err := engine.SelfPlay(g, []engine.Agent{engine.NewRandomBot(1)}, 1000)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "game.moving.moves")
	assert.Contains(t, err.Error(), "must return true or false")
}

// TestAMovesPredicateMustBeAFunction: anything but a function is refused
// when the game starts.
func TestAMovesPredicateMustBeAFunction(t *testing.T) {
	s := golfWhen(t, `true`)
	_, err := s.NewGame(Config{Seed: 1})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "must be a function(at, move)")
}
