package rules

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
)

// moonText narrates a seat that took every point of a round when the
// declaration gives no words.
const moonText = "{seat} took every point: {seat} {score|scores} none, and every other seat {points}."

// cardPoints resolves Rounds.Points for the deck: the points of each kind
// of card, by its code, else its suit's code, else 0. nil when the match
// declares none (the cards' own points count).
func (r *Rounds) cardPoints(d *core.Deck) ([]int, error) {
	if len(r.Points) == 0 {
		return nil, nil
	}
	for _, key := range sortedKeys(r.Points) {
		if _, ok := d.Lookup(key); ok {
			continue
		}
		if _, ok := d.SuitIndex(key); !ok {
			return nil, fmt.Errorf("match points: %q is neither a card nor a suit of the deck", key)
		}
	}
	out := make([]int, d.Kinds())
	for k := range out {
		card := d.Kind(k)
		if n, ok := r.Points[card.Code]; ok {
			out[k] = n
		} else if card.Suit != "" {
			out[k] = r.Points[card.Suit]
		}
	}
	return out, nil
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// cardPointsOf is what card counts in a round's score.
func (rp *roundsPlan) cardPointsOf(d *core.Deck, c core.CardID) int {
	if rp.points != nil {
		return rp.points[d.KindOf(c)]
	}
	return d.Card(c).Points
}

// ownPoints are the points each seat adds for its own cards this round:
// what it holds, except that a seat whose cards count Moon points (all
// of them) adds none and every other seat adds Moon.
func (rp *roundsPlan) ownPoints(g *Game, st *core.State) (pts []int, moon int) {
	pts = make([]int, st.Seats())
	moon = -1
	for s := range pts {
		pts[s] = rp.held(g, st, s)
		rp.tallyPoints(g, st, s)
		if rp.Moon > 0 && pts[s] == rp.Moon {
			moon = s
		}
	}
	if moon < 0 {
		return pts, moon
	}
	for s := range pts {
		pts[s] = rp.Moon
	}
	pts[moon] = 0
	st.SayAbout(moon, points(rp.MoonText.Or(moonText), rp.Moon), rp.MoonText.Codes...)
	return pts, moon
}

// scoreOwn adds each seat the points of its own cards, and narrates them.
func (rp *roundsPlan) scoreOwn(g *Game, st *core.State) {
	pts, _ := rp.ownPoints(g, st)
	for s, p := range pts {
		_ = st.AddScore(s, p)
		if !st.Imagined() {
			st.SayAbout(s, rp.ownText(g, st, s, p), rp.OwnText.Codes...)
		}
	}
}
