package core

// Everyone is the audience of a public event.
const Everyone = ^uint64(0)

// Event is one line of the narrated log, with the seats that may read it.
type Event struct {
	Text     string `json:"text"`
	Audience uint64 `json:"audience"` // bit i: seat i may read it; Everyone for a public event
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

// Say appends an event that every seat reads.
func (s *State) Say(text string) { s.log = append(s.log, Event{Text: text, Audience: Everyone}) }

// Tell appends an event that only the given seats read.
func (s *State) Tell(audience uint64, text string) {
	s.log = append(s.log, Event{Text: text, Audience: audience})
}

// Log returns the whole log (read only). Use [State.View] for what a seat
// may read.
func (s *State) Log() []Event { return s.log }

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
