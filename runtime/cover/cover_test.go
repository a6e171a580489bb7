package cover

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

var updateGolden = flag.Bool("update-golden", false, "rewrite the golden files of testdata")

// sample is a small script's map: a top level, two functions of verb play,
// one of verb draw, and one other.
func sample() *Map {
	return &Map{File: "game.lua", Source: []byte(strings.Join([]string{
		"local game = {}",                       // 1
		"function game.status(g)",               // 2
		"  return \"<b>&\"",                     // 3
		"end",                                   // 4
		"game.verbs = { play = {",               // 5
		"  check = function(g) if g then",       // 6
		"    return 'no' end end,",              // 7
		"  apply = function(g) g.x = 1 end } }", // 8
		"game.verbs.draw = { apply = function(g) return 1 end }", // 9
		"return game", // 10
	}, "\n")),
		Stmts: []Stmt{{1, 0}, {2, 0}, {3, 1}, {5, 0}, {6, 2}, {7, 2}, {8, 3}, {9, 0}, {9, 4}, {10, 0}},
		Funcs: []Func{{"top level", 1}, {"game.status", 2}, {"verbs.play.check", 6}, {"verbs.play.apply", 8}, {"verbs.draw.apply", 9}},
	}
}

// hitsOn returns a file of m whose statements on the given lines ran once.
func hitsOn(m *Map, lines ...int) *File {
	f := NewFile(m)
	for i, s := range m.Stmts {
		for _, l := range lines {
			if s.Line == l {
				f.Hits[i]++
			}
		}
	}
	return f
}

func TestSummarizeCountsLinesPerFileVerbAndFunction(t *testing.T) {
	m := sample()
	p := &Profile{Files: []*File{hitsOn(m, 1, 2, 5, 6, 9, 10)}}
	reports := Summarize(p)
	require.Len(t, reports, 1)
	r := reports[0]
	assert.Equal(t, Count{Name: "game.lua", Run: 6, Lines: 9}, r.Total)
	assert.Equal(t, []Count{
		{Name: "verbs.play", Line: 6, Run: 1, Lines: 3},
		{Name: "verbs.draw", Line: 9, Run: 1, Lines: 1},
	}, r.Verbs)
	assert.Equal(t, []Count{
		{Name: "top level", Line: 1, Run: 5, Lines: 5},
		{Name: "game.status", Line: 2, Run: 0, Lines: 1},
		{Name: "verbs.play.check", Line: 6, Run: 1, Lines: 2},
		{Name: "verbs.play.apply", Line: 8, Run: 0, Lines: 1},
		{Name: "verbs.draw.apply", Line: 9, Run: 1, Lines: 1},
	}, r.Funcs)
}

func TestPercentNeverRoundsUpToAHundred(t *testing.T) {
	for _, tc := range []struct{ run, lines, want int }{{12, 14, 86}, {0, 3, 0}, {3, 3, 100}, {0, 0, 100}, {999, 1000, 99}, {1, 3, 33}} {
		assert.Equal(t, tc.want, Count{Run: tc.run, Lines: tc.lines}.Percent(), "%d/%d", tc.run, tc.lines)
	}
}

func TestVerbOf(t *testing.T) {
	for fn, want := range map[string]string{"verbs.play.check": "verbs.play", "verbs.play": "verbs.play",
		"verbs.draw[1]": "verbs.draw", "verbs.x:m": "verbs.x", "game.status": "", "verbs.": "", "top level": ""} {
		assert.Equal(t, want, VerbOf(fn), fn)
	}
}

func TestMergeAddsHitsFileByFile(t *testing.T) {
	m := sample()
	other := &Map{File: "base.lua", Source: []byte("return 1"), Stmts: []Stmt{{1, 0}}, Funcs: []Func{{"top level", 1}}}
	p := &Profile{}
	require.NoError(t, p.Merge(&Profile{Files: []*File{hitsOn(m, 1)}}))
	require.NoError(t, p.Merge(&Profile{Files: []*File{hitsOn(other, 1), hitsOn(m, 1, 3)}}))
	require.Len(t, p.Files, 2)
	assert.Equal(t, "game.lua", p.Files[0].File)
	assert.Equal(t, []uint64{2, 0, 1, 0, 0, 0, 0, 0, 0, 0}, p.Files[0].Hits)
	assert.Equal(t, []uint64{1}, p.Files[1].Hits)

	copied := *m
	copied.Stmts = append([]Stmt(nil), m.Stmts...)
	require.NoError(t, p.Merge(&Profile{Files: []*File{hitsOn(&copied, 1)}}), "the same statements, compiled twice")
	assert.Equal(t, uint64(3), p.Files[0].Hits[0])

	changed := *m
	changed.Stmts = m.Stmts[:3]
	assert.ErrorContains(t, p.Merge(&Profile{Files: []*File{NewFile(&changed)}}), "changed")
	p.Clear()
	assert.Equal(t, uint64(0), p.Files[0].Hits[0])
}

func TestLinesMarksEachLine(t *testing.T) {
	f := hitsOn(sample(), 1, 9)
	got := f.Lines()
	assert.Equal(t, []LineState{Run, NotRun, NotRun, NotCode, NotRun, NotRun, NotRun, NotRun, Run, NotRun}, got)
}

func TestWriteTextAndHTML(t *testing.T) {
	p := &Profile{Files: []*File{hitsOn(sample(), 1, 2, 5, 6, 9, 10)}}
	var text bytes.Buffer
	require.NoError(t, WriteText(&text, Summarize(p)))
	golden(t, "report.txt", text.Bytes())
	var page bytes.Buffer
	require.NoError(t, WriteHTML(&page, p))
	golden(t, "report.html", page.Bytes())
	assert.Contains(t, page.String(), `&#34;&lt;b&gt;&amp;&#34;`, "the script's text is escaped")
	assert.NotContains(t, page.String(), "http", "the page fetches nothing")
}

func TestWriteTextSaysAFileWasNotMeasured(t *testing.T) {
	var text bytes.Buffer
	m := &Map{File: "big.lua", Unmeasured: "register overflow"}
	require.NoError(t, WriteText(&text, Summarize(&Profile{Files: []*File{NewFile(m)}})))
	assert.Equal(t, "coverage of big.lua: not measured: register overflow\n", text.String())
}

// golden compares got with testdata/name, or rewrites it with -update-golden.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateGolden {
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./runtime/cover -update-golden to write it")
	assert.Equal(t, string(want), string(got), "%s differs; run go test ./runtime/cover -update-golden to rewrite it after checking the change", path)
}
