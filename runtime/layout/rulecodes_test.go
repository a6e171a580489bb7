package layout

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Rule codes travel as values (issue #40): a message a declaration gives
// is read once, with its codes, where the script is read; a refusal, a log
// line and a result carry the codes of the messages that gave their words.
// Codes are read out of text only by the readers of text: the declarations
// (runtime/lua/decl), the script's own words (runtime/lua, its bindings),
// scenario names and a saved game restored.

// maxRuleCodesCalls bounds the calls of core.RuleCodes outside tests.
const maxRuleCodesCalls = 5

// noRuleCodesIn are where no code is read out of text: the engine's
// rules, and the log and the result of core, which are given theirs.
var noRuleCodesIn = []string{"runtime/rules/", "core/log.go", "core/score.go"}

// TestRuleCodesAreReadOnlyFromText holds both: at most maxRuleCodesCalls
// calls of core.RuleCodes in non-test Go, and none in noRuleCodesIn.
func TestRuleCodesAreReadOnlyFromText(t *testing.T) {
	var calls []string
	for _, f := range moduleFiles(t) {
		if f.test {
			continue
		}
		for _, line := range callsOf(t, f, "RuleCodes") {
			at := f.rel + ":" + strconv.Itoa(line)
			calls = append(calls, at)
			for _, banned := range noRuleCodesIn {
				assert.False(t, strings.HasPrefix(f.rel, banned), "%s reads rule codes out of text: give them with the message that has them", at)
			}
		}
	}
	assert.LessOrEqual(t, len(calls), maxRuleCodesCalls, "core.RuleCodes is called at %s", strings.Join(calls, ", "))
	assert.NotEmpty(t, calls, "the count found the readers of text")
}

// callsOf lists the lines of f that call a function named name (a
// package's, such as core.RuleCodes, or its own, within core).
func callsOf(t *testing.T, f goFile, name string) []int {
	t.Helper()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, f.rel, f.src, 0)
	require.NoError(t, err)
	var lines []int
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		switch fn := call.Fun.(type) {
		case *ast.Ident:
			if fn.Name == name {
				lines = append(lines, fset.Position(call.Pos()).Line)
			}
		case *ast.SelectorExpr:
			if fn.Sel.Name == name {
				lines = append(lines, fset.Position(call.Pos()).Line)
			}
		}
		return true
	})
	return lines
}

// verbs finds the verbs of a format string, %% aside.
var verbs = regexp.MustCompile(`%[-+# 0]*[0-9*]*(?:\.[0-9*]*)?[a-zA-Z%]`)

// errName matches a name that holds an error: err, cause, readErr, err2.
var errName = regexp.MustCompile(`^(?:err|[a-z]\w*Err|cause)[0-9]*$`)

// TestNoErrorIsWrappedWithV: an error formatted into another is wrapped
// (%w), so that errors.Is and errors.As see through it; %v would keep its
// words and lose it.
func TestNoErrorIsWrappedWithV(t *testing.T) {
	checked := 0
	for _, f := range moduleFiles(t) {
		if f.test {
			continue
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, f.rel, f.src, 0)
		require.NoError(t, err)
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Errorf" {
				return true
			}
			for i, arg := range call.Args {
				lit, ok := arg.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				checked++
				format, _ := strconv.Unquote(lit.Value)
				args := call.Args[i+1:]
				k := 0
				for _, v := range verbs.FindAllString(format, -1) {
					if v == "%%" {
						continue
					}
					if k < len(args) && strings.HasSuffix(v, "v") {
						if id, ok := args[k].(*ast.Ident); ok && errName.MatchString(id.Name) {
							t.Errorf("%s:%d: %s is formatted with %s: wrap it with %%w", f.rel, fset.Position(call.Pos()).Line, id.Name, v)
						}
					}
					k++
				}
				break
			}
			return true
		})
	}
	assert.Greater(t, checked, 100, "the check found the module's Errorf calls")
}
