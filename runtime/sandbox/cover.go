package sandbox

import (
	"bytes"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"
)

// Probes say what a chunk compiled by [CompileCovered] counts: one probe
// per statement, numbered in source order from the base it was compiled
// with, each with the line the statement starts on and the function it
// belongs to.
type Probes struct {
	Stmts []Probe
	// Funcs are the functions the statements belong to: Funcs[0] is the top
	// level of the file, then each function defined at the top level or in
	// a table there, named by where it is stored ("verbs.play.check",
	// "game.status", "local function shuffle") or else "function at line
	// N". A function defined inside another belongs to it.
	Funcs []Func
	// Returned is the name of the local or global the chunk returns
	// ("return game"), or "".
	Returned string
	// Unmeasured says why the chunk was compiled without probes: it
	// compiles plainly but not with them (a function at the interpreter's
	// limit of registers), or would behave differently with them (it uses
	// ... at its top level and the name arg). It is "" when the chunk has
	// its probes.
	Unmeasured string
}

// Probe is one statement of a covered chunk.
type Probe struct {
	Line int
	Func int // index in Probes.Funcs
}

// Func is a function of a covered chunk.
type Func struct {
	Name string
	Line int
}

// probeName is the upvalue that holds the counter in a covered chunk. It
// is not a Lua name, so no script can write it: only the probes reach it.
const probeName = "(rulerun coverage)"

// CompileCovered compiles a script as [Compile] does, with a probe before
// each statement that counts it, numbered from base: run it with
// [Counter.Chunk]. Line numbers in errors and tracebacks are those of the
// plain chunk, each probe carrying the line of the statement it precedes;
// the probes are extra instructions, charged to the step budget like any
// other.
//
// The script is compiled as the function in
//
//	local (rulerun coverage) = ...
//	return function(...) <the script, with its probes> end
//
// so that the counter is an upvalue of the script's chunk and of every
// function in it, and that function is the chunk returned. When the
// script's top level uses ..., that function is a vararg one, which has the
// local "arg" Lua 5.1 gives every vararg function but the main chunk: a
// file that also names arg is compiled plainly, unmeasured, since it would
// see that local.
func CompileCovered(src []byte, name string, base int) (*lua.FunctionProto, *Probes, error) {
	chunk, err := parse.Parse(bytes.NewReader(src), name)
	if err != nil {
		return nil, nil, &lua.ApiError{Type: lua.ApiErrorSyntax, Object: lua.LString(err.Error()), Cause: err}
	}
	in := newInstrumenter(base)
	body := in.block(chunk, 0)
	if in.varargs && in.arg {
		return plainCovered(src, name, "the file uses ... at its top level and the name arg, which a measured file would see as Lua 5.1's local arg")
	}
	outer, err := lua.Compile(wrapCovered(chunk, body, in.varargs), name)
	if err != nil {
		return plainCovered(src, name, err.Error())
	}
	proto := outer.FunctionPrototypes[0]
	withoutTailCalls(proto)
	in.probes.Returned = returnedName(chunk)
	return proto, in.probes, nil
}

// plainCovered compiles a file that cannot be measured as [Compile] does,
// with probes that say why.
func plainCovered(src []byte, name, why string) (*lua.FunctionProto, *Probes, error) {
	proto, err := Compile(src, name)
	if err != nil {
		return nil, nil, err
	}
	return proto, &Probes{Unmeasured: why}, nil
}

// wrapCovered is the chunk that closes the script's body over the counter.
func wrapCovered(chunk, body []ast.Stmt, varargs bool) []ast.Stmt {
	inner := &ast.FunctionExpr{ParList: &ast.ParList{HasVargs: varargs, Names: []string{}}, Stmts: body}
	if len(chunk) > 0 {
		inner.SetLastLine(chunk[len(chunk)-1].LastLine() + 1) // as lua.Compile does for a chunk
	}
	return []ast.Stmt{
		&ast.LocalAssignStmt{Names: []string{probeName}, Exprs: []ast.Expr{&ast.Comma3Expr{}}},
		&ast.ReturnStmt{Exprs: []ast.Expr{inner}},
	}
}

// returnedName is the name the chunk's last statement returns, or "".
func returnedName(chunk []ast.Stmt) string {
	if len(chunk) == 0 {
		return ""
	}
	ret, ok := chunk[len(chunk)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Exprs) != 1 {
		return ""
	}
	id, _ := ret.Exprs[0].(*ast.IdentExpr)
	if id == nil {
		return ""
	}
	return id.Value
}
