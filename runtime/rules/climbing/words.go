package climbing

import (
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
)

// The words that name a play, appended to a buffer so that a narration
// is written in one allocation.

// appendPlay appends the name of a play: "single 7D", "pair of 7s (7S
// 7H)", "5-card sequence 9 to K (9S TC JD QH KS)", "full house, 5s over 3s
// (O3 O3 O5 P5 P5)".
func (tp *plan) appendPlay(b []byte, t *table, p play) []byte {
	k := &tp.Kinds[p.kind]
	d := t.st.Deck()
	low, high := d.Card(p.cards[0]), d.Card(p.cards[len(p.cards)-1])
	switch {
	case k.Set == 1 && !k.OrMore:
		return append(append(append(b, k.Name...), ' '), high.Code...)
	case k.Set > 0 && k.OrMore:
		b = append(append(b, k.Name...), " of "...)
		b = append(strconv.AppendInt(b, int64(len(p.cards)), 10), ' ')
		b = tp.appendPlural(b, t, high.Rank)
	case k.Set > 1:
		b = tp.appendPlural(append(append(b, k.Name...), " of "...), t, high.Rank)
	case k.Flush > 0:
		b = append(b, k.Name...)
	case len(k.Groups) > 0:
		b = tp.appendGroups(b, t, p)
	default:
		b = tp.appendKindName(b, p)
		b = append(append(append(append(b, ' '), low.Rank...), " to "...), high.Rank...)
	}
	b = appendCodes(append(b, " ("...), d, p.cards)
	return append(b, ')')
}

// appendGroups appends a play of groups by its ranks, the largest group
// first: "full house, 5s over 3s".
func (tp *plan) appendGroups(b []byte, t *table, p play) []byte {
	s := &t.r.shapes[0]
	t.st.Deck().ShapeInto(s, p.cards)
	b = append(append(b, tp.Kinds[p.kind].Name...), ", "...)
	for i, r := range s.Ranks {
		if i > 0 {
			b = append(b, " over "...)
		}
		b = tp.appendPlural(b, t, t.st.Deck().Ranks()[r].Code)
	}
	return b
}

// appendCodes appends the codes of cards, separated by spaces.
func appendCodes(b []byte, d *core.Deck, cards []core.CardID) []byte {
	for i, c := range cards {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, d.Card(c).Code...)
	}
	return b
}

// article is the article before words when the trick declares them ("a",
// "an"), with its space, or "".
func (tp *plan) article(words []byte) string {
	switch {
	case !tp.Articles || len(words) == 0:
		return ""
	case strings.IndexByte("aeiouAEIOU", words[0]) >= 0:
		return "an "
	}
	return "a "
}

// or is s, or def when s is "".
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// plural is n of a thing, in words: "1 card", "3 cards".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
