package tune

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestImpossibleGoalsRefused checks that a goal no value can be shown to
// meet is refused with the reason, before any game: out of the figure's
// range, or a single number no interval can show.
func TestImpossibleGoalsRefused(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"decided>=150", `"decided>=150": no value can meet it: decided is the percent of games with a winner, from 0 to 100`},
		{"seat_advantage=120..130", "no value can meet it: seat_advantage is points of the games with a winner, from 0 to 100"},
		{"length<=-1", "no value can meet it: length is a count moves a game, from 0 to any number"},
		{"decided>=100", "it leaves decided only 100, and the interval of a share of games never closes on one number, however many games are played; give a band, such as decided>=95"},
		{"decided=40", "give a band, such as decided=38..42"},
		{"seat_advantage<=0", "give a band, such as seat_advantage<=1"},
	} {
		_, err := ParseTarget(tt.in)
		require.Error(t, err, tt.in)
		assert.Contains(t, err.Error(), tt.want, tt.in)
	}
	for _, ok := range []string{"decided>=95", "seat_advantage<=3", "length=0..5", "count.x<=-2", "decided=0..100", "length>=0", "length=30", "effect.A: skip<=0"} {
		_, err := ParseTarget(ok)
		assert.NoError(t, err, ok)
	}
}
