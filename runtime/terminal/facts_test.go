package terminal

import (
	"bytes"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tabled is a game whose mechanics show a fixed table.
type tabled struct {
	engine.Game
	tb *engine.Table
}

func (g tabled) Table(int) (*engine.Table, error) { return g.tb, nil }

// TestTableShowsWhatTheMechanicsShow: the table writes the mechanics'
// status items, the seat's own facts, each other seat's beside it with its
// partner marked, another's pile of tricks counted by its badge, a trick
// game's hand by suit, and no empty pile of nobody's ("trick: 0 cards",
// #44).
func TestTableShowsWhatTheMechanicsShow(t *testing.T) {
	tb := &engine.Table{Sort: engine.SortSuit, Status: []string{"us (seats 1 and 3): bid 7, taken 2", "them (seats 2 and 4): bid 4, taken 1"},
		Counts: map[string]string{"won.2": "1 trick"},
		Seats: []engine.SeatFacts{{Team: 1, Badges: []string{"bid 3", "2 tricks"}}, {Team: 2, Badges: []string{"bid 4", "1 trick"}},
			{Team: 1, Partner: true, Badges: []string{"bid 4", "0 tricks"}}, {Team: 2}}}
	g := tabled{enginetest.New(4), tb}
	view := &core.View{Seat: 0, Seats: 4, Piles: []core.PileView{
		{Name: "trick", Owner: -1, Count: 0},
		{Name: "hand.1", Group: "hand", Owner: 0, Count: 4, Cards: []string{"2H", "3S", "AH", "4C"}},
		{Name: "hand.2", Group: "hand", Owner: 1, Count: 3},
		{Name: "won.2", Group: "won", Owner: 1, Count: 4, Cards: []string{"5C", "6C", "7C", "8C"}},
		{Name: "hand.3", Group: "hand", Owner: 2, Count: 3},
		{Name: "hand.4", Group: "hand", Owner: 3, Count: 3},
	}}
	var out bytes.Buffer
	screen{out: &out, you: "seat 1"}.table(g, view, "")
	assert.Equal(t, "us (seats 1 and 3): bid 7, taken 2 · them (seats 2 and 4): bid 4, taken 1\n"+
		"Your hand (4): 4C 2H AH 3S\n"+
		"You: bid 3, 2 tricks\n"+
		"Players: seat 2 (3 cards; bid 4; 1 trick) · seat 3 (your partner; 3 cards; bid 4; 0 tricks) · seat 4 (3 cards)\n",
		out.String())
}

// TestHandHeldAsAMechanicArrangesIt: a hand a mechanic arranges (melds,
// then deadwood) is shown so, the drawn card among its meld; without an
// arrangement, by rank.
func TestHandHeldAsAMechanicArrangesIt(t *testing.T) {
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	hand := core.PileView{Name: "hand.1", Group: "hand", Cards: []string{"KD", "2C", "3C", "9H", "4C"}}
	assert.Equal(t, []string{"2C", "3C", "4C", "9H", "KD"}, held(d, hand, &engine.Table{Hand: []string{"2C", "3C", "4C", "9H", "KD"}}))
	assert.Equal(t, []string{"2C", "3C", "4C", "9H", "KD"}, held(d, hand, nil))
	assert.Equal(t, []string{"2C", "3C", "4C", "KD", "9H"}, held(d, hand, &engine.Table{Sort: engine.SortSuit}))
	stale := &engine.Table{Hand: []string{"2C", "3C"}}
	assert.Equal(t, []string{"2C", "3C", "4C", "9H", "KD"}, held(d, hand, stale), "an arrangement of other cards is not used")
}

// TestHeadingSaysWhatIsAsked: a choice every seat makes at once is asked
// in the mechanic's words, with to whom the cards go, not as a move out of
// turn (#44).
func TestHeadingSaysWhatIsAsked(t *testing.T) {
	term := &Terminal{}
	ask := &engine.Table{Ask: "Choose 3 cards: they go to seat 2, on your left"}
	assert.Equal(t, "Choose 3 cards: they go to seat 2, on your left (type a move, or press Enter to let the others go first):", term.heading(ask, true))
	assert.Equal(t, "Choose 3 cards: they go to seat 2, on your left.", term.heading(ask, false))
	assert.Contains(t, term.heading(nil, true), "out of turn")
	assert.Equal(t, "Your move:", term.heading(&engine.Table{}, false))
}

// TestChoiceOffersToWaitForTheOthers: when the game asks every seat for a
// choice, the first choice out of turn lets the others choose first, not
// "let play go on".
func TestChoiceOffersToWaitForTheOthers(t *testing.T) {
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	var out bytes.Buffer
	screen{out: &out, later: letOthersGoFirst}.moves(d, []string{"pass 2C 3C 4C"}, nil, true)
	assert.Equal(t, "   1  later: let the others choose first (as Enter)\n   2  pass 2C 3C 4C\n", out.String())
	out.Reset()
	screen{out: &out}.moves(d, []string{"slap"}, nil, true)
	assert.Contains(t, out.String(), "1  let play go on (as Enter)")
}

// TestArrangedHandBracketsItsMelds: a hand a mechanic arranged is written
// with each meld bracketed, the deadwood after them.
func TestArrangedHandBracketsItsMelds(t *testing.T) {
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	tb := &engine.Table{Hand: []string{"2C", "3C", "4C", "9H", "KD"}, Melds: []int{3}}
	assert.Equal(t, "[2C 3C 4C] 9H KD", screen{}.grouped(d, tb.Hand, tb))
	assert.Equal(t, "2C 3C", screen{}.grouped(d, []string{"2C", "3C"}, tb), "another hand is written as it is")
	assert.Equal(t, "9H KD", screen{}.grouped(d, []string{"9H", "KD"}, &engine.Table{Hand: []string{"9H", "KD"}}))
}
