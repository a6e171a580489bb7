package tune

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAValueOnTheEdgeLeavesInDoubt checks that a value whose true figure
// lies on an end of its band (a first seat's advantage of exactly 15
// points against seat_advantage<=15), which no share of games can settle,
// leaves the race in doubt long before its share, while a value that
// more games settle plays on until they do; no verdict changes.
func TestAValueOnTheEdgeLeavesInDoubt(t *testing.T) {
	s := race(t, "edge=0,15,40", "seat_advantage<=15", 1, 60000, 0, 0)
	require.Len(t, s.Candidates, 3)
	byLabel := map[string]Candidate{}
	for _, c := range s.Candidates {
		byLabel[c.Label] = c
	}
	edge := byLabel["edge=15"]
	assert.Equal(t, Doubt, edge.Verdict)
	assert.True(t, edge.Futile)
	assert.Less(t, edge.Games, s.PerValue/2, "it leaves long before its share of %d", s.PerValue)
	assert.Equal(t, Meets, byLabel["edge=0"].Verdict)
	assert.Equal(t, Out, byLabel["edge=40"].Verdict)
	assert.False(t, byLabel["edge=0"].Futile)
	assert.Equal(t, []string{"edge=0"}, s.Answer.Meets)

	grid := s
	o, err := ParseOpt("edge=0,15,40")
	require.NoError(t, err)
	tg, err := ParseTarget("seat_advantage<=15")
	require.NoError(t, err)
	grid, err = Run(Config{Source: toySource{}, Script: "toy.go", Opts: []Opt{o}, Targets: []Target{tg},
		Bots: []string{"random"}, Seed: 1, Budget: 60000, Grid: true})
	require.NoError(t, err)
	for _, c := range grid.Candidates {
		assert.False(t, c.Futile, "a grid plays every value its share")
		assert.Equal(t, s.PerValue, c.Games)
	}
}
