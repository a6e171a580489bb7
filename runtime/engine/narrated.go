package engine

import (
	"strings"

	"github.com/rulerun/rulerun/core"
)

// Narrated counts the rule codes game g's narration cites (core.Event.Codes, given as each line is written): the lines of its
// log (an effect's say, a win, a draw's reason) and the reason it ended
// with, which the players read too. One happening told in several lines,
// each to other readers (a line to the seat it befell and one to the
// others, or one to each seat), is counted once (tellings). It is nil when
// g is nil or cites none.
func Narrated(g Game) map[string]int {
	if g == nil {
		return nil
	}
	var out map[string]int
	count := func(code string) {
		if out == nil {
			out = map[string]int{}
		}
		out[code]++
	}
	st := g.State()
	var t tellings
	st.EachLogEvent(func(e core.Event) {
		for _, c := range t.news(e) {
			count(c)
		}
	})
	if res := st.Result(); res.Over {
		for _, c := range res.Codes {
			count(c)
		}
	}
	return out
}

// tellings groups the lines of a log into the happenings they tell: a run
// of consecutive lines whose readers do not overlap (each seat reads one
// of them) tells one happening in as many words as it has readers, and a
// line read by a seat that read another of the run starts the next. A
// public line is a happening of its own.
type tellings struct {
	heard uint64          // the readers of the run's lines so far
	codes map[string]bool // the codes the run has cited so far
}

// news are the codes line e cites that its run of lines has not cited yet.
func (t *tellings) news(e core.Event) []string {
	codes := e.Codes()
	if e.Audience == core.Everyone || e.Audience&t.heard != 0 {
		t.heard, t.codes = 0, nil // a new run starts
	}
	if e.Audience != core.Everyone {
		t.heard |= e.Audience
	}
	var out []string
	for _, c := range codes {
		if t.codes[c] {
			continue
		}
		if e.Audience != core.Everyone {
			if t.codes == nil {
				t.codes = map[string]bool{}
			}
			t.codes[c] = true
		}
		out = append(out, c)
	}
	return out
}

// MovesByVerb counts the moves game g made of each verb (a move's first
// word is its verb); an empty map when g is nil.
func MovesByVerb(g Game) map[string]int {
	out := map[string]int{}
	if g == nil {
		return out
	}
	for _, m := range g.State().Moves() {
		verb, _, _ := strings.Cut(m.Move, " ")
		out[verb]++
	}
	return out
}
