package check

import (
	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/engine"
)

// coverLoad starts the report's coverage, when the source measures it,
// with what loading the script ran: once for the source, once for its
// first instance (every other instance's loading is left out, so that the
// counts do not depend on the number of workers). It returns the script
// as its coverage names it (the first file loading it ran), or "" when
// coverage is off.
func (v *validator) coverLoad(src engine.Source, first engine.Rules) string {
	load := engine.TakeCoverage(src)
	for _, p := range []*cover.Profile{load, engine.TakeCoverage(first)} {
		v.coverGame(p)
	}
	if load == nil || len(load.Files) == 0 {
		return ""
	}
	return load.Files[0].File
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

// startTally starts counting what the rules of game g do, when coverage
// is measured (and only then: counting costs a little on every move).
func (v *worker) startTally(g engine.Game) {
	v.reach = nil
	if v.opts.coverScript != "" {
		v.tally = engine.StartTally(g)
	}
}

// reached records how far game g (nil when it did not start) got through
// the rules, when coverage is measured: the moves of each verb, the
// effects fired, and the rule codes its log narrated and its refusals
// cited: those of the moves validate's checks try included, as the lines
// those checks run are counted.
func (v *worker) reached(g engine.Game) {
	if v.opts.coverScript == "" {
		return
	}
	d := v.rules.Describe()
	v.reach = engine.Reached(v.opts.coverScript, "game", d, engine.CitedBy(v.rules), g, v.tally, nil)
	v.tally = nil
}

// coverage takes what the worker's last game ran of the scripts and how
// far it got through the rules; nil when coverage is off.
func (v *worker) coverage() *cover.Profile {
	p := engine.TakeCoverage(v.rules)
	if p != nil && v.reach != nil {
		p.Rules = append(p.Rules, v.reach)
	}
	v.reach = nil
	return p
}
