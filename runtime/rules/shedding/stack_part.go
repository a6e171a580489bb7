package shedding

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// StackPart is the total a stacked draw penalty holds against the seat to
// act: a core.RoundPart.
type StackPart struct {
	// Cards is how many cards the seat to act draws, unless it plays a
	// card that adds to them and passes the total on.
	Cards int `json:"cards"`
}

// StackKey is the name of the part of the total held.
const StackKey mech.PartKey[StackPart, *StackPart] = "stack"

// Stacked is the total held against the seat to act in st, or 0: for a
// binding or a front end to read.
func Stacked(st *core.State) int { return StackKey.Of(st).Cards }

// StackOn adds cards, a stacking effect's, to the total held in st.
func StackOn(st *core.State, cards int) { StackKey.Ref(st).Cards += cards }

// AppendKey implements core.Part.
func (s *StackPart) AppendKey(b []byte) []byte { return binary.AppendVarint(b, int64(s.Cards)) }

// Check refuses a saved total below 0 (core.Part).
func (s *StackPart) Check(*core.State) error {
	if s.Cards < 0 {
		return fmt.Errorf("it holds %d cards", s.Cards)
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*StackPart) OfRound() {}

// Vacant implements core.Vacant: no total is held.
func (s *StackPart) Vacant() bool { return s.Cards == 0 }
