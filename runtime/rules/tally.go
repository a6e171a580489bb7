package rules

import (
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Tally implements [engine.Tallier]: it starts counting the effects that
// fire (and the plays that jump in), and the rule codes the refusals cite,
// on this game, and not on its
// copies (a copy is a game of its own, Resume'd without a tally), so the
// search bot's imagined games count nothing.
func (g *Game) Tally() *engine.Tally {
	if g.tally == nil {
		g.tally = &engine.Tally{Effects: g.p.tallies.names, Fired: make([]int, len(g.p.tallies.names))}
		g.tally.ApplyCodes(g.d.Deal.Rule.Codes) // the deal the game was dealt before it was counted
	}
	return g.tally
}

// fired counts effect i, when the game is counted.
func (g *Game) fired(i int) {
	if g.tally != nil {
		g.tally.Fired[i]++
		g.tally.ApplyCodes(g.p.tallies.codes[i])
	}
}

// resolveTallies names what a tally counts, and the rule codes each
// applies when it fires: each effect (Decl.EffectName) under its rule,
// then each play that may be jumped in with ("play: jump_in"), then the
// rules the mechanics count (mech.Counter: a climbing game's bombs), then
// what the declarations of the whole game count (talliers: the points of
// a match): rules that are not effects but fire as one.
func (p *Plan) resolveTallies() {
	p.effectTallies()
	for v := range p.verbs {
		if c, ok := p.verbs[v].mech.(mech.Counter); ok {
			p.verbs[v].counted = len(p.tallies.names)
			for _, n := range c.Counts() {
				p.addTally(n.Name, n.Codes)
			}
		}
	}
	for _, t := range p.tallies.talliers {
		t.addTallies(p)
	}
}

// tallies is what a counted game counts besides moves and refusals: the
// effects, jumps in and mechanics' rules (bombs) that fire, each with the rule codes it
// applies.
type tallies struct {
	names    []string   // what a tally counts, in order (resolveTallies)
	codes    [][]string // by index in names: the rule codes it applies
	talliers []tallier  // the declarations of the whole game that name some
}

// A tallier is a declaration of the whole game whose rules fire as
// effects do (the points of a match's cards): it names them for a tally.
type tallier interface {
	addTallies(p *Plan)
}

// addTally adds a thing a tally counts, which applies codes when it fires,
// and returns its index.
func (p *Plan) addTally(name string, codes []string) int {
	p.tallies.names = append(p.tallies.names, name)
	p.tallies.codes = append(p.tallies.codes, codes)
	return len(p.tallies.names) - 1
}
