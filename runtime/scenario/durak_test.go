package scenario

import "testing"

// TestDurakScenarios runs the Durak suite: every point DURAK-1 ..
// DURAK-10 pinned, every scenario passing.
func TestDurakScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "durak.tests", "DURAK", 10)
}
