package lua

import (
	"hash/maphash"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestMoveKeysTellKeysOfOneHashApart: two keys of the same hash are two
// keys, each found again.
func TestMoveKeysTellKeysOfOneHashApart(t *testing.T) {
	var s moveKeys
	s.reset()
	assert.True(t, s.add([]byte("play 8H")))
	s.first[maphash.Bytes(s.seed, []byte("play 9H"))] = 0 // as if the two keys had one hash
	assert.True(t, s.add([]byte("play 9H")), "a key of the same hash as another")
	assert.False(t, s.add([]byte("play 9H")))
	assert.False(t, s.add([]byte("play 8H")))
	s.reset()
	assert.True(t, s.add([]byte("play 8H")), "after reset")
}
