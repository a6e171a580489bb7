package tune

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "write the golden files of the text and the report")

// toyRace is a race of the toy with two targets, one of them a length no
// value meets alone.
func toyRace(t *testing.T) *Summary {
	t.Helper()
	o, err := ParseOpt("edge=0,10,20,30")
	require.NoError(t, err)
	var targets []Target
	for _, s := range []string{"seat_advantage<=15", "length=4..6"} {
		tg, err := ParseTarget(s)
		require.NoError(t, err)
		targets = append(targets, tg)
	}
	s, err := Run(Config{Source: toySource{}, Script: "toy.go", Opts: []Opt{o}, Base: map[string]string{"length": "5"},
		Targets: targets, Bots: []string{"random"}, Seed: 1, Budget: 8000})
	require.NoError(t, err)
	return s
}

// golden compares got with testdata/name, or writes it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(want), got)
}

// TestTextTable: the text of a race, its table and answer (golden).
func TestTextTable(t *testing.T) {
	var b bytes.Buffer
	WriteText(&b, toyRace(t))
	golden(t, "toy.txt", b.String())
	assert.Contains(t, b.String(), "Meets every target: edge=0; edge=10.")
}

// TestReportDrawsEachTarget: the report has a chart a target, with the
// target's band, a value a candidate and the values that meet marked
// (golden).
func TestReportDrawsEachTarget(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, WriteReport(&b, toyRace(t), Made{Command: "rulerun tune toy.go", Version: "test"}))
	page := b.String()
	golden(t, "toy.html", page)
	assert.Equal(t, 2, strings.Count(page, "<svg "))
	assert.Equal(t, 2, strings.Count(page, `class="band"`))
	assert.Equal(t, 8, strings.Count(page, `<g class="candidate">`))
	assert.Equal(t, 4, strings.Count(page, `class="meets">meets all`), "two values meet, marked on both charts")
}
