package mech

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
)

// SeatName is the name of a seat (from 0) in the narration: "seat 1".
func SeatName(seat int) string {
	if seat >= 0 && seat < len(seatNames) {
		return seatNames[seat]
	}
	return fmt.Sprintf("seat %d", seat+1)
}

// seatNames are the names of the seats a game may have, written once.
var seatNames = func() []string {
	out := make([]string, core.MaxSeats)
	for i := range out {
		out[i] = fmt.Sprintf("seat %d", i+1)
	}
	return out
}()

// FillArg puts arg in a text that has a place for it (%s). Narration
// fills one for many moves: a text whose only verb is that %s is filled
// in one concatenation, any other as fmt.Sprintf fills it.
func FillArg(text, arg string) string {
	i := strings.Index(text, "%s")
	switch {
	case i < 0:
		return text
	case strings.IndexByte(text[:i], '%') < 0 && strings.IndexByte(text[i+2:], '%') < 0:
		return text[:i] + arg + text[i+2:]
	}
	return fmt.Sprintf(text, arg)
}

// Most are the seats whose count is the highest (the most tricks, the
// most books).
func Most(counts []int) []int {
	var out []int
	most := -1
	for s, n := range counts {
		switch {
		case n > most:
			out, most = []int{s}, n
		case n == most:
			out = append(out, s)
		}
	}
	return out
}

// IsDigits reports whether s is a number written in digits.
func IsDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// PluralRank names rank r of the deck in the plural: "8s" for a number,
// "10s" for a rank spelled with digits, "jacks" for a named one.
func PluralRank(d *core.Deck, r int) string { return pluralWord(d.Ranks()[r]) + "s" }

// AppendPluralRank appends rank r of the deck in the plural to b, as
// PluralRank names it, for words written in one buffer.
func AppendPluralRank(b []byte, d *core.Deck, r int) []byte {
	return append(append(b, pluralWord(d.Ranks()[r])...), 's')
}

// pluralWord is the word a rank's plural is made of: its code when it is
// spelled with digits, else an alias that is, else its name, else its
// code.
func pluralWord(spec core.RankSpec) string {
	if IsDigits(spec.Code) {
		return spec.Code
	}
	for _, a := range spec.Aliases {
		if IsDigits(a) {
			return a
		}
	}
	if spec.Name != "" {
		return spec.Name
	}
	return spec.Code
}

// SuitWord names a suit as a player says it: its name, else its code.
func SuitWord(s core.SuitSpec) string {
	if s.Name != "" {
		return strings.ToLower(s.Name)
	}
	return s.Code
}
