package decl

import (
	"maps"
	"reflect"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
)

// Message fields (rules.Message, rules.Messages) are read into one value
// each: the words, the rule codes they cite (read here, once, the one
// place a declaration's codes are read out of its text), the field's path
// and the line that declares it, or, for a field the script leaves out, the
// line of the declaration that holds it (where the engine's words then
// refuse from). A rule field (rule = "X-1") is read alike: its words are
// its code.

var (
	messageType  = reflect.TypeFor[rules.Message]()
	messagesType = reflect.TypeFor[rules.Messages]()
)

// message reads the message field s into m.
func (f *field) message(s spec, m *rules.Message) {
	text := f.str(s.name)
	f.checkTemplate(s, s.name, text)
	*m = f.r.message(f.path+"."+s.name, text)
}

// messages reads the table of messages s (why = {...}) into ms.
func (f *field) messages(s spec, ms *rules.Messages) {
	path := f.path + "." + s.name
	ms.Message = f.r.message(path, "")
	byKey := f.strMap(s.name)
	if len(byKey) == 0 {
		return
	}
	ms.By = make(map[string]*rules.Message, len(byKey))
	for _, key := range slices.Sorted(maps.Keys(byKey)) {
		f.checkTemplate(s, s.name+"."+key, byKey[key])
		m := f.r.message(path+"."+key, byKey[key])
		ms.By[key] = &m
	}
}

// place fills the place of a declaration (a field tagged lua:",place"):
// its path and line, where the engine's words it refuses with point.
func (f *field) place(m *rules.Message) { *m = f.r.message(f.path, "") }

// message is the message of text declared at path (a path of the game
// table, such as "game.tricks.broken_why"): its codes, and the line of the
// field, or of the nearest declaration that holds it.
func (r *Reader) message(path, text string) rules.Message {
	m := rules.Message{Text: text, Path: path}
	if text != "" {
		m.Codes = core.RuleCodes(text)
	}
	if line := r.Positions().Line(path); line > 0 {
		m.File, m.Line = r.script.File(), line
	}
	return m
}
