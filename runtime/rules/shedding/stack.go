package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/words"
)

// Stacking: an effect declared with stack does not make a seat draw at
// once. Its cards are held against the seat the turn passes to (the part
// StackKey). That seat either plays a card of a stacking effect, which
// adds its cards and passes the total on, or draws the total with its
// draw verb. The draw ends its turn when a stacking effect skips (the seat
// that draws loses its turn), and otherwise the seat goes on to play. While
// a total is held, the seat answers it before anything else: no other
// play, and no duty of a pile.

// Texts the engine uses for stacking where the effect declares none; %s is
// the cards held.
const (
	stackWhy  = "%s to draw are held against you: play a card that adds to them, or draw them"
	stackText = "{seat} must draw %s, or pass them on."
	stackDraw = "the stacked draw cards"
)

// Stack is the stacking of a game, gathered from its stacking effects
// (Add): the cards that add to a total held, the verbs that draw it,
// whether drawing it ends the turn, and the words of the first stacking
// effect. A nil *Stack is a game without stacking: nothing is ever held.
type Stack struct {
	cards    mech.Set
	draws    []bool // by verb: whether a move of it draws the total held
	endsTurn bool
	why      string
	whyAt    *mech.Message // the declaration of why: the first stacking effect's stack_why
	text     string
	drawWhy  string
	// textCodes and drawCodes are the rule codes text and drawWhy cite.
	textCodes, drawCodes []string
	lose                 *mech.Message // narrates the turn lost to a total drawn
	stock                mech.Stock
	hand                 mech.Pile
}

// NewStack makes the stacking of a game from its first stacking effect's
// words: why refuses another play while a total is held, text narrates
// the total and drawWhy the draw of it. The stacked cards are drawn from
// s's stock into its hand.
func NewStack(s mech.Setup, why, text, drawWhy *mech.Message) *Stack {
	return &Stack{cards: make(mech.Set, s.Deck().Kinds()),
		why: why.Or(stackWhy), whyAt: why, text: text.Or(stackText), drawWhy: drawWhy.Or(stackDraw),
		textCodes: text.Codes, drawCodes: drawWhy.Codes, stock: s.Stock(), hand: s.Hand()}
}

// Add adds a stacking effect: the card kinds of cards add to a total, and
// a total drawn ends the turn when the effect skips.
func (sp *Stack) Add(cards mech.Set, skips bool) {
	for k, in := range cards {
		sp.cards[k] = sp.cards[k] || in
	}
	sp.endsTurn = sp.endsTurn || skips
}

// Finish completes the stacking once every effect is added: draws says,
// by verb, whether a move of it draws the total held (a draw that answers
// no duty), and lose narrates the turn a seat loses drawing it.
func (sp *Stack) Finish(draws []bool, lose *mech.Message) {
	sp.draws, sp.lose = draws, lose
}

// stacked reports whether a total is held against the seat to act in st.
func (sp *Stack) stacked(st *core.State) bool { return sp != nil && Stacked(st) > 0 }

// Narrate says that the seat to act holds the total in st, when a play
// added to it (added) and passed the turn.
func (sp *Stack) Narrate(st *core.State, added bool) {
	if !added || sp == nil {
		return
	}
	if n := Stacked(st); n > 0 {
		st.SayAbout(st.Turn().Current, mech.FillArg(sp.text, words.Plural(n, "card")), sp.textCodes...)
	}
}

// Allows reports whether a play of these card kinds may be made in st:
// any play, unless a total is held and none of them adds to it.
func (sp *Stack) Allows(st *core.State, kinds []int) bool {
	return !sp.stacked(st) || sp.adds(kinds)
}

// adds reports whether a play of these card kinds adds to a total held.
func (sp *Stack) adds(kinds []int) bool { return sp.cards.AnyKind(kinds) }

// Check refuses a play that does not add to the total held against the
// seat to act in st.
func (sp *Stack) Check(st *core.State, kinds []int) mech.Refusal {
	if sp.Allows(st, kinds) {
		return mech.Legal
	}
	return sp.Held(st)
}

// Held refuses a move of the seat to act in st because a total is held
// against it, which it answers first; Legal when none is.
func (sp *Stack) Held(st *core.State) mech.Refusal {
	if !sp.stacked(st) {
		return mech.Legal
	}
	return mech.Refuse(sp.whyAt, mech.FillArg(sp.why, words.Plural(Stacked(st), "card")))
}

// Draws reports whether a move of verb v draws the total held in st.
func (sp *Stack) Draws(st *core.State, v int) bool { return sp.stacked(st) && sp.draws[v] }

// Draw draws the total held against seat in st; the turn passes when
// stacking ends it, else the seat goes on to play.
func (sp *Stack) Draw(t mech.Table, st *core.State, seat int) {
	n := Stacked(st)
	StackKey.Ref(st).Cards = 0
	t.Begin(st, seat)
	if _, open := sp.stock.Draw(st, seat, sp.hand.Of(seat), n, sp.drawWhy, sp.drawCodes...); !open || !sp.endsTurn {
		return
	}
	st.SayAbout(seat, sp.lose.Or(loseWords), sp.lose.Codes...)
	t.PassTurn(st, seat)
}

// loseWords narrate a seat losing its turn when neither an effect nor the
// turn declares words of it.
const loseWords = "{seat} {lose|loses} a turn."
