package rules

// pointStandings says how well each seat stands in a match whose rounds
// are scored by declared card points (Rounds.Points), more being better:
// by its total with the points of the cards it took this round, the fewer
// the better when the lowest total wins. nil for any other game, whose
// standing the bots judge otherwise.
func (rp *roundsPlan) pointStandings(g *Game) []float64 {
	if rp == nil || rp.points == nil || !rp.Own || g.st.Result().Over {
		return nil
	}
	out := make([]float64, g.st.Seats())
	for s := range out {
		pts := float64(max(0, g.st.Score().Totals[s]+rp.held(g, g.st, s)))
		if rp.lowest(g.st) {
			out[s] = 1 / ((1 + pts) * (1 + pts))
		} else {
			out[s] = pts
		}
	}
	return out
}
