package sim

import (
	"errors"
	"slices"

	"github.com/rulerun/rulerun/runtime/engine"
)

// Record is how one simulated game went: one line of rulerun simulate's
// --json or --csv output.
type Record struct {
	Game       int    `json:"game"` // index in the run, from 0
	Seed       uint64 `json:"seed"`
	Seats      int    `json:"seats"`
	Moves      int    `json:"moves"`
	Rounds     int    `json:"rounds"`               // rounds played, the last of a match included, for games played in rounds
	Winners    []int  `json:"winners"`              // seats, from 1
	Losers     []int  `json:"losers,omitempty"`     // seats, from 1: a game lost by them, won by nobody
	Draw       bool   `json:"draw,omitempty"`       // over without a winner or a loser
	Unfinished bool   `json:"unfinished,omitempty"` // stopped at the move limit or by an error
	Error      string `json:"error,omitempty"`
	// ErrorFile and ErrorLine are where in the script the error happened,
	// as the script error gives them (engine.ScriptError); "" and 0 when
	// it names no line.
	ErrorFile string         `json:"error_file,omitempty"`
	ErrorLine int            `json:"error_line,omitempty"`
	Looped    string         `json:"looped,omitempty"` // why the game was stopped when its bots went round in circles
	Verbs     map[string]int `json:"verbs"`            // moves made, by verb
	Counts    map[string]int `json:"counts,omitempty"` // the script's own counters (g:count), and those its text names at 0
	// Effects counts each card effect the rules declare, by name, as it
	// fired (engine.Tally); Narrated, Applied, Refused and Implied count the
	// rule codes cited by the game's narration, by the rules the engine
	// applied, by the refusals of moves a player made and by those the
	// listing of legal moves implied;
	// by the game's narration and by the refusals the rules made; Cited
	// names the rule codes the rules' text cites, used or not.
	Effects  map[string]int `json:"effects,omitempty"`
	Narrated map[string]int `json:"narrated,omitempty"`
	Applied  map[string]int `json:"applied,omitempty"`
	Refused  map[string]int `json:"refused,omitempty"`
	Implied  map[string]int `json:"implied,omitempty"`
	Cited    []string       `json:"cited,omitempty"`
	// Branching counts the decisions by the legal moves the seat to
	// decide had (the number of moves, as a JSON key).
	Branching Dist  `json:"branching,omitempty"`
	Lead      *Lead `json:"lead,omitempty"` // who led, by the standings
	// Skill marks a game of the skill gap (SkillGame): it is counted in
	// the run's skill figures only, and Game is its index among them.
	Skill *SkillGame `json:"skill,omitempty"`
}

// record sums up a finished game.
func record(i int, seed uint64, seats int, g engine.Game, err error) Record {
	r := Record{Game: i, Seed: seed, Seats: seats, Verbs: engine.MovesByVerb(g)}
	if err != nil {
		r.Unfinished, r.Error = true, err.Error()
		if se := (*engine.ScriptError)(nil); errors.As(err, &se) {
			r.ErrorFile, r.ErrorLine = se.File, se.Line
		}
	}
	if g == nil {
		return r
	}
	st := g.State()
	r.Moves = st.MovesLen()
	r.Rounds = roundsPlayed(st)
	res := st.Result()
	switch {
	case !res.Over:
		r.Unfinished = true
	case len(res.Winners) == 0 && len(res.Losers) == 0:
		r.Draw = true
	}
	for _, w := range res.Winners {
		r.Winners = append(r.Winners, w+1)
	}
	slices.Sort(r.Winners)
	for _, l := range res.Losers {
		r.Losers = append(r.Losers, l+1)
	}
	slices.Sort(r.Losers)
	if c := st.Counters(); len(c) > 0 {
		r.Counts = c
	}
	return r
}
