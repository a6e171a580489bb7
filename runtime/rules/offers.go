package rules

import "github.com/rulerun/rulerun/runtime/rules/mech"

// Offers reports whether seat may make some move of verb v now, as far as
// the turn, the duties owed, the step of a turn in steps and the verb's
// mechanic can tell without a move (engine.Offerer): the form of an open
// verb, whose moves are not all listed, is offered to a player only then.
func (g *Game) Offers(v, seat int) bool {
	if v < 0 || v >= len(g.d.Verbs) || g.st.Result().Over || g.mayAct(seat, v).Why != "" {
		return false
	}
	if g.d.Scripted {
		return true
	}
	if !g.p.duties.dutyAllows(g, g.p.duties.owed(g, seat), v) || !g.stepAllows(v) {
		return false
	}
	if o, ok := g.p.verbs[v].mech.(mech.Offerer); ok {
		return o.Offers(view{g}, v, seat)
	}
	return true
}
