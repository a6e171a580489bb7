package terminal

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// roundEnds are the places in the log where the rounds of a match ended,
// in order, noted after each move: a round's scores are written there,
// before the lines of the next round (its deal, what the script does as it
// starts), not after them.
type roundEnds []int

// note records where the rounds finished by the last move ended: the round
// its new round closed where the log stood then (core.State.RoundEnd), any
// other (the last, closed with the game) at the log's end.
func (r *roundEnds) note(st *core.State) {
	if end := st.RoundEnd(); end != nil && len(end.Score().Rounds) == len(*r) && end.LogLen() >= r.last() {
		*r = append(*r, end.LogLen())
	}
	for len(*r) < len(st.Score().Rounds) {
		*r = append(*r, st.LogLen())
	}
}

// last is where the latest round noted ended, or 0.
func (r roundEnds) last() int {
	if len(r) == 0 {
		return 0
	}
	return r[len(r)-1]
}

// narrate writes the log lines from index since that reads keeps, as reader
// reads them, with the scores of each round not shown yet (from round
// shown) where the round ended; it returns the rounds shown then.
func (s screen) narrate(g engine.Game, ends roundEnds, since, shown, reader int, reads func(core.Event) bool) int {
	st := g.State()
	for i, e := range st.LogSince(since) {
		for shown < len(ends) && ends[shown] <= since+i {
			s.round(g, reader, shown)
			shown++
		}
		if reads(e) {
			s.say(e.TextFor(reader))
		}
	}
	for ; shown < len(st.Score().Rounds); shown++ {
		s.round(g, reader, shown)
	}
	return shown
}

// round writes the scores of finished round r (from 0), you being the seat
// reading them: only that it is over when the rules narrated them.
func (s screen) round(g engine.Game, you, r int) {
	if tb := engine.TableOf(g, you); tb != nil && tb.RoundsSaid {
		fmt.Fprintln(s.out, s.bold(fmt.Sprintf("Round %d is over.", r+1)))
		return
	}
	sc := g.State().Score()
	var parts []string
	for seat, pts := range sc.Rounds[r] {
		total := 0
		for _, round := range sc.Rounds[:r+1] {
			total += round[seat]
		}
		parts = append(parts, fmt.Sprintf("%s: %d (total %d)", seatWord(seat, you), pts, total))
	}
	fmt.Fprintf(s.out, "%s %s\n", s.bold(fmt.Sprintf("Round %d is over.", r+1)), strings.Join(parts, "; "))
}
