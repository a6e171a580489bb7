package scenario

import (
	"errors"

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
// measures one, and returns it (nil when it measures none).
func (c *coverage) take(v any) *cover.Profile {
	p := engine.TakeCoverage(v)
	c.add(p)
	return p
}

// add adds a profile to the coverage.
func (c *coverage) add(p *cover.Profile) {
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

// scriptName is the script of a source loaded with coverage on, as its
// coverage names it: the first file loading it ran. It is "" when the
// source measures no coverage.
func scriptName(load *cover.Profile) string {
	if load == nil || len(load.Files) == 0 {
		return ""
	}
	return load.Files[0].File
}

// ruleTally is what the engine counts of the rules as a scenario is
// played, when its script is covered: the game's tally, and the rule
// codes of the refusals the scenario expected.
type ruleTally struct {
	tally   *engine.Tally
	refused map[string]int
}

// startTally starts counting the rules of the scenario's game, when its
// script is covered.
func (x *run) startTally() {
	if x.counted != nil && x.g != nil {
		x.counted.tally = engine.StartTally(x.g)
	}
}

// playRefused plays a move the scenario expects to be refused, and counts
// the rule codes its refusal cites once: the tally pauses, since rules
// that count their refusals would count it too.
func (x *run) playRefused(seat int, move string) error {
	if x.counted == nil {
		return play(x.g, seat, move)
	}
	if t := x.counted.tally; t != nil {
		t.Paused = true
		defer func() { t.Paused = false }()
	}
	err := play(x.g, seat, move)
	var im *engine.IllegalMove
	if errors.As(err, &im) {
		x.countRefusal(im.Codes)
	}
	return err
}

// countRefusal counts the rule codes a refusal cites, when the scenario's
// rules are counted.
func (x *run) countRefusal(codes []string) {
	if x.counted != nil {
		for _, code := range codes {
			x.counted.refused[code]++
		}
	}
}

// reached adds how far the scenario got through its rules to the
// runner's coverage, when its script is covered.
func (x *run) reached(c *coverage) {
	if x.counted == nil {
		return
	}
	d, err := engine.DescribeSource(x.src)
	if err != nil {
		return // the script cannot start: the scenario says why
	}
	reach := engine.Reached(x.script, "scenario", d, engine.CitedBy(x.src), x.g, x.counted.tally, x.counted.refused)
	c.add(&cover.Profile{Rules: []*cover.Reach{reach}})
}

// Coverage returns what the scenarios run so far covered of their scripts
// (loading each script, and every instance of the rules they started), or
// nil when the loader's sources do not measure coverage
// ([engine.Coverer]). Its rules ([cover.Reach]) count, for each script,
// the moves of each verb the scenarios played, the effects that fired and
// the rule codes narrated or refused with.
func (r *Runner) Coverage() (*cover.Profile, error) {
	return r.cover.profile, r.cover.err
}
