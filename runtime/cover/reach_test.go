package cover

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sampleReach is how far one scenario got through sample's rules: play
// played twice, draw never; one effect fired, one never; one code
// narrated, one refused, one never used.
func sampleReach() *Reach {
	return &Reach{Script: "game.lua", Unit: "scenario", Runs: 1,
		Verbs:   []Reached{{Name: "play", Times: 2, Runs: 1}, {Name: "draw"}},
		Effects: []Reached{{Name: "K: skip", Times: 1, Runs: 1}, {Name: "Q: reverse"}},
		Codes:   []CodeReached{{Code: "G-2", Narrated: 1, Runs: 1}, {Code: "G-10", Refused: 3, Runs: 1}, {Code: "G-11"}},
	}
}

func TestProfileMergeAddsReachByScriptAndName(t *testing.T) {
	p := &Profile{}
	require.NoError(t, p.Merge(&Profile{Rules: []*Reach{sampleReach()}}))
	second := sampleReach()
	second.Verbs = append(second.Verbs, Reached{Name: "pass", Times: 1, Runs: 1})
	second.Codes = append(second.Codes, CodeReached{Code: "G-3a", Narrated: 1, Runs: 1}, CodeReached{Code: "G-3", Refused: 1, Runs: 1})
	other := &Reach{Script: "other.lua", Unit: "scenario", Runs: 1, Verbs: []Reached{{Name: "bid"}}}
	require.NoError(t, p.Merge(&Profile{Rules: []*Reach{second, other}}))

	require.Len(t, p.Rules, 2)
	r := p.Reach("game.lua")
	require.NotNil(t, r)
	assert.Equal(t, 2, r.Runs)
	assert.Equal(t, []Reached{{Name: "play", Times: 4, Runs: 2}, {Name: "draw"}, {Name: "pass", Times: 1, Runs: 1}}, r.Verbs)
	assert.Equal(t, []Reached{{Name: "K: skip", Times: 2, Runs: 2}, {Name: "Q: reverse"}}, r.Effects)
	assert.Equal(t, []CodeReached{{Code: "G-2", Narrated: 2, Runs: 2}, {Code: "G-3", Refused: 1, Runs: 1},
		{Code: "G-3a", Narrated: 1, Runs: 1}, {Code: "G-10", Refused: 6, Runs: 2}, {Code: "G-11"}}, r.Codes)
	assert.Equal(t, other.Verbs, p.Reach("other.lua").Verbs)
	assert.Nil(t, p.Reach("missing.lua"))

	assert.Equal(t, 2, sampleReach().Verbs[0].Times, "merging copies: what was merged in is not changed later")
}

func TestProfileMergeOfReachDoesNotDependOnGrouping(t *testing.T) {
	runs := []*Reach{sampleReach(), sampleReach(), {Script: "game.lua", Unit: "scenario", Runs: 1,
		Verbs: []Reached{{Name: "play"}, {Name: "draw", Times: 1, Runs: 1}}, Codes: []CodeReached{{Code: "G-1", Refused: 1, Runs: 1}}}}
	one := &Profile{}
	for _, r := range runs {
		require.NoError(t, one.Merge(&Profile{Rules: []*Reach{r}}))
	}
	a, b := &Profile{}, &Profile{}
	require.NoError(t, a.Merge(&Profile{Rules: []*Reach{runs[0]}}))
	for _, r := range runs[1:] {
		require.NoError(t, b.Merge(&Profile{Rules: []*Reach{r}}))
	}
	require.NoError(t, a.Merge(b))
	assert.Equal(t, one.Rules, a.Rules, "two workers' profiles merged give what one worker's gives")
}

func TestWriteTextAndHTMLWithRules(t *testing.T) {
	p := &Profile{Files: []*File{hitsOn(sample(), 1, 2, 5, 6, 9, 10)}, Rules: []*Reach{sampleReach()}}
	var text bytes.Buffer
	require.NoError(t, WriteText(&text, Summarize(p)))
	golden(t, "rules.txt", text.Bytes())
	assert.Contains(t, text.String(), "draw  never played")
	var page bytes.Buffer
	require.NoError(t, WriteHTML(&page, p))
	golden(t, "rules.html", page.Bytes())
	assert.Contains(t, page.String(), "Q: reverse</td><td>never fired")
}

func TestWriteTextOfUnmeasuredScriptStillListsItsRules(t *testing.T) {
	m := &Map{File: "game.lua", Unmeasured: "register overflow"}
	var text bytes.Buffer
	require.NoError(t, WriteText(&text, Summarize(&Profile{Files: []*File{NewFile(m)}, Rules: []*Reach{sampleReach()}})))
	assert.Contains(t, text.String(), "not measured: register overflow\n  per verb, in 1 scenario:\n    play  played 2 times in 1 scenario\n")
}
