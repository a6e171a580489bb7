package rules

import (
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A random pick in a game of one verb whose mechanic can count its moves
// (a mech.Picker) skips the listing: the mechanic counts the moves it would
// list, the pick draws one index as it would among the listed moves
// (RandomMove), and the mechanic makes that one candidate alone. The move,
// the order and the draw are the listing's.

// countedPick picks seat's move as RandomMove does, without listing, when
// the game's one verb is a picker's and no code of the script's may add
// or drop a move; ok is false when it cannot (the listing picks). m is nil
// when seat has no move.
func (p *Plan) countedPick(g *Game, seat int, rng *rand.Rand) (m *notation.Move, ok bool) {
	if len(g.d.Verbs) != 1 || g.d.Scripted || g.tally != nil {
		return nil, false
	}
	verb := &g.d.Verbs[0]
	c, isCounter := p.verbs[0].mech.(mech.Picker)
	if !isCounter || g.hooks != nil && (verb.Code.Generate || verb.Code.Check) {
		return nil, false
	}
	st := g.st
	if _, seats := p.owedAtOnce(st); seats != 0 {
		return nil, false
	}
	g.cands, g.slab = g.cands[:0], g.slab[:0]
	if st.Result().Over || seat < 0 || seat >= st.Seats() ||
		!p.duties.dutyAllows(g, p.duties.owed(g, seat), 0) || !g.stepAllows(0) {
		return nil, true
	}
	picked, found := c.Pick(view{g}, 0, seat, seat == seatToAct(st), rng)
	if !found {
		return nil, true
	}
	g.cands = append(g.cands, picked) // in the room: a candidate on the stack would escape
	return buildPick(g, &g.cands[0]), true
}
