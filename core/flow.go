package core

import "fmt"

// Flow is where a round stands in the structure its rules declare: what the
// turn owes, who must answer, which out-of-turn window is open and what
// play is to be beaten. The rules adapter keeps it, so that no script keeps
// phase flags of its own; every field is public knowledge and every seat's
// view holds it.
//
// It is a plain value whose one slice is replaced, never changed in place,
// so a clone or a fork copies it whole.
type Flow struct {
	// Duty is an obligation: Duty.Seat must answer with the verbs of the
	// declared duty Duty.Kind before anything else happens.
	Duty Duty `json:"duty"`
	// Window is an open out-of-turn window, such as catching a missed call.
	Window Window `json:"window"`
	// Trick is the play to beat, while a trick is under way.
	Trick Trick `json:"trick"`
	// Again is true when the seat to act takes another turn when this one
	// ends (a king, in some games).
	Again bool `json:"again,omitempty"`
	// Skips counts the seats that lose their turn when the turn passes.
	Skips int `json:"skips,omitempty"`
	// Owed counts the cards the next seat must draw when the turn passes
	// (draw penalties that add up, such as stacked twos).
	Owed int `json:"owed,omitempty"`
	// Stack counts the cards a stacked draw penalty holds against the seat
	// to act: it draws them, or plays a card that adds to them and passes
	// the total on.
	Stack int `json:"stack,omitempty"`
	// Jump is 1 + the seat whose play the other seats may jump in on, out
	// of turn, with an identical card, until the next action; 0 when none
	// may.
	Jump int `json:"jump,omitempty"`
	// Named is the suit a play named (an eight, a wild), as 1 + its index in
	// the deck's suits; 0 when none is named.
	Named int `json:"named,omitempty"`
	// Called marks the seats that made the declared call (such as "uno")
	// during the current turn, bit i for seat i.
	Called uint64 `json:"called,omitempty"`
	// Drew counts the draws the seat to act made this turn, and DrewCards
	// the cards they brought (fewer when the stock ran out).
	Drew      int `json:"drew,omitempty"`
	DrewCards int `json:"drew_cards,omitempty"`
	// Reign is 1 + the seat that holds an open-ended turn (a free
	// reign), or 0.
	Reign int `json:"reign,omitempty"`
	// Moves counts the moves of the current turn.
	Moves int `json:"moves,omitempty"`
	// Offences counts the calls missed and caught: over the game at index
	// 0, or for seat i at index i+1. It is replaced whole, never changed in
	// place, so that copies of the flow may share it.
	Offences []int `json:"offences,omitempty"`
	// Tried marks, for seat i at index i, the suits (bit j for suit j) its
	// answers named that failed to take the card on top of its duty's pile
	// (wrong guesses), until one takes it. Replaced whole, like Offences.
	Tried []uint64 `json:"tried,omitempty"`
	// Melds are the melds laid in the shared area of a game of melds (a
	// rummy's Community), in the order laid: meld n lies in its own pile,
	// and its entry here says which card each wild stands for. Replaced
	// whole, like Offences; the melds it holds are never changed in place.
	Melds [][]MeldCard `json:"melds,omitempty"`
	// Melded marks the seats that have laid a meld of their own this
	// round, bit i for seat i.
	Melded uint64 `json:"melded,omitempty"`
	// Took is 1 + the card kind the seat to act took from a pile this turn
	// (the top discard), or 0.
	Took int `json:"took,omitempty"`
	// EndWith is 1 + the verb that bound the seat to act to end its turn
	// with a particular verb (taking the whole discard pile binds it to
	// discard), or 0.
	EndWith int `json:"end_with,omitempty"`
}

// Duty is an obligation a seat must answer before play goes on.
type Duty struct {
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

// Window is a time in which seats other than the one to act may answer out
// of turn.
type Window struct {
	Kind    int    `json:"kind,omitempty"`    // 1 + the index of the declared window; 0 when closed
	Subject int    `json:"subject,omitempty"` // the seat the window is about (who missed the call)
	Seats   uint64 `json:"seats,omitempty"`   // the seats that may act in it, bit i for seat i
}

// Trick is the play to beat in a climbing game.
type Trick struct {
	Kind int `json:"kind,omitempty"` // 1 + the index of the play's kind; 0 when the trick is empty
	Size int `json:"size,omitempty"` // how many cards it has; they are on top of the table pile
	Seat int `json:"seat,omitempty"` // who made it
}

// Open reports whether the window is open.
func (w Window) Open() bool { return w.Kind != 0 }

// Lets reports whether seat may act in the window.
func (w Window) Lets(seat int) bool { return w.Kind != 0 && w.Seats&bit(seat) != 0 }

// Flow returns where the round stands (read only; change it with SetFlow).
func (s *State) Flow() Flow { return s.flow }

// FlowRef returns the flow for the rules adapter to change in place.
func (s *State) FlowRef() *Flow { return &s.flow }

// SetFlow replaces where the round stands.
func (s *State) SetFlow(f Flow) { s.flow = f }

// EndTurnFlow clears what belongs to one turn: the calls made, what was
// drawn, the count of moves and any open-ended turn.
func (f *Flow) EndTurnFlow() {
	f.Called, f.Drew, f.DrewCards, f.Reign, f.Moves = 0, 0, 0, 0, 0
	f.Took, f.EndWith = 0, 0
}

// HasMelded reports whether seat has laid a meld of its own this round.
func (f *Flow) HasMelded(seat int) bool { return f.Melded&bit(seat) != 0 }

func (s *State) checkFlow() error {
	f := s.flow
	for _, seat := range []int{f.Duty.Seat, f.Duty.By, f.Window.Subject, f.Trick.Seat} {
		if seat < 0 || seat >= s.seats {
			return fmt.Errorf("saved game: the flow names seat %d, which does not exist", seat+1)
		}
	}
	if f.Skips < 0 || f.Owed < 0 || f.Stack < 0 || f.Jump < 0 || f.Jump > s.seats || f.Named < 0 || f.Drew < 0 || f.DrewCards < 0 ||
		f.Reign < 0 || f.Reign > s.seats || f.Trick.Size < 0 || f.Trick.Size > s.deck.Size() ||
		f.Took < 0 || f.Took > s.deck.Kinds() || f.EndWith < 0 {
		return fmt.Errorf("saved game: the flow holds a number out of range")
	}
	return s.checkFlowMelds()
}

// checkFlowMelds refuses saved melds that name a card the deck lacks.
func (s *State) checkFlowMelds() error {
	for _, m := range s.flow.Melds {
		for _, c := range m {
			if c.Kind < 0 || c.Kind >= s.deck.Kinds() || c.As < -1 || c.As >= s.deck.Kinds() {
				return fmt.Errorf("saved game: a meld in the flow names a card kind out of range")
			}
		}
	}
	return nil
}
