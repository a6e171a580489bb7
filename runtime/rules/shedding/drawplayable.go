package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Drawing until playable: a draw declared with until_playable (and
// play_drawn) draws one card at a time until it draws a card the seat can
// play, refilling the stock or running out as the stock declares. The seat
// may then play that card or pass, as after any draw that keeps the turn.
// With must_play a seat that can play must: it may not draw while it holds
// a card it can play, nor pass when the card drawn can be played.

// Texts the engine uses where the draw declares none.
const (
	untilWhy = "until one can be played"
	mustWhy  = "you drew %s, which you can play: play it"
	stuckWhy = "you can play %s: play a card, and draw only when you cannot"
)

// DrawUntilPlayable draws for seat, with verb v, until a card drawn can be
// played or the stock has no card left, and keeps its turn, recording the
// draw.
func (dp *Drawn) DrawUntilPlayable(t mech.Table, st *core.State, seat, v int) {
	s, hand := dp.stock, dp.hand.Of(seat)
	var got []core.CardID
	open, out := true, false
	named := dp.named(st)
	for {
		if st.Pile(s.DrawPile().ID).Len() == 0 && !s.Refill(st) {
			out = true
			break
		}
		c, _ := st.Draw(s.DrawPile().ID, hand, 1)
		got = append(got, c...)
		if dp.playable(t, st, seat, named, c[0]) {
			break
		}
	}
	until := dp.verbs[v].Why.Of("until")
	st.LogDraw(seat, got, hand, until.Or(untilWhy), until.Codes...)
	if out {
		open = s.RanOut(st, seat)
	} else {
		open = s.StillOpen(st)
	}
	if !open {
		return
	}
	t.Drew(st, len(got))
}

// named is 1 + the index of the suit named in st (0 for none), which no
// draw changes, for playable; -1 when the table judges a card drawn.
func (dp *Drawn) named(st *core.State) int {
	if dp.play == nil || dp.play.match == nil {
		return -1
	}
	return mech.SuitNamed.Of(st).Suit
}

// playable reports whether seat could play card on its own in st
// (mech.Table.Playable), the suit named read already (named).
func (dp *Drawn) playable(t mech.Table, st *core.State, seat, named int, card core.CardID) bool {
	if dp.play == nil {
		return t.Playable(st, seat, card)
	}
	return dp.play.playable(st, named, st.Pile(dp.hand.Of(seat)).Len(), card)
}

// CheckMustDraw refuses a draw of verb v by a seat that holds a card it
// can play, when the draw declares that a seat that can play must (a draw
// of a total held is always allowed).
func (dp *Drawn) CheckMustDraw(t mech.Table, seat, v int) mech.Refusal {
	st := t.State()
	if !dp.verbs[v].MustPlay || dp.stack.Draws(st, v) {
		return mech.Legal
	}
	why := dp.verbs[v].Why
	for _, c := range st.Pile(dp.hand.Of(seat)).Cards {
		if t.Playable(st, seat, c) {
			return mech.Refuse(why.Of("stuck"), mech.FillArg(why.Words("stuck", stuckWhy), st.Deck().Card(c).Code))
		}
	}
	return mech.Legal
}

// CheckMustPlay refuses a pass after a draw brought a card the seat can
// play, when the draw declares that it must be played.
func (dp *Drawn) CheckMustPlay(t mech.Table, seat int) mech.Refusal {
	if dp.why == nil || !dp.must || !dp.DrewThisTurn(t) {
		return mech.Legal
	}
	st := t.State()
	if _, cards := t.Draws(st); cards == 0 {
		return mech.Legal
	}
	hand := st.Pile(dp.hand.Of(seat)).Cards
	if top := hand[len(hand)-1]; t.Playable(st, seat, top) {
		return mech.Refuse(dp.at("must"), mech.FillArg(dp.words("must", mustWhy), st.Deck().Card(top).Code))
	}
	return mech.Legal
}
