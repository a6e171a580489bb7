package layout

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The engine is a turn core and registered mechanics (issue #28): each
// concept's rules are methods of its own plan, given the game, so the
// game itself stays small, and no switch over the kinds of move remains.

// maxGameMethods bounds rules.Game's methods.
const maxGameMethods = 60

func TestTheGameIsATurnCore(t *testing.T) {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join("..", "rules", "*.go"))
	require.NoError(t, err)
	methods := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || len(fn.Recv.List) != 1 {
				continue
			}
			if star, ok := fn.Recv.List[0].Type.(*ast.StarExpr); ok {
				if id, ok := star.X.(*ast.Ident); ok && id.Name == "Game" {
					methods++
				}
			}
		}
	}
	assert.Less(t, methods, maxGameMethods, "rules.Game has %d methods: give a concept's rules to its own plan or mechanic", methods)
	assert.Greater(t, methods, 10, "the count found the game's methods")
}
