package scenario

import (
	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/engine"
)

// coverage gathers what the scenarios a runner ran covered of their
// scripts, when the loader loads them with coverage on.
type coverage struct {
	profile *cover.Profile
	err     error
}

// take adds the coverage of a source or an instance of the rules, when it
// measures one.
func (c *coverage) take(v any) {
	p := engine.TakeCoverage(v)
	if p == nil {
		return
	}
	if c.profile == nil {
		c.profile = &cover.Profile{}
	}
	if err := c.profile.Merge(p); err != nil && c.err == nil {
		c.err = err
	}
}

// Coverage returns what the scenarios run so far covered of their scripts
// (loading each script, and every instance of the rules they started), or
// nil when the loader's sources do not measure coverage
// ([engine.Coverer]).
func (r *Runner) Coverage() (*cover.Profile, error) {
	return r.cover.profile, r.cover.err
}
