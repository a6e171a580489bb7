package sim

import "github.com/rulerun/rulerun/core"

// roundsPlayed is the rounds a game played: those its scores closed, and
// the round under way when a match ended, which a match that ends in the
// middle of a round (a total reached while pegging, a knock, the stock run
// out) never closes. A game not played in rounds (none closed) plays none.
func roundsPlayed(st *core.State) int {
	closed := len(st.Score().Rounds)
	if closed == 0 || !st.Result().Over {
		return closed
	}
	end := st.RoundEnd() // the state as the last round was dealt anew
	if end == nil {
		return closed // no round was dealt anew: the one played was closed
	}
	closedSince := closed - len(end.Score().Rounds) - 1 // the rounds closed since the last deal, beside the one it closed
	if closedSince == 0 && st.MovesLen() > end.MovesLen() {
		return closed + 1
	}
	return closed
}
