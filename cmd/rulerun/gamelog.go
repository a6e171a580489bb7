package main

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/check"
	"github.com/rulerun/rulerun/runtime/engine"
)

// problemLog is the log of the first game of a problem up to where the
// problem showed: the game replayed for the moves validate played of it
// (moves), then the move that failed, when one did.
func problemLog(script engine.Source, opts map[string]string, p check.Problem, moves int) ([]string, error) {
	r, err := replayProblem(script, opts, p, moves)
	if err != nil {
		return nil, err
	}
	defer r.rules.Close()
	lines := tableLog(r.g.State())
	last, failed := r.last, r.failed
	if failed == nil {
		if next, err := replayProblem(script, opts, p, moves+1); err == nil {
			next.rules.Close()
			if next.failed != nil {
				last, failed = next.last, next.failed // the move after the last one validate counted failed
			}
		}
	}
	switch {
	case failed != nil && last.Set:
		lines = append(lines, fmt.Sprintf(">>> seat %d plays %q, and the script fails: %s", last.Seat+1, last.Move, oneLine(failed.Error())))
	case failed != nil:
		lines = append(lines, ">>> the script fails: "+oneLine(failed.Error()))
	}
	return lines, nil
}

// tableLog is a game's log as a designer reads it: each line as the table
// hears it, a draw with the cards drawn, and a private line with the seats
// that read it.
func tableLog(st *core.State) []string {
	var out []string
	for _, e := range st.Log() {
		text := e.TextFor(-1)
		if d := e.Draw; d != nil && d.Knowers != 0 {
			text += fmt.Sprintf(" [%s]", strings.Join(d.Cards, " ")) // the cards the table does not see
		} else if !e.Public() {
			text = fmt.Sprintf("(to %s) %s", readers(st, e), e.Text)
		}
		out = append(out, text)
	}
	return out
}

// readers names the seats that read an event.
func readers(st *core.State, e core.Event) string {
	var seats []string
	for s := range st.Seats() {
		if e.Reads(s) {
			seats = append(seats, fmt.Sprint(s+1))
		}
	}
	if len(seats) == 1 {
		return "seat " + seats[0]
	}
	return "seats " + strings.Join(seats, ", ")
}
