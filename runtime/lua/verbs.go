package lua

import lua "github.com/yuin/gopher-lua"

// verbFuncs are one host's functions of a verb: each host runs its own
// copy of the script.
type verbFuncs struct {
	check, apply, generate *lua.LFunction
	parts                  []*lua.LFunction // part rules, by optional group
	// The names errors give each function ("verbs.play.check"), made once
	// so that no call builds one.
	checkName, applyName, generateName string
	partNames                          []string
}

// bindVerbs finds the functions of every declared verb in this host's copy
// of the game table.
func (h *Host) bindVerbs(info *Info) {
	verbs, _ := h.vm.table.RawGetString("verbs").(*lua.LTable)
	h.decl.verbs = make([]verbFuncs, len(info.Verbs))
	for i, v := range info.Verbs {
		t, _ := verbs.RawGetString(v.Name).(*lua.LTable)
		fn := func(name string) *lua.LFunction {
			f, _ := t.RawGetString(name).(*lua.LFunction)
			return f
		}
		vf := verbFuncs{check: fn("check"), apply: fn("apply"), generate: fn("generate"),
			parts: make([]*lua.LFunction, len(info.Parts[i])), partNames: make([]string, len(info.Parts[i])),
			checkName: "verbs." + v.Name + ".check", applyName: "verbs." + v.Name + ".apply",
			generateName: "verbs." + v.Name + ".generate"}
		for grp, name := range info.Parts[i] {
			if name != "" {
				vf.parts[grp], vf.partNames[grp] = fn(name), "verbs."+v.Name+"."+name
			}
		}
		if v.Open {
			vf.generate, vf.generateName = fn("sample"), "verbs."+v.Name+".sample"
		}
		h.decl.verbs[i] = vf
	}
}
