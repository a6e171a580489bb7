package shedding

import (
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Answers that failed: an answer of a duty with a pile that leaves the same
// card on top of the pile failed (a wrong guess). The suit it named is
// recorded in the part TriedKey, and the duty may forbid naming it again
// for that card; an answer that takes the card clears the record. The
// duties are the turn core's, which records each answer here.

// TriedPart marks, for seat i at index i, the suits (bit j for suit j) its
// answers named that failed to take the card on top of its duty's pile,
// until one takes it: a core.RoundPart. Replaced whole, never changed in
// place, so that copies of the part may share it.
type TriedPart struct {
	Suits []uint64 `json:"suits"`
}

// TriedKey is the name of the part of the failed answers.
const TriedKey mech.PartKey[TriedPart, *TriedPart] = "tried"

// AppendKey implements core.Part.
func (t *TriedPart) AppendKey(b []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(t.Suits)))
	for _, s := range t.Suits {
		b = binary.AppendUvarint(b, s)
	}
	return b
}

// Check refuses saved marks for more seats than the game has (core.Part).
func (t *TriedPart) Check(st *core.State) error {
	if len(t.Suits) > st.Seats() {
		return fmt.Errorf("it marks %d seats, of %d", len(t.Suits), st.Seats())
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*TriedPart) OfRound() {}

// Vacant implements core.Vacant: no failed answer marked.
func (t *TriedPart) Vacant() bool {
	return !slices.ContainsFunc(t.Suits, func(s uint64) bool { return s != 0 })
}

// Tried returns the suits (bit j for suit j) seat's failed answers named in
// st, by seat, for a binding to read; nil when none failed.
func Tried(st *core.State) []uint64 {
	if t := TriedKey.Of(st); !t.Vacant() {
		return t.Suits
	}
	return nil
}

// WasTried reports whether seat's failed answers named suit in st.
func WasTried(st *core.State, seat, suit int) bool {
	t := TriedKey.Of(st).Suits
	return seat < len(t) && suit >= 0 && t[seat]&(1<<uint(suit)) != 0
}

// RecordAnswer records in st the outcome of seat's answer naming suit (or
// -1): whether it failed, leaving the card on top of its duty's pile. A
// failed answer marks the suit; one that took the card clears seat's
// marks.
func RecordAnswer(st *core.State, seat, suit int, failed bool) {
	old := TriedKey.Of(st).Suits
	var was, now uint64
	if seat < len(old) {
		was = old[seat]
	}
	if failed {
		now = was
		if suit >= 0 {
			now |= 1 << uint(suit)
		}
	}
	if now == was {
		return // the record stands: no copy of it
	}
	marks := slices.Clone(old)
	for len(marks) < st.Seats() {
		marks = append(marks, 0)
	}
	marks[seat] = now
	TriedKey.Ref(st).Suits = marks
}
