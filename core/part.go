package core

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
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

// PartReader reads the saved part of that name into its value; it is
// given to [RestoreParts] by whoever put the part in the state.
type PartReader func(name string, data json.RawMessage) (Part, error)

// maxParts bounds how many parts a state may hold.
const maxParts = 64

// heldPart is a part as the state holds it, with the mark of the state
// that set it: while that is still the state's own mark (no clone, fork or
// view since), no other state or view shares the part.
type heldPart struct {
	p   Part
	gen *owner
}

// Part returns the part of that name, or nil.
func (s *State) Part(name string) Part { return s.parts[name].p }

// OwnsPart reports whether the state alone holds the part of that name,
// set by [State.SetPart] since the state was last cloned, forked or viewed:
// then the rules that set it may change it in place instead of setting a
// changed copy, as nothing else reads it. After a clone, a fork or a view
// it is shared again until set anew.
func (s *State) OwnsPart(name string) bool {
	e, ok := s.parts[name]
	return ok && e.gen == s.gen && s.partsGen == s.gen
}

// SetPart replaces the part of that name (nil removes it); the state owns
// the new part. The state may share its map of parts with its copies and
// views: it copies the map before its first change since, and changes its
// own copy in place.
func (s *State) SetPart(name string, p Part) error {
	if name == "" {
		return fmt.Errorf("a part needs a name")
	}
	if _, ok := s.parts[name]; !ok && p != nil && len(s.parts) >= maxParts {
		return fmt.Errorf("a state may hold at most %d parts", maxParts)
	}
	if s.partsGen != s.gen || s.parts == nil {
		m := make(map[string]heldPart, len(s.parts)+1)
		for k, e := range s.parts {
			m[k] = heldPart{p: e.p} // shared with the copies: owned by none
		}
		s.parts, s.partsGen = m, s.gen
	}
	if p == nil {
		delete(s.parts, name)
	} else {
		s.parts[name] = heldPart{p: p, gen: s.gen}
	}
	if len(s.parts) == 0 {
		s.parts = nil
	}
	return nil
}

// partsView returns the parts for a view, which from then on shares them.
func (s *State) partsView() map[string]Part {
	if len(s.parts) == 0 {
		return nil
	}
	out := make(map[string]Part, len(s.parts))
	for k, e := range s.parts {
		out[k] = e.p
	}
	s.partsGen = nil // the view reads the parts: none is the state's alone until set anew
	return out
}

// PartNames returns the names of the parts the state holds, sorted.
func (s *State) PartNames() []string {
	return slices.Sorted(maps.Keys(s.parts))
}

// AppendPartsKey appends the key of the flow, then of every part in the
// order of their names.
func (s *State) AppendPartsKey(b []byte) []byte {
	if s.flow != nil {
		b = s.flow.AppendKey(b)
	}
	for _, name := range s.PartNames() {
		b = append(b, name...)
		b = append(b, 0)
		b = s.parts[name].p.AppendKey(b)
	}
	return b
}

// savedParts writes each part for a save, or nil when there are none.
func (s *State) savedParts() (map[string]json.RawMessage, error) {
	if len(s.parts) == 0 {
		return nil, nil
	}
	out := make(map[string]json.RawMessage, len(s.parts))
	for name, e := range s.parts {
		data, err := json.Marshal(e.p)
		if err != nil {
			return nil, fmt.Errorf("save part %s: %w", name, err)
		}
		out[name] = data
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
