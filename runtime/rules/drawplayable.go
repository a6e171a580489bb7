package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Drawing until playable: a draw declared with UntilPlayable (and
// PlayDrawn) draws one card at a time until it draws a card the seat can
// play, refilling the stock or running out as the stock declares. The seat
// may then play that card or pass, as after any draw that keeps the turn.
// With MustPlay a seat that can play must: it may not draw while it holds
// a card it can play, nor pass when the card drawn can be played.

// Texts the engine uses where the draw declares none.
const (
	untilWhy = "until one can be played"
	mustWhy  = "you drew %s, which you can play: play it"
	stuckWhy = "you can play %s: play a card, and draw only when you cannot"
)

// resolveUntilPlayable refuses a draw until playable that does not keep
// the turn for the card drawn, or a game without a play to draw for.
func (p *Plan) resolveUntilPlayable() error {
	for _, v := range p.d.Verbs {
		switch {
		case (v.UntilPlayable || v.MustPlay) && !v.PlayDrawn:
			return fmt.Errorf("verb %s draws until playable or must play: it needs play_drawn", v.Name)
		case v.UntilPlayable && p.firstSingle() == nil:
			return fmt.Errorf("verb %s draws until a card can be played: declare a play of single cards", v.Name)
		}
	}
	return nil
}

// firstSingle is the first play of single cards, the play a card drawn is
// judged by, or nil.
func (p *Plan) firstSingle() *playPlan {
	for v := range p.verbs {
		pp := p.verbs[v].play
		if pp != nil && pp.single {
			return pp
		}
	}
	return nil
}

// playable reports whether seat could play card, in its hand, on its own
// in st.
func (dp *drawnPlan) playable(g *Game, st *core.State, seat int, card core.CardID) bool {
	pp := g.p.firstSingle()
	t := Target{Suit: -1, Rank: -1}
	if pp.match != nil {
		t = pp.match.target(st)
	}
	held := st.Pile(g.p.hand.Of(seat)).Len()
	return (held > 1 || !pp.notLast.Has(st.Deck(), card)) && (pp.match == nil || pp.match.matches(st.Deck(), t, card))
}

// drawUntilPlayable draws for seat until a card drawn can be played or the
// stock has no card left, and keeps its turn, recording the draw.
func (dp *drawnPlan) drawUntilPlayable(g *Game, st *core.State, seat int, verb *Verb) {
	s, hand := g.p.stock, g.p.hand.Of(seat)
	var got []core.CardID
	open, out := true, false
	for {
		if st.Pile(s.pile.ID).Len() == 0 && !s.refillNow(st) {
			out = true
			break
		}
		c, _ := st.Draw(s.pile.ID, hand, 1)
		got = append(got, c...)
		if g.p.drawn.playable(g, st, seat, c[0]) {
			break
		}
	}
	st.LogDraw(seat, got, hand, verb.Why.Words("until", untilWhy), verb.Why.Of("until").Codes...)
	if out {
		open = s.ranOut(st, seat)
	} else {
		open = s.stillOpen(st)
	}
	if !open {
		return
	}
	f := flowRef(st)
	f.Drew++
	f.DrewCards += len(got)
}

// checkMustDraw refuses a draw of verb v by a seat that holds a card it
// can play, when the draw declares that a seat that can play must (a draw
// of a total held is always allowed).
func (dp *drawnPlan) checkMustDraw(g *Game, seat, v int) refusal {
	verb := &g.d.Verbs[v]
	if !verb.MustPlay || g.p.stack.Draws(g.st, v) {
		return legal
	}
	for _, c := range g.st.Pile(g.p.hand.Of(seat)).Cards {
		if g.p.drawn.playable(g, g.st, seat, c) {
			return refuse(verb.Why.Of("stuck"), mech.FillArg(verb.Why.Words("stuck", stuckWhy), g.st.Deck().Card(c).Code))
		}
	}
	return legal
}

// checkMustPlay refuses a pass after a draw of verb brought a card the
// seat can play, when the draw declares that it must be played.
func (dp *drawnPlan) checkMustPlay(g *Game, seat int) refusal {
	if g.p.drawn.Verb == nil || !g.p.drawn.MustPlay || !g.p.drawn.drewThisTurn(g) || flowOf(g.st).DrewCards == 0 {
		return legal
	}
	hand := g.st.Pile(g.p.hand.Of(seat)).Cards
	if top := hand[len(hand)-1]; g.p.drawn.playable(g, g.st, seat, top) {
		return refuse(g.p.drawn.at("must"), mech.FillArg(g.p.drawn.why("must", mustWhy), g.st.Deck().Card(top).Code))
	}
	return legal
}
