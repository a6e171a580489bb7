package scenario

import (
	"fmt"
	"os"
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
	Name string
	// Rules are the rule codes the name cites ("G-5 a turned-up ace
	// skips nobody"): the rules the scenario pins, read with the file.
	Rules   []string
	Pos     Pos    // where the scenario begins
	Script  string // the script, relative to the scenario file's folder
	Seats   int    // 0 takes the script's default
	Seed    uint64
	Options map[string]string // option values as written
	Setup   *Setup            // nil keeps the script's own deal
	Steps   []*Step
	// Error, when set, says the game must refuse to start (too many seats,
	// options that do not go together), with a message containing its text.
	Error *Text
	// Recorded holds the expectations a recording wrote, checked after the
	// last step; [Update] rewrites them. Nil when there are none.
	Recorded *Expect

	scriptPos, seatsPos, optionsPos, recordedKey Pos
}

// ScriptPath is the path of the scenario's script from the working folder:
// the script named from the scenario's folder, or, for a scenario in a
// NAME.tests folder whose script is not there, the one beside that folder
// (a game recorded beside its script and moved into NAME.tests, as the
// docs say to, keeps working).
func (s *Scenario) ScriptPath() string {
	script := filepath.FromSlash(s.Script)
	if filepath.IsAbs(script) {
		return script
	}
	dir := filepath.Dir(s.Pos.File)
	path := filepath.Join(dir, script)
	if _, err := os.Stat(path); err == nil || !strings.HasSuffix(filepath.Base(dir), ".tests") {
		return path
	}
	if up := filepath.Join(filepath.Dir(dir), script); fileExists(up) {
		return up
	}
	return path
}

// fileExists reports whether path names a file that is not a folder.
func fileExists(path string) bool {
	info, err := os.Stat(path)
	return err == nil && !info.IsDir()
}

// Text is a text written in a scenario, with its place.
type Text struct {
	Text string
	Pos  Pos
}

// Setup fixes the start of a game after the script's own setup has run.
type Setup struct {
	Pos       Pos
	Dealer    Seat // 0 keeps the script's dealer
	First     Seat // 0 keeps the seat the script made first
	Direction int  // +1 clockwise, -1 counterclockwise, 0 as the script left it
	Rest      *PileRef
	Piles     []PileCards // in the order written
	Scores    []SeatScore // total scores the seats start with, in the order written
	Round     int         // the round the match is in; 0 keeps the script's
	Vars      []Var       // the script's own variables (g.vars), in the order written
	// Named is the suit an earlier play named (an eight, a wild), for a
	// game whose script declares its structure; "" for none.
	Named    string
	NamedPos Pos
	// Deal fixes cards the script's own setup deals: each pile gets these
	// cards first, in the order the script deals to it, so start-of-game
	// effects (a turned-up card) happen to them.
	Deal []PileCards
}

// Var is a game variable a setup gives, as g.vars.Name reads it.
type Var struct {
	Name  string
	Value any // nil, bool, float64, string, []any or map[string]any
	Pos   Pos
}

// SeatScore is a seat's total score, as the setup's scores: {1: 95} gives it.
type SeatScore struct {
	Seat   Seat
	Points int
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
	// DealStep gives the cards the script's own deal of a later round
	// deals: "- deal: {round: 2, hand: {1: [8H]}}".
	DealStep
)

// Step is one step of a scenario.
type Step struct {
	Kind    StepKind
	Pos     Pos
	Seat    Seat   // PlayStep and RefuseStep
	Move    string // PlayStep and RefuseStep, as written
	MovePos Pos
	Reason  string     // RefuseStep: text the refusal must contain ("" for any)
	Rule    string     // RefuseStep: the rule code the refusal must cite, such as "RULE-7" ("" for any)
	Expect  *Expect    // ExpectStep
	Deal    *RoundDeal // DealStep
}

// String writes the step in a few words, as the scenario says it, with
// its seat named a seat ("seat 4: flip", never "4: flip", which a message
// would read as the fourth step).
func (st *Step) String() string {
	switch st.Kind {
	case PlayStep:
		return fmt.Sprintf("seat %d: %s", st.Seat.N, st.Move)
	case RefuseStep:
		s := fmt.Sprintf("refuse seat %d: %s", st.Seat.N, st.Move)
		if st.Reason != "" {
			s += fmt.Sprintf(" (%q)", st.Reason)
		}
		if st.Rule != "" {
			s += " (" + st.Rule + ")"
		}
		return s
	case DealStep:
		return fmt.Sprintf("deal of round %d", st.Deal.Round)
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
