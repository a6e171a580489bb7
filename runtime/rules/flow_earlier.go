package rules

import (
	"encoding/json"
	"fmt"

	"github.com/rulerun/rulerun/runtime/rules/calling"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/climbing"
	"github.com/rulerun/rulerun/runtime/rules/melding"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// A game saved before each mechanic kept its part of the round (roundpart.go)
// keeps that state in its flow. Restore reads it there and gives each
// mechanic its part, so that a table saved by an earlier rulerun resumes
// where it stood: the window to catch a missed call, the play to beat, the
// melds on the table. Only the narration's words of a skip or an owed draw
// are not carried over: the turn's are used.

// earlierFlow is what a saved flow held of the mechanics' state.
type earlierFlow struct {
	Window   Window               `json:"window"`
	Trick    climbing.TrickToBeat `json:"trick"`
	Stack    int                  `json:"stack"`
	Jump     int                  `json:"jump"`
	Named    int                  `json:"named"`
	Called   uint64               `json:"called"`
	Offences []int                `json:"offences"`
	Tried    []uint64             `json:"tried"`
	Melds    [][]core.MeldCard    `json:"melds"`
	Melded   uint64               `json:"melded"`
	Took     int                  `json:"took"`
	EndWith  int                  `json:"end_with"`
}

// earlierPart is one mechanic's part of what an earlier flow held.
type earlierPart struct {
	name string
	part core.Part
}

// readEarlier reads what a saved flow holds of the mechanics' state: each
// mechanic's part that holds something, in the order of their names; none
// for a flow saved by this rulerun.
func readEarlier(data json.RawMessage) ([]earlierPart, error) {
	var e earlierFlow
	if err := json.Unmarshal(data, &e); err != nil {
		return nil, err
	}
	var out []earlierPart
	for _, p := range []earlierPart{
		{string(calling.Key), &calling.Part{Window: e.Window, Called: e.Called, Offences: e.Offences}},
		{string(shedding.JumpKey), &shedding.JumpPart{Seat: e.Jump}},
		{melding.PartName, melding.EarlierPart(e.Melds, e.Melded)},
		{string(named), &namedPart{Suit: e.Named}},
		{string(shedding.StackKey), &shedding.StackPart{Cards: e.Stack}},
		{string(shedding.TakeKey), &shedding.TakePart{Took: e.Took, EndWith: e.EndWith}},
		{string(climbing.ToBeatOf), &e.Trick},
		{string(shedding.TriedKey), &shedding.TriedPart{Suits: e.Tried}},
	} {
		if !p.part.(core.Vacant).Vacant() {
			out = append(out, p)
		}
	}
	return out, nil
}

// adopt gives each mechanic its part, checked against st.
func adopt(st *core.State, parts []earlierPart) error {
	for _, p := range parts {
		if err := p.part.Check(st); err != nil {
			return err
		}
		if err := st.SetPart(p.name, p.part); err != nil {
			return err
		}
	}
	return nil
}

// RestoreState reads a state saved by a game of the engine (core.State's
// MarshalJSON), its mechanics' parts with ReadPart, and gives each
// mechanic its part of a flow saved by an earlier rulerun.
func RestoreState(data []byte, deck *core.Deck) (*core.State, error) {
	st, err := core.RestoreParts(data, deck, ReadPart)
	if err != nil {
		return nil, err
	}
	var saved struct {
		Flow json.RawMessage `json:"flow"`
	}
	if err := json.Unmarshal(data, &saved); err != nil || saved.Flow == nil {
		return st, nil // RestoreParts read it: a state without a flow
	}
	parts, err := readEarlier(saved.Flow)
	if err != nil {
		return st, err
	}
	if err := adopt(st, parts); err != nil {
		return nil, fmt.Errorf("saved game: flow: %w", err)
	}
	return st, nil
}
