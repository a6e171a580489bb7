package rules

import "github.com/rulerun/rulerun/core"

// A match's points table (game.match.points, such as {H = 1, QS = 13})
// prices cards by their code or suit, and cites no rule as it applies: a
// house rule that changes it (a card worth -10) would never show. So each
// entry is counted as it scores, as an effect is when it fires: "points:
// QS" once for each card the entry prices that a round scores (at a value
// other than 0), in the real game only, so that simulate's report and
// tune show how often it mattered.

// addTallies implements tallier: a tally for each entry of the points
// table, after the others, and the entry that prices each kind of card.
func (rp *roundsPlan) addTallies(p *Plan) {
	if rp.points == nil {
		return
	}
	index := map[string]int{}
	for _, key := range sortedKeys(rp.Points) {
		index[key] = p.addTally("points: "+key, nil)
	}
	d := p.d.Deck
	rp.pointsTally = make([]int, d.Kinds())
	for k := range rp.pointsTally {
		card := d.Kind(k)
		rp.pointsTally[k] = -1
		if i, ok := index[card.Code]; ok {
			rp.pointsTally[k] = i
		} else if i, ok := index[card.Suit]; ok && card.Suit != "" {
			rp.pointsTally[k] = i
		}
	}
}

// tallyPoints counts, when the game is counted, the entries of the points
// table that priced the cards seat scores this round.
func (rp *roundsPlan) tallyPoints(g *Game, st *core.State, seat int) {
	if g.tally == nil || rp.pointsTally == nil || len(rp.ByCount) > 0 {
		return
	}
	d := st.Deck()
	for _, p := range rp.piles {
		for _, c := range st.Pile(p.Of(seat)).Cards {
			if k := d.KindOf(c); rp.pointsTally[k] >= 0 && rp.points[k] != 0 {
				g.tally.Fired[rp.pointsTally[k]]++
			}
		}
	}
}
