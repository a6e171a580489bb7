package scenario

import (
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shippedCodedRefusals is how many of the shipped scenarios' first refused
// steps cite a rule code: each must name the line of its script that
// declares it.
const shippedCodedRefusals = 215

// placeOf reads the file and line a refusal names at its end, as the
// runner writes it ("refused: why (unu.lua:108)").
var placeOf = regexp.MustCompile(`\(([^()]+\.lua):([0-9]+)\)$`)

// TestShippedRefusalsNameTheirLine replays the first refuse: step of every
// shipped scenario (the games' and the variants') as a plain move, and
// checks that every refusal that cites a rule code names its script file
// and line, found from the declaration that refused it.
func TestShippedRefusalsNameTheirLine(t *testing.T) {
	t.Parallel()
	dirs := []string{shippedDir}
	files, err := Find(dirs)
	require.NoError(t, err)
	r := newLuaRunner()
	coded, placed := 0, 0
	var seen []string
	for _, f := range files {
		scenarios, err := ParseFile(f)
		require.NoError(t, err)
		for _, s := range scenarios {
			got, ok := firstRefusal(r, s)
			if !ok || len(core.RuleCodes(got)) == 0 {
				continue
			}
			coded++
			seen = append(seen, got)
			m := placeOf.FindStringSubmatch(got)
			if !assert.NotNil(t, m, "%s: %s: a coded refusal names no line: %s", f, s.Name, got) {
				continue
			}
			line, _ := strconv.Atoi(m[2])
			assert.Positive(t, line, "%s: %s", f, s.Name)
			assert.Equal(t, filepath.Ext(m[1]), ".lua")
			placed++
		}
	}
	assert.Equal(t, shippedCodedRefusals, coded, "the coded refusals of the shipped scenarios")
	assert.Equal(t, coded, placed, "the coded refusals that name their line")
	t.Logf("%d of %d coded refusals name their script line", placed, coded)
	if testing.Verbose() {
		for _, s := range seen {
			t.Log(s)
		}
	}
}

// firstRefusal runs s up to its first refuse: step, played as a plain
// move, and returns the refusal as the runner writes it; ok is false for a
// scenario without one, or one whose move was not refused.
func firstRefusal(r *Runner, s *Scenario) (string, bool) {
	for i, st := range s.Steps {
		if st.Kind != RefuseStep {
			continue
		}
		cut := *s
		cut.Recorded, cut.Error = nil, nil
		cut.Steps = append(append([]*Step(nil), s.Steps[:i]...), &Step{Kind: PlayStep, Pos: st.Pos, Seat: st.Seat, Move: st.Move, MovePos: st.MovePos})
		res := r.Run(&cut)
		f := res.Failure
		if f == nil || len(f.Mismatches) != 1 || f.Mismatches[0].What != "move" {
			return "", false
		}
		return f.Mismatches[0].Got, true
	}
	return "", false
}
