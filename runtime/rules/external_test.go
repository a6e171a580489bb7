package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A mechanic's room is one slot for each verb, kept by the game's listing
// room from one call to the next, and no other verb's.
func TestRoomIsAVerbsOwn(t *testing.T) {
	g := &Game{p: &Plan{}, listRoom: &listRoom{}}
	tb := view{g}
	assert.Nil(t, *tb.Room(3), "empty until the mechanic keeps something")
	*tb.Room(3) = "ranks"
	*tb.Room(0) = 7
	assert.Equal(t, "ranks", *tb.Room(3), "kept from one call to the next")
	assert.Equal(t, 7, *tb.Room(0))
	assert.Nil(t, *tb.Room(1), "another verb's slot is its own")
	other := view{&Game{p: &Plan{}, listRoom: &listRoom{}}}
	assert.Nil(t, *other.Room(3), "a game listing in a room of its own")
}
