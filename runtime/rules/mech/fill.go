package mech

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// Fill fills a template's places, given as place, value, place,
// value...: in one pass, so a value holding a place's name is left as it is,
// and where two places start at one point the first given is filled (as
// strings.Replacer does, without building one for each text). A text
// with no place is returned as it is, without a copy.
func Fill(text string, places ...string) string {
	var b strings.Builder
	var starts [256]bool // the first bytes of the places
	for p := 0; p+1 < len(places); p += 2 {
		if places[p] != "" {
			starts[places[p][0]] = true
		}
	}
	plain := 0 // the start of the text not yet written
	for i := 0; i < len(text); {
		at := -1
		if starts[text[i]] {
			at = placeAt(text[i:], places)
		}
		if at < 0 {
			i++
			continue
		}
		if plain == 0 {
			b.Grow(len(text) + 32)
		}
		b.WriteString(text[plain:i])
		b.WriteString(places[at+1])
		i += len(places[at])
		plain = i
	}
	if b.Len() == 0 && plain == 0 {
		return text
	}
	b.WriteString(text[plain:])
	return b.String()
}

// placeAt is the index in places of the first place that text starts with,
// or -1. An empty place never matches.
func placeAt(text string, places []string) int {
	for p := 0; p+1 < len(places); p += 2 {
		if places[p] != "" && strings.HasPrefix(text, places[p]) {
			return p
		}
	}
	return -1
}

// WithCards is text with every place written {cards} filled by the codes
// of cards, separated by spaces: written in one allocation, where joining
// the codes and replacing the place made four.
func WithCards(text string, d *core.Deck, cards []core.CardID) string {
	return FillCodes(text, len(cards), func(i int) string { return d.Card(cards[i]).Code })
}

// WithRefs is WithCards of cards named in a move (a wild written W=P6).
func WithRefs(text string, d *core.Deck, refs []notation.CardRef) string {
	return FillCodes(text, len(refs), func(i int) string { return notation.CardText(refs[i], d) })
}

// WithKinds is WithCards of card kinds.
func WithKinds(text string, d *core.Deck, kinds []int) string {
	return FillCodes(text, len(kinds), func(i int) string { return d.Kind(kinds[i]).Code })
}

// FillCodes fills each {cards} of text with the n codes code gives.
func FillCodes(text string, n int, code func(i int) string) string {
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
