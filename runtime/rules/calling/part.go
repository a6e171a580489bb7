package calling

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Window is a time in which seats other than the one to act may answer out
// of turn: the window to catch a seat that missed the call.
type Window struct {
	Kind    int    `json:"kind,omitempty"`    // 1 + the index of the declared window; 0 when closed
	Subject int    `json:"subject,omitempty"` // the seat the window is about (who missed the call)
	Seats   uint64 `json:"seats,omitempty"`   // the seats that may act in it, bit i for seat i
}

// Open reports whether the window is open.
func (w Window) Open() bool { return w.Kind != 0 }

// Lets reports whether seat may act in the window.
func (w Window) Lets(seat int) bool { return w.Kind != 0 && w.Seats&bit(seat) != 0 }

// Part is where the call stands in a round: who said it this turn, the
// window to catch a seat that did not, and the calls missed and caught: a
// core.RoundPart.
type Part struct {
	// Window is an open window to catch a missed call.
	Window Window `json:"window"`
	// Called marks the seats that made the call during the current turn,
	// bit i for seat i.
	Called uint64 `json:"called,omitempty"`
	// Offences counts the calls missed and caught: over the round at index
	// 0, or for seat i at index i+1. It is replaced whole, never changed
	// in place, so that copies of the part may share it.
	Offences []int `json:"offences,omitempty"`
}

// Key is the name of the call's part.
const Key mech.PartKey[Part, *Part] = "call"

// AppendKey implements core.Part.
func (c *Part) AppendKey(b []byte) []byte {
	for _, n := range []uint64{uint64(c.Window.Kind), uint64(c.Window.Subject), c.Window.Seats, c.Called} {
		b = binary.AppendUvarint(b, n)
	}
	return mech.AppendInts(b, c.Offences)
}

// Check refuses a saved part that names a seat the game lacks
// (core.Part).
func (c *Part) Check(st *core.State) error {
	if c.Window.Subject < 0 || c.Window.Subject >= st.Seats() || c.Window.Kind < 0 {
		return fmt.Errorf("its window names seat %d, which does not exist", c.Window.Subject+1)
	}
	return nil
}

// OfRound implements core.RoundPart: a new round begins with no call.
func (*Part) OfRound() {}

// Vacant implements core.Vacant: no window open, no call said, no offence.
func (c *Part) Vacant() bool { return !c.Window.Open() && c.Called == 0 && len(c.Offences) == 0 }

// Missed is the seat that may be caught for a missed call in st, and
// whether there is one: for a binding or a front end to read.
func Missed(st *core.State) (int, bool) {
	w := Key.Of(st).Window
	return w.Subject, w.Open()
}

// closeWindow closes the window to catch a missed call.
func closeWindow(st *core.State) {
	Key.Ref(st).Window = Window{}
}

func bit(seat int) uint64 { return 1 << uint(seat) }
