package decl

import (
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// Hooks are the hooks of a game table, found in one interpreter's copy of
// it (each host runs its own copy of the script); nil for a hook the script
// does not have. ReadInfo checks that those it has are functions.
type Hooks struct {
	Setup, ToAct, Status, Standing, FirstDealer, AfterDeal *lua.LFunction
}

// Hooks finds the hooks of the game table.
func (r *Reader) Hooks() Hooks {
	fn := func(name string) *lua.LFunction {
		f, _ := r.table.RawGetString(name).(*lua.LFunction)
		return f
	}
	return Hooks{Setup: fn("setup"), ToAct: fn("to_act"), Status: fn("status"), Standing: fn("standing"),
		FirstDealer: fn("first_dealer"), AfterDeal: fn("after_deal")}
}

// VerbFuncs are the functions of one verb, found in one interpreter's copy
// of the game table.
type VerbFuncs struct {
	Check, Apply, Generate *lua.LFunction   // Generate is sample for an open verb
	Parts                  []*lua.LFunction // part rules, by optional group
	// The names errors give each function ("verbs.play.check"), made once
	// so that no call builds one.
	CheckName, ApplyName, GenerateName string
	PartNames                          []string
}

// Code says which of the functions the declared rules call the verb has.
func (f *VerbFuncs) Code() rules.VerbCode {
	return rules.VerbCode{Check: f.Check != nil, Apply: f.Apply != nil, Generate: f.Generate != nil}
}

// Functions finds the functions of every verb info declares, by verb.
func (r *Reader) Functions(info *Info) []VerbFuncs {
	verbs, _ := r.table.RawGetString("verbs").(*lua.LTable)
	out := make([]VerbFuncs, len(info.Verbs))
	for i, v := range info.Verbs {
		t, _ := verbs.RawGetString(v.Name).(*lua.LTable)
		fn := func(name string) *lua.LFunction {
			f, _ := t.RawGetString(name).(*lua.LFunction)
			return f
		}
		vf := VerbFuncs{Check: fn("check"), Apply: fn("apply"), Generate: fn("generate"),
			Parts: make([]*lua.LFunction, len(info.Parts[i])), PartNames: make([]string, len(info.Parts[i])),
			CheckName: "verbs." + v.Name + ".check", ApplyName: "verbs." + v.Name + ".apply",
			GenerateName: "verbs." + v.Name + ".generate"}
		for grp, name := range info.Parts[i] {
			if name != "" {
				vf.Parts[grp], vf.PartNames[grp] = fn(name), "verbs."+v.Name+"."+name
			}
		}
		if v.Open {
			vf.Generate, vf.GenerateName = fn("sample"), "verbs."+v.Name+".sample"
		}
		out[i] = vf
	}
	return out
}
