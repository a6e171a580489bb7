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
	switch o := inner(g.p.verbs[v].mech).(type) {
	case offerer:
		return o.offers(g, v, seat)
	case mech.Offerer:
		return o.Offers(view{g}, v, seat)
	}
	return true
}

// An offerer is a mechanic that can tell, without a move, that no move of
// its verb is legal now.
type offerer interface {
	offers(g *Game, v, seat int) bool
}
