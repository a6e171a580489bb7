package decl

import (
	"reflect"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// readPayout reads a payout {chips, for a bet of} (banking's win and
// natural) whose chips may be a function of the round, such as
// {function(at) return at.round end, 2}: kept in the plan's list of
// functions as any field's of an fn tag, its number set in the struct's
// field of the same name with Fn after it; the chips read then stay 0.
func readPayout(f *field, s spec, parent, v reflect.Value) {
	t := f.table(s.name)
	if t == nil {
		return
	}
	if t.Len() != 2 {
		f.fail(s.name, "must be {chips, for a bet of}, such as {3, 2}")
		return
	}
	out := make([]int, 2)
	for i := range out {
		switch e := t.RawGetInt(i + 1).(type) {
		case lua.LNumber:
			if e < 0 || float64(int(e)) != float64(e) {
				f.fail(s.name, "must be {chips, for a bet of}: whole numbers, such as {3, 2}")
				return
			}
			out[i] = int(e)
		case *lua.LFunction:
			if i > 0 || f.plan == nil {
				f.fail(s.name, "may give its chips alone as a function(at), in a declared game's tables: {function(at) ... end, 2}")
				return
			}
			f.plan.funcs = append(f.plan.funcs, Func{Fn: e, Path: f.path + "." + s.name + "[1]", Life: rules.ForRound, Kind: Whole})
			parent.FieldByName(parent.Type().Field(s.index).Name + "Fn").SetInt(int64(len(f.plan.funcs))) // a rules.Func
		default:
			f.fail(s.name, "must be {chips, for a bet of}, such as {3, 2}")
			return
		}
	}
	v.Set(reflect.ValueOf(out))
}
