package decl

import "strings"

// whereFields are, for each declaration that may refuse a move as
// runtime/rules names it, the paths of the fields whose line locates it,
// best first; %s is the verb.
var whereFields = map[string][]string{
	"match":    {"verbs.%s.play.match"},
	"run":      {"verbs.%s.play.shapes[*].run", "verbs.%s.play.shapes"},
	"name":     {"verbs.%s.play.name_how", "verbs.%s.play.name_with", "verbs.%s.play.name"},
	"not_last": {"verbs.%s.play.not_last_why", "verbs.%s.play.not_last"},
	"call":     {"call.verb_why", "call.part_why", "call.word"},
	"catch":    {"verbs.%s.does"},
	"play":     {"verbs.%s.play", "verbs.%s"},
	"duty":     {"duties"},
	"drawn":    {"verbs.%s.must_play", "verbs.%s.until_playable", "verbs.%s.play_drawn"},
	"stack":    {"effects[*].stack_why", "effects[*].stack"},
	"jump":     {"verbs.%s.play.jump_why", "verbs.%s.play.jump_in"},
	"seat":     {"verbs.%s.play.seat_how", "verbs.%s.play.seat_not", "verbs.%s.play.seat_with"},
}

// Where locates the declaration that refused a move of verb, as
// runtime/rules names it (at: "match", "run", "call"...): the file and line
// of the field that declares it, found by its path in the game table (the
// verb's own match, not the first in the file), else the declaration
// that holds it; "" and 0 when the script declares neither.
func (r *Reader) Where(verb, at string) (string, int) {
	pos := r.Positions()
	paths := whereFields[at]
	for _, path := range paths {
		if line := pos.exact(strings.ReplaceAll(path, "%s", verb)); line > 0 {
			return r.script.File(), line
		}
	}
	if len(paths) == 0 {
		return "", 0
	}
	// A field the script builds in code: the declaration that holds it,
	// within the verb's own.
	if found, line := pos.near(strings.ReplaceAll(paths[0], "%s", verb)); line > 0 && found != "verbs" {
		return r.script.File(), line
	}
	return "", 0
}
