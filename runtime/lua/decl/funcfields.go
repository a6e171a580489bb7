package decl

import "reflect"

// FuncField is a field a script may declare as a function(at) in place of
// its value (its fn tag): the class of its declaration, its Lua name, and
// when the engine calls it ("round" or "game").
type FuncField struct {
	Class, Name, Life string
}

// FuncFields lists every field that takes a function, made from the tags
// that make the reader take one, in the order the annotations list the
// classes: the reference lists them, so that the two always agree.
func FuncFields() []FuncField {
	var out []FuncField
	for _, c := range declClasses {
		out = appendFuncFields(out, c.name, c.typ)
	}
	for _, c := range mechanicClasses() {
		out = appendFuncFields(out, c.name, c.typ)
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
		}
	}
	return out
}
