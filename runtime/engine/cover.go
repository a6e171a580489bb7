package engine

import "github.com/rulerun/rulerun/runtime/cover"

// Coverer is implemented by a [Source] loaded with coverage on, and by the
// [Rules] of its instances: they count which lines of their scripts run
// (rulerun test --cover, rulerun validate --cover).
type Coverer interface {
	// TakeCoverage returns what ran since the last call and counts from
	// zero again: for a Source, what loading it ran; for Rules, everything
	// the instance ran since it started. It returns nil when coverage is
	// off.
	TakeCoverage() *cover.Profile
}

// TakeCoverage returns the coverage of a Source or Rules that is a
// [Coverer], or nil.
func TakeCoverage(v any) *cover.Profile {
	if c, ok := v.(Coverer); ok {
		return c.TakeCoverage()
	}
	return nil
}
