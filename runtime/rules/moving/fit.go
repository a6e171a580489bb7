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
	if m.closed != nil && m.closed.Has(d, top) {
		return "closed"
	}
	card, on := d.Card(c), d.Card(top)
	if m.rank != rankAny && !m.rankFits(card.RankIndex, on.RankIndex, len(d.Ranks())) {
		return "rank"
	}
	if m.suit != 0 && (card.SuitIndex == on.SuitIndex) != (m.suit == sameSuit) {
		return "suit"
	}
	if m.colour != 0 && (m.red.Has(d, c) == m.red.Has(d, top)) != (m.colour == sameColour) {
		return "colour"
	}
	return ""
}

// rankFits reports whether a card of rank r may go on one of rank on, of
// n ranks: one up, one down, either or the same, round the corner when
// the declaration wraps.
func (m *moveMech) rankFits(r, on, n int) bool {
	if r < 0 || on < 0 {
		return false
	}
	up, down := on+1, on-1
	if m.decl.Wrap {
		up, down = up%n, (down+n)%n
	}
	switch m.rank {
	case rankUp:
		return r == up
	case rankDown:
		return r == down
	case rankEither:
		return r == up || r == down
	}
	return r == on
}

// modes are a move's conditions between the card and the top card where
// it goes, read once from its declaration: its rank, suit and colour.
type modes struct {
	rank, suit, colour int
}

// The conditions of modes: a rank any, up, down, either or the same; a
// suit any (0), the same or another; a colour any (0), the other or the
// same.
const (
	rankAny = iota
	rankUp
	rankDown
	rankEither
	rankSame
	sameSuit    = 1
	otherSuit   = 2
	otherColour = 1
	sameColour  = 2
)

// modesOf reads the conditions of a move's declaration.
func modesOf(d *Move) modes {
	var md modes
	switch d.Rank {
	case "up":
		md.rank = rankUp
	case "down":
		md.rank = rankDown
	case "either":
		md.rank = rankEither
	case "same":
		md.rank = rankSame
	}
	switch d.Suit {
	case "same":
		md.suit = sameSuit
	case "other":
		md.suit = otherSuit
	}
	switch d.Colour {
	case "alternate":
		md.colour = otherColour
	case "same":
		md.colour = sameColour
	}
	return md
}

// A top is the top card of a pile a move may go to, read once for a
// listing: what every card the listing tries is held against.
type top struct {
	rank, suit         int16
	empty, closed, red bool
}

// tops reads the top card of each of the piles to into out.
func (m *moveMech) tops(st *core.State, to []core.PileID, out *[maxPiles]top) {
	d := st.Deck()
	for j, p := range to {
		c, ok := st.Pile(p).Top()
		if !ok {
			out[j] = top{empty: true}
			continue
		}
		card := d.Card(c)
		out[j] = top{rank: int16(card.RankIndex), suit: int16(card.SuitIndex),
			closed: m.closed != nil && m.closed.Has(d, c), red: m.colour != 0 && m.red.Has(d, c)}
	}
}

// A held is a card a listing tries on every pile it may go to, read once.
type held struct {
	rank, suit int
	red, empty bool // red; may go to an empty pile
}

// hold reads card c for a listing.
func (m *moveMech) hold(d *core.Deck, c core.CardID) held {
	card := d.Card(c)
	return held{rank: card.RankIndex, suit: card.SuitIndex, red: m.colour != 0 && m.red.Has(d, c),
		empty: m.empty == nil || m.empty.Has(d, c)}
}

// fitsTop reports whether card c, read as h, may go on a pile whose top is
// tp, of n ranks: fits, with the cards read once.
func (m *moveMech) fitsTop(h *held, tp *top, n int) bool {
	switch {
	case tp.empty:
		return h.empty
	case tp.closed:
		return false
	case m.rank != rankAny && !m.rankFits(h.rank, int(tp.rank), n):
		return false
	case m.suit != 0 && (h.suit == int(tp.suit)) != (m.suit == sameSuit):
		return false
	}
	return m.colour == 0 || (h.red == tp.red) == (m.colour == sameColour)
}
