package rules

import (
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
)

// Limit declares a cap on a game's length as a rule of the game: after
// Moves moves the game ends. In a match of rounds the best total wins (as
// the match declares: the lowest or the highest, sharing a tie); otherwise
// the game is drawn.
type Limit struct {
	Moves int `lua:"moves" required:"the number of moves after which the game ends, above 0" doc:"The moves after which the game ends: drawn, or in a match (game.match) won by the lowest or highest total as the match says."`
	// Text narrates the end and Reason is the result's reason; {moves} is
	// the cap ("" for the engine's words).
	Text   Message `lua:"say" doc:"Narrates the end; {moves} is the cap."`
	Reason Message `lua:"reason" doc:"The result's reason, citing the rule; {moves} is the cap."`
}

// atLimit ends the game when it has reached the declared cap on moves.
func (g *Game) atLimit(st *core.State) {
	l := &g.d.Limit
	if l.Moves <= 0 || st.Result().Over || st.MovesLen() < l.Moves {
		return
	}
	filled := func(text string) string { return strings.ReplaceAll(text, "{moves}", strconv.Itoa(l.Moves)) }
	st.Say(filled(l.Text.Or("The game has reached its limit of {moves} moves.")), l.Text.Codes...)
	_ = st.EndGame(g.p.rounds.bestTotals(st), filled(l.Reason.Or("the limit of {moves} moves was reached")), l.Reason.Codes...)
}
