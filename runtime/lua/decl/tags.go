package decl

import (
	"reflect"
	"strings"
	"sync"
)

// The declarations a script writes are Go structs (rules.Deal, rules.Play,
// ...) whose field tags describe each Lua field once; the reader, the
// reference and the editor annotations are all made from them:
//
//	Hand  int               `lua:"hand" doc:"How many cards each seat is dealt."`
//	Min   int               `lua:"min" default:"3" doc:"The fewest cards of a meld."`
//	Pile  string            `lua:"pile" required:"the pile cards are drawn from" doc:"..."`
//	Out   Out               `lua:"when_out" choice:"skip|draw (the game is drawn)" doc:"..."`
//	Cards Cards             `lua:",inline"`
//	Deal  int               `lua:"dealer" as:"seat" doc:"..."`
//
// lua names the field in the script ("" with inline: the fields of the
// nested struct are written in the same table). doc is its documentation.
// default is its value when absent (a number or true). required makes it
// required: absent (or zero), the declaration is refused with "is
// required: " and the text. choice lists the words the field may be, the
// first the default, each with an optional gloss for messages; the field
// is the word (a string, with the default as ""), its place in the list (an
// integer type) or whether it is the second (a bool). as names a converter
// (converters.go) for a field whose Go value is not the Lua one, and type
// overrides its LuaLS type. fn lets the script declare the field as a
// function of the moment instead (values.go), named for how long its
// answer holds ("round", "game", or "trumps": of the round and its
// trumps), and answer says what it answers when the field's type does not
// ("suit": a suit of the deck, or "none"). msg says which kind of message (messages.go)
// a text is when its name does not. A field without a lua tag is not the
// script's to write.

// spec is what the tags say of one field of a declaration.
type spec struct {
	name     string // its Lua name; "" for an inline struct
	index    int    // its place in the Go struct
	doc      string
	def      string
	required string
	choices  []choice
	as       string
	luaType  string // the type tag, "" to derive it
	fn       string // the fn tag: the lifetime of a function declared in its place (values.go), "" for none
	answer   string // the answer tag: what such a function answers when its Go type does not say ("suit"), "" for that
	msg      string // the msg tag: the kind of message it holds, when its name does not say
	inline   bool
	typ      reflect.Type
}

// choice is one word a choice field may be, with its gloss for messages
// ("the game is drawn"; "" for none).
type choice struct{ word, gloss string }

var specCache sync.Map // reflect.Type -> []spec

var placeCache sync.Map // reflect.Type -> int

// placeField is the index of a declaration's place (a rules.Message field
// tagged lua:",place", which the reader fills with the declaration's own
// path and line, not from the script), or -1.
func placeField(t reflect.Type) int {
	if i, ok := placeCache.Load(t); ok {
		return i.(int)
	}
	at := -1
	for i := range t.NumField() {
		if tag, ok := t.Field(i).Tag.Lookup("lua"); ok && tag == ",place" && t.Field(i).Type == messageType {
			at = i
		}
	}
	placeCache.Store(t, at)
	return at
}

// specsOf lists the tagged fields of a declaration struct, in order.
func specsOf(t reflect.Type) []spec {
	if s, ok := specCache.Load(t); ok {
		return s.([]spec)
	}
	var out []spec
	for i := range t.NumField() {
		f := t.Field(i)
		tag, ok := f.Tag.Lookup("lua")
		if !ok {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if opts == "place" {
			continue // filled by the reader (placeField)
		}
		out = append(out, spec{name: name, index: i, doc: f.Tag.Get("doc"), def: f.Tag.Get("default"),
			required: f.Tag.Get("required"), choices: choicesOf(f.Tag.Get("choice")), as: f.Tag.Get("as"),
			luaType: f.Tag.Get("type"), fn: f.Tag.Get("fn"), answer: f.Tag.Get("answer"), msg: f.Tag.Get("msg"), inline: opts == "inline", typ: f.Type})
	}
	specCache.Store(t, out)
	return out
}

// choicesOf reads a choice tag: words separated by |, each with an
// optional gloss in brackets after it.
func choicesOf(tag string) []choice {
	if tag == "" {
		return nil
	}
	var out []choice
	for _, c := range strings.Split(tag, "|") {
		word, gloss, _ := strings.Cut(c, " (")
		out = append(out, choice{word: word, gloss: strings.TrimSuffix(gloss, ")")})
	}
	return out
}

// names lists the Lua names of a declaration's fields, those of its inline
// structs included, in order.
func names(t reflect.Type) []string {
	var out []string
	for _, s := range specsOf(t) {
		switch {
		case s.inline && s.as != "":
			out = append(out, names(converters[s.as].inline)...)
		case s.inline:
			out = append(out, names(s.typ)...)
		default:
			out = append(out, s.name)
		}
	}
	return out
}
