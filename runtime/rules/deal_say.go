package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"
)

// sayDeal narrates a round's deal as declared: the first round's words, or
// the others', about the dealer.
func (dp *dealPlan) sayDeal(g *Game, st *core.State, dealer int) {
	text := g.d.Deal.Text
	if st.RoundNumber() == 1 && g.d.Deal.FirstText.Text != "" {
		text = g.d.Deal.FirstText
	}
	if text.Text == "" {
		return
	}
	dir := "clockwise"
	if st.Turn().Dir < 0 {
		dir = "counterclockwise"
	}
	st.SayAbout(dealer, strings.ReplaceAll(withRound(st, text.Text), "{direction}", dir), text.Codes...)
}
