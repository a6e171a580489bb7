package scenario

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Pos is a place in a scenario file. Lines and columns count from 1; 0 means
// unknown.
type Pos struct {
	File string
	Line int
	Col  int
}

// String writes the place as file:line:col, leaving out what is unknown.
func (p Pos) String() string {
	switch {
	case p.Line <= 0:
		return p.File
	case p.Col <= 0:
		return p.File + ":" + strconv.Itoa(p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Error is a mistake in a scenario file, at the place it was written.
type Error struct {
	Pos Pos
	Msg string
}

// Error writes the mistake as file:line:col: message.
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

func errorf(pos Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// Scenario is one test of a game: how it is set up, the steps played and
// checked, and the expectations a recording left.
type Scenario struct {
	Name    string
	Pos     Pos    // where the scenario begins
	Script  string // the script, relative to the scenario file's folder
	Seats   int    // 0 takes the script's default
	Seed    uint64
	Options map[string]string // option values as written
	Setup   *Setup            // nil keeps the script's own deal
	Steps   []*Step
	// Recorded holds the expectations a recording wrote, checked after the
	// last step; [Update] rewrites them. Nil when there are none.
	Recorded *Expect

	scriptPos, seatsPos, optionsPos, recordedKey Pos
}

// ScriptPath is the path of the scenario's script from the working folder.
func (s *Scenario) ScriptPath() string {
	if filepath.IsAbs(filepath.FromSlash(s.Script)) {
		return filepath.FromSlash(s.Script)
	}
	return filepath.Join(filepath.Dir(s.Pos.File), filepath.FromSlash(s.Script))
}

// Setup fixes the start of a game after the script's own setup has run.
type Setup struct {
	Pos       Pos
	Dealer    Seat // 0 keeps the script's dealer
	First     Seat // 0 keeps the seat the script made first
	Direction int  // +1 clockwise, -1 counterclockwise, 0 as the script left it
	Rest      *PileRef
	Piles     []PileCards // in the order written
	// Scores and Points are seat totals carried over from earlier rounds
	// (scores: {1: 480}), for a match that is near its end.
	Scores []Seat
	Points []int
}

// Seat is a seat as written in a scenario, numbered from 1.
type Seat struct {
	N   int
	Pos Pos
}

// PileRef names a pile: "discard", "hand.2", or a per-seat pile group with a
// seat (hand: {2: ...}).
type PileRef struct {
	Name string
	Seat int // from 1; 0 when the name is the whole pile name
	Pos  Pos
}

// String is the pile's name as the game knows it.
func (r PileRef) String() string {
	if r.Seat > 0 {
		return r.Name + "." + strconv.Itoa(r.Seat)
	}
	return r.Name
}

// Cards is a list of card codes, bottom first, each with its place.
type Cards struct {
	Codes []string
	Pos   []Pos
}

// PileCards is a pile and the cards it must hold.
type PileCards struct {
	Pile  PileRef
	Cards Cards
}

// StepKind says what a step does.
type StepKind int

// The kinds of step.
const (
	// PlayStep is a move that must be accepted: "- 2: play 9H".
	PlayStep StepKind = iota
	// RefuseStep is a move that must be refused, optionally for a given
	// reason.
	RefuseStep
	// ExpectStep is a set of expectations about the game at this point.
	ExpectStep
)

// Step is one step of a scenario.
type Step struct {
	Kind    StepKind
	Pos     Pos
	Seat    Seat   // PlayStep and RefuseStep
	Move    string // PlayStep and RefuseStep, as written
	MovePos Pos
	Reason  string  // RefuseStep: text the refusal must contain ("" for any)
	Expect  *Expect // ExpectStep
}

// String writes the step in a few words, as the scenario says it.
func (st *Step) String() string {
	switch st.Kind {
	case PlayStep:
		return fmt.Sprintf("%d: %s", st.Seat.N, st.Move)
	case RefuseStep:
		s := fmt.Sprintf("refuse %d: %s", st.Seat.N, st.Move)
		if st.Reason != "" {
			s += fmt.Sprintf(" (%q)", st.Reason)
		}
		return s
	}
	return "expect " + st.Expect.String()
}

// Expect is a set of expectations, each checked against the game.
type Expect struct {
	Pos    Pos
	Checks []Check
}

// String lists the keys of the expectations, each once.
func (e *Expect) String() string {
	var keys []string
	for _, c := range e.Checks {
		if !slices.Contains(keys, c.Key()) {
			keys = append(keys, c.Key())
		}
	}
	return strings.Join(keys, ", ")
}
