package terminal

import (
	"bytes"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

// TestTableNamesEachThingOnce: the table says a card of the player's own is
// there and hidden from them, leaves out empty piles besides the hand,
// numbers a pile as moves and narration do ("meld 1"), and marks the
// player's seat where a script's line names it.
func TestTableNamesEachThingOnce(t *testing.T) {
	g := enginetest.New(2)
	view := &core.View{Seat: 0, Seats: 2, Piles: []core.PileView{
		{Name: "hand.1", Group: "hand", Owner: 0, Count: 2, Cards: []string{"2H", "AH"}},
		{Name: "forehead.1", Group: "forehead", Owner: 0, Count: 1},
		{Name: "aside.1", Group: "aside", Owner: 0},
		{Name: "hand.2", Group: "hand", Owner: 1, Count: 7},
		{Name: "aside.2", Group: "aside", Owner: 1},
		{Name: "meld1", Owner: -1, Count: 3, Cards: []string{"3H", "4H", "5H"}},
	}}
	var out bytes.Buffer
	screen{out: &out, you: "seat 1"}.table(g, view, "seat 1 must discard; seat 12 leads")
	assert.Equal(t, "seat 1 (you) must discard; seat 12 leads\n"+
		"Your hand (2): 2H AH\n"+
		"Your forehead (1): 1 card, hidden from you\n"+
		"  meld 1 (3): 3H 4H 5H\n"+
		"Players: seat 2 (7 cards)\n", out.String())
}
