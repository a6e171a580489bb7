package decl

import (
	"strings"

	"github.com/yuin/gopher-lua/ast"
)

// Fields a script builds in code, which no path reaches: a field set in a
// loop over a list the declaration returns (effect.stack = true), or one of
// a local table a declaration's function copies (local match = {...}). They
// are found within the declaration that builds them: the fields its
// function's body writes, by name, and the local table named after it.

// scope records, for a declaration written as a function (and for the
// chunk, as ""), the first line of each field name its body writes, at any
// depth of its blocks.
func (w *posWalker) scope(path string, fn *ast.FunctionExpr) {
	names := map[string]int{}
	sw := scopeWalker{names: names}
	sw.stmts(fn.Stmts)
	if w.p.scoped == nil {
		w.p.scoped = map[string]map[string]int{}
	}
	if _, ok := w.p.scoped[path]; !ok {
		w.p.scoped[path] = names
	}
}

// scopeWalker collects the field names a block writes.
type scopeWalker struct{ names map[string]int }

func (sw scopeWalker) name(name string, line int) {
	if _, ok := sw.names[name]; !ok && line > 0 {
		sw.names[name] = line
	}
}

func (sw scopeWalker) stmts(stmts []ast.Stmt) {
	for _, s := range stmts {
		sw.stmt(s)
	}
}

func (sw scopeWalker) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.AssignStmt:
		for _, lhs := range s.Lhs {
			if a, ok := lhs.(*ast.AttrGetExpr); ok {
				if k, ok := a.Key.(*ast.StringExpr); ok {
					sw.name(k.Value, s.Line())
				}
			}
		}
		sw.exprs(s.Rhs)
	case *ast.LocalAssignStmt:
		sw.exprs(s.Exprs)
	case *ast.FuncCallStmt:
		sw.expr(s.Expr)
	case *ast.ReturnStmt:
		sw.exprs(s.Exprs)
	case *ast.DoBlockStmt:
		sw.stmts(s.Stmts)
	case *ast.WhileStmt:
		sw.stmts(s.Stmts)
	case *ast.RepeatStmt:
		sw.stmts(s.Stmts)
	case *ast.IfStmt:
		sw.stmts(s.Then)
		sw.stmts(s.Else)
	case *ast.NumberForStmt:
		sw.stmts(s.Stmts)
	case *ast.GenericForStmt:
		sw.stmts(s.Stmts)
	}
}

func (sw scopeWalker) exprs(es []ast.Expr) {
	for _, e := range es {
		sw.expr(e)
	}
}

func (sw scopeWalker) expr(e ast.Expr) {
	switch e := e.(type) {
	case *ast.TableExpr:
		for _, f := range e.Fields {
			if k, ok := f.Key.(*ast.StringExpr); ok {
				sw.name(k.Value, k.Line())
			}
			sw.expr(f.Value)
		}
	case *ast.FuncCallExpr:
		sw.exprs(e.Args)
	case *ast.LogicalOpExpr:
		sw.expr(e.Lhs)
		sw.expr(e.Rhs)
	}
}

// localPrefix starts the paths of a local table's fields.
const localPrefix = "local "

// built is the line of path when it is a field built in code within the
// declaration at decl, one of its ancestors: a field of that name its
// function writes, or of the local table named after it; 0 when none is.
func (p *Positions) built(path, decl string) int {
	rest := path[len(decl):]
	if line := p.lines[localPrefix+lastName(decl)+rest]; line > 0 {
		return line
	}
	return p.scoped[decl][lastName(path)]
}

// lastName is the last field name of path: "stack_why" for
// "effects[4].stack_why", "effects" for "effects[4]".
func lastName(path string) string {
	for {
		i := max(strings.LastIndexByte(path, '.'), strings.LastIndexByte(path, '['))
		if i < 0 || path[i] == '.' {
			return path[i+1:]
		}
		path = path[:i]
	}
}
