package scenario

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docBlock is a fenced block of docs/scenarios.md.
type docBlock struct {
	lang, text string
	line       int
	fails      bool // preceded by <!-- fails -->
}

func docBlocks(t *testing.T, path string) []docBlock {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var out []docBlock
	lines := strings.Split(string(data), "\n")
	for i := 0; i < len(lines); i++ {
		if !strings.HasPrefix(lines[i], "```") || len(lines[i]) == 3 {
			continue
		}
		b := docBlock{lang: strings.TrimPrefix(lines[i], "```"), line: i + 1}
		b.fails = i > 0 && strings.TrimSpace(lines[i-1]) == "<!-- fails -->"
		var body []string
		for i++; i < len(lines) && lines[i] != "```"; i++ {
			body = append(body, lines[i])
		}
		b.text = strings.Join(body, "\n") + "\n"
		out = append(out, b)
	}
	return out
}

// TestDocExamples runs every complete scenario of docs/scenarios.md, placed
// as the docs say, in unu.tests beside a copy of the shipped games.
func TestDocExamples(t *testing.T) {
	dir := t.TempDir()
	scripts, err := filepath.Glob(filepath.Join(shippedDir, "*.lua"))
	require.NoError(t, err)
	for _, script := range scripts {
		src, err := os.ReadFile(script)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, filepath.Base(script)), src, 0o644))
	}
	require.NoError(t, os.Mkdir(filepath.Join(dir, "unu.tests"), 0o755))
	examples := 0
	r := newLuaRunner()
	for _, b := range docBlocks(t, "../../docs/scenarios.md") {
		if b.lang != "yaml" || !strings.Contains(b.text, "\nscript: ") && !strings.HasPrefix(b.text, "name:") {
			continue
		}
		examples++
		path := filepath.Join(dir, "unu.tests", fmt.Sprintf("line%d.yaml", b.line))
		require.NoError(t, os.WriteFile(path, []byte(b.text), 0o644))
		scenarios, err := ParseFile(path)
		require.NoError(t, err, "the example at docs/scenarios.md:%d", b.line)
		for _, s := range scenarios {
			res := r.Run(s)
			if b.fails {
				assert.False(t, res.Passed(), "the example at docs/scenarios.md:%d should fail", b.line)
			} else if !res.Passed() {
				t.Errorf("the example at docs/scenarios.md:%d fails:\n%s", b.line, describe(res))
			}
		}
	}
	assert.GreaterOrEqual(t, examples, 6)
}
