package rules

import (
	"encoding/json"
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// Flow is where a round stands in the turn itself: what the turn owes, who
// must answer, what the effects of the cards played hold for the next
// turn, and what the seat to act did this turn. The turn core keeps it,
// so that no script keeps phase flags of its own; each mechanic keeps
// where the round stands for it in a part of its own (roundpart.go).
// Every field is public knowledge and every seat's view holds it. The
// state holds it as its core.FlowPart and saves it under "flow".
//
// The state that owns it changes it in place (flowRef); a copy made before
// a fork's first change shares nothing that is changed in place.
type Flow struct {
	// Duty is an obligation: Duty.Seat must answer with the verbs of the
	// declared duty Duty.Kind before anything else happens.
	Duty DutyDue `json:"duty"`
	// Again is true when the seat to act takes another turn when this one
	// ends (a king, in some games).
	Again bool `json:"again,omitempty"`
	// Skips counts the seats that lose their turn when the turn passes.
	Skips int `json:"skips,omitempty"`
	// LoseBy is 1 + the effect whose words narrate the seats skipped,
	// when the effect that skipped the last of them declares its own
	// (lose_say); 0 for the turn's.
	LoseBy int `json:"lose_by,omitempty"`
	// Owed counts the cards the next seat must draw when the turn passes
	// (draw penalties that add up, such as two twos).
	Owed int `json:"owed,omitempty"`
	// OwedBy is 1 + the effect whose reason is given with the owed cards,
	// when the effect that owed the last of them declares one (its why); 0
	// for the turn's owed_why.
	OwedBy int `json:"owed_by,omitempty"`
	// Drew counts the draws the seat to act made this turn (in a turn in
	// steps, a take or an opening of code counts too), and DrewCards
	// the cards they brought (fewer when the stock ran out).
	Drew      int `json:"drew,omitempty"`
	DrewCards int `json:"drew_cards,omitempty"`
	// Reign is 1 + the seat that holds an open-ended turn (a free
	// reign), or 0.
	Reign int `json:"reign,omitempty"`
	// Moves counts the moves of the current turn.
	Moves int `json:"moves,omitempty"`
}

// Duty is an obligation a seat must answer before play goes on.
type DutyDue struct {
	Kind int `json:"kind,omitempty"` // 1 + the index of the declared duty; 0 for none
	Seat int `json:"seat,omitempty"` // the seat that must answer
	By   int `json:"by,omitempty"`   // the seat whose move made it
	N    int `json:"n,omitempty"`    // a number the duty carries (cards to draw, a colour...)
	// Suit is the suit that was to be followed when the duty was imposed,
	// as 1 + its index in the deck's suits (0 for none), and Held how many
	// cards By held then (the bottom cards of its hand): what an answer
	// that judges the play may look at.
	Suit int `json:"suit,omitempty"`
	Held int `json:"held,omitempty"`
}

// flowOf returns where st's round stands, read only: change it through
// flowRef or setFlow.
func flowOf(st *core.State) *Flow {
	if f, ok := st.Flow().(*Flow); ok {
		return f
	}
	return &noFlow
}

// noFlow is where a round stands in a state the rules have not touched;
// never changed.
var noFlow Flow

// FlowOf returns where the round of a game of the engine stands, for a
// front end or binding to read.
func FlowOf(st *core.State) Flow { return *flowOf(st) }

// flowRef returns st's flow for the rules to change in place: st's own,
// copied first when st shares it with a copy of the game.
func flowRef(st *core.State) *Flow {
	f, ok := st.Flow().(*Flow)
	switch {
	case !ok:
		f = &Flow{}
	case !st.OwnsFlow():
		c := *f
		f = &c
	default:
		return f
	}
	st.SetFlow(f)
	return f
}

// setFlow replaces where st's round stands.
func setFlow(st *core.State, f Flow) { st.SetFlow(&f) }

// Fresh is the flow of a round about to begin (core.FlowPart).
func (f *Flow) Fresh() core.FlowPart { return &Flow{} }

// flowName is the name the core reads a saved flow under.
const flowName = "flow"

// readFlow reads a saved flow.
func readFlow(data json.RawMessage) (core.Part, error) {
	f := &Flow{}
	if err := json.Unmarshal(data, f); err != nil {
		return nil, err
	}
	return f, nil
}

// EndTurnFlow clears what belongs to one turn: what was drawn, the count
// of moves and any open-ended turn.
func (f *Flow) EndTurnFlow() {
	f.Drew, f.DrewCards, f.Reign, f.Moves = 0, 0, 0, 0
}

// Check refuses a saved flow that does not fit st (core.Part).
func (f *Flow) Check(st *core.State) error {
	for _, seat := range []int{f.Duty.Seat, f.Duty.By} {
		if seat < 0 || seat >= st.Seats() {
			return fmt.Errorf("it names seat %d, which does not exist", seat+1)
		}
	}
	if f.Skips < 0 || f.Owed < 0 || f.Drew < 0 || f.LoseBy < 0 || f.OwedBy < 0 || f.DrewCards < 0 || f.Reign < 0 || f.Reign > st.Seats() {
		return fmt.Errorf("it holds a number out of range")
	}
	return nil
}

// bit is seat's bit in a set of seats.
func bit(seat int) uint64 { return 1 << uint(seat) }
