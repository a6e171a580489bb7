package rules

import "strings"

// fillPlaces fills a template's places, given as place, value, place,
// value...: in one pass, so a value holding a place's name is left as it is,
// and where two places start at one point the first given is filled (as
// strings.Replacer does, without building one for each text). A text
// with no place is returned as it is, without a copy.
func fillPlaces(text string, places ...string) string {
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
