package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Drawing then playing: a draw declared with play_drawn keeps the turn;
// the seat may then play only the card it drew, or pass (the verb of does
// = "pass", in a game without a trick). The turn records the draw
// (mech.Table.Drew); the card drawn is the top card of the hand.

// Texts the engine uses where the draw declares none.
const (
	drawnWhy   = "after drawing you may play only the card you drew, %s, or pass"
	nothingWhy = "you drew no card: pass"
	againWhy   = "you have drawn already: play the card you drew, or pass"
	undrawnWhy = "you may pass only after drawing a card"
)

// Drawn is the draw of a game that keeps the turn for the card drawn (the
// first verb declared with play_drawn), if it has one, and what each verb
// declares of drawing.
type Drawn struct {
	verb  int            // the draw that keeps the turn, or -1
	verbs []DrawVerb     // by verb
	why   *mech.Messages // the refusals of the draw that keeps the turn, or nil
	must  bool           // whether a card it brings that can be played must be
	stack *Stack         // the stacking, or nil
	play  *PlayPlan      // the play a card drawn is judged by, or nil: the table judges it
	hand  mech.Pile
	stock mech.Stock
}

// DrawVerb is what a verb declares of drawing: whether its draw keeps the
// turn for the card drawn (PlayDrawn) and whether a seat that can play
// must (MustPlay); Why are its refusals, by what is wrong.
type DrawVerb struct {
	// Draw is how many cards its draw draws; UntilPlayable draws one at
	// a time until one can be played. Answers says that its move answers
	// a duty, and draws as the duty says.
	Draw                                        int
	PlayDrawn, MustPlay, UntilPlayable, Answers bool
	Why                                         *mech.Messages
}

// NewDrawn makes the drawing of a game whose verbs declare verbs of it,
// with its stacking (nil for none): the first verb whose draw keeps the
// turn is the draw a seat plays the card of. play is the play whose
// match judges a card drawn, the table's (mech.Table.Playable), so that a
// draw of many cards reads what they must match once; nil asks the table.
func NewDrawn(s mech.Setup, verbs []DrawVerb, stack *Stack, play *PlayPlan) *Drawn {
	dp := &Drawn{verb: -1, verbs: verbs, stack: stack, play: play, hand: s.Hand(), stock: s.Stock()}
	for v := range verbs {
		if verbs[v].PlayDrawn {
			dp.verb, dp.why, dp.must = v, verbs[v].Why, verbs[v].MustPlay
			break
		}
	}
	return dp
}

// words is the draw's refusal of that key, def where it declares none.
func (dp *Drawn) words(key, def string) string {
	if dp.why == nil {
		return def
	}
	return dp.why.Words(key, def)
}

// at is the draw's refusal of that key, as declared (or where the draw is,
// for the engine's words); nil without a draw.
func (dp *Drawn) at(key string) *mech.Message {
	if dp.why == nil {
		return nil
	}
	return dp.why.Of(key)
}

// DrewThisTurn reports whether the seat to act drew with a draw that kept
// its turn.
func (dp *Drawn) DrewThisTurn(t mech.Table) bool {
	if dp.verb < 0 {
		return false
	}
	draws, _ := t.Draws(t.State())
	return draws > 0
}

// DrawnOnly narrows the cards of a hand that may be played: after a draw
// that kept the turn, only the card drawn (none when the draw brought
// none).
func (dp *Drawn) DrawnOnly(t mech.Table, hand []core.CardID) []core.CardID {
	if dp.verb < 0 {
		return hand
	}
	switch draws, cards := t.Draws(t.State()); {
	case draws == 0: // no draw kept the turn (DrewThisTurn)
		return hand
	case cards == 0 || len(hand) == 0:
		return nil
	}
	return hand[len(hand)-1:]
}

// CheckDrawn refuses a play of other cards than the one just drawn; when
// the draw declares that a playable card drawn must be played, in the
// words of that rule (must).
func (dp *Drawn) CheckDrawn(t mech.Table, seat int, kinds []int) mech.Refusal {
	if !dp.DrewThisTurn(t) {
		return mech.Legal
	}
	st := t.State()
	hand := st.Pile(dp.hand.Of(seat)).Cards
	if _, cards := t.Draws(st); cards == 0 || len(hand) == 0 {
		return mech.Refuse(dp.at("nothing"), dp.words("nothing", nothingWhy))
	}
	d := st.Deck()
	top := hand[len(hand)-1]
	if len(kinds) == 1 && kinds[0] == d.KindOf(top) {
		return mech.Legal
	}
	if dp.must && t.Playable(st, seat, top) {
		// the card drawn must be played: the rule that says so refuses
		// another, not the one that would also let the seat pass
		return mech.Refuse(dp.at("must"), mech.FillArg(dp.words("must", mustWhy), d.Card(top).Code))
	}
	return mech.Refuse(dp.at("drawn"), mech.FillArg(dp.words("drawn", drawnWhy), d.Card(top).Code))
}

// CheckDrawAgain refuses a second draw of verb v in a turn that a draw
// kept.
func (dp *Drawn) CheckDrawAgain(t mech.Table, v int) mech.Refusal {
	if draws, _ := t.Draws(t.State()); dp.verbs[v].PlayDrawn && draws > 0 {
		return mech.Refuse(dp.at("again"), dp.words("again", againWhy))
	}
	return mech.Legal
}

// CheckPassDrawn refuses a pass before a draw kept the turn.
func (dp *Drawn) CheckPassDrawn(t mech.Table) mech.Refusal {
	if dp.DrewThisTurn(t) {
		return mech.Legal
	}
	return mech.Refuse(dp.at("pass"), dp.words("pass", undrawnWhy))
}

// DrawKeep draws n cards for seat and keeps its turn, recording the draw.
func (dp *Drawn) DrawKeep(t mech.Table, st *core.State, seat, n int) {
	got, _ := dp.stock.Draw(st, seat, dp.hand.Of(seat), n, "")
	t.Drew(st, len(got))
}

// PassDrawn ends the turn of a seat that drew and keeps the card.
func (dp *Drawn) PassDrawn(t mech.Table, st *core.State, seat int) {
	st.SayAbout(seat, "{seat} {pass|passes}.")
	t.PassTurn(st, seat)
}
