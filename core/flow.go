package core

import (
	"encoding/json"
	"fmt"
)

// A FlowPart is the turn core's record of where a round stands: what the
// turn owes, which window is open, what is to be beaten. The rules that
// keep it define it; the state holds it opaquely in a slot of its own, as
// it holds the mechanics' parts (part.go), and saves it under "flow".
// Unlike a part, the flow is changed in place by the state that owns it
// (see [State.OwnsFlow]), since it changes with nearly every move.
type FlowPart interface {
	Part
	// Fresh returns the flow of a round about to begin: what NewRound
	// leaves in the slot.
	Fresh() FlowPart
}

// flowName is the name a flow is saved and read under.
const flowName = "flow"

// Flow returns where the round stands, as the rules keep it, or nil when
// they keep nothing.
func (s *State) Flow() FlowPart { return s.flow }

// OwnsFlow reports whether the state alone holds its flow, so that it may
// be changed in place. After a fork or a clone neither state does: the
// first to change it puts a copy in with [State.SetFlow].
func (s *State) OwnsFlow() bool { return s.flowGen == s.gen }

// SetFlow replaces where the round stands; the state owns the new flow.
func (s *State) SetFlow(f FlowPart) { s.flow, s.flowGen = f, s.gen }

// restoreFlow reads a saved flow with read and checks it.
func (s *State) restoreFlow(data json.RawMessage, read PartReader) error {
	if len(data) == 0 {
		return nil
	}
	if read == nil {
		return fmt.Errorf("saved game: it holds a flow that this game does not know")
	}
	p, err := read(flowName, data)
	if err != nil {
		return fmt.Errorf("saved game: the flow: %w", err)
	}
	f, ok := p.(FlowPart)
	if !ok {
		return fmt.Errorf("saved game: the flow was read as a part that is no flow")
	}
	if err := f.Check(s); err != nil {
		return fmt.Errorf("saved game: the flow: %w", err)
	}
	s.SetFlow(f)
	return nil
}
