package rules

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Every verb's mechanic is a mech.Mechanic (registry.go), which lists,
// checks and applies its moves on the game's view (external.go); the turn
// core decides who may act, the duties owed and a turn in steps.

// hearing is what the turn core asks the mechanics, and tells them: the
// verbs whose mechanic answers who may act, and the mechanics told of
// what happens. A game pays only for those it declares.
type hearing struct {
	atOnce    []answer[simultaneous] // the mechanics several seats may owe at once (simultaneous.go)
	racers    []answer[mech.Racer]   // the mechanics seats race to make (race.go)
	outsiders []answer[outsider]     // the mechanics that let seats besides the seat to act make their move (acting.go)
	starters  []moveStarter          // told of every move before it is played
	watchers  []mech.MoveWatcher     // told of every move once it is played
	enders    []mech.TurnWatcher     // told of every turn's end
	beginners []mech.Beginner        // told when a seat begins an action of its turn
	plays     int                    // the verbs that play cards from the hand, or -1 when a verb plays to a climbing game's trick
	inners    []any                  // every verb's mechanic itself (inner), for those that tell each other (mech.Table)
}

// answer is a verb's mechanic as the answer of kind T it gives, found
// once when the plan is made, so that a question asked at every decision
// asserts no interface.
type answer[T any] struct {
	v int // the verb
	m T
}

// A moveStarter is told of every move before it is played, before its verb
// is narrated: a mechanic whose window closes at the next action (a jump
// in, a catch) does so.
type moveStarter interface {
	moving(g *Game, st *core.State, seat, v int)
}

// watchMoves has w told of every move before it is played, once.
func (p *Plan) watchMoves(w moveStarter) {
	if !slices.Contains(p.hear.starters, w) {
		p.hear.starters = append(p.hear.starters, w)
	}
}

// watchTurns has w told of every turn's end, once: a mechanic that keeps
// what was done in one turn (the calls said, the card taken) forgets it.
func (p *Plan) watchTurns(w mech.TurnWatcher) {
	if !slices.Contains(p.hear.enders, w) {
		p.hear.enders = append(p.hear.enders, w)
	}
}

// endTurn clears what belongs to the turn that ends on st: the flow's, and
// every watching mechanic's.
func (p *Plan) endTurn(st *core.State, f *Flow) {
	f.EndTurnFlow()
	for _, w := range p.hear.enders {
		w.TurnEnded(st)
	}
}
