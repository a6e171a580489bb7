package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Drawing then playing, and drawing until playable
// (runtime/rules/shedding): a draw declared with PlayDrawn keeps the turn
// for the card drawn; with UntilPlayable it draws until a card can be
// played; with MustPlay a seat that can play must.

// resolveUntilPlayable refuses a draw until playable that does not keep
// the turn for the card drawn, or a game without a play to draw for; then
// makes the game's drawing, which asks the stacking.
func (p *Plan) resolveUntilPlayable() error {
	for _, v := range p.d.Verbs {
		switch {
		case (v.UntilPlayable || v.MustPlay) && !v.PlayDrawn:
			return fmt.Errorf("verb %s draws until playable or must play: it needs play_drawn", v.Name)
		case v.UntilPlayable && p.firstSingle() == nil:
			return fmt.Errorf("verb %s draws until a card can be played: declare a play of single cards", v.Name)
		}
	}
	verbs := make([]shedding.DrawVerb, len(p.d.Verbs))
	for v := range verbs {
		verb := &p.d.Verbs[v]
		verbs[v] = shedding.DrawVerb{Draw: verb.Draw, PlayDrawn: verb.PlayDrawn, MustPlay: verb.MustPlay,
			UntilPlayable: verb.UntilPlayable, Answers: p.verbs[v].answer >= 0, Why: &verb.Why}
	}
	p.shed.Drawn = shedding.NewDrawn(setup{p}, verbs, p.shed.Stack, p.firstSingle())
	return nil
}

// firstSingle is the first play of single cards, the play a card drawn is
// judged by, or nil.
func (p *Plan) firstSingle() *shedding.PlayPlan {
	for v := range p.verbs {
		pp := p.verbs[v].play
		if pp != nil && pp.Singles() {
			return pp
		}
	}
	return nil
}

// playable reports whether seat could play card, in its hand, on its own
// in st (mech.Table.Playable).
func (p *Plan) playable(st *core.State, seat int, card core.CardID) bool {
	return p.firstSingle().Playable(st, st.Pile(p.hand.Of(seat)).Len(), card)
}
