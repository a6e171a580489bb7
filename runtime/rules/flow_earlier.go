package rules

import (
	"encoding/json"
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// A game saved before each mechanic kept its part of the round (roundpart.go)
// keeps that state in its flow. Restore reads it there and gives each
// mechanic its part, so that a table saved by an earlier rulerun resumes
// where it stood: the window to catch a missed call, the play to beat, the
// melds on the table. Only the narration's words of a skip or an owed draw
// are not carried over: the turn's are used.

// earlierFlow is what a saved flow held of the mechanics' state.
type earlierFlow struct {
	Window   Window            `json:"window"`
	Trick    TrickToBeat       `json:"trick"`
	Stack    int               `json:"stack"`
	Jump     int               `json:"jump"`
	Named    int               `json:"named"`
	Called   uint64            `json:"called"`
	Offences []int             `json:"offences"`
	Tried    []uint64          `json:"tried"`
	Melds    [][]core.MeldCard `json:"melds"`
	Melded   uint64            `json:"melded"`
	Took     int               `json:"took"`
	EndWith  int               `json:"end_with"`
}

// readEarlier reads what a saved flow holds of the mechanics' state, or nil
// when it holds none (a flow saved by this rulerun).
func readEarlier(data json.RawMessage) (*earlierFlow, error) {
	var e earlierFlow
	if err := json.Unmarshal(data, &e); err != nil {
		return nil, err
	}
	held := []core.Vacant{&callPart{Window: e.Window, Called: e.Called, Offences: e.Offences}, &e.Trick,
		&stackPart{Cards: e.Stack}, &jumpPart{Seat: e.Jump}, &namedPart{Suit: e.Named}, &triedPart{Suits: e.Tried},
		&meldsPart{Melds: e.Melds, Melded: e.Melded}, &takePart{Took: e.Took, EndWith: e.EndWith}}
	for _, p := range held {
		if !p.Vacant() {
			return &e, nil
		}
	}
	return nil, nil
}

// adopt gives each mechanic its part of what an earlier flow held, and
// checks each against st.
func (e *earlierFlow) adopt(st *core.State) error {
	parts := map[string]core.Part{
		string(callOf):   &callPart{Window: e.Window, Called: e.Called, Offences: e.Offences},
		string(toBeatOf): &e.Trick,
		string(stackOf):  &stackPart{Cards: e.Stack},
		string(jumpOf):   &jumpPart{Seat: e.Jump},
		string(named):    &namedPart{Suit: e.Named},
		string(triedOf):  &triedPart{Suits: e.Tried},
		string(meldsOf):  &meldsPart{Melds: e.Melds, Melded: e.Melded},
		string(takeOf):   &takePart{Took: e.Took, EndWith: e.EndWith},
	}
	for _, name := range []string{string(callOf), string(jumpOf), string(meldsOf), string(named), string(stackOf), string(takeOf), string(toBeatOf), string(triedOf)} {
		p := parts[name]
		if p.(core.Vacant).Vacant() {
			continue
		}
		if err := p.Check(st); err != nil {
			return err
		}
		if err := st.SetPart(name, p); err != nil {
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
	e, err := readEarlier(saved.Flow)
	if err != nil || e == nil {
		return st, err
	}
	if err := e.adopt(st); err != nil {
		return nil, fmt.Errorf("saved game: flow: %w", err)
	}
	return st, nil
}
