package moving

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The conditions between the card moved and the top card where it goes.

// fits reports whether card c may go on pile to: the listing's question,
// which needs no words.
func (m *moveMech) fits(st *core.State, c core.CardID, to core.PileID) bool {
	return m.fit(st, c, to) == ""
}

// fitsWhy refuses card c going on pile to, or is Legal.
func (m *moveMech) fitsWhy(st *core.State, c core.CardID, to core.PileID) mech.Refusal {
	key := m.fit(st, c, to)
	if key == "" {
		return mech.Legal
	}
	if key == "empty" {
		return m.why(key, emptyWhy, st.Deck().Card(c).Code)
	}
	top, _ := st.Pile(to).Top()
	return m.why(key, whyOf[key], st.Deck().Card(top).Code)
}

// whyOf are the engine's words of what a card does not fit, but an empty
// pile, by the key of the refusal: %s is the top card there.
var whyOf = map[string]string{"closed": closedWhy, "rank": rankWhy, "suit": suitWhy, "colour": colourWhy}

// fit is what card c going on pile to breaks, as the key of its refusal
// (empty, closed, rank, suit, colour), or "" when it fits.
func (m *moveMech) fit(st *core.State, c core.CardID, to core.PileID) string {
	d := st.Deck()
	top, ok := st.Pile(to).Top()
	if !ok {
		if m.empty != nil && !m.empty.Has(d, c) {
			return "empty"
		}
		return ""
	}
	return m.fitOn(st, c, top)
}

// fitOn is what card c going on card top breaks (closed, rank, suit,
// colour), or "" when it fits.
func (m *moveMech) fitOn(st *core.State, c, top core.CardID) string {
	d := st.Deck()
	if m.closed.Has(d, top) {
		return "closed"
	}
	card, on := d.Card(c), d.Card(top)
	if !m.rankFits(card.RankIndex, on.RankIndex, len(d.Ranks())) {
		return "rank"
	}
	switch m.decl.Suit {
	case "same":
		if card.SuitIndex != on.SuitIndex {
			return "suit"
		}
	case "other":
		if card.SuitIndex == on.SuitIndex {
			return "suit"
		}
	}
	if m.decl.Colour == "alternate" || m.decl.Colour == "same" {
		if (m.red.Has(d, c) == m.red.Has(d, top)) != (m.decl.Colour == "same") {
			return "colour"
		}
	}
	return ""
}

// rankFits reports whether a card of rank r may go on one of rank on, of
// n ranks: one up, one down, either or the same, round the corner when
// the declaration wraps.
func (m *moveMech) rankFits(r, on, n int) bool {
	if m.decl.Rank == "" || m.decl.Rank == "any" {
		return true
	}
	if r < 0 || on < 0 {
		return false
	}
	up, down := on+1, on-1
	if m.decl.Wrap {
		up, down = up%n, (down+n)%n
	}
	switch m.decl.Rank {
	case "up":
		return r == up
	case "down":
		return r == down
	case "either":
		return r == up || r == down
	}
	return r == on
}
