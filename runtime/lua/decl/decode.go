package decl

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// The reader of declarations: one for every declaration struct, driven by
// its field tags (tags.go).

// read checks that the table holds only the fields of v's declaration (and
// those written by hand, such as an effect's apply), then reads them into
// v, a pointer to the struct; the first mistake is f.err.
func (f *field) read(v any) error {
	rv := reflect.ValueOf(v).Elem()
	f.only(append(names(rv.Type()), extraNames(rv.Type())...)...)
	f.decode(rv)
	if check := checks[rv.Type()]; check != nil && f.err == nil {
		check(f, v)
	}
	return f.err
}

// decode reads the fields of the struct v from f's table.
func (f *field) decode(v reflect.Value) {
	if i := placeField(v.Type()); i >= 0 {
		f.place(v.Field(i).Addr().Interface().(*rules.Message))
	}
	for _, s := range specsOf(v.Type()) {
		fv := v.Field(s.index)
		if s.fn != "" && f.function(s, v) {
			continue
		}
		switch {
		case s.as != "":
			converters[s.as].read(f, s, v, fv)
		case s.inline:
			f.decode(fv)
		case s.choices != nil:
			f.choose(s, fv)
		default:
			f.value(s, fv)
		}
	}
	f.requireAll(v)
}

// value reads one field by its Go type.
func (f *field) value(s spec, v reflect.Value) {
	name := s.name
	switch v.Type() {
	case messageType:
		f.message(s, v.Addr().Interface().(*rules.Message))
		return
	case messagesType:
		f.messages(s, v.Addr().Interface().(*rules.Messages))
		return
	}
	switch v.Kind() {
	case reflect.String:
		if str := f.str(name); str != "" || s.def == "" {
			v.SetString(str)
			f.checkTemplate(s, name, str)
		} else {
			v.SetString(s.def)
		}
	case reflect.Int:
		def, _ := strconv.Atoi(s.def)
		v.SetInt(int64(f.num(name, def)))
	case reflect.Bool:
		v.SetBool(f.flag(name) || s.def == "true" && f.get(name) == lua.LNil)
	case reflect.Map:
		if v.Type().Elem().Kind() == reflect.Int {
			v.Set(reflect.ValueOf(f.numMap(name)))
		} else {
			m := f.strMap(name)
			for _, key := range slices.Sorted(maps.Keys(m)) {
				f.checkTemplate(s, name+"."+key, m[key])
			}
			v.Set(reflect.ValueOf(m))
		}
	case reflect.Slice:
		f.list(s, v)
	case reflect.Struct:
		if sub := f.sub(name); sub != nil {
			sub.read(v.Addr().Interface())
			f.adopt(sub)
		}
	case reflect.Pointer:
		if sub := f.sub(name); sub != nil {
			p := reflect.New(v.Type().Elem())
			sub.read(p.Interface())
			f.adopt(sub)
			v.Set(p)
		}
	}
}

// list reads a list field: of strings (one string is a list of one), of
// whole numbers, or of declarations (game.trick.kinds).
func (f *field) list(s spec, v reflect.Value) {
	switch v.Type().Elem().Kind() {
	case reflect.String:
		v.Set(reflect.ValueOf(f.strings(s.name)))
	case reflect.Int:
		v.Set(reflect.ValueOf(f.nums(s.name)))
	case reflect.Struct:
		f.entries(s.name, func(e *field) {
			p := reflect.New(v.Type().Elem())
			e.read(p.Interface())
			v.Set(reflect.Append(v, p.Elem()))
		})
	}
}

// choose reads a choice field: one of the words of its choice tag.
func (f *field) choose(s spec, v reflect.Value) {
	word := f.str(s.name)
	i := 0
	if word != "" {
		i = choiceIndex(s.choices, word)
		if i < 0 {
			f.fail(s.name, "must be %s, not %q", choiceList(s.choices), word)
			return
		}
	}
	switch v.Kind() {
	case reflect.String:
		if i > 0 {
			v.SetString(word)
		}
	case reflect.Bool:
		v.SetBool(i == 1)
	default:
		v.SetInt(int64(i))
	}
}

func choiceIndex(choices []choice, word string) int {
	for i, c := range choices {
		if c.word == word {
			return i
		}
	}
	return -1
}

// choiceList names the words a choice may be, for messages: "\"skip\" (the
// rest of the draw is skipped) or \"draw\" (the game is drawn)".
func choiceList(choices []choice) string {
	var words []string
	glossed := map[string]string{}
	for _, c := range choices {
		if c.word != "" {
			words = append(words, c.word)
			glossed[c.word] = c.gloss
		}
	}
	out := quoteList(words)
	for _, w := range words {
		if g := glossed[w]; g != "" {
			q := strconv.Quote(w)
			out = strings.Replace(out, q, q+" ("+g+")", 1)
		}
	}
	return out
}

// requireAll refuses a declaration that lacks a required field.
func (f *field) requireAll(v reflect.Value) {
	if f.t == nil || f.err != nil {
		return
	}
	for _, s := range specsOf(v.Type()) {
		if s.required != "" && isZero(v.Field(s.index)) && !declaredAsFunction(s, v) {
			f.fail(s.name, "is required: %s", s.required)
			return
		}
	}
}

// isZero reports whether a field holds nothing: the zero value, an empty
// list, or a number of 0 or less.
func isZero(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Slice, reflect.Map:
		return v.Len() == 0
	case reflect.Int:
		return v.Int() <= 0
	}
	return v.IsZero()
}

// entries reads each table of the list field name.
func (f *field) entries(name string, each func(e *field)) {
	t := f.table(name)
	if t == nil {
		return
	}
	for i := 1; i <= t.Len() && f.err == nil; i++ {
		et, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			f.fail(name, "must list tables")
			return
		}
		e := f.r.fieldsOf(fmt.Sprintf("%s.%s[%d]", f.path, name, i), et)
		e.plan = f.plan
		each(e)
		f.adopt(e)
	}
}

// sub is the field reader of the table field name, nil when it is absent.
func (f *field) sub(name string) *field {
	t := f.table(name)
	if t == nil {
		return nil
	}
	sub := f.r.fieldsOf(f.path+"."+name, t)
	sub.plan = f.plan
	return sub
}

// adopt keeps the first mistake of a nested declaration.
func (f *field) adopt(sub *field) { f.keep(sub.err) }

// keep keeps err when it is the first mistake.
func (f *field) keep(err error) {
	if f.err == nil {
		f.err = err
	}
}

// declaredAsFunction reports whether the field s of the struct v was
// declared as a function (values.go).
func declaredAsFunction(s spec, v reflect.Value) bool {
	return s.fn != "" && v.FieldByName(v.Type().Field(s.index).Name+"Fn").Int() != 0
}
