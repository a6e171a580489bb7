package engine

import (
	"strings"

	"github.com/rulerun/rulerun/core"
)

// Narrated counts the rule codes game g's narration cites (core.Event.Codes, given as each line is written): the lines of its
// log (an effect's say, a win, a draw's reason) and the reason it ended
// with, which the players read too. It is nil when g is nil or cites none.
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
	st.EachLogEvent(func(e core.Event) {
		for _, c := range e.Codes {
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
