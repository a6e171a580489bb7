package bind

import lua "github.com/yuin/gopher-lua"

// Func is one function of the Lua API: its name, its signature and what it
// does (for the generated reference), and its Go body.
type Func struct {
	Name string
	Sig  string
	Doc  string
	fn   func(cx *call, L *lua.LState) int
}

// GameFuncs are the methods of g, in the order the reference lists them.
func GameFuncs() []Func {
	return append(append(append(append(append(append([]Func(nil), gameAPI...), comboGameAPI...), meldGameAPI...), meldListAPI...), flowGameAPI...), declaredGameAPI...)
}

// PileFuncs are the methods of a pile handle.
func PileFuncs() []Func { return append(append([]Func(nil), pileAPI...), comboPileAPI...) }

// OutFuncs are the methods of the out object given to generators.
func OutFuncs() []Func { return append([]Func(nil), emitAPI...) }

// CoreGameFuncs are the methods of g every game uses, the reference's
// first section.
func CoreGameFuncs() []Func { return append([]Func(nil), gameAPI...) }

// CorePileFuncs are the methods of a pile every game uses.
func CorePileFuncs() []Func { return append([]Func(nil), pileAPI...) }

// ComboFuncs are the functions for climbing games: classifying, listing
// and comparing plays.
func ComboFuncs() []Func { return append(append([]Func(nil), comboGameAPI...), comboPileAPI...) }

// MeldFuncs are the functions for rummy games.
func MeldFuncs() []Func { return append(append([]Func(nil), meldGameAPI...), meldListAPI...) }

// DeclaredFuncs are the functions for declared games.
func DeclaredFuncs() []Func { return append(append([]Func(nil), flowGameAPI...), declaredGameAPI...) }
