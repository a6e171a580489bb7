package report

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/stretchr/testify/assert"
)

// effectsSummary sums up 40 made-up games in which effect fires n times
// each, "Q: reverse" once, "A: skip" never, and KING-1 is narrated as often
// as effect fires while UNU-9 is cited and never used.
func effectsSummary(effect string, n int) *sim.Summary {
	s := sim.NewSummary()
	for i := range 40 {
		s.Add(sim.Record{Game: i, Seats: 2, Moves: 10 + i%3, Winners: []int{1}, Verbs: map[string]int{"play": 10},
			Effects:  map[string]int{effect: n + i%2, "Q: reverse": 1, "A: skip": 0},
			Narrated: map[string]int{"KING-1": n + i%2}, Cited: []string{"KING-1", "UNU-9"}})
	}
	return s
}

func TestReportOfEffects(t *testing.T) {
	page := render(t, []string{"unu.lua", "variants/kingsskip.lua"}, []*sim.Summary{effectsSummary("K: again", 2), effectsSummary("K: skip", 2)})
	for _, want := range []string{`id="effects"`, `id="codes"`, "Card effects", "Rule codes",
		"kingsskip.lua: K: skip fired 22.78 times every 100 moves (21.24 to 24.32), 2.50 a game; the base never fires it",
		"kingsskip.lua: K: again never fired; the base fires it 22.78 times every 100 moves (21.24 to 24.32), 2.50 a game",
		"effects: A: skip", "rule codes never cited (not narrated, applied or refused): UNU-9", "not declared", "never (dead)", "never cited (dead)"} {
		assert.Contains(t, page, want)
	}
	assert.NotContains(t, page, "Q: reverse fired", "an effect that fires as often is no headline")
}

func TestEffectHeadlines(t *testing.T) {
	same := sim.EffectChange{Effect: "Q: reverse", BaseMean: sim.Mean{Of: 40, Mean: 1, Lo: 1, Hi: 1}, RunMean: sim.Mean{Of: 40, Mean: 1, Lo: 1, Hi: 1},
		Difference: sim.Difference{Known: true}}
	fewer := sim.EffectChange{Effect: "A: skip", BaseMean: sim.Mean{Of: 40, Mean: 2}, RunMean: sim.Mean{Of: 40, Mean: 1.5},
		BaseRate: sim.Mean{Of: 40, Mean: 5}, RunRate: sim.Mean{Of: 40, Mean: 4.5},
		Difference: sim.Difference{Change: -0.5, Lo: -0.7, Hi: -0.3, Real: true, Known: true}}
	assert.Equal(t, []Headline{{Text: "v.lua: every card effect fires as often every 100 moves as in the base, within chance", group: groupEffects, p: 1}},
		effectHeadlines("v.lua", sim.Comparison{Effects: []sim.EffectChange{same}}))
	assert.Equal(t, []Headline{{Text: "v.lua: A: skip fired 4.50 times every 100 moves, 0.50 fewer than in the base (0.30 to 0.70), a real difference; 1.50 a game", Real: true, group: groupEffects}},
		effectHeadlines("v.lua", sim.Comparison{Effects: []sim.EffectChange{same, fewer}}))
	assert.Empty(t, effectHeadlines("v.lua", sim.Comparison{}), "a game without effects has no such headline")
}

// TestInOrder checks the order of a comparison's headlines: what the rule
// changed first (length, how decisive, who wins, the skill gap), then the
// counts normalised for length; in each group the real ones first, an
// effect only the variant has leading them, then the rest by strength.
func TestInOrder(t *testing.T) {
	hs := []Headline{{Text: "K: fewer", p: 0.001, Real: true, group: groupEffects}, {Text: "length", p: 0.3, group: groupLength},
		{Text: "lead", p: 0.2, group: groupDecisive}, {Text: "drawn", p: 0.001, Real: true, group: groupDecisive},
		{Text: "J: new", p: -1, Real: true, group: groupEffects}, {Text: "seat 1", p: 0.02, group: groupWho},
		{Text: "skill", p: 0.5, group: groupSkill}, {Text: "unknown", p: 2, group: groupDecisive}, {Text: "branching", p: 0.01, group: groupBranching}}
	var got []string
	for _, h := range inOrder(hs) {
		got = append(got, h.Text)
	}
	assert.Equal(t, []string{"length", "drawn", "lead", "unknown", "seat 1", "skill", "J: new", "K: fewer", "branching"}, got)
}
