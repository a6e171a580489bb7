package report

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/stretchr/testify/assert"
)

// withSkill adds skill games to s: the bot, in seat 1 or 2 in turn, wins
// the first won of every ten.
func withSkill(s *sim.Summary, won int) *sim.Summary {
	for j := range 100 {
		seat := j%2 + 1
		winner := 3 - seat
		if j%10 < won {
			winner = seat
		}
		s.Add(sim.Record{Game: j, Seats: 2, Winners: []int{winner}, Skill: &sim.SkillGame{Bot: "ismcts:9", Seat: seat}})
	}
	return s
}

func TestReportShowsTheSkillGap(t *testing.T) {
	page := render(t, []string{"a.lua", "b.lua"}, []*sim.Summary{withSkill(summaryOf(40, "play", false), 5), withSkill(summaryOf(40, "play", false), 9)})
	for _, want := range []string{`id="skill"`, "ismcts:9 wins 50.0% of 100 decided games", "within chance of the fair share",
		"ismcts:9 wins 90.0% of 100 decided games", "playing well pays", "b.lua: playing well: the skill bot&#39;s share of decided games against random bots 40.0 points more",
		`class="fair"`} {
		assert.Contains(t, page, want)
	}
}

func TestReportWithoutSkillGames(t *testing.T) {
	page := render(t, []string{"a.lua"}, []*sim.Summary{summaryOf(40, "play", false)})
	assert.NotContains(t, page, `id="skill"`)
	assert.Contains(t, page, "not measured (--skill-games 0)")
}
