package core

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEventReads(t *testing.T) {
	tests := []struct {
		name     string
		audience uint64
		public   bool
		readers  []int // seats -1..5 that read it
	}{
		{"everyone", Everyone, true, []int{-1, 0, 1, 2, 3, 4, 5}},
		{"seat 2", bit(2), false, []int{2}},
		{"seats 0 and 3", bit(0) | bit(3), false, []int{0, 3}},
		{"nobody", 0, false, nil},
		{"every seat of a 4-seat game", 0b1111, false, []int{0, 1, 2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := Event{Text: "x", Audience: tt.audience}
			assert.Equal(t, tt.public, e.Public())
			var readers []int
			for seat := -1; seat <= 5; seat++ {
				if e.Reads(seat) {
					readers = append(readers, seat)
				}
			}
			assert.Equal(t, tt.readers, readers)
			// Seats outside the bit mask read only public events.
			assert.Equal(t, tt.public, e.Reads(64))
			assert.Equal(t, tt.public, e.Reads(-5))
		})
	}
	assert.True(t, Event{Audience: bit(63)}.Reads(63))
}

func TestSayAndTell(t *testing.T) {
	s := fixGame(t, 3, 1)
	assert.Empty(t, s.Log())
	s.Say("Seat 1 deals.")
	s.Tell(bit(1), "You draw 8H.")
	s.Tell(s.AllSeats(1), "Seat 2 draws a card.")
	s.Tell(0, "nobody reads this")

	log := s.Log()
	require.Len(t, log, 4)
	assert.Equal(t, Event{Text: "Seat 1 deals.", Audience: Everyone}, log[0])
	assert.Equal(t, Event{Text: "You draw 8H.", Audience: bit(1)}, log[1])
	assert.Equal(t, Event{Text: "Seat 2 draws a card.", Audience: bit(0) | bit(2)}, log[2])
	assert.True(t, log[0].Public())
	assert.False(t, log[2].Public(), "every seat but one is not public")
	assert.False(t, log[2].Reads(-1), "an onlooker reads only public events")
}

func TestAllSeats(t *testing.T) {
	s := fixGame(t, 4, 1)
	assert.Equal(t, uint64(0b1111), s.AllSeats())
	assert.Equal(t, uint64(0b1101), s.AllSeats(1))
	assert.Equal(t, uint64(0b0101), s.AllSeats(1, 3))
	assert.Equal(t, uint64(0b0101), s.AllSeats(1, 3, 3))
	assert.Equal(t, uint64(0b1111), s.AllSeats(-1, 4, 64, 1000), "seats that do not exist change nothing")
	assert.NotEqual(t, Everyone, s.AllSeats(), "every seat of the game is not the public audience")

	big := fixGame(t, MaxSeats, 1)
	assert.Equal(t, Everyone, big.AllSeats())
	assert.Equal(t, Everyone&^bit(63), big.AllSeats(63))
}

// fixSaid returns the public events of the given lines.
func fixSaid(lines ...string) []Event {
	var out []Event
	for _, l := range lines {
		out = append(out, Event{Text: l, Audience: Everyone})
	}
	return out
}

// fixLines returns n lines named prefix0, prefix1...
func fixLines(prefix string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprint(prefix, i)
	}
	return out
}

func TestCloneLogAndMovesDivergeIndependently(t *testing.T) {
	tests := []struct {
		name       string
		base, more int // lines and moves before the clone; after it, on each side
	}{
		{"empty", 0, 1},
		{"one line", 1, 1},
		{"a chunk less one", chunkLen - 1, 2},
		{"a chunk", chunkLen, 1},
		{"past a chunk, on each side", chunkLen + 1, chunkLen},
		{"a long game", 40*chunkLen + 3, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixGame(t, 2, 1)
			base := fixLines("before ", tt.base)
			for _, l := range base {
				s.Say(l)
				s.RecordMove(0, l)
			}
			c := s.Clone()
			fork := c.Clone().Fork()
			mine, theirs := fixLines("original ", tt.more), fixLines("clone ", tt.more)
			for i := range tt.more {
				s.Say(mine[i])
				c.Say(theirs[i])
				s.RecordMove(0, mine[i])
				c.RecordMove(1, theirs[i])
			}
			assert.Equal(t, fixSaid(slices.Concat(base, mine)...), s.Log())
			assert.Equal(t, fixSaid(slices.Concat(base, theirs)...), c.Log())
			assert.Equal(t, fixSaid(base...), fork.Log(), "a copy made before either wrote is unchanged")
			assert.Equal(t, fixSaid(theirs...), c.LogSince(tt.base))
			assert.Equal(t, tt.base+tt.more, c.LogLen())
			require.Equal(t, tt.base+tt.more, s.MovesLen())
			require.Equal(t, tt.base+tt.more, c.MovesLen())
			assert.Equal(t, MoveRecord{Seat: 0, Move: mine[tt.more-1]}, s.MovesSince(s.MovesLen() - 1)[0])
			assert.Equal(t, MoveRecord{Seat: 1, Move: theirs[tt.more-1]}, c.MovesSince(c.MovesLen() - 1)[0])
			assert.Len(t, fork.Moves(), tt.base)
		})
	}
}

func TestLogDrawReadsByReader(t *testing.T) {
	s := fixGame(t, 3, 1)
	stock, h := fixPile(t, s, "stock"), fixHands(t, s)
	cards, err := s.Draw(stock, h[1], 2)
	require.NoError(t, err)
	s.LogDraw(1, cards, h[1], "penalty")
	codes := s.Deck().Card(cards[0]).Code + " " + s.Deck().Card(cards[1]).Code
	e := s.Log()[len(s.Log())-1]
	tests := []struct {
		reader int
		want   string
	}{
		{1, "You draw " + codes + " (penalty)."},
		{0, "seat 2 draws 2 cards (penalty)."},
		{2, "seat 2 draws 2 cards (penalty)."},
		{-1, "seat 2 draws 2 cards (penalty)."},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, e.TextFor(tt.reader), "reader %d", tt.reader)
	}
	assert.Equal(t, []string{"You draw " + codes + " (penalty).", "seat 2 draws 2 cards (penalty)."}, e.Texts(3))
	v := s.View(0, 0)
	assert.Equal(t, "seat 2 draws 2 cards (penalty).", v.Log[len(v.Log)-1], "a view holds its seat's reading")

	one, err := s.Draw(stock, fixPile(t, s, "discard"), 1)
	require.NoError(t, err)
	s.LogDraw(0, one, fixPile(t, s, "discard"), "")
	e = s.Log()[len(s.Log())-1]
	assert.Equal(t, "seat 1 draws "+s.Deck().Card(one[0]).Code+".", e.TextFor(2), "a public pile's cards are named to all")
	s.LogDraw(0, nil, h[0], "")
	assert.Len(t, s.Log(), 2, "drawing nothing is not narrated")
}

func TestTemplateLines(t *testing.T) {
	s := fixGame(t, 3, 1)
	s.SayAbout(1, "{seat} {play|plays} 8H and {call|calls} spades.")
	e := s.Log()[len(s.Log())-1]
	assert.Equal(t, "You play 8H and call spades.", e.TextFor(1))
	assert.Equal(t, "seat 2 plays 8H and calls spades.", e.TextFor(0))
	assert.Equal(t, "seat 2 plays 8H and calls spades.", e.TextFor(-1))
	assert.Equal(t, []string{"You play 8H and call spades.", "seat 2 plays 8H and calls spades."}, e.Texts(3))
	assert.Equal(t, 1, e.Subject())
	s.SayAbout(0, "The cards go to {seat}.")
	assert.Equal(t, "The cards go to you.", s.Log()[len(s.Log())-1].TextFor(0))
	assert.Equal(t, -1, Event{Text: "plain"}.Subject())
}

func TestCheckTemplate(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"{seat} {play|plays}.", ""},
		{"no braces", ""},
		{"{seat", "without its '}'"},
		{"seat}", "without its '{'"},
		{"{who} plays", "{who}: write {seat}"},
		{"{a|b|c}", "{a|b|c}: write {seat}"},
	} {
		err := CheckTemplate(tt.text)
		if tt.want == "" {
			assert.NoError(t, err, tt.text)
		} else if assert.Error(t, err, tt.text) {
			assert.Contains(t, err.Error(), tt.want)
		}
	}
}

// TestEventsCarryTheirCodes: an event gives the rule codes its words
// cite, as its writer gave them and as restored from a save (which does
// not hold them, and reads them from the words), and the result its
// reason's.
func TestEventsCarryTheirCodes(t *testing.T) {
	s := fixGame(t, 2, 1)
	s.Say("UNU-11: free reign for {seat}", "UNU-11")
	s.SayAbout(1, "{seat} {play|plays} again (ABC-2a)", "ABC-2a")
	s.Tell(1, "nothing cited here: T-shirt, 3-4")
	s.LogDraw(0, []CardID{0}, fixPile(t, s, "hand.1"), "XY-7 penalty", "XY-7")
	require.NoError(t, s.EndGame([]int{1}, "Seat 2 won (UNU-1)", "UNU-1"))
	check := func(st *State) {
		t.Helper()
		var got [][]string
		st.EachLogEvent(func(e Event) { got = append(got, e.Codes()) })
		assert.Equal(t, [][]string{{"UNU-11"}, {"ABC-2a"}, nil, {"XY-7"}}, got)
		assert.Equal(t, []string{"UNU-1"}, st.Result().Codes)
	}
	check(s)
	data, err := json.Marshal(s)
	require.NoError(t, err)
	assert.NotContains(t, string(data), `"codes"`, "codes are read from the words, not saved")
	r, err := Restore(data, s.Deck())
	require.NoError(t, err)
	check(r)
}

func TestAnEventHoldsItsCodesCompactly(t *testing.T) {
	codes := []string{"A-1", "B-2"}
	e := Event{Text: "x"}.Citing(codes...)
	assert.Equal(t, codes, e.Codes())
	assert.Nil(t, e.Citing().Codes(), "citing nothing")
	assert.Nil(t, Event{}.Codes())
	assert.LessOrEqual(t, unsafe.Sizeof(Event{}), uintptr(48), "a log line's size: every game holds thousands")
}
