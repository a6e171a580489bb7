package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/climbing"
)

// The trick of a climbing game is a mechanic of a package of its own
// (runtime/rules/climbing); its declarations keep their names here, where
// Decl and the reader of declarations name them.
type (
	// Trick declares a climbing game's trick (climbing.Trick).
	Trick = climbing.Trick
	// Kind is one kind of play of a trick (climbing.Kind).
	Kind = climbing.Kind
	// Bomb lets a play of one kind beat a play of another (climbing.Bomb).
	Bomb = climbing.Bomb
	// LastCard declares the rule of a seat left one card
	// (climbing.LastCard).
	LastCard = climbing.LastCard
	// TrickToBeat is the play to beat (climbing.TrickToBeat).
	TrickToBeat = climbing.TrickToBeat
	// Places declares the places of a match of a climbing game
	// (climbing.Places).
	Places = climbing.Places
	// A Gift is one line of the exchange between places (climbing.Gift).
	Gift = climbing.Gift
	// A GiftOwed is a gift of cards of its choice a seat owes
	// (climbing.GiftOwed).
	GiftOwed = climbing.GiftOwed
)

// GiftsOwed are the gifts of their choice seats owe now in the exchange
// between places, by seat, or none.
func (p *Plan) GiftsOwed(st *core.State) []GiftOwed { return climbing.GiftsOwed(st) }

// ToBeat is the play to beat in st, for a front end or a test to read: its
// kind 0 when none is.
func ToBeat(st *core.State) TrickToBeat { return climbing.ToBeat(st) }

// TrickOnTable describes the play to beat in st, a state of a game of the
// plan: its kind's name, the play in words and its seat; ok is false when
// the seat to act leads.
func (p *Plan) TrickOnTable(st *core.State) (kind, text string, seat int, ok bool) {
	return climbing.OnTable(p.hear.inners, st)
}

// trickDecl is the trick's declaration, game.trick, or nil.
func trickDecl(d *Decl) any {
	if d.Trick == nil {
		return nil // not a nil *Trick in the interface
	}
	return d.Trick
}
