package decl

import (
	"fmt"
	"strings"
)

// whereNeedles are the fields whose line locates each declaration that may
// refuse a move.
var whereNeedles = map[string][]string{
	"match": {"match"}, "run": {"run"}, "name": {"name_how", "name_with", "name"}, "not_last": {"not_last_why", "not_last"},
	"call": {"verb_why", "part_why", "word"}, "catch": {"does"}, "play": {"verbs.%s.play", "verbs.%s"},
	"duty": {"duties"}, "drawn": {"must_play", "until_playable", "play_drawn"},
	"stack": {"stack_why", "stack"}, "jump": {"jump_why", "jump_in"}, "seat": {"seat_how", "seat_not", "seat_with"},
}

// Where locates the declaration that refused a move of verb, as
// runtime/rules names it (at: "match", "run", "call"...): the file and line
// of the field that declares it; "" and 0 when no line is found.
func (r *Reader) Where(verb, at string) (string, int) {
	file := r.script.File()
	src := r.script.Source(file)
	for _, needle := range whereNeedles[at] {
		if strings.Contains(needle, "%s") {
			needle = fmt.Sprintf(needle, verb)
		}
		if line := LineOf(src, needle); line > 0 {
			return file, line
		}
	}
	return "", 0
}
