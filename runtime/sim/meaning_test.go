package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCorrectionMeaning checks that the closing line of a comparison says
// what the correction means, and reads as no claim when nothing differs.
func TestCorrectionMeaning(t *testing.T) {
	tests := []struct {
		name string
		c    Correction
		want string
	}{
		{"none real", Correction{Method: "Holm", Comparisons: 17, Alpha: 0.05},
			"No difference stands out from chance: none of the 17 comparisons of this run is real once corrected for their number " +
				"(Holm's method); the games played cannot tell the runs apart, which does not show they are the same (more games narrow every interval)."},
		{"one real", Correction{Method: "Holm", Comparisons: 17, Alpha: 0.05, Real: 1},
			"1 of the 17 comparisons of this run is a real difference: corrected for their number (Holm's method), " +
				"the chance that even one of them is chance alone is at most 5%; the others cannot be told from chance with these games."},
		{"three real", Correction{Method: "Holm", Comparisons: 19, Alpha: 0.05, Real: 3},
			"3 of the 19 comparisons of this run are real differences: corrected for their number (Holm's method), " +
				"the chance that even one of them is chance alone is at most 5%; the others cannot be told from chance with these games."},
		{"nothing compared", Correction{Method: "Holm"}, "Nothing could be compared: each side needs 2 games or more, with moves."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.c.Meaning())
		})
	}
}
