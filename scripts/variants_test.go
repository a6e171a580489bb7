package scripts

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// maxVariantCode is the most lines of code a house-rule variant may have.
const maxVariantCode = 20

// codeLines returns the lines of Lua source that are code: not blank and
// not only a comment.
func codeLines(src string) []string {
	var out []string
	long := false // inside a --[[ ]] comment
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case long:
			long = !strings.Contains(line, "]]")
		case strings.HasPrefix(line, "--[["):
			long = !strings.Contains(line, "]]")
		case line == "" || strings.HasPrefix(line, "--"):
		default:
			out = append(out, line)
		}
	}
	return out
}

func TestCodeLines(t *testing.T) {
	for name, tc := range map[string]struct {
		src  string
		want int
	}{
		"comments and blanks": {"-- a\n\n  -- b\nlocal x = 1\n", 1},
		"a long comment":      {"--[[ one\ntwo ]]\nreturn x\n", 1},
		"code after code":     {"local a = 1 -- note\nlocal b = 2\nreturn a\n", 3},
	} {
		t.Run(name, func(t *testing.T) {
			assert.Len(t, codeLines(tc.src), tc.want)
		})
	}
}

var requireBase = regexp.MustCompile(`require "([a-z]+)"`)

// TestVariantsAreShort keeps every house-rule variant in variants/ at most
// maxVariantCode lines of code, requiring a shipped base game and copying
// no line of its code, and the guide's figure of its lines true.
func TestVariantsAreShort(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("variants", "*.lua"))
	require.NoError(t, err)
	guide, err := os.ReadFile(filepath.Join("..", "docs", "writing-a-game.md"))
	require.NoError(t, err)
	require.Len(t, paths, 8, "stacking, jump-in, sevens and zeros, draw until playable, kings skip, hand size, two wilds, no wild in a first meld")
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			code := codeLines(string(src))
			assert.LessOrEqual(t, len(code), maxVariantCode, "%s has %d lines of code", path, len(code))
			m := requireBase.FindStringSubmatch(string(src))
			require.NotNil(t, m, "%s requires no base game", path)
			base, err := FS.ReadFile(m[1] + ".lua")
			require.NoError(t, err, "%s requires %s, which is not shipped", path, m[1])
			baseCode := map[string]bool{}
			for _, line := range codeLines(string(base)) {
				baseCode[line] = true
			}
			for _, line := range code {
				// A wrapped declaration keeps its signature.
				copied := baseCode[line] && len(line) > len("return game") && !strings.HasPrefix(line, "function ")
				assert.False(t, copied, "%s copies a line of %s.lua: %s", path, m[1], line)
			}
			row := regexp.MustCompile("(?m)^\\| `" + regexp.QuoteMeta(filepath.Base(path)) + "` \\| [^|]+ \\| ([0-9]+) \\|")
			m = row.FindStringSubmatch(string(guide))
			require.NotNil(t, m, "docs/writing-a-game.md lists no %s in its house rules", filepath.Base(path))
			assert.Equal(t, strconv.Itoa(len(code)), m[1], "docs/writing-a-game.md gives %s's lines of code", filepath.Base(path))
		})
	}
}
