package decl

import (
	"reflect"
	"regexp"
	"strings"
)

// FuncField is a field a script may declare as a function(at) in place of
// its value (its fn tag): the class of its declaration, its Lua name, its
// path in the script when the class's doc names its table
// ("game.deal.hand", "game.capturing.awards[n].points"), and when the
// engine calls it ("round", "game", "trumps": as each round starts, for
// each trumps; "end": as the match ends, or "asked": whenever it needs
// the answer, a field that is only ever a function).
type FuncField struct {
	Class, Name, Path, Life string
}

// tablePath finds the table a class's doc names first ("game.deal").
var tablePath = regexp.MustCompile(`game(\.[a-z_]+)+`)

// FuncFields lists every field that takes a function, made from the tags
// that make the reader take one, in the order the annotations list the
// classes: the reference lists them, so that the two always agree.
func FuncFields() []FuncField {
	var out []FuncField
	for _, c := range append(append([]declClass(nil), declClasses...), mechanicClasses()...) {
		from := len(out)
		out = appendFuncFields(out, c.name, c.typ)
		table := tablePath.FindString(c.doc)
		if strings.HasPrefix(c.doc, "An entry of") {
			table += "[n]"
		}
		for i := from; i < len(out); i++ {
			if table != "" {
				out[i].Path = table + "." + out[i].Name
			}
		}
	}
	return out
}

// appendFuncFields appends the fields of declaration t (of class) that
// take a function, those of its inline structs in their place.
func appendFuncFields(out []FuncField, class string, t reflect.Type) []FuncField {
	for _, s := range specsOf(t) {
		switch {
		case s.inline && s.as != "":
			out = appendFuncFields(out, class, converters[s.as].inline)
		case s.inline:
			out = appendFuncFields(out, class, s.typ)
		case s.fn != "":
			out = append(out, FuncField{Class: class, Name: s.name, Life: s.fn})
		case s.as == "atEnd":
			out = append(out, FuncField{Class: class, Name: s.name, Life: "end"})
		case s.as == "beats", s.as == "beatsPlay": // only ever a function, asked whenever needed
			out = append(out, FuncField{Class: class, Name: s.name, Life: "asked"})
		case s.as == "payout": // its chips, the first entry
			out = append(out, FuncField{Class: class, Name: s.name + "[1]", Life: "round"})
		case s.as == "fnList": // each entry
			out = append(out, FuncField{Class: class, Name: s.name + "[n]", Life: "round"})
		case s.as == "fnMap": // each entry
			out = append(out, FuncField{Class: class, Name: s.name + "[name]", Life: "round"})
		}
	}
	return out
}
