package sandbox

import (
	"unsafe"

	lua "github.com/yuin/gopher-lua"
)

// What the meter counts for each part of what an interpreter holds, in
// bytes: the sizes gopher-lua's values take on a 64-bit Go heap, with the
// hash parts of tables at the average fill of a Go map (they double when
// full). TestMeterFollowsTheHeap checks the sum against the heap.
const (
	tableBytes    = 96  // the LTable
	slotBytes     = 16  // a value in an array part, a key list or the stack
	entryBytes    = 56  // an entry of a hash part (map[string]LValue or map[LValue]LValue)
	smallMapBytes = 368 // a hash part of up to 8 entries: one group of a Go map, and its header
	indexBytes    = 64  // a key in the list and index of a table's keys: its boxed header and map[LValue]int entry
	stringBytes   = 16  // a string's header, boxed in its value
	numberBytes   = 16  // a number, boxed in its value, in a block of numbers that may hold garbage
	functionBytes = 64  // an LFunction
	upvalueBytes  = 56  // an upvalue and its pointer
	userdataBytes = 48  // an LUserData, without the Go value it holds
	// sharedString is the length from which a string is counted once however
	// many values hold it: a table that holds one long string a thousand
	// times holds it once. Shorter strings are counted at every value,
	// where the slot that holds them costs as much anyway.
	sharedString = 64
)

// meter estimates the memory an interpreter holds: the tables, strings and
// functions reachable from its globals, its registry, its value stack (the
// locals of every running call) and the roots its owner holds in Go. It is
// what the interpreter's own heap would be if gopher-lua had one: the same
// for the same script and moves on every machine, whatever else the process
// runs. A measure visits each value once, so it costs time in proportion to
// what the interpreter holds, and it stops as soon as the sum passes the
// limit it is given.
type meter struct {
	L     *lua.LState
	roots []lua.LValue // held by the owner outside the interpreter's reach
	seen  map[unsafe.Pointer]struct{}
	todo  []lua.LValue // the tables, functions and userdata to visit
	size  int64
	// visited is the number of values the last measure looked at, which is
	// what it cost.
	visited int64
}

// measure returns the bytes the interpreter holds, or a sum over limit as
// soon as the count passes it.
func (m *meter) measure(limit int64) int64 {
	if m.seen == nil {
		m.seen = map[unsafe.Pointer]struct{}{}
	}
	m.size, m.visited = 0, 0
	L := m.L
	m.value(L.G.Global)
	m.value(L.G.Registry)
	m.value(L.Env)
	m.value(L.GetMetatable(lua.LString("")))
	for _, v := range m.roots {
		m.value(v)
	}
	stack := stackOf(L)
	m.size += int64(cap(stack)) * slotBytes
	for _, v := range stack {
		m.value(v)
	}
	for len(m.todo) > 0 && m.size <= limit {
		v := m.todo[len(m.todo)-1]
		m.todo = m.todo[:len(m.todo)-1]
		m.visit(v)
	}
	m.todo = m.todo[:0]
	if len(m.seen) > 1<<16 {
		m.seen = nil // let a huge set go rather than clear it at every measure
	} else {
		clear(m.seen)
	}
	return m.size
}

// value counts v, a string or number at once, a table, function or
// userdata the first time it is reached (visited later).
func (m *meter) value(v lua.LValue) {
	m.visited++
	switch v := v.(type) {
	case lua.LString:
		m.str(string(v))
	case lua.LNumber:
		m.size += numberBytes
	case *lua.LTable:
		m.reach(unsafe.Pointer(v), v)
	case *lua.LFunction:
		m.reach(unsafe.Pointer(v), v)
	case *lua.LUserData:
		m.reach(unsafe.Pointer(v), v)
	}
}

func (m *meter) reach(p unsafe.Pointer, v lua.LValue) {
	if p == nil {
		return
	}
	if _, ok := m.seen[p]; ok {
		return
	}
	m.seen[p] = struct{}{}
	m.todo = append(m.todo, v)
}

// str counts a string; a long one once, however many values hold it.
func (m *meter) str(s string) {
	if len(s) >= sharedString {
		p := unsafe.Pointer(unsafe.StringData(s))
		if _, ok := m.seen[p]; ok {
			return
		}
		m.seen[p] = struct{}{}
	}
	m.size += stringBytes + int64(len(s)+7)&^7
}

// visit counts a table, function or userdata and what it holds.
func (m *meter) visit(v lua.LValue) {
	switch v := v.(type) {
	case *lua.LTable:
		m.table(v)
	case *lua.LFunction:
		m.size += functionBytes + int64(len(v.Upvalues))*upvalueBytes
		if v.Env != nil {
			m.value(v.Env)
		}
		for _, uv := range v.Upvalues {
			if uv != nil {
				m.value(uv.Value())
			}
		}
	case *lua.LUserData:
		m.size += userdataBytes
		m.value(v.Metatable)
		if v.Env != nil {
			m.value(v.Env)
		}
	}
}

// table counts a table: its parts at their capacity, where it is known, and
// every key and value. The list and index of keys keep the keys deleted
// from the table (gopher-lua never shrinks them), so they are counted too.
func (m *meter) table(t *lua.LTable) {
	p := partsOf(t)
	m.size += tableBytes + int64(cap(p.array)+cap(p.keys))*slotBytes +
		hashBytes(len(p.dict)) + hashBytes(len(p.strdict)) + int64(len(p.k2i))*indexBytes
	m.value(t.Metatable)
	for _, v := range p.array {
		m.value(v)
	}
	for k, v := range p.strdict {
		m.str(k)
		m.value(v)
	}
	for k, v := range p.dict {
		m.value(k)
		m.value(v)
	}
}

// hashBytes is the size of a hash part of n entries.
func hashBytes(n int) int64 {
	if n == 0 {
		return 0
	}
	return max(int64(n)*entryBytes, smallMapBytes)
}
