package bind

import (
	"fmt"
	"math"
	"sort"

	lua "github.com/yuin/gopher-lua"
)

// toGo converts a Lua value into a game value: nil, bool, float64, string,
// []any (a table with keys 1..n) or map[string]any (a table with string keys).
func toGo(v lua.LValue, depth int) (any, error) {
	if depth > 8 {
		return nil, fmt.Errorf("tables nested more than 8 deep cannot be stored")
	}
	switch x := v.(type) {
	case *lua.LNilType:
		return nil, nil
	case lua.LBool:
		return bool(x), nil
	case lua.LNumber:
		f := float64(x)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, fmt.Errorf("%v cannot be stored", f)
		}
		return f, nil
	case lua.LString:
		return string(x), nil
	case *lua.LTable:
		return TableToGo(x, depth)
	}
	return nil, fmt.Errorf("a %s cannot be stored in game state (use numbers, strings, booleans and tables of them)", v.Type())
}

// TableToGo converts a Lua table into a game value, as toGo does; depth is
// how deep the table is nested already.
func TableToGo(t *lua.LTable, depth int) (any, error) {
	n := t.Len()
	count := 0
	var err error
	t.ForEach(func(_, _ lua.LValue) { count++ })
	if count == n {
		list := make([]any, n)
		for i := 1; i <= n && err == nil; i++ {
			list[i-1], err = toGo(t.RawGetInt(i), depth+1)
		}
		return list, err
	}
	m := make(map[string]any, count)
	t.ForEach(func(k, v lua.LValue) {
		if err != nil {
			return
		}
		ks, ok := k.(lua.LString)
		if !ok {
			err = fmt.Errorf("a table stored in game state must be a list or have string keys (found key %s)", k.String())
			return
		}
		m[string(ks)], err = toGo(v, depth+1)
	})
	return m, err
}

// ToLua converts a game value into a fresh Lua value.
func ToLua(L *lua.LState, v any) lua.LValue {
	switch x := v.(type) {
	case nil:
		return lua.LNil
	case bool:
		return lua.LBool(x)
	case float64:
		return lua.LNumber(x)
	case int:
		return lua.LNumber(x)
	case string:
		return lua.LString(x)
	case []any:
		t := L.CreateTable(len(x), 0)
		for _, e := range x {
			t.Append(ToLua(L, e))
		}
		return t
	case []string:
		t := L.CreateTable(len(x), 0)
		for _, e := range x {
			t.Append(lua.LString(e))
		}
		return t
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		t := L.CreateTable(0, len(x))
		for _, k := range keys {
			t.RawSetString(k, ToLua(L, x[k]))
		}
		return t
	}
	return lua.LString(fmt.Sprint(v))
}
