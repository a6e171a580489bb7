package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Drawing then playing: a draw declared with PlayDrawn keeps the turn; the
// seat may then play only the card it drew, or pass (the verb declared as
// Pass, in a game without a trick). Flow.Drew and DrewCards record the
// draw; the card drawn is the top card of the hand.

// Texts the engine uses where the draw declares none.
const (
	drawnWhy   = "after drawing you may play only the card you drew, %s, or pass"
	nothingWhy = "you drew no card: pass"
	againWhy   = "you have drawn already: play the card you drew, or pass"
	undrawnWhy = "you may pass only after drawing a card"
)

// drawnPlan is the draw of a game that keeps the turn for the card drawn
// (the first verb declared with PlayDrawn), if it has one.
type drawnPlan struct {
	*Verb     // the draw, or nil
	verb  int // its index, or -1
}

// why is the draw's refusal of that key, def where it declares none.
func (dp *drawnPlan) why(key, def string) string {
	if dp.Verb == nil {
		return def
	}
	return dp.Why.Words(key, def)
}

// at is the draw's refusal of that key, as declared (or where the draw is,
// for the engine's words); nil without a draw.
func (dp *drawnPlan) at(key string) *Message {
	if dp.Verb == nil {
		return nil
	}
	return dp.Why.Of(key)
}

// drewThisTurn reports whether the seat to act drew with a draw that kept
// its turn.
func (dp *drawnPlan) drewThisTurn(g *Game) bool {
	return g.p.drawn.verb >= 0 && flowOf(g.st).Drew > 0
}

// drawnOnly narrows the cards of a hand that may be played: after a draw
// that kept the turn, only the card drawn (none when the draw brought
// none).
func (dp *drawnPlan) drawnOnly(g *Game, hand []core.CardID) []core.CardID {
	if !g.p.drawn.drewThisTurn(g) {
		return hand
	}
	if flowOf(g.st).DrewCards == 0 || len(hand) == 0 {
		return nil
	}
	return hand[len(hand)-1:]
}

// checkDrawn refuses a play of other cards than the one just drawn; when
// the draw declares that a playable card drawn must be played, in the
// words of that rule (must).
func (dp *drawnPlan) checkDrawn(g *Game, seat int, kinds []int) refusal {
	if !g.p.drawn.drewThisTurn(g) {
		return legal
	}
	hand := g.st.Pile(g.p.hand.Of(seat)).Cards
	if flowOf(g.st).DrewCards == 0 || len(hand) == 0 {
		return refuse(g.p.drawn.at("nothing"), g.p.drawn.why("nothing", nothingWhy))
	}
	d := g.st.Deck()
	top := hand[len(hand)-1]
	if len(kinds) == 1 && kinds[0] == d.KindOf(top) {
		return legal
	}
	if dp.MustPlay && dp.playable(g, g.st, seat, top) {
		// the card drawn must be played: the rule that says so refuses
		// another, not the one that would also let the seat pass
		return refuse(dp.at("must"), mech.FillArg(dp.why("must", mustWhy), d.Card(top).Code))
	}
	return refuse(g.p.drawn.at("drawn"), mech.FillArg(g.p.drawn.why("drawn", drawnWhy), d.Card(top).Code))
}

// checkDrawAgain refuses a second draw in a turn that a draw kept.
func (dp *drawnPlan) checkDrawAgain(g *Game, verb *Verb) refusal {
	if verb.PlayDrawn && flowOf(g.st).Drew > 0 {
		return refuse(g.p.drawn.at("again"), g.p.drawn.why("again", againWhy))
	}
	return legal
}

// checkPassDrawn refuses a pass before a draw kept the turn.
func (dp *drawnPlan) checkPassDrawn(g *Game) refusal {
	if g.p.drawn.drewThisTurn(g) {
		return legal
	}
	return refuse(g.p.drawn.at("pass"), g.p.drawn.why("pass", undrawnWhy))
}

// drawKeep draws for seat and keeps its turn, recording the draw.
func (dp *drawnPlan) drawKeep(g *Game, st *core.State, seat, n int) {
	got, _ := g.p.stock.Draw(st, seat, g.p.hand.Of(seat), n, "")
	f := flowRef(st)
	f.Drew++
	f.DrewCards += len(got)
}

// passDrawn ends the turn of a seat that drew and keeps the card.
func (dp *drawnPlan) passDrawn(g *Game, st *core.State, seat int) {
	st.SayAbout(seat, "{seat} {pass|passes}.")
	g.passTurn(st, seat)
}
