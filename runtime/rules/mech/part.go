package mech

import (
	"encoding/binary"
	"encoding/json"
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// The parts a mechanic keeps for one round. A mechanic that keeps where
// the round stands for it (the window to catch a missed call, the suit
// named, the play to beat, the melds on the table) keeps it in a part of
// its own, a plain struct T under a name: read as a value (the zero value
// while absent), changed in place once the state owns it, saved only while
// it holds something (core.Vacant) and dropped when a new round begins
// (core.RoundPart).

// RoundPart is what the part of a round a mechanic keeps must be: a
// pointer to its struct, a core.RoundPart, that says when it holds nothing
// (core.Vacant).
type RoundPart[T any] interface {
	*T
	core.RoundPart
	core.Vacant
}

// PartKey names the part of a round of type T a mechanic keeps.
type PartKey[T any, P RoundPart[T]] string

// Of returns the part in st, read only: the zero value when st holds none.
func (k PartKey[T, P]) Of(st *core.State) T {
	if p, ok := st.Part(string(k)).(P); ok {
		return *p
	}
	var zero T
	return zero
}

// Ref returns the part in st for the rules to change in place: st's own,
// copied first when st shares it with a copy of the game, made when st
// holds none.
func (k PartKey[T, P]) Ref(st *core.State) P {
	held, owned := st.OwnedPart(string(k))
	p, _ := held.(P)
	if p != nil && owned {
		return p
	}
	c := P(new(T))
	if p != nil {
		*c = *p
	}
	_ = st.SetPart(string(k), c) // a state holds few parts: never more than it may
	return c
}

// Read reads the part from a save.
func (k PartKey[T, P]) Read(data json.RawMessage) (core.Part, error) {
	p := P(new(T))
	if err := json.Unmarshal(data, p); err != nil {
		return nil, fmt.Errorf("part %s: %w", string(k), err)
	}
	return p, nil
}

// AppendInts appends ns to a part's key (core.Part's AppendKey): its
// length, then each number.
func AppendInts(b []byte, ns []int) []byte {
	b = binary.AppendUvarint(b, uint64(len(ns)))
	for _, n := range ns {
		b = binary.AppendVarint(b, int64(n))
	}
	return b
}
