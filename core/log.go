package core

import (
	"fmt"
	"slices"
	"strings"
	"unsafe"
)

// Everyone is the audience of a public event.
const Everyone = ^uint64(0)

// Event is one line of the narrated log, with the seats that may read it.
// Most events are text the script wrote. A draw is kept as what happened
// (who drew which cards, who could see them) and written for each reader
// when it is read: "You draw 7C." for the drawer, "seat 2 draws 1 card."
// for the others.
type Event struct {
	Text     string  `json:"text,omitempty"`  // the line, or the template of a line about a seat: read it with TextFor
	Audience uint64  `json:"audience"`        // bit i: seat i may read it; Everyone for a public event
	About    int32   `json:"about,omitempty"` // the seat a template line is about, plus 1; 0 for plain text
	ncodes   int32   // how many rule codes the event cites (Codes)
	Draw     *Draw   `json:"draw,omitempty"`
	codes    *string // the first of them, in its writer's list: read only
}

// Codes are the rule codes the event cites (in its text, then in its
// draw's reason), in order, as data: given by its writer with the words it
// writes (the message a declaration gave, read once with the script), so
// that no reader of the log scans its prose for them. A save does not hold
// them: a restored game reads them from the words it restores (Restore).
// Shared with the writer: read only.
//
// An event is one of the most numerous values of a game (every line of its
// log), so it holds the codes as the start and the length of its writer's
// list, not as a slice of its own: 48 bytes a line instead of 64.
func (e Event) Codes() []string {
	if e.ncodes == 0 {
		return nil
	}
	return unsafe.Slice(e.codes, e.ncodes)
}

// Citing is the event citing codes (see [Event.Codes]); it holds the list,
// not a copy of it.
func (e Event) Citing(codes ...string) Event {
	e.codes, e.ncodes = nil, 0
	if len(codes) > 0 {
		e.codes, e.ncodes = &codes[0], int32(len(codes))
	}
	return e
}

// Draw is a narrated draw: seat took cards into a pile of its own.
type Draw struct {
	Seat    int      `json:"seat"`
	Cards   []string `json:"cards"`         // codes, bottom first
	Knowers uint64   `json:"knowers"`       // seats that saw the cards
	Why     string   `json:"why,omitempty"` // appended to the line: " (penalty)"
}

// TextFor writes the event as reader (a seat, or -1 for an onlooker) reads
// it. A draw names its cards only to the seats that saw them.
func (e Event) TextFor(reader int) string {
	d := e.Draw
	if d == nil {
		if e.About > 0 {
			return render(e.Text, int(e.About)-1, reader)
		}
		return e.Text
	}
	why := ""
	if d.Why != "" {
		why = " (" + d.Why + ")"
	}
	what := cardCount(len(d.Cards))
	if reader >= 0 && reader < 64 && d.Knowers&bit(reader) != 0 {
		what = strings.Join(d.Cards, " ")
	}
	if reader == d.Seat {
		return fmt.Sprintf("You draw %s%s.", what, why)
	}
	return fmt.Sprintf("seat %d draws %s%s.", d.Seat+1, what, why)
}

// Subject is the seat a draw or a template line is about, or -1.
func (e Event) Subject() int {
	switch {
	case e.Draw != nil:
		return e.Draw.Seat
	case e.About > 0:
		return int(e.About) - 1
	}
	return -1
}

// Texts lists the different ways the readers of the event read it, once
// each, the drawer's first.
func (e Event) Texts(seats int) []string {
	who := e.Subject()
	if who < 0 {
		return []string{e.Text}
	}
	out := []string{e.TextFor(who)}
	for seat := range seats {
		if t := e.TextFor(seat); e.Reads(seat) && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// LogDraw narrates that seat drew cards into to, a pile of its own: the
// seats that see that pile read the cards, the others how many.
// codes are the rule codes why cites.
func (s *State) LogDraw(seat int, cards []CardID, to PileID, why string, codes ...string) {
	if len(cards) == 0 || s.imagined {
		return
	}
	db := new(drawBuf) // the event and the codes of a draw of a card or two in one allocation
	d := &db.d
	*d = Draw{Seat: seat, Why: why, Cards: db.codes[:0:len(db.codes)]}
	if len(cards) > len(db.codes) {
		d.Cards = make([]string, 0, len(cards))
	}
	for _, c := range cards {
		d.Cards = append(d.Cards, s.deck.Card(c).Code)
	}
	p := s.piles[to]
	for i := range s.seats {
		if p.SeesAll(i) {
			d.Knowers |= bit(i)
		}
	}
	s.log.add(Event{Audience: Everyone, Draw: d}.Citing(codes...))
}

// drawBuf holds a narrated draw with room for the codes of two cards.
type drawBuf struct {
	d     Draw
	codes [2]string
}

// Public reports whether every seat may read the event.
func (e Event) Public() bool { return e.Audience == Everyone }

// Reads reports whether seat may read the event; seat -1 (an onlooker) reads
// only public events.
func (e Event) Reads(seat int) bool {
	if seat < 0 || seat >= 64 {
		return e.Public()
	}
	return e.Audience&bit(seat) != 0
}

// Say appends an event that every seat reads; codes are the rule codes
// text cites.
func (s *State) Say(text string, codes ...string) {
	if !s.imagined {
		s.log.add(Event{Text: text, Audience: Everyone}.Citing(codes...))
	}
}

// Imagined reports whether the state is a game a bot imagines from a
// seat's view (Determinize): no one reads its narration, so it keeps none,
// and rules may skip writing lines for it.
func (s *State) Imagined() bool { return s.imagined }

// Tell appends an event that only the given seats read; codes are the
// rule codes text cites.
func (s *State) Tell(audience uint64, text string, codes ...string) {
	if s.imagined {
		return
	}
	s.log.add(Event{Text: text, Audience: audience}.Citing(codes...))
}

// Log returns a copy of the whole log. It costs the length of the game:
// use [State.LogLen] and [State.LogSince] for the newest lines, and
// [State.View] for what a seat may read.
func (s *State) Log() []Event { return s.log.since(0) }

// LogLen is the number of events in the log.
func (s *State) LogLen() int { return s.log.len() }

// LogSince returns a copy of the events from index n on: the lines written
// since [State.LogLen] returned n.
func (s *State) LogSince(n int) []Event { return s.log.since(n) }

// AllSeats returns the audience of every seat of this game except those
// given.
func (s *State) AllSeats(except ...int) uint64 {
	var m uint64
	for i := range s.seats {
		m |= bit(i)
	}
	for _, e := range except {
		if e >= 0 && e < 64 {
			m &^= bit(e)
		}
	}
	return m
}
