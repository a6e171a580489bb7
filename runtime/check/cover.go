package check

import (
	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/engine"
)

// coverLoad starts the report's coverage, when the source measures it,
// with what loading the script ran: once for the source, once for its
// first instance (every other instance's loading is left out, so that the
// counts do not depend on the number of workers).
func (v *validator) coverLoad(src engine.Source, first engine.Rules) {
	for _, p := range []*cover.Profile{engine.TakeCoverage(src), engine.TakeCoverage(first)} {
		v.coverGame(p)
	}
}

// coverGame adds what one game counted in the report ran. Each game's
// coverage is taken from its worker's instance after the game, and only
// the games the report counts are added: those are the first games in
// order, and a worker takes games in order, so whatever an instance ran
// once and kept for later games (a plan made for a number of seats) ran in
// a game the report counts.
func (v *validator) coverGame(p *cover.Profile) {
	if p == nil {
		return
	}
	if v.report.Coverage == nil {
		v.report.Coverage = &cover.Profile{}
	}
	if err := v.report.Coverage.Merge(p); err != nil {
		v.add(err, 0, 0)
	}
}
