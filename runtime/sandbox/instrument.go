package sandbox

import (
	"fmt"
	"strconv"

	"github.com/yuin/gopher-lua/ast"
)

// instrumenter puts a probe before each statement of a chunk, in every
// block (function bodies, branches, loops, do blocks), and names the
// functions the statements belong to.
type instrumenter struct {
	probes  *Probes
	base    int  // the number of the first probe
	depth   int  // how many function bodies the walk is inside
	varargs bool // the top level uses ...
	arg     bool // the name arg appears somewhere
}

func newInstrumenter(base int) *instrumenter {
	return &instrumenter{base: base, probes: &Probes{Funcs: []Func{{Name: "top level", Line: 1}}}}
}

// block returns stmts with a probe before each statement of function fn
// (labels excepted: they run nothing, and a label must stay where it is).
// A return or break stays last: its probe goes before it.
func (in *instrumenter) block(stmts []ast.Stmt, fn int) []ast.Stmt {
	out := make([]ast.Stmt, 0, 2*len(stmts))
	for _, s := range stmts {
		if _, label := s.(*ast.LabelStmt); !label {
			out = append(out, in.probe(s.Line(), fn))
		}
		in.stmt(s, fn)
		out = append(out, s)
	}
	return out
}

// probe is the statement that counts statement number base+len(Stmts),
// written on the line of the statement it precedes.
func (in *instrumenter) probe(line, fn int) ast.Stmt {
	n := in.base + len(in.probes.Stmts)
	in.probes.Stmts = append(in.probes.Stmts, Probe{Line: line, Func: fn})
	counter := &ast.IdentExpr{Value: probeName}
	arg := &ast.NumberExpr{Value: strconv.Itoa(n)}
	call := &ast.FuncCallExpr{Func: counter, Args: []ast.Expr{arg}}
	st := &ast.FuncCallStmt{Expr: call}
	for _, node := range []ast.PositionHolder{counter, arg, call, st} {
		node.SetLine(line)
		node.SetLastLine(line)
	}
	return st
}

// stmt instruments the blocks inside one statement of function fn.
func (in *instrumenter) stmt(s ast.Stmt, fn int) {
	switch s := s.(type) {
	case *ast.AssignStmt:
		for i, e := range s.Lhs {
			in.expr(e, fn, "")
			if i < len(s.Rhs) {
				in.expr(s.Rhs[i], fn, nameOf(e))
			}
		}
		for _, e := range s.Rhs[min(len(s.Lhs), len(s.Rhs)):] {
			in.expr(e, fn, "")
		}
	case *ast.LocalAssignStmt:
		for i, e := range s.Exprs {
			name := ""
			if i < len(s.Names) {
				name = s.Names[i]
				if _, ok := e.(*ast.FunctionExpr); ok {
					name = "local function " + name
				}
			}
			in.expr(e, fn, name)
		}
	case *ast.FuncCallStmt:
		in.expr(s.Expr, fn, "")
	case *ast.DoBlockStmt:
		s.Stmts = in.block(s.Stmts, fn)
	case *ast.WhileStmt:
		in.expr(s.Condition, fn, "")
		s.Stmts = in.block(s.Stmts, fn)
	case *ast.RepeatStmt:
		s.Stmts = in.block(s.Stmts, fn)
		in.expr(s.Condition, fn, "")
	case *ast.IfStmt:
		in.expr(s.Condition, fn, "")
		s.Then = in.block(s.Then, fn)
		s.Else = in.block(s.Else, fn)
	case *ast.NumberForStmt:
		in.exprs([]ast.Expr{s.Init, s.Limit, s.Step}, fn)
		s.Stmts = in.block(s.Stmts, fn)
	case *ast.GenericForStmt:
		in.exprs(s.Exprs, fn)
		s.Stmts = in.block(s.Stmts, fn)
	case *ast.FuncDefStmt:
		in.function(s.Func, fn, funcDefName(s.Name))
	case *ast.ReturnStmt:
		for _, e := range s.Exprs {
			in.expr(e, fn, "")
		}
	}
}

func (in *instrumenter) exprs(es []ast.Expr, fn int) {
	for _, e := range es {
		in.expr(e, fn, "")
	}
}

// expr instruments the function bodies inside an expression of function
// fn; name is where the expression's value is stored ("game.status"), or
// "" when it is not stored under a name.
func (in *instrumenter) expr(e ast.Expr, fn int, name string) {
	switch e := e.(type) {
	case nil:
	case *ast.FunctionExpr:
		in.function(e, fn, name)
	case *ast.TableExpr:
		in.table(e, fn, name)
	case *ast.Comma3Expr:
		if in.depth == 0 {
			in.varargs = true
		}
	case *ast.IdentExpr:
		in.arg = in.arg || e.Value == "arg"
	case *ast.AttrGetExpr:
		in.exprs([]ast.Expr{e.Object, e.Key}, fn)
	case *ast.FuncCallExpr:
		in.exprs(append([]ast.Expr{e.Func, e.Receiver}, e.Args...), fn)
	case *ast.LogicalOpExpr:
		in.exprs([]ast.Expr{e.Lhs, e.Rhs}, fn)
	case *ast.RelationalOpExpr:
		in.exprs([]ast.Expr{e.Lhs, e.Rhs}, fn)
	case *ast.StringConcatOpExpr:
		in.exprs([]ast.Expr{e.Lhs, e.Rhs}, fn)
	case *ast.ArithmeticOpExpr:
		in.exprs([]ast.Expr{e.Lhs, e.Rhs}, fn)
	case *ast.UnaryMinusOpExpr:
		in.expr(e.Expr, fn, "")
	case *ast.UnaryNotOpExpr:
		in.expr(e.Expr, fn, "")
	case *ast.UnaryLenOpExpr:
		in.expr(e.Expr, fn, "")
	}
}

// table instruments the values of a table constructor stored under name:
// a field key = v is stored under name.key, the n-th positional value
// under name[n].
func (in *instrumenter) table(t *ast.TableExpr, fn int, name string) {
	n := 0
	for _, f := range t.Fields {
		key := ""
		switch k := f.Key.(type) {
		case nil:
			n++
			key = fmt.Sprintf("[%d]", n)
		case *ast.StringExpr:
			key = "." + k.Value
		default:
			in.expr(k, fn, "")
		}
		field := ""
		if key != "" && name != "" {
			field = name + key
		} else if key != "" && key[0] == '.' {
			field = key[1:]
		}
		in.expr(f.Value, fn, field)
	}
}

// function instruments a function body. At the top level (and in tables
// there) a function is a part of its own, named by where it is stored;
// inside another function it belongs to that one.
func (in *instrumenter) function(f *ast.FunctionExpr, parent int, name string) {
	fn := parent
	if parent == 0 {
		if name == "" {
			name = fmt.Sprintf("function at line %d", f.Line())
		}
		fn = len(in.probes.Funcs)
		in.probes.Funcs = append(in.probes.Funcs, Func{Name: name, Line: f.Line()})
	}
	in.depth++
	f.Stmts = in.block(f.Stmts, fn)
	in.depth--
}

// funcDefName names the function of "function a.b.c()" or "function a:m()".
func funcDefName(n *ast.FuncName) string {
	if n.Func != nil {
		return nameOf(n.Func)
	}
	if recv := nameOf(n.Receiver); recv != "" {
		return recv + ":" + n.Method
	}
	return ""
}

// nameOf is the name of a place a value is stored: "x", "a.b.c", "t[2]",
// or "" for a place named by a computed key.
func nameOf(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.IdentExpr:
		return e.Value
	case *ast.AttrGetExpr:
		obj := nameOf(e.Object)
		if obj == "" {
			return ""
		}
		switch k := e.Key.(type) {
		case *ast.StringExpr:
			return obj + "." + k.Value
		case *ast.NumberExpr:
			return obj + "[" + k.Value + "]"
		}
	}
	return ""
}
