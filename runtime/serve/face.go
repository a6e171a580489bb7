package serve

import (
	"strings"
	"unicode"

	"github.com/rulerun/rulerun/core"
)

// Face is what the page needs to draw a card a seat may see, computed from
// the deck the rules declare: a label for its rank, its suit's name and
// symbol, a colour and its kind. Faces are sent only for the cards the
// seat's view shows; a hidden card is drawn as a back, without a face.
type Face struct {
	Rank   string `json:"rank"`   // the rank's label ("10", "skip"), or the card's code when it has no rank ("W4")
	Suit   string `json:"suit"`   // the suit's name ("hearts", "red"), or ""
	Symbol string `json:"symbol"` // the suit's symbol ("♥"), or ""
	Colour string `json:"colour"` // one of faceColours
	Kind   string `json:"kind"`   // the rules' kind of card ("wild"), or ""
	Name   string `json:"name"`   // the card in words, for a tooltip and screen readers
}

// faceColours are the colours a face may have: colour names a suit may
// be called by, "multi" for a suit of many colours, "none" for a card
// without a suit, and p0 to p5 for suits named otherwise (by their place in
// the deck). The page has a style for each and nothing else.
var faceColours = []string{"red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "brown", "grey", "black"}

// symbolColours are the colours of the French suits' symbols.
var symbolColours = map[string]string{"♥": "red", "♦": "red", "♣": "black", "♠": "black"}

// paletteSize is how many colours suits named otherwise are given, in turn.
const paletteSize = 6

// faceOf computes the face of a kind of card of a deck.
func faceOf(d *core.Deck, kind int) Face {
	c := d.Kind(kind)
	f := Face{Rank: c.Code, Kind: c.Kind, Colour: "none"}
	rankName := ""
	if c.RankIndex >= 0 {
		r := d.Ranks()[c.RankIndex]
		f.Rank, rankName = rankLabel(r), r.Name
	}
	if c.SuitIndex >= 0 {
		s := d.Suits()[c.SuitIndex]
		f.Suit, f.Symbol, f.Colour = s.Name, suitSymbol(s), suitColour(s, c.SuitIndex)
		if f.Suit == "" {
			f.Suit = s.Code
		}
	}
	f.Name = faceName(f, rankName, c.Code)
	if rankWord(f, rankName) {
		f.Rank = rankName // "skip", not a bare "S"
	}
	return f
}

// rankWord reports whether a card is labelled with its rank's name rather
// than its code: a rank of letters, named otherwise, outside the French
// suits (whose J, Q, K and A every player reads).
func rankWord(f Face, rankName string) bool {
	if rankName == "" || f.Symbol != "" || strings.EqualFold(rankName, f.Rank) {
		return false
	}
	return strings.IndexFunc(f.Rank, unicode.IsDigit) < 0
}

// rankLabel is the rank as written on a card: its code, or a number it
// is also spelled as ("T" is written "10").
func rankLabel(r core.RankSpec) string {
	for _, a := range r.Aliases {
		if a != "" && strings.IndexFunc(a, func(c rune) bool { return !unicode.IsDigit(c) }) < 0 && len(a) <= 2 {
			return a
		}
	}
	return r.Code
}

// suitSymbol is a suit's symbol: an alias of one character that is
// neither a letter nor a digit ("♥"), or "".
func suitSymbol(s core.SuitSpec) string {
	for _, a := range s.Aliases {
		r := []rune(a)
		if len(r) == 1 && !unicode.IsLetter(r[0]) && !unicode.IsDigit(r[0]) {
			return a
		}
	}
	return ""
}

// suitColour is the colour a suit is drawn in: the colour it is named
// after, its symbol's, "multi" for a suit of many colours, or else one of
// the palette by its place in the deck.
func suitColour(s core.SuitSpec, index int) string {
	names := append([]string{s.Name, s.Code}, s.Aliases...)
	for _, n := range names {
		if c, ok := symbolColours[n]; ok {
			return c
		}
		lower := strings.ToLower(n)
		for _, c := range faceColours {
			if lower == c || lower == strings.Replace(c, "grey", "gray", 1) {
				return c
			}
		}
		if strings.HasPrefix(lower, "multi") || lower == "rainbow" {
			return "multi"
		}
	}
	return "p" + string(rune('0'+index%paletteSize))
}

// faceName is a card in words: "ten of hearts", "red skip", or its code.
func faceName(f Face, rankName, code string) string {
	rank := rankName
	if rank == "" {
		rank = f.Rank
	}
	switch {
	case f.Suit == "":
		return rank
	case f.Symbol != "":
		return rank + " of " + f.Suit
	default:
		return f.Suit + " " + rank
	}
}

// deckFaces are the faces of a deck's kinds of card, made once per deck
// (a deck never changes) and read by every view of its games.
type deckFaces struct {
	deck  *core.Deck
	faces []Face // by kind
}

// of returns the faces of d, made anew when d is not the deck they were
// made for.
func (df *deckFaces) of(d *core.Deck) []Face {
	if df.deck != d {
		df.deck, df.faces = d, make([]Face, d.Kinds())
		for k := range df.faces {
			df.faces[k] = faceOf(d, k)
		}
	}
	return df.faces
}

// faces are the faces of the cards a view shows, by code.
func faces(d *core.Deck, all []Face, piles []core.PileView) map[string]Face {
	out := map[string]Face{}
	add := func(code string) {
		if _, ok := out[code]; ok || code == "" {
			return
		}
		if k, ok := d.Lookup(code); ok {
			out[code] = all[k]
		}
	}
	for _, p := range piles {
		for _, c := range p.Cards {
			add(c)
		}
		add(p.Top)
	}
	return out
}
