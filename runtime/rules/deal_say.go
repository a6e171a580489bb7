package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"
)

// sayDeal narrates a round's deal as declared: the first round's words, or
// the others', about the dealer, who dealt hand cards to each seat.
func (dp *dealPlan) sayDeal(g *Game, st *core.State, dealer, hand int) {
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
	words := withRound(st, text.Text)
	if strings.Contains(words, "{cards}") {
		words = strings.ReplaceAll(words, "{cards}", plural(hand, "card"))
	}
	st.SayAbout(dealer, strings.ReplaceAll(words, "{direction}", dir), text.Codes...)
}
