package mech

import (
	"maps"
	"slices"
)

// Message is one message field of a declaration (a refusal, `*_why`,
// `*_how`, `*_not`), or one rule field (`rule = "X-1"`), as one value,
// filled once when the script is read (runtime/lua/decl): its words, the
// rule codes they cite, the field's path in the game table and where the
// script declares it. A field the script leaves out holds no words, and
// stands where the declaration that holds it does (the verb, the tricks
// table): the engine's words then refuse from that line. A mechanic refuses
// with the message itself, so that a refusal carries its codes and its
// line as values, and nothing reads them back out of text.
type Message struct {
	Text  string   // the words as declared; "" for the engine's
	Codes []string // the rule codes Text cites, in order: shared, read only
	Path  string   // the field's path in the game table ("tricks.broken_why")
	File  string   // the script that declares it, or the declaration that holds it
	Line  int      // its line there; 0 when the script places it nowhere
}

// Or is the message's words, or def when the script gives none.
func (m *Message) Or(def string) string {
	if m.Text == "" {
		return def
	}
	return m.Text
}

// Messages are refusals by what is wrong (why = {suit = "...", keep =
// "..."}): a message by key, and the table itself, which stands for a key
// the script leaves out.
type Messages struct {
	Message                     // the table, or the declaration that holds it: no words
	By      map[string]*Message // by key, as declared
}

// AllCodes are the codes every message of the table cites, each once, in
// the order of their keys.
func (ms *Messages) AllCodes() []string {
	var out []string
	for _, k := range slices.Sorted(maps.Keys(ms.By)) {
		out = UnionCodes(out, ms.By[k].Codes)
	}
	return out
}

// UnionCodes is the codes of lists, each once, in the order first cited.
func UnionCodes(lists ...[]string) []string {
	var out []string
	for _, l := range lists {
		for _, c := range l {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// Of is the message of key: the one declared, else the table's own (no
// words, its place).
func (m *Messages) Of(key string) *Message {
	if e := m.By[key]; e != nil {
		return e
	}
	return &m.Message
}

// Words is the words of key, or def when the script gives none.
func (m *Messages) Words(key, def string) string { return m.Of(key).Or(def) }
