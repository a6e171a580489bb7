package lua

import (
	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/lua/decl"
	lua "github.com/yuin/gopher-lua"
)

// declScript is a host as the reader of its script's declarations
// (runtime/lua/decl) sees it: the script's text, its errors, and calls
// into it for declarations written as functions.
type declScript struct{ h *Host }

var _ decl.Script = declScript{}

// File is the script's file.
func (s declScript) File() string { return s.h.script.Path }

// Source is the text of a file of the script.
func (s declScript) Source(file string) []byte { return s.h.script.Source(file) }

// Error is a ScriptError at file:line.
func (s declScript) Error(file string, line int, msg string) error {
	return &ScriptError{File: file, Line: line, Msg: msg}
}

// Call runs fn under the host's budget.
func (s declScript) Call(fn *lua.LFunction, context string, args ...lua.LValue) (lua.LValue, error) {
	return s.h.callOne(fn, context, args...)
}

// Describe names a Lua value as the bindings do.
func (s declScript) Describe(v lua.LValue) string { return bind.Describe(v) }

// decls reads the declarations of the host's copy of the game table.
func (h *Host) decls() *decl.Reader { return decl.NewReader(declScript{h}, h.vm.table) }

// declError builds an error about the game table, at the line that
// declares path ("piles", "deal.hand").
func (h *Host) declError(path, format string, args ...any) error {
	return h.decls().Errorf(path, format, args...)
}
