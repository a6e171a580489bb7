package words

import "strconv"

// Ordinal writes a place as people read it: 1st, 2nd, 3rd, 4th, 11th, 21st.
func Ordinal(n int) string {
	if n >= 0 && n < len(ordinals) {
		return ordinals[n] // a place of a game, written once
	}
	return ordinal(n)
}

// ordinals are the places of up to 64 seats, written once.
var ordinals = func() (out [65]string) {
	for n := range out {
		out[n] = ordinal(n)
	}
	return out
}()

func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}
