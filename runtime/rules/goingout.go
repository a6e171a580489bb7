package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// goOut ends the game, or the round of a match, won by seat, whose play
// emptied its hand: the effects of a last card take effect first (a last
// Draw Two still hits).
func (g *Game) goOut(st *core.State, seat int, m *notation.Move, kinds []int) error {
	if !g.d.Win.Silent {
		st.SayAbout(seat, withRound(st, g.d.Win.Text.Or("{seat} {have|has} no cards left and {win|wins}!")), g.d.Win.Text.Codes...)
	}
	if err := g.lastCard(st, seat, m, kinds); err != nil || st.Result().Over {
		return err
	}
	if g.p.rounds != nil {
		return g.p.rounds.endRound(g, st, seat)
	}
	return st.EndGame([]int{seat}, render(g.d.Win.Reason.Or("{seat} played all their cards"), seat), g.d.Win.Reason.Codes...)
}

// lastCard does the effects declared for a card that empties the hand.
func (g *Game) lastCard(st *core.State, seat int, m *notation.Move, kinds []int) error {
	for i := range g.d.Effects {
		e := &g.d.Effects[i]
		if !e.LastCard || !g.p.selects(i, kinds) {
			continue
		}
		g.fired(i)
		if e.Text.Text != "" {
			st.SayAbout(seat, e.Text.Text, e.Text.Codes...)
		}
		if !g.p.nextDraws(st, seat, e) {
			return nil
		}
		if e.Hook >= 0 && g.hooks != nil {
			if open, err := g.hooks.Effect(&Ctx{State: st}, e.Hook, seat, m); err != nil || !open {
				return err
			}
		}
	}
	return nil
}

// nextDraws makes the seat after seat draw the cards the effect says, at
// once; it reports whether the game goes on.
func (p *Plan) nextDraws(st *core.State, seat int, e *Effect) bool {
	if e.NextDraws <= 0 {
		return true
	}
	next := st.NextSeat(seat, 1)
	_, open := p.stock.Draw(st, next, p.hand.Of(next), e.NextDraws, e.Why.Text, e.Why.Codes...)
	return open
}
