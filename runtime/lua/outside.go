package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/lua/bind"

	lua "github.com/yuin/gopher-lua"
)

// upvalueWatch records the local variables of a script's file that its
// functions use (their upvalues), as they were after loading, so that state
// kept there instead of in g.vars can be named when a replay shows it:
// "count, a local of game.lua used by verbs.draw.apply (game.lua:4), went
// from 0 to 57".
type upvalueWatch struct {
	entries []watched
}

// watched is one upvalue of one function.
type watched struct {
	uv    *lua.Upvalue
	name  string // the variable's name
	user  string // the function that uses it, as "verbs.draw.apply"
	file  string
	line  int // where that function is defined
	value lua.LValue
	size  int // for a table, its number of entries
}

// watchUpvalues walks every function reachable from the game table, through
// tables and upvalues, and records its upvalues.
func watchUpvalues(game *lua.LTable) *upvalueWatch {
	w := &upvalueWatch{}
	seen := map[any]bool{}
	var walk func(v lua.LValue, path string, depth int)
	walk = func(v lua.LValue, path string, depth int) {
		if depth > 8 {
			return
		}
		switch x := v.(type) {
		case *lua.LTable:
			if seen[x] {
				return
			}
			seen[x] = true
			x.ForEach(func(k, v lua.LValue) {
				if s, ok := k.(lua.LString); ok {
					walk(v, join(path, string(s)), depth+1)
				}
			})
		case *lua.LFunction:
			if seen[x] || x.IsG || x.Proto == nil {
				return
			}
			seen[x] = true
			for i, uv := range x.Upvalues {
				if uv == nil || i >= len(x.Proto.DbgUpvalues) {
					continue
				}
				name := x.Proto.DbgUpvalues[i]
				val := uv.Value()
				w.entries = append(w.entries, watched{uv: uv, name: name, user: path,
					file: x.Proto.SourceName, line: x.Proto.LineDefined, value: val, size: tableSize(val)})
				walk(val, name, depth+1)
			}
		}
	}
	walk(game, "", 0)
	return w
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func tableSize(v lua.LValue) int {
	t, ok := v.(*lua.LTable)
	if !ok {
		return -1
	}
	n := 0
	t.ForEach(func(_, _ lua.LValue) { n++ })
	return n
}

// changed describes the first watched local that no longer holds what it
// held after loading, with the file and line of the function that uses it;
// what is "" when none changed.
func (w *upvalueWatch) changed() (file string, line int, what string) {
	for _, e := range w.entries {
		now := e.uv.Value()
		switch {
		case e.size >= 0 && now == e.value:
			if n := tableSize(now); n != e.size {
				return e.file, e.line, fmt.Sprintf("the table %s, a local of the file used by %s, went from %d to %d entries during play",
					e.name, e.user, e.size, n)
			}
		case now != e.value:
			return e.file, e.line, fmt.Sprintf("%s, a local of the file used by %s, went from %s to %s during play",
				e.name, e.user, bind.Describe(e.value), bind.Describe(now))
		}
	}
	return "", 0, ""
}
