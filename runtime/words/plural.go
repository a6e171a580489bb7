package words

import "strconv"

// Plural writes n and a word, "1 card" or "2 cards": the word takes an s
// unless n is 1. It is written in one allocation (none for the number).
func Plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}
