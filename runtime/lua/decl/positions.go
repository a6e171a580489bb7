package decl

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/yuin/gopher-lua/ast"
	"github.com/yuin/gopher-lua/parse"
)

// Positions says where each declaration of a script stands: the line of
// the field, assignment or function that declares it, by its path in the
// game table ("deal.hand", "verbs.discard.play.match", "effects[2].skip").
// It is read from the parser's syntax tree, so a field is found under the
// declaration that owns it, not wherever its name first appears.
type Positions struct {
	lines  map[string]int
	order  []string                  // the paths in the order first declared
	scoped map[string]map[string]int // by declaration written as a function: the field names its body writes
}

// PositionsOf reads the positions of the declarations of src, a script
// that returns its game table: the table constructors, assignments and
// functions whose values end up in the game table, through the locals that
// name a part of it (local verbs = {}; game.verbs = verbs). A script that
// does not parse has none.
func PositionsOf(src []byte, file string) *Positions {
	p := &Positions{lines: map[string]int{}}
	chunk, err := parse.Parse(bytes.NewReader(src), file)
	if err != nil {
		return p
	}
	w := &posWalker{p: p, names: map[string]string{}, funcs: map[string]*ast.FunctionExpr{}}
	w.root(chunk)
	w.aliases(chunk)
	w.localRoots(chunk)
	w.stmts(chunk)
	w.scope("", &ast.FunctionExpr{Stmts: chunk})
	return p
}

// Line is the line that declares path ("verbs.play.play.match"; a leading
// "game." is dropped, and "[*]" stands for any position of a list). For a
// field no path reaches, best first: where the declaration holding it
// builds it in code (positions_scope.go); its nearest declared ancestor
// (verbs.play.play when match is not written out); its first declared
// field (a table set field by field); the first field of its name the
// script writes. 0 when none is found, and for "".
func (p *Positions) Line(path string) int {
	at, line := p.near(path)
	if line == 0 && at == "" {
		// A script that changes a table the game table reaches only in
		// code (a variant of another script): the first field of that
		// name it writes.
		return p.scoped[""][lastName(strings.TrimPrefix(path, "game."))]
	}
	return line
}

// near is where path stands, found within the game table: path itself,
// built in code, an ancestor or a descendant; "" and 0 when none is.
func (p *Positions) near(path string) (string, int) {
	path = strings.TrimPrefix(path, "game.")
	if line := p.exact(path); line > 0 || path == "" {
		return path, line
	}
	for at := parentPath(path); at != ""; at = parentPath(at) {
		if line := p.built(path, at); line > 0 {
			return path, line
		}
	}
	for at := parentPath(path); at != ""; at = parentPath(at) {
		if line := p.exact(at); line > 0 {
			return at, line
		}
	}
	return p.descendant(path)
}

// descendant is the first declared field within path (a table whose
// fields a script sets one by one: draw.why.must = ...), and its line.
func (p *Positions) descendant(path string) (string, int) {
	found, first := "", 0
	for _, k := range p.order {
		if strings.HasPrefix(k, path) && len(k) > len(path) && (k[len(path)] == '.' || k[len(path)] == '[') {
			if line := p.lines[k]; first == 0 || line < first {
				found, first = k, line
			}
		}
	}
	return found, first
}

// exact is the line of path itself, 0 when it is not declared.
func (p *Positions) exact(path string) int {
	if !strings.Contains(path, "[*]") {
		return p.lines[path]
	}
	for _, k := range p.order {
		if anyIndex(k) == path {
			return p.lines[k]
		}
	}
	return 0
}

// anyIndex is path with each list position written [*].
func anyIndex(path string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(path, '[')
		j := strings.IndexByte(path, ']')
		if i < 0 || j < i {
			b.WriteString(path)
			return b.String()
		}
		b.WriteString(path[:i] + "[*]")
		path = path[j+1:]
	}
}

// parentPath is the path of the declaration that holds path's: "a.b" for
// "a.b.c" and for "a.b[2]"; "" for a field of the game table.
func parentPath(path string) string {
	i := strings.LastIndexAny(path, ".[")
	if i < 0 {
		return ""
	}
	return path[:i]
}

// set records the line of path; an assignment (override) replaces what a
// table constructor declared before, as it does when the script runs.
func (p *Positions) set(path string, line int, override bool) {
	if line <= 0 {
		return
	}
	if _, ok := p.lines[path]; !ok {
		p.order = append(p.order, path)
	} else if !override {
		return
	}
	p.lines[path] = line
}

// posWalker walks a chunk, knowing which local names stand for which part
// of the game table.
type posWalker struct {
	p     *Positions
	names map[string]string            // local name -> its path ("" for the game table)
	funcs map[string]*ast.FunctionExpr // local functions, which a declaration may call for its table
	depth int                          // how many functions deep the walk is
}

// root finds the game table: the local the chunk returns.
func (w *posWalker) root(chunk []ast.Stmt) {
	if len(chunk) == 0 {
		return
	}
	ret, ok := chunk[len(chunk)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Exprs) != 1 {
		return
	}
	if id, ok := ret.Exprs[0].(*ast.IdentExpr); ok {
		w.names[id.Value] = ""
	}
}

// aliases finds the locals that name a part of the game table, whichever
// way round the script writes it (local play = game.verbs.play, or
// local verbs = {} ... game.verbs = verbs).
func (w *posWalker) aliases(chunk []ast.Stmt) {
	for changed := true; changed; {
		changed = false
		for _, s := range chunk {
			switch s := s.(type) {
			case *ast.LocalAssignStmt:
				for i, name := range s.Names {
					if i >= len(s.Exprs) {
						continue
					}
					if _, known := w.names[name]; !known {
						if path, ok := w.path(s.Exprs[i]); ok {
							w.names[name], changed = path, true
						}
					}
					if path, ok := w.names[name]; ok {
						changed = w.tableAliases(path, s.Exprs[i]) || changed
					}
				}
			case *ast.AssignStmt:
				for i, lhs := range s.Lhs {
					path, ok := w.path(lhs)
					if !ok || i >= len(s.Rhs) {
						continue
					}
					if id, ok := s.Rhs[i].(*ast.IdentExpr); ok {
						if _, known := w.names[id.Value]; !known {
							w.names[id.Value], changed = path, true
						}
					}
					changed = w.tableAliases(path, s.Rhs[i]) || changed
				}
			}
		}
	}
}

// tableAliases names the locals a table constructor at path holds as
// values ({ play = play_verb }, { { ranks = "S" }, reverse }); true when it
// named one.
func (w *posWalker) tableAliases(path string, e ast.Expr) bool {
	t, ok := e.(*ast.TableExpr)
	if !ok {
		return false
	}
	changed, n := false, 0
	for _, f := range t.Fields {
		var sub string
		switch k := f.Key.(type) {
		case nil:
			n++
			sub = path + "[" + strconv.Itoa(n) + "]"
		case *ast.StringExpr:
			sub = join(path, k.Value)
		default:
			continue
		}
		if id, ok := f.Value.(*ast.IdentExpr); ok {
			if _, known := w.names[id.Value]; !known {
				w.names[id.Value], changed = sub, true
			}
		}
		changed = w.tableAliases(sub, f.Value) || changed
	}
	return changed
}

// localRoots makes each local table of the block that is no part of the
// game table a root of its own, "local NAME", and finds the local
// functions a declaration may call to make its table.
func (w *posWalker) localRoots(stmts []ast.Stmt) {
	for _, s := range stmts {
		l, ok := s.(*ast.LocalAssignStmt)
		if !ok {
			continue
		}
		for i, name := range l.Names {
			if _, known := w.names[name]; known || i >= len(l.Exprs) {
				continue
			}
			switch e := l.Exprs[i].(type) {
			case *ast.TableExpr:
				w.names[name] = localPrefix + name
			case *ast.FunctionExpr:
				w.funcs[name] = e
			}
		}
	}
}

// path is the path of e in the game table: a local that names a part of
// it, or a field of one (game.verbs.play); false for anything else.
func (w *posWalker) path(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.IdentExpr:
		path, ok := w.names[e.Value]
		return path, ok
	case *ast.AttrGetExpr:
		obj, ok := w.path(e.Object)
		if !ok {
			return "", false
		}
		switch k := e.Key.(type) {
		case *ast.StringExpr:
			return join(obj, k.Value), true
		case *ast.NumberExpr:
			return obj + "[" + k.Value + "]", obj != ""
		}
	}
	return "", false
}

// join is the path of field name of the declaration at path.
func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// stmts records the declarations a block's statements make.
func (w *posWalker) stmts(stmts []ast.Stmt) {
	for _, s := range stmts {
		switch s := s.(type) {
		case *ast.LocalAssignStmt:
			for i, name := range s.Names {
				if path, ok := w.names[name]; ok && i < len(s.Exprs) {
					w.value(path, s.Exprs[i])
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range s.Lhs {
				path, ok := w.path(lhs)
				if !ok || path == "" {
					continue
				}
				w.p.set(path, s.Line(), true)
				if i < len(s.Rhs) {
					w.value(path, s.Rhs[i])
				}
			}
		case *ast.FuncDefStmt:
			if s.Name.Receiver == nil {
				if path, ok := w.path(s.Name.Func); ok && path != "" {
					w.p.set(path, s.Line(), true)
					w.function(path, s.Func)
				}
			}
		}
	}
}

// value records the declarations of e, the value of the declaration at
// path: a table constructor's fields, or what a function returns.
func (w *posWalker) value(path string, e ast.Expr) {
	switch e := e.(type) {
	case *ast.TableExpr:
		w.table(path, e)
	case *ast.FunctionExpr:
		w.function(path, e)
	case *ast.LogicalOpExpr: // cond and {...} or nil
		w.value(path, e.Lhs)
		w.value(path, e.Rhs)
	case *ast.FuncCallExpr: // bombs(longer): a local function's table
		if id, ok := e.Func.(*ast.IdentExpr); ok && w.funcs[id.Value] != nil && w.depth < maxCallDepth {
			w.function(path, w.funcs[id.Value])
		}
	}
}

// table records the fields of a table constructor declared at path.
func (w *posWalker) table(path string, t *ast.TableExpr) {
	n := 0
	for _, f := range t.Fields {
		var sub string
		line := f.Value.Line()
		switch k := f.Key.(type) {
		case nil:
			n++
			sub = path + "[" + strconv.Itoa(n) + "]"
		case *ast.StringExpr:
			sub = join(path, k.Value)
			if k.Line() > 0 {
				line = k.Line()
			}
		default:
			continue
		}
		w.p.set(sub, line, false)
		w.value(sub, f.Value)
	}
}

// function records the tables a declaration written as a function
// returns: a table constructor, or a local of its body that it returns,
// with the fields the body assigns to it.
func (w *posWalker) function(path string, fn *ast.FunctionExpr) {
	inner := &posWalker{p: w.p, names: map[string]string{}, funcs: w.funcs, depth: w.depth + 1}
	for name, at := range w.names {
		inner.names[name] = at
	}
	for _, name := range fn.ParList.Names {
		delete(inner.names, name)
	}
	inner.returns(path, fn.Stmts)
	inner.aliases(fn.Stmts)
	inner.localRoots(fn.Stmts)
	inner.stmts(fn.Stmts)
	w.scope(path, fn)
}

// maxCallDepth bounds the local functions followed from a declaration.
const maxCallDepth = 4

// returns records what the return statements of a block return, at any
// depth of its branches, naming the locals returned.
func (w *posWalker) returns(path string, stmts []ast.Stmt) {
	for _, s := range stmts {
		switch s := s.(type) {
		case *ast.ReturnStmt:
			if len(s.Exprs) != 1 {
				continue
			}
			if id, ok := s.Exprs[0].(*ast.IdentExpr); ok {
				if _, known := w.names[id.Value]; !known {
					w.names[id.Value] = path
				}
				continue
			}
			w.value(path, s.Exprs[0])
		case *ast.IfStmt:
			w.returns(path, s.Then)
			w.returns(path, s.Else)
		case *ast.DoBlockStmt:
			w.returns(path, s.Stmts)
		}
	}
}
