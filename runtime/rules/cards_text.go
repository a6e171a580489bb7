package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// withCards is text with every place written {cards} filled by the codes
// of cards, separated by spaces: written in one allocation, where joining
// the codes and replacing the place made four.
func withCards(text string, d *core.Deck, cards []core.CardID) string {
	return fillCodes(text, len(cards), func(i int) string { return d.Card(cards[i]).Code })
}

// withRefs is withCards of cards named in a move (a wild written W=P6).
func withRefs(text string, d *core.Deck, refs []notation.CardRef) string {
	return fillCodes(text, len(refs), func(i int) string { return notation.CardText(refs[i], d) })
}

// withKinds is withCards of card kinds.
func withKinds(text string, d *core.Deck, kinds []int) string {
	return fillCodes(text, len(kinds), func(i int) string { return d.Kind(kinds[i]).Code })
}

// fillCodes fills each {cards} of text with the n codes code gives.
func fillCodes(text string, n int, code func(i int) string) string {
	const place = "{cards}"
	at := strings.Index(text, place)
	if at < 0 {
		return text
	}
	var b strings.Builder
	b.Grow(len(text) + 4*n)
	for at >= 0 {
		b.WriteString(text[:at])
		for i := range n {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(code(i))
		}
		text = text[at+len(place):]
		at = strings.Index(text, place)
	}
	b.WriteString(text)
	return b.String()
}

// suitName is the name of the deck's suit of index i, or its code when
// it has none.
func (g *Game) suitName(i int) string {
	s := g.st.Deck().Suits()[i]
	if s.Name != "" {
		return s.Name
	}
	return s.Code
}
