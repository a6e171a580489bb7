package scenario

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTestsDir(t *testing.T) {
	assert.Equal(t, "scripts/unu.tests", TestsDir("scripts/unu.lua"))
	assert.Equal(t, filepath.Join("a", "my.game.tests"), TestsDir(filepath.Join("a", "my.game.lua")))
}

func TestFind(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"kings.yaml":             "name: k\nscript: g.lua\n",
		"notes.yaml":             "title: not a scenario\n",
		"ci.yml":                 "steps: []\n",
		"g.lua":                  "",
		"g.tests/one.yaml":       "whatever is here is read as scenarios\n",
		"g.tests/two.yml":        "",
		"g.tests/readme.txt":     "",
		"deep/er/x.yml":          "# comment\nscript: ../g.lua\n",
		".hidden/h.yaml":         "script: g.lua\n",
		"_drafts/d.yaml":         "script: g.lua\n",
		"pkg/testdata/bad.yaml":  "script: g.lua\n",
		"other.lua":              "",
		"noscript/indented.yaml": "a:\n  script: x\n",
	}
	for name, text := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	}
	at := func(names ...string) []string {
		var out []string
		for _, n := range names {
			out = append(out, filepath.Join(root, filepath.FromSlash(n)))
		}
		return out
	}

	got, err := Find([]string{root})
	require.NoError(t, err)
	assert.Equal(t, at("deep/er/x.yml", "g.tests/one.yaml", "g.tests/two.yml", "kings.yaml"), got)

	got, err = Find(at("g.lua", "kings.yaml", "g.tests"))
	require.NoError(t, err)
	assert.Equal(t, at("g.tests/one.yaml", "g.tests/two.yml", "kings.yaml"), got, "each file once, sorted")

	got, err = Find(at("notes.yaml"))
	require.NoError(t, err)
	assert.Equal(t, at("notes.yaml"), got, "a file named on its own is always read")

	_, err = Find(at("other.lua"))
	require.ErrorContains(t, err, "other.lua has no scenarios: they go in the folder")
	_, err = Find(at("missing"))
	require.ErrorContains(t, err, "missing: no such file or folder")

	wd, err := os.Getwd()
	require.NoError(t, err)
	require.NoError(t, os.Chdir(filepath.Join(root, "deep")))
	defer func() { require.NoError(t, os.Chdir(wd)) }()
	got, err = Find(nil)
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join("er", "x.yml")}, got, "no path means the current folder")
}
