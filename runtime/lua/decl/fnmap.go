package decl

import (
	"math"
	"reflect"
	"slices"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// readFnMap reads a table of names to whole numbers (a points table, such
// as match.points = {H = 1, QS = 13}) whose entries may each be a function
// of the round instead, such as {QS = function(at) return 13 * at.round
// end}: each kept in the plan's list of functions, in the order of the
// names sorted, its number set by name in the struct's field of the same
// name with Fn after it (a map of rules.Func); its entry in the table of
// numbers stays 0, so that a look-up finds the name.
func readFnMap(f *field, s spec, parent, v reflect.Value) {
	t := f.table(s.name)
	if t == nil {
		return
	}
	nums, fns := map[string]int{}, map[string]*lua.LFunction{}
	var names []string
	ok := true
	t.ForEach(func(k, e lua.LValue) {
		name, isName := k.(lua.LString)
		switch n := e.(type) {
		case lua.LNumber:
			if isName && float64(int(n)) == float64(n) && math.Abs(float64(n)) <= 1e9 {
				nums[string(name)] = int(n)
				return
			}
		case *lua.LFunction:
			if isName && f.plan != nil {
				nums[string(name)], fns[string(name)] = 0, n
				names = append(names, string(name))
				return
			}
		}
		ok = false
	})
	if !ok {
		f.fail(s.name, "must map names to whole numbers, or to functions(at) of the round returning one, such as {H = 1, QS = 13}")
		return
	}
	v.Set(reflect.ValueOf(nums))
	if len(names) == 0 {
		return
	}
	slices.Sort(names) // the functions' numbers the same every run
	byName := map[string]rules.Func{}
	for _, name := range names {
		f.plan.funcs = append(f.plan.funcs, Func{Fn: fns[name], Path: f.path + "." + s.name + "." + name, Life: rules.ForRound, Kind: Whole})
		byName[name] = rules.Func(len(f.plan.funcs))
	}
	parent.FieldByName(parent.Type().Field(s.index).Name + "Fn").Set(reflect.ValueOf(byName))
}
