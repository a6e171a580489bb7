package sim

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRoundsPlayed checks that the round under way when a match ends is
// counted (a match of ten rounds plays ten, not nine), and never twice
// when the rules closed it before ending the match; a game not played in
// rounds plays none.
func TestRoundsPlayed(t *testing.T) {
	tests := []struct {
		name       string
		rounds     int  // rounds dealt anew (NewRound), each after a move
		closeLast  bool // the rules close the last round before the match ends
		moveInLast bool
		over       bool
		want       int
	}{
		{"not played in rounds", 0, false, true, true, 0},
		{"ends in the middle of its tenth round", 9, false, true, true, 10},
		{"closes its tenth round, then ends", 9, true, true, true, 10},
		{"closes its only round, then ends", 0, true, true, true, 1},
		{"unfinished in its tenth round", 9, false, true, false, 9},
		{"ends as the tenth round is dealt", 9, false, false, true, 9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := core.NewDeck(core.French52())
			require.NoError(t, err)
			st, err := core.NewState(core.Config{Deck: d, Seats: 2, Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}}})
			require.NoError(t, err)
			for range tt.rounds {
				st.RecordMove(0, "play")
				require.NoError(t, st.AddScore(0, 5))
				st.NewRound()
			}
			if tt.moveInLast {
				st.RecordMove(1, "play")
			}
			if tt.closeLast {
				st.EndRound()
			}
			if tt.over {
				require.NoError(t, st.EndGame([]int{0}, "a total reached 50"))
			}
			assert.Equal(t, tt.want, roundsPlayed(st))
		})
	}
}
