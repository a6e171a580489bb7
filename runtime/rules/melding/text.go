package melding

import (
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// meldCards reads a move's cards as meld cards.
func meldCards(refs []notation.CardRef) []core.MeldCard {
	out := make([]core.MeldCard, len(refs))
	for i, r := range refs {
		out[i] = core.MeldCard{Kind: r.Kind, As: r.As}
	}
	return out
}

// plainKinds is the card kinds of meld cards, once per copy.
func plainKinds(cards []core.MeldCard) []int {
	out := make([]int, len(cards))
	for i, c := range cards {
		out[i] = c.Kind
	}
	return out
}

// meldsText writes melds numbered from 1: "1: R3 R4 R5 / 2: B6 P6 G6".
func meldsText(d *core.Deck, melds [][]core.MeldCard) string {
	var b strings.Builder
	n := 0
	for _, m := range melds {
		n += 6 + 4*len(m)
	}
	b.Grow(n) // the text in one allocation
	for i, m := range melds {
		if i > 0 {
			b.WriteString(" / ")
		}
		b.WriteString(strconv.Itoa(i + 1))
		b.WriteString(": ")
		d.WriteMeldText(&b, m)
	}
	return b.String()
}
