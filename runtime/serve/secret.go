package serve

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
)

// secretBytes is the size of a secret: 128 random bits.
const secretBytes = 16

// newSecret returns a fresh secret written in hex.
func newSecret() string {
	b := make([]byte, secretBytes)
	rand.Read(b) // never fails (crypto/rand panics rather than return short)
	return hex.EncodeToString(b)
}

// newID returns a table's name in links: not a secret, short and unlikely
// to repeat.
func newID() string {
	b := make([]byte, 4)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// sameSecret compares a secret offered with the one kept, in constant time.
// An empty secret never matches.
func sameSecret(offered, kept string) bool {
	if offered == "" || kept == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(offered), []byte(kept)) == 1
}
