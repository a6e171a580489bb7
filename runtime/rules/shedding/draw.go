package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// drawer draws a verb's cards from the stock (does = "draw"). The draw
// ends the turn, or keeps it for the card drawn (play_drawn; Drawn), or
// draws until a card can be played, or opens a turn in steps; while a
// stacked total is held it draws the total (Stack).
type drawer struct {
	sp      *Plan
	stepped bool     // the turn is in steps: the turn core says when a draw may be made
	codes   []string // the codes its refusals cite, each once
	hand    mech.Pile
	stock   mech.Stock
}

// drawVerbWhy is the reason narrated with a draw a seat chose to make: a
// declared draw ends the turn.
const drawVerbWhy = "instead of playing"

// NewDraw makes the mechanic of a draw, under the stacking and the
// drawing of sp; stepped says that the game's turn is in steps.
func NewDraw(s mech.Setup, v int, sp *Plan, stepped bool) mech.Mechanic {
	return &drawer{sp: sp, stepped: stepped, codes: s.Why(v).AllCodes(), hand: s.Hand(), stock: s.Stock()}
}

// Cite implements mech.Citer: a draw is made under the rules its refusals
// cite (a draw that keeps the turn: the card drawn, a second draw, a
// pass).
func (dr *drawer) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(dr.codes)
}

// List implements mech.Mechanic.
func (dr *drawer) List(t mech.Table, v, seat int, current bool) {
	if !current {
		return
	}
	dv := &dr.sp.Drawn.verbs[v]
	if draws, _ := t.Draws(t.State()); dv.PlayDrawn && draws > 0 {
		return
	}
	if !dv.MustPlay || counted(t, dr.sp.Drawn.CheckMustDraw(t, seat, v)).Why == "" { // CheckMustDraw refuses only under must_play
		t.Offer(v)
	}
}

// Check implements mech.Mechanic.
func (dr *drawer) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	if dr.stepped {
		return mech.Legal // the turn in steps said when it may be made
	}
	if why := dr.sp.Drawn.CheckDrawAgain(t, m.Verb); why.Why != "" {
		return why
	}
	return dr.sp.Drawn.CheckMustDraw(t, seat, m.Verb)
}

// Apply implements mech.Mechanic.
func (dr *drawer) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	dv := &dr.sp.Drawn.verbs[m.Verb]
	switch {
	case dr.stepped:
		t.Begin(st, seat)
		got, _ := dr.stock.Draw(st, seat, dr.hand.Of(seat), dv.Draw, dv.Why.Of("draw").Text, dv.Why.Of("draw").Codes...)
		t.Drew(st, len(got)) // the draw opens the turn, which goes on
	case dr.sp.Stack.Draws(st, m.Verb):
		dr.sp.Stack.Draw(t, st, seat)
	case dv.UntilPlayable:
		t.Begin(st, seat)
		dr.sp.Drawn.DrawUntilPlayable(t, st, seat, m.Verb)
	case dv.PlayDrawn:
		t.Begin(st, seat)
		dr.sp.Drawn.DrawKeep(t, st, seat, dv.Draw)
	default:
		t.Begin(st, seat)
		why, codes := drawVerbWhy, []string(nil)
		if dv.Answers {
			why, codes = dv.Why.Of("draw").Text, dv.Why.Of("draw").Codes // an answer draws as its duty says, not instead of playing
		}
		if _, open := dr.stock.Draw(st, seat, dr.hand.Of(seat), dv.Draw, why, codes...); open {
			t.PassTurn(st, seat)
		}
	}
	return nil
}

// The answers of mech it gives.
var (
	_ mech.Mechanic = (*drawer)(nil)
	_ mech.Citer    = (*drawer)(nil)
)
