package engine

import "fmt"

// ScriptError is a failure of a rules script: a syntax error, a runtime error,
// a broken declaration or a stopped runaway. File and Line locate it when
// they are known.
type ScriptError struct {
	File  string
	Line  int
	Msg   string
	Trace []string // the script's call stack, innermost first, when known
	// Limit is set when the script was stopped at a limit of the sandbox:
	// its step budget, wall clock, memory, call depth, or a cap on what it
	// hands to rulerun (moves, piles, log lines, status). It would stop the
	// same way in every game.
	Limit bool
	// Codes are the rule codes the script's own words cite, in order (an
	// error("DC-4: ...") that refuses a game): read once where the error
	// left the script.
	Codes []string
}

// Error writes the problem as file:line: message.
func (e *ScriptError) Error() string {
	if e.File == "" {
		return e.Msg
	}
	if e.Line <= 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// IllegalMove is a move the rules refuse. Reason is the script's explanation,
// naming the rule the move breaks.
type IllegalMove struct {
	Seat   int // 0-based
	Move   string
	Reason string
	// Codes are the rule codes the refusal cites, in order (such as
	// G-5): front ends link them to the rules' texts, and the tally and
	// the scenario runner count and compare them, without reading them
	// out of Reason.
	Codes []string
	File  string // where the script refused it, when it did
	Line  int
}

// Error writes the refused move and the rule it breaks.
func (e *IllegalMove) Error() string {
	return fmt.Sprintf("illegal move %q: %s", e.Move, e.Reason)
}

// ConfigError is a game the rules will not start with the seats or options
// asked for.
type ConfigError struct {
	Options bool // an option is at fault; otherwise the number of seats
	Msg     string
	Codes   []string // the rule codes Msg cites, in order
}

// Error says what the rules take.
func (e *ConfigError) Error() string { return e.Msg }
