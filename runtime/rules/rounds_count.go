package rules

import (
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Band is a line of a scoring table by the number of cards held
// (Rounds.ByCount): a seat holding Max cards or fewer, and more than the
// band before allows, scores Each point per card, or Points in all when
// Points is set. A seat holding more cards than the last band allows scores
// by the last band.
type Band struct {
	Max    int `lua:"max" required:"the most cards of the line, such as 7" doc:"The most cards a seat holds for this line to count."`
	Each   int `lua:"each" doc:"The points per card."`
	Points int `lua:"points" doc:"The points in all, whatever the number of cards."`
}

// byCount is the points of the cards seat holds, by how many they are.
func (rp *roundsPlan) byCount(g *Game, st *core.State, seat int) int {
	n := rp.cardsHeld(st, seat)
	if n == 0 {
		return 0
	}
	bands := rp.ByCount
	b := bands[len(bands)-1]
	for _, x := range bands {
		if n <= x.Max {
			b = x
			break
		}
	}
	if b.Points != 0 {
		return b.Points
	}
	return n * b.Each
}

// cardsHeld counts the cards seat holds in the piles that count.
func (rp *roundsPlan) cardsHeld(st *core.State, seat int) int {
	n := 0
	for _, p := range rp.piles {
		n += st.Pile(p.Of(seat)).Len()
	}
	return n
}

// ownText narrates the points seat adds for its own cards.
func (rp *roundsPlan) ownText(g *Game, st *core.State, seat, pts int) string {
	text := points(rp.OwnText.Or("{seat} {add|adds} {points}."), pts)
	return mech.Fill(text, "{cards}", plural(rp.cardsHeld(st, seat), "card"),
		"{total}", strconv.Itoa(st.Score().Totals[seat]))
}

// sayMatchDeclared narrates the end of the match in the declared words,
// and reports whether there are any.
func (rp *roundsPlan) sayMatchDeclared(st *core.State, winners []int, best int) bool {
	r := rp
	filled := func(text string) string {
		return mech.Fill(text, "{target}", strconv.Itoa(r.target(st)), "{rounds}", strconv.Itoa(r.length(st)), "{total}", strconv.Itoa(best))
	}
	if len(winners) > 1 && r.SharedText.Text != "" {
		names := make([]string, len(winners))
		for i, s := range winners {
			names[i] = mech.SeatName(s)
		}
		st.Say(strings.ReplaceAll(filled(r.SharedText.Text), "{winners}", strings.Join(names, " and ")), r.SharedText.Codes...)
		return true
	}
	if r.WonText.Text != "" {
		st.SayAbout(winners[0], filled(r.WonText.Text), r.WonText.Codes...)
		return true
	}
	return false
}

// withRound puts the number of the round in a text that has a place for
// it ({round}).
func withRound(st *core.State, text string) string {
	return strings.ReplaceAll(text, "{round}", strconv.Itoa(st.RoundNumber()))
}
