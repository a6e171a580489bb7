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
// shows it whole. A part is a value that is replaced, never changed in
// place, so a clone or a fork shares it. Every part is public knowledge:
// each seat's view holds it.
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

// Part returns the part of that name, or nil.
func (s *State) Part(name string) Part { return s.parts[name] }

// SetPart replaces the part of that name (nil removes it). The state may
// share its map of parts with its copies and views: it copies the map
// before its first change since, and changes its own copy in place.
func (s *State) SetPart(name string, p Part) error {
	if name == "" {
		return fmt.Errorf("a part needs a name")
	}
	if _, ok := s.parts[name]; !ok && p != nil && len(s.parts) >= maxParts {
		return fmt.Errorf("a state may hold at most %d parts", maxParts)
	}
	if s.partsGen == s.gen && s.parts != nil {
		if p == nil {
			delete(s.parts, name)
		} else {
			s.parts[name] = p
		}
		return nil
	}
	m := maps.Clone(s.parts)
	if m == nil {
		m = map[string]Part{}
	}
	if p == nil {
		delete(m, name)
	} else {
		m[name] = p
	}
	if len(m) == 0 {
		m = nil
	}
	s.parts, s.partsGen = m, s.gen
	return nil
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
		b = s.parts[name].AppendKey(b)
	}
	return b
}

// savedParts writes each part for a save, or nil when there are none.
func (s *State) savedParts() (map[string]json.RawMessage, error) {
	if len(s.parts) == 0 {
		return nil, nil
	}
	out := make(map[string]json.RawMessage, len(s.parts))
	for name, p := range s.parts {
		data, err := json.Marshal(p)
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
