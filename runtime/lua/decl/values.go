package decl

import (
	"reflect"

	lua "github.com/yuin/gopher-lua"
)

// A field that may be a value or a function of the moment (issue #41, "a
// function wherever a value is declared"): a whole number declared is
// kept as it is, and the engine calls no script for it; a function is kept
// in the plan's list of functions (Plan.Funcs) and its number set in the
// struct's field of the same name with Fn after it (deal.hand: Hand and
// HandFn), for the engine to call with the context rules.At.

// Func is a function declared in place of a value, with the path that
// names it in errors ("game.deal.hand").
type Func struct {
	Fn   *lua.LFunction
	Path string
}

// readPerRound reads a whole number field that may be a function(at).
func readPerRound(f *field, s spec, parent, v reflect.Value) {
	fn, ok := f.get(s.name).(*lua.LFunction)
	if !ok {
		v.SetInt(int64(f.num(s.name, 0)))
		return
	}
	if f.plan == nil {
		f.fail(s.name, "may be a function only in a declared game's tables")
		return
	}
	f.plan.funcs = append(f.plan.funcs, Func{Fn: fn, Path: f.path + "." + s.name})
	parent.FieldByName(parent.Type().Field(s.index).Name + "Fn").SetInt(int64(len(f.plan.funcs))) // a rules.Func
}

// perRoundType is the LuaLS type of such a field.
func perRoundType(spec) string { return "(integer|fun(at: rulerun.At): integer)?" }

// readPredicate reads a field that may only be a function (a move's when
// = function(at, move)): kept in the plan's list of functions, its number
// set in the field itself (a rules.Func); absent is 0, none.
func readPredicate(f *field, s spec, _, v reflect.Value) {
	switch fn := f.get(s.name).(type) {
	case *lua.LFunction:
		if f.plan == nil {
			f.fail(s.name, "may be a function only in a declared game's tables")
			return
		}
		f.plan.funcs = append(f.plan.funcs, Func{Fn: fn, Path: f.path + "." + s.name})
		v.SetInt(int64(len(f.plan.funcs)))
	case *lua.LNilType:
	default:
		f.fail(s.name, "must be a function(at, move) returning true or false")
	}
}
