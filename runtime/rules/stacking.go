package rules

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/runtime/words"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Stacking: an effect declared with Stack does not make a seat draw at
// once. Its cards (NextDraws, or Owe) are held against the seat the turn
// passes to (the part "stack"). That seat either plays a card of a stacking
// effect, which adds its cards and passes the total on, or draws the total
// with its draw verb. The draw ends its turn when a stacking effect skips
// (Skip: the seat that draws loses its turn), and otherwise the seat goes
// on to play (as after owed cards). While a total is held, the seat answers
// it before anything else: no other play, and no duty of a pile.

// Texts the engine uses for stacking where the effect declares none; %s is
// the cards held.
const (
	stackWhy  = "%s to draw are held against you: play a card that adds to them, or draw them"
	stackText = "{seat} must draw %s, or pass them on."
	stackDraw = "the stacked draw cards"
)

// stackPlan is the stacking of a game: the cards that add to a total held,
// whether drawing it ends the turn, and the words of the first stacking
// effect.
type stackPlan struct {
	cards    Set
	endsTurn bool
	why      string
	whyAt    *Message // the declaration of why: the first stacking effect's stack_why
	text     string
	drawWhy  string
	// textCodes and drawCodes are the rule codes text and drawWhy cite.
	textCodes, drawCodes []string
	loseBy               int // 1 + the stacking effect whose words narrate a lost turn, or 0
}

// resolveStack gathers the stacking effects, refusing one that holds no
// cards or that also imposes a duty or counts for a last card.
func (p *Plan) resolveStack() error {
	for i := range p.d.Effects {
		e := &p.d.Effects[i]
		if !e.Stack {
			continue
		}
		switch {
		case e.NextDraws+e.Owe == 0:
			return fmt.Errorf("effect %d: stack holds the cards of next_draws or owe: declare one", i+1)
		case e.Duty != "" || e.LastCard:
			return fmt.Errorf("effect %d: a stacking effect may not impose a duty or be a last card's", i+1)
		case p.stock == nil:
			return fmt.Errorf("effect %d: stacked cards are drawn from the stock: declare it", i+1)
		}
		if p.stack == nil {
			p.stack = &stackPlan{cards: make(Set, p.d.Deck.Kinds()), why: e.StackWhy.Or(stackWhy), whyAt: &e.StackWhy,
				text: e.StackText.Or(stackText), drawWhy: e.Why.Or(stackDraw), textCodes: e.StackText.Codes, drawCodes: e.Why.Codes}
		}
		for k, in := range p.effects[i].cards {
			p.stack.cards[k] = p.stack.cards[k] || in
		}
		p.stack.endsTurn = p.stack.endsTurn || e.Skip > 0
		if p.stack.loseBy == 0 && e.LoseText.Text != "" {
			p.stack.loseBy = i + 1
		}
	}
	return nil
}

// stackPart is the total a stacked draw penalty holds against the seat to
// act: a core.RoundPart.
type stackPart struct {
	// Cards is how many cards the seat to act draws, unless it plays a
	// card that adds to them and passes the total on.
	Cards int `json:"cards"`
}

// stackOf is the part of the total held.
const stackOf partKey[stackPart, *stackPart] = "stack"

// Stacked is the total held against the seat to act in st, or 0: for a
// binding or a front end to read.
func Stacked(st *core.State) int { return stackHeld(st) }

// stackHeld is the total held against the seat to act in st, or 0.
func stackHeld(st *core.State) int { return stackOf.Of(st).Cards }

// AppendKey implements core.Part.
func (s *stackPart) AppendKey(b []byte) []byte { return binary.AppendVarint(b, int64(s.Cards)) }

// Check refuses a saved total below 0 (core.Part).
func (s *stackPart) Check(*core.State) error {
	if s.Cards < 0 {
		return fmt.Errorf("it holds %d cards", s.Cards)
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*stackPart) OfRound() {}

func (s *stackPart) Vacant() bool { return s.Cards == 0 }

// stacked reports whether a total is held against the seat to act.
func (sp *stackPlan) stacked(g *Game) bool { return sp != nil && stackHeld(g.st) > 0 }

// stackedIn reports it of st, a state being changed.
func (sp *stackPlan) stackedIn(st *core.State) bool {
	return sp != nil && stackHeld(st) > 0
}

// stackOn adds a stacking effect's cards to the total held.
func stackOn(st *core.State, e *Effect) { stackOf.Ref(st).Cards += e.NextDraws + e.Owe }

// narrateStack says that the seat to act holds the total, after a play
// that added to it passed the turn.
func (sp *stackPlan) narrateStack(st *core.State, added bool) {
	if n := stackHeld(st); added && n > 0 && sp != nil {
		st.SayAbout(st.Turn().Current, mech.FillArg(sp.text, words.Plural(n, "card")), sp.textCodes...)
	}
}

// stackAllows reports whether a play of these card kinds may be made now:
// any play, unless a total is held and none of them adds to it.
func (sp *stackPlan) stackAllows(g *Game, kinds []int) bool {
	return !sp.stacked(g) || sp.cards.AnyKind(kinds)
}

// checkStack refuses a play that does not add to the total held against
// the seat to act.
func (sp *stackPlan) checkStack(g *Game, kinds []int) refusal {
	if sp.stackAllows(g, kinds) {
		return legal
	}
	return sp.held(g)
}

// held refuses a move of the seat to act because a total is held against
// it, which it answers first; legal when none is.
func (sp *stackPlan) held(g *Game) refusal {
	if !sp.stacked(g) {
		return legal
	}
	return refuse(sp.whyAt, mech.FillArg(sp.why, words.Plural(stackHeld(g.st), "card")))
}

// drawsStack reports whether a move of verb v draws the total held: a
// draw that answers no duty, while a total is held.
func (sp *stackPlan) drawsStack(g *Game, st *core.State, v int) bool {
	return sp.stackedIn(st) && g.d.Verbs[v].Draw > 0 && g.p.verbs[v].answer < 0
}

// drawStack draws the total held against seat; the turn passes when
// stacking ends it, else the seat goes on to play.
func (sp *stackPlan) drawStack(g *Game, st *core.State, seat int) {
	n := stackHeld(st)
	stackOf.Ref(st).Cards = 0
	g.p.hear.begin(st, seat)
	if _, open := g.p.stock.Draw(st, seat, g.p.hand.Of(seat), n, sp.drawWhy, sp.drawCodes...); !open || !sp.endsTurn {
		return
	}
	lose := g.d.loseText(sp.loseBy)
	st.SayAbout(seat, lose.Or(loseWords), lose.Codes...)
	g.passTurn(st, seat)
}
