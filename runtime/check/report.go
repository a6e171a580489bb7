package check

import (
	"errors"
	"fmt"
	"github.com/rulerun/rulerun/runtime/cover"
	"regexp"
	"sort"

	"github.com/rulerun/rulerun/runtime/engine"
)

// Problem is one broken promise of a script, with where it shows.
type Problem struct {
	File  string `json:"file,omitempty"`
	Line  int    `json:"line,omitempty"`
	Msg   string `json:"message"`
	Games int    `json:"games,omitempty"` // how many games showed it
	Seed  uint64 `json:"seed,omitempty"`  // the first game that showed it
	Seats int    `json:"seats,omitempty"`
}

// String writes the problem as a line of rulerun validate's report.
func (p Problem) String() string {
	if p.Games == 0 {
		return p.where() + p.Msg
	}
	return fmt.Sprintf("%s%s (in %d game(s); first: --seed %d --players %d)", p.where(), p.Msg, p.Games, p.Seed, p.Seats)
}

// where is "file:line: ", "file: " or "".
func (p Problem) where() string {
	switch {
	case p.File == "":
		return ""
	case p.Line > 0:
		return fmt.Sprintf("%s:%d: ", p.File, p.Line)
	}
	return p.File + ": "
}

// Text writes the problem for the person who runs validate on script, with
// the command that plays the first game that shows it again and shows its
// log up to the problem (script may carry flags after it, such as --opt).
func (p Problem) Text(script string) string {
	if p.Games == 0 {
		return p.where() + p.Msg
	}
	return fmt.Sprintf("%s%s\n     in %s; to see the first: rulerun validate %s --games 1 --seed %d --players %d --log",
		p.where(), p.Msg, gamesText(p.Games), script, p.Seed, p.Seats)
}

func gamesText(n int) string {
	if n == 1 {
		return "1 game"
	}
	return fmt.Sprintf("%d games", n)
}

// Report is the outcome of [Validate].
type Report struct {
	Games    int
	Moves    int
	Problems []Problem
	// Stopped is set when validation stopped early because the script was
	// stopped at a limit of the sandbox (a runaway loop, too much memory, a
	// cap): it would be in every game.
	Stopped bool
	// StoppedWhy says why, when Stopped is set.
	StoppedWhy string
	// Interrupted is set when the run was stopped (Options.Stop) before
	// every game was played: the report covers the games played.
	Interrupted bool
	// MinSeats and MaxSeats are the fewest and most seats of the games
	// played.
	MinSeats, MaxSeats int
	// Stats sums up how the games went.
	Stats Stats
	// Coverage is what loading the script and the games counted in the
	// report ran of its scripts, and how far those games got through its
	// rules (its Rules: the moves of each verb, the effects fired, the rule
	// codes narrated or refused), when its source measures coverage
	// ([engine.Coverer]); nil otherwise. Neither depends on the number of
	// workers.
	Coverage *cover.Profile
}

// stop records that validation stops here, if stops, and why.
func (r *Report) stop(stops bool, why string) {
	if stops && !r.Stopped {
		r.Stopped, r.StoppedWhy = true, why
	}
}

func (r *Report) seatsPlayed(n int) {
	if r.MinSeats == 0 || n < r.MinSeats {
		r.MinSeats = n
	}
	r.MaxSeats = max(r.MaxSeats, n)
}

// finding is a problem whose messages vary from game to game (the card a
// leak shows), counted as one under its key.
type finding struct {
	key string
	err error
}

// Error is the problem found.
func (f *finding) Error() string { return f.err.Error() }

// Unwrap is the problem found, for errors.As.
func (f *finding) Unwrap() error { return f.err }

// add records a problem, merging it with an earlier one of the same text.
func (v *validator) add(err error, seed uint64, seats int) {
	p := Problem{Msg: err.Error(), File: v.src.File()}
	var f *finding
	key := ""
	if errors.As(err, &f) {
		key = f.key
	}
	var se *engine.ScriptError
	var im *engine.IllegalMove
	var endless *endlessGame
	switch {
	case errors.As(err, &se):
		p.Line, p.Msg = se.Line, se.Msg
		if se.File != "" {
			p.File = se.File
		}
		v.report.stop(se.Limit, "a script stopped at a limit would be in every game")
	case errors.As(err, &endless):
		v.report.stop(true, "a game that does not end would take as long in every game")
	case errors.As(err, &im):
		if im.File != "" {
			p.File, p.Line = im.File, im.Line
		}
	}
	if seats > 0 {
		p.Games, p.Seed, p.Seats = 1, seed, seats
	}
	if key == "" {
		key = normalize(p.Msg)
	}
	key = fmt.Sprint(p.File, p.Line, key)
	if i, ok := v.index[key]; ok {
		v.report.Problems[i].Games++
		return
	}
	v.index[key] = len(v.report.Problems)
	v.report.Problems = append(v.report.Problems, p)
}

var digits = regexp.MustCompile(`\d+`)

// normalize lets messages that differ only in numbers count as one problem.
func normalize(msg string) string { return digits.ReplaceAllString(msg, "#") }

// SortProblems orders problems by file and line.
func SortProblems(ps []Problem) {
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].File != ps[j].File {
			return ps[i].File < ps[j].File
		}
		return ps[i].Line < ps[j].Line
	})
}
