package sim

import "fmt"

// Meaning says in plain words what the correction of a run means: how
// many of its comparisons stand as real differences, and what "real"
// promises; when none does, that the games played cannot tell the runs
// apart, which is no claim that they are the same.
func (c Correction) Meaning() string {
	switch {
	case c.Comparisons == 0:
		return "Nothing could be compared: each side needs 2 games or more, with moves."
	case c.Real == 0:
		return fmt.Sprintf("No difference stands out from chance: none of the %d comparisons of this run is real once corrected "+
			"for their number (%s's method); the games played cannot tell the runs apart, which does not show they are the same "+
			"(more games narrow every interval).", c.Comparisons, c.Method)
	}
	what := fmt.Sprintf("%d of the %d comparisons of this run are real differences", c.Real, c.Comparisons)
	if c.Real == 1 {
		what = fmt.Sprintf("1 of the %d comparisons of this run is a real difference", c.Comparisons)
	}
	return fmt.Sprintf("%s: corrected for their number (%s's method), the chance that "+
		"even one of them is chance alone is at most %.0f%%; the others cannot be told from chance with these games.",
		what, c.Method, 100*c.Alpha)
}
