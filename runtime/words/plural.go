package words

import "fmt"

// Plural writes n and a word, "1 card" or "2 cards": the word takes an s
// unless n is 1.
func Plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
