package terminal

import "fmt"

// maxEcho is the most of a typed line, or of a message that quotes it,
// that play prints: a line of a megabyte was printed whole, twice.
const maxEcho = 300

// Clip shortens text to maxEcho bytes, saying how long it was, without
// cutting a UTF-8 character in two.
func Clip(text string) string {
	if len(text) <= maxEcho {
		return text
	}
	cut := maxEcho
	for cut > 0 && text[cut]&0xC0 == 0x80 {
		cut--
	}
	return fmt.Sprintf("%s... (%d bytes in all)", text[:cut], len(text))
}
