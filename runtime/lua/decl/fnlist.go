package decl

import (
	"fmt"
	"math"
	"reflect"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// readFnList reads a list of whole numbers (what each place scores, such
// as places.points = {2, 1}) whose entries may each be a function of the
// round instead, such as {function(at) return at.round end, 1}: each kept
// in the plan's list of functions, in the list's order, its number set at
// its place in the struct's field of the same name with Fn after it (a
// list of rules.Func, 0 for an entry declared as a number); its entry in
// the list of numbers stays 0.
func readFnList(f *field, s spec, parent, v reflect.Value) {
	t := f.table(s.name)
	if t == nil {
		return
	}
	n := t.Len()
	nums := make([]int, n)
	var fns []rules.Func
	for i := 1; i <= n; i++ {
		switch e := t.RawGetInt(i).(type) {
		case lua.LNumber:
			if float64(int(e)) == float64(e) && math.Abs(float64(e)) <= 1e9 {
				nums[i-1] = int(e)
				continue
			}
		case *lua.LFunction:
			if f.plan != nil {
				if fns == nil {
					fns = make([]rules.Func, n)
				}
				f.plan.funcs = append(f.plan.funcs, Func{Fn: e, Path: fmt.Sprintf("%s.%s[%d]", f.path, s.name, i), Life: rules.ForRound, Kind: Whole})
				fns[i-1] = rules.Func(len(f.plan.funcs))
				continue
			}
		}
		f.fail(s.name, "must list whole numbers, or functions(at) of the round returning one, such as {2, 1}")
		return
	}
	v.Set(reflect.ValueOf(nums))
	if fns != nil {
		parent.FieldByName(parent.Type().Field(s.index).Name + "Fn").Set(reflect.ValueOf(fns))
	}
}
