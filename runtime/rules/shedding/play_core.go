package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A Core is what the turn core does for a play of cards: what the cards
// do once they are down, and the turn a seat takes by jumping in.
type Core interface {
	// GoOut ends the game, or the round of a match, won by seat, whose
	// play m emptied its hand: the effects of a last card first
	// (mech.Table.GoOut, of the cards of the play).
	GoOut(t mech.Table, st *core.State, seat int, m *notation.Move) error
	// Effects does what the cards of seat's play m do (game.effects), in
	// the declared order, then ends the turn unless it stays open: before
	// is what was to be matched before the play, which a duty the
	// effects impose remembers (read only in a game whose effects may
	// impose one, Plan.Remembers: else nothing is to be matched).
	Effects(t mech.Table, st *core.State, seat int, m *notation.Move, before Target) error
	// TakeTurn makes seat, jumping in with a play of verb v, the seat
	// whose turn it is: the jump counted, and the turn under way ended
	// as any turn ends.
	TakeTurn(t mech.Table, st *core.State, seat, v int)
}
