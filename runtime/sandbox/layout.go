package sandbox

import (
	"fmt"
	"reflect"
	"unsafe"

	lua "github.com/yuin/gopher-lua"
)

// gopher-lua keeps the parts of a table and the interpreter's value stack
// in unexported fields, and measuring what an interpreter holds (meter.go)
// needs their sizes. The offsets of those fields are found by name with
// reflect when the package starts, and checked against the types expected;
// a gopher-lua whose layout differs stops the program at start, before any
// script runs, rather than be read wrongly.

// tableParts is what a table holds besides its metatable: the array part,
// the hash parts, and the keys in insertion order with their index.
type tableParts struct {
	array   []lua.LValue
	dict    map[lua.LValue]lua.LValue
	strdict map[string]lua.LValue
	keys    []lua.LValue
	k2i     map[lua.LValue]int
}

// layout holds the offsets of the unexported fields read.
var layout = findLayout()

type offsets struct {
	array, dict, strdict, keys, k2i uintptr // in lua.LTable
	reg                             uintptr // in lua.LState: *registry
	regArray, regTop                uintptr // in the registry
}

func findLayout() offsets {
	var o offsets
	table := reflect.TypeFor[lua.LTable]()
	o.array = fieldOffset(table, "array", reflect.TypeFor[[]lua.LValue]())
	o.dict = fieldOffset(table, "dict", reflect.TypeFor[map[lua.LValue]lua.LValue]())
	o.strdict = fieldOffset(table, "strdict", reflect.TypeFor[map[string]lua.LValue]())
	o.keys = fieldOffset(table, "keys", reflect.TypeFor[[]lua.LValue]())
	o.k2i = fieldOffset(table, "k2i", reflect.TypeFor[map[lua.LValue]int]())
	state := reflect.TypeFor[lua.LState]()
	reg, ok := state.FieldByName("reg")
	if !ok || reg.Type.Kind() != reflect.Pointer || reg.Type.Elem().Kind() != reflect.Struct {
		panic("sandbox: gopher-lua's LState has no reg *registry field; update layout.go")
	}
	o.reg = reg.Offset
	o.regArray = fieldOffset(reg.Type.Elem(), "array", reflect.TypeFor[[]lua.LValue]())
	o.regTop = fieldOffset(reg.Type.Elem(), "top", reflect.TypeFor[int]())
	return o
}

// fieldOffset is the offset of the field name of struct t, which must have
// type want.
func fieldOffset(t reflect.Type, name string, want reflect.Type) uintptr {
	f, ok := t.FieldByName(name)
	if !ok || f.Type != want {
		panic(fmt.Sprintf("sandbox: gopher-lua's %s has no field %s of type %v; update layout.go", t.Name(), name, want))
	}
	return f.Offset
}

// partsOf reads the parts of t.
func partsOf(t *lua.LTable) tableParts {
	p := unsafe.Pointer(t)
	return tableParts{
		array:   *(*[]lua.LValue)(unsafe.Add(p, layout.array)),
		dict:    *(*map[lua.LValue]lua.LValue)(unsafe.Add(p, layout.dict)),
		strdict: *(*map[string]lua.LValue)(unsafe.Add(p, layout.strdict)),
		keys:    *(*[]lua.LValue)(unsafe.Add(p, layout.keys)),
		k2i:     *(*map[lua.LValue]int)(unsafe.Add(p, layout.k2i)),
	}
}

// stackOf is the interpreter's value stack up to its top: the locals,
// arguments and temporaries of every running call, and the functions they
// run. Slots above the top are cleared by gopher-lua.
func stackOf(L *lua.LState) []lua.LValue {
	reg := *(*unsafe.Pointer)(unsafe.Add(unsafe.Pointer(L), layout.reg))
	if reg == nil {
		return nil
	}
	array := *(*[]lua.LValue)(unsafe.Add(reg, layout.regArray))
	top := *(*int)(unsafe.Add(reg, layout.regTop))
	return array[:min(max(top, 0), len(array))]
}
