package decl

import (
	"reflect"
	"strconv"
	"strings"
)

// fieldsOfType lists the fields of a declaration struct as the reference
// and the editor annotations show them: Lua name, LuaLS type and doc, those
// of its inline structs in their place.
func fieldsOfType(t reflect.Type) []Field {
	var out []Field
	for _, s := range specsOf(t) {
		switch {
		case s.inline && s.as != "":
			out = append(out, fieldsOfType(converters[s.as].inline)...)
		case s.inline:
			out = append(out, fieldsOfType(s.typ)...)
		default:
			out = append(out, fieldOf(s))
		}
	}
	return out
}

// luaType is a field's type in LuaLS notation: its type tag, its
// converter's, or what its Go type reads; optional ("?") unless required.
func luaType(s spec) string {
	switch {
	case s.luaType != "":
		return s.luaType
	case s.as != "":
		return converters[s.as].luaType(s)
	case s.choices != nil:
		var words []string
		for _, c := range s.choices {
			if c.word != "" {
				words = append(words, strconv.Quote(c.word))
			}
		}
		return "(" + strings.Join(words, "|") + ")?"
	}
	t := goLuaType(s.typ)
	if m := messageKind(s); m != nil {
		t = m.Type
	}
	if s.required == "" {
		t += "?"
	}
	return t
}

// goLuaType is the LuaLS type of the Lua values the reader reads into a Go
// type.
func goLuaType(t reflect.Type) string {
	switch t {
	case messageType:
		return "string"
	case messagesType:
		return "table<string, string>"
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Int:
		return "integer"
	case reflect.Bool:
		return "boolean"
	case reflect.Map:
		if t.Elem().Kind() == reflect.Int {
			return "table<string, integer>"
		}
		return "table<string, string>"
	case reflect.Slice:
		switch t.Elem().Kind() {
		case reflect.String:
			return "string|string[]" // one string is a list of one
		case reflect.Int:
			return "integer[]"
		}
		return classOf(t.Elem()) + "[]"
	}
	return classOf(t)
}

// fieldOf is the field s as the reference and the editor annotations show
// it: one that may be a function says so, in its type and its doc.
func fieldOf(s spec) Field {
	if s.fn != "" {
		return Field{Name: s.name, Type: fnType(s, luaType(s)), Doc: s.doc + fnDoc(s)}
	}
	return Field{Name: s.name, Type: luaType(s), Doc: s.doc}
}
