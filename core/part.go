package core

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// A Part is one mechanic's own part of a game's state, such as the trick
// under way and the tricks each seat has won. The state holds it by name
// and knows nothing of what it means: it saves, restores, clones, keys and
// shows it whole. A part is a value that is replaced, not changed in
// place, so a clone or a fork shares it; only a part the state alone holds
// (see [State.OwnsPart]) may be changed in place by the rules that set it.
// Every part is public knowledge: each seat's view holds it.
type Part interface {
	// AppendKey appends to b a compact encoding of everything the part
	// holds, the same for equal parts, for telling game positions apart.
	AppendKey(b []byte) []byte
	// Check refuses a part read from a save that does not fit the state
	// (a seat that does not exist, a number out of range).
	Check(s *State) error
}

// A Vacant part says when it holds nothing: such a part is kept in the
// state, ready to be changed in place, but saved and keyed as if it were
// not there, so that a state that held it once and one that never did are
// saved alike.
type Vacant interface {
	// Vacant reports whether the part holds nothing now.
	Vacant() bool
}

// vacant reports whether p is a part that holds nothing now.
func vacant(p Part) bool {
	v, ok := p.(Vacant)
	return ok && v.Vacant()
}

// A RoundPart is a part that belongs to one round: [State.NewRound] drops
// it, as it clears the flow (the window to catch a missed call, the play
// to beat, the melds on the table).
type RoundPart interface {
	Part
	// OfRound marks the part as the round's.
	OfRound()
}

// dropRoundParts removes the parts that belong to the round.
func (s *State) dropRoundParts() {
	for i := len(s.parts) - 1; i >= 0; i-- {
		if _, ok := s.parts[i].p.(RoundPart); ok {
			_ = s.SetPart(s.parts[i].name, nil)
		}
	}
}

// PartReader reads the saved part of that name into its value; it is
// given to [RestoreParts] by whoever put the part in the state.
type PartReader func(name string, data json.RawMessage) (Part, error)

// maxParts bounds how many parts a state may hold.
const maxParts = 64

// heldPart is a part as the state holds it: its name, and the mark of the
// state that set it; while that is still the state's own mark (no clone,
// fork or view since), no other state or view shares the part. A state's
// parts are few, kept in a slice sorted by name: looking one up compares
// a few strings instead of hashing one.
type heldPart struct {
	name string
	p    Part
	gen  *owner
}

// Part returns the part of that name, or nil.
func (s *State) Part(name string) Part {
	if i := s.partAt(name); i >= 0 {
		return s.parts[i].p
	}
	return nil
}

// partAt is the index of the part of that name, or -1.
func (s *State) partAt(name string) int {
	for i := range s.parts {
		if s.parts[i].name == name {
			return i
		}
	}
	return -1
}

// OwnsPart reports whether the state alone holds the part of that name,
// set by [State.SetPart] since the state was last cloned, forked or viewed:
// then the rules that set it may change it in place instead of setting a
// changed copy, as nothing else reads it. After a clone, a fork or a view
// it is shared again until set anew.
func (s *State) OwnsPart(name string) bool {
	i := s.partAt(name)
	return i >= 0 && s.parts[i].gen == s.gen && s.partsGen == s.gen
}

// OwnedPart returns the part of that name (nil when there is none) and
// whether the state alone holds it ([State.OwnsPart]), in one look-up.
func (s *State) OwnedPart(name string) (Part, bool) {
	i := s.partAt(name)
	if i < 0 {
		return nil, false
	}
	return s.parts[i].p, s.parts[i].gen == s.gen && s.partsGen == s.gen
}

// SetPart replaces the part of that name (nil removes it); the state owns
// the new part. The state may share its parts with its copies and views:
// it copies the list before its first change since, and changes its own
// copy in place.
func (s *State) SetPart(name string, p Part) error {
	if name == "" {
		return fmt.Errorf("a part needs a name")
	}
	i := s.partAt(name)
	if i < 0 && p != nil && len(s.parts) >= maxParts {
		return fmt.Errorf("a state may hold at most %d parts", maxParts)
	}
	if s.partsGen != s.gen {
		own := make([]heldPart, len(s.parts), len(s.parts)+2)
		for j, e := range s.parts {
			own[j] = heldPart{name: e.name, p: e.p} // shared with the copies: owned by none
		}
		s.parts, s.partsGen = own, s.gen
	}
	switch {
	case p == nil && i >= 0:
		s.parts = slices.Delete(s.parts, i, i+1)
	case p == nil:
	case i >= 0:
		s.parts[i] = heldPart{name: name, p: p, gen: s.gen}
	default:
		at, _ := slices.BinarySearchFunc(s.parts, name, func(e heldPart, n string) int { return strings.Compare(e.name, n) })
		if len(s.parts) == cap(s.parts) {
			s.parts = slices.Grow(s.parts, max(4, len(s.parts))) // a game sets its few parts with one growth
		}
		s.parts = slices.Insert(s.parts, at, heldPart{name: name, p: p, gen: s.gen})
	}
	return nil
}

// partsView returns the parts for a view, which from then on shares them.
func (s *State) partsView() map[string]Part {
	if len(s.parts) == 0 {
		return nil
	}
	out := make(map[string]Part, len(s.parts))
	for _, e := range s.parts {
		out[e.name] = e.p
	}
	s.partsGen = nil // the view reads the parts: none is the state's alone until set anew
	return out
}

// PartNames returns the names of the parts the state holds, sorted.
func (s *State) PartNames() []string {
	names := make([]string, len(s.parts))
	for i, e := range s.parts {
		names[i] = e.name
	}
	return names
}

// AppendPartsKey appends the key of the flow, then of every part in the
// order of their names.
func (s *State) AppendPartsKey(b []byte) []byte {
	if s.flow != nil {
		b = s.flow.AppendKey(b)
	}
	for _, e := range s.parts {
		if vacant(e.p) {
			continue
		}
		b = append(b, e.name...)
		b = append(b, 0)
		b = e.p.AppendKey(b)
	}
	return b
}

// savedParts writes each part for a save, or nil when there are none.
func (s *State) savedParts() (map[string]json.RawMessage, error) {
	var out map[string]json.RawMessage
	for _, e := range s.parts {
		if vacant(e.p) {
			continue
		}
		if out == nil {
			out = make(map[string]json.RawMessage, len(s.parts))
		}
		data, err := json.Marshal(e.p)
		if err != nil {
			return nil, fmt.Errorf("save part %s: %w", e.name, err)
		}
		out[e.name] = data
	}
	return out, nil
}

// restoreParts reads saved parts with read and checks each.
func (s *State) restoreParts(saved map[string]json.RawMessage, read PartReader) error {
	for _, name := range slices.Sorted(maps.Keys(saved)) {
		if read == nil {
			return fmt.Errorf("saved game: it holds a part %q that this game does not know", name)
		}
		p, err := read(name, saved[name])
		if err != nil {
			return fmt.Errorf("saved game: part %s: %w", name, err)
		}
		if err := p.Check(s); err != nil {
			return fmt.Errorf("saved game: part %s: %w", name, err)
		}
		if err := s.SetPart(name, p); err != nil {
			return fmt.Errorf("saved game: %w", err)
		}
	}
	return nil
}
