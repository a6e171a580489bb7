package taking

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
)

// followPart is where a hand of tricks stands: a core.Part, saved as the
// part "follow".
type followPart struct {
	Leader int   `json:"leader"`           // the seat that led the trick under way
	Led    int   `json:"led,omitempty"`    // 1 + the suit led, 0 before a lead
	Tricks []int `json:"tricks"`           // the tricks each seat took this hand
	Broken bool  `json:"broken,omitempty"` // the suit that must be broken was played
}

// first reports whether the trick under way is the hand's first.
func (p *followPart) first() bool {
	for _, n := range p.Tricks {
		if n > 0 {
			return false
		}
	}
	return true
}

// AppendKey implements core.Part.
func (p *followPart) AppendKey(b []byte) []byte {
	b = append(b, byte(p.Leader), byte(p.Led))
	if p.Broken {
		b = append(b, 1)
	}
	for _, n := range p.Tricks {
		b = append(b, byte(n))
	}
	return b
}

// Check implements core.Part.
func (p *followPart) Check(s *core.State) error {
	if p.Leader < 0 || p.Leader >= s.Seats() || len(p.Tricks) != s.Seats() || p.Led < 0 || p.Led > len(s.Deck().Suits()) {
		return fmt.Errorf("a trick names a seat or a suit that does not exist")
	}
	return nil
}

// ReadFollowPart reads the part a hand of tricks keeps from a save.
func ReadFollowPart(data json.RawMessage) (core.Part, error) {
	var p followPart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// part is where the hand stands in st: a new hand, led by the seat to
// act, when none is under way.
func (f *followMech) part(st *core.State) *followPart {
	if p, ok := st.Part(doesFollow).(*followPart); ok {
		return p
	}
	return &followPart{Leader: st.Turn().Current, Tricks: make([]int, st.Seats())}
}

// changing returns the trick's part to change in place: the state's own,
// or else a copy the state now holds (core.State.OwnsPart), so that a
// play allocates nothing once its game owns the part.
func (f *followMech) changing(st *core.State) (*followPart, error) {
	if st.OwnsPart(doesFollow) {
		return f.part(st), nil
	}
	p := *f.part(st)
	p.Tricks = slices.Clone(p.Tricks)
	return &p, st.SetPart(doesFollow, &p)
}

// tricksOf is the tricks each seat took this hand.
func tricksOf(st *core.State) []int {
	if p, ok := st.Part(doesFollow).(*followPart); ok {
		return p.Tricks
	}
	return make([]int, st.Seats())
}
