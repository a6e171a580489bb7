package rules

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
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

// cardPointFns resolves the entries of Rounds.Points given as functions
// for the deck: by kind of card, the function of the entry that prices it
// (by the look-up of cardPoints), or 0; nil when no entry is one.
func (r *Rounds) cardPointFns(d *core.Deck) []Func {
	if len(r.PointsFn) == 0 {
		return nil
	}
	out := make([]Func, d.Kinds())
	for k := range out {
		card := d.Kind(k)
		if _, ok := r.Points[card.Code]; ok {
			out[k] = r.PointsFn[card.Code]
		} else if card.Suit != "" {
			out[k] = r.PointsFn[card.Suit]
		}
	}
	return out
}

// cardPointsOf is what card counts in a round's score on st (of deck d):
// its declared points, or the round's answer of the function that prices
// it.
func (rp *roundsPlan) cardPointsOf(st *core.State, d *core.Deck, c core.CardID) int {
	if rp.points == nil {
		return d.Card(c).Points
	}
	k := d.KindOf(c)
	if rp.pointsFn != nil && rp.pointsFn[k] != 0 {
		return mech.ValueIn(st, rp.points[k], rp.pointsFn[k])
	}
	return rp.points[k]
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
			if k := d.KindOf(c); rp.pointsTally[k] >= 0 && rp.cardPointsOf(st, d, c) != 0 {
				g.tally.Fired[rp.pointsTally[k]]++
			}
		}
	}
}
