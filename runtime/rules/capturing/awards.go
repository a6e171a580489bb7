package capturing

import (
	"cmp"
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The awards that score a round of captures: each won by the one seat
// with the most cards of a kind won, a card won, or the best total of
// each suit's best card won.

// award is an Award resolved for a deck.
type award struct {
	decl   *Award
	cards  mech.Set     // the cards counted or held; nil: every card (most)
	values mech.Numbers // by rank index, for by = "best"
}

// compileAwards resolves the awards for deck d.
func compileAwards(d *core.Deck, decls []Award) ([]award, error) {
	out := make([]award, len(decls))
	for i := range decls {
		a := &decls[i]
		out[i].decl = a
		var err error
		if out[i].cards, err = a.Cards.Compile(d); err != nil {
			return nil, fmt.Errorf("capturing awards %d: %w", i+1, err)
		}
		switch {
		case a.By == "holds" && a.Cards.Empty():
			return nil, fmt.Errorf("capturing awards %d: by = \"holds\" needs the cards held, such as cards = {codes = {\"7D\"}}", i+1)
		case a.By == "best" && len(a.Values) == 0:
			return nil, fmt.Errorf("capturing awards %d: by = \"best\" needs the values of the cards, such as values = {[\"7\"] = 21}", i+1)
		}
		if out[i].values, err = rankValues(d, fmt.Sprintf("capturing awards %d values", i+1), a.Values, a.ValuesFn, false); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// score scores every award of the round just played on st.
func (m *captureMech) score(t mech.Table, st *core.State) error {
	base := 0
	if m.decl.Sweep != nil {
		base = 1
	}
	var buf [64]int
	for i := range m.awards {
		a := &m.awards[i]
		counts := buf[:0]
		for s := range st.Seats() {
			counts = append(counts, a.count(st, st.Pile(m.won.Of(s)).Cards))
		}
		winner := only(counts)
		if winner < 0 {
			continue
		}
		points := t.Value(st, cmp.Or(a.decl.Points, 1), a.decl.PointsFn)
		if err := st.AddScore(winner, points); err != nil {
			return err
		}
		t.Fired(m.verb, base+i)
		if !st.Imagined() {
			text := &a.decl.Text
			st.SayAbout(winner, mech.Fill(text.Or(awardText), "{n}", strconv.Itoa(counts[winner]), "{points}", pointsText(points)), text.Codes...)
		}
	}
	return nil
}

// only is the one seat with the highest count above 0, or -1 (a tie, or
// none).
func only(counts []int) int {
	best, seat := 0, -1
	for s, n := range counts {
		switch {
		case n > best:
			best, seat = n, s
		case n == best:
			seat = -1
		}
	}
	return seat
}

// count is what a seat's cards won count for the award: the cards of the
// selection (most, holds), or the total of each suit's best card (best),
// 0 when a suit has none.
func (a *award) count(st *core.State, cards []core.CardID) int {
	d := st.Deck()
	if a.decl.By != "best" {
		n := 0
		for _, c := range cards {
			if a.cards == nil || a.cards.Has(d, c) {
				n++
			}
		}
		return n
	}
	var bestBuf [16]int
	best := bestBuf[:0]
	for range d.Suits() {
		best = append(best, -1)
	}
	for _, c := range cards {
		card := d.Card(c)
		if card.SuitIndex >= 0 && card.RankIndex >= 0 {
			best[card.SuitIndex] = max(best[card.SuitIndex], a.values.At(st, card.RankIndex))
		}
	}
	total := 0
	for _, b := range best {
		if b < 0 {
			return 0 // a suit won no card of
		}
		total += b
	}
	return total
}
