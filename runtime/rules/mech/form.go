package mech

import "github.com/rulerun/rulerun/core/notation"

// SeatSlot is the first slot of a form that holds a seat, or -1.
func SeatSlot(f *notation.Form) int {
	for i, s := range f.Slots {
		if s.Type == notation.Seat {
			return i
		}
	}
	return -1
}
