package report

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/chart"
	"github.com/rulerun/rulerun/runtime/sim"
)

// skillHeadline words how the skill gap changed: does playing well matter
// more after the rule change?
func skillHeadline(name string, d *sim.Difference) []Headline {
	if d == nil {
		return nil
	}
	return []Headline{in(groupSkill, inPoints(name, "playing well: the skill bot's share of decided games against random bots", "points more", "points less", *d))}
}

// skillWords is a run's skill gap in words, for its column of figures.
func skillWords(f *sim.SkillFigures) string {
	if f == nil {
		return "not measured (--skill-games 0)"
	}
	verdict := map[string]string{"better": "playing well pays", "worse": "the bot does worse than chance",
		"chance": "within chance of the fair share", "unknown": "no game had a winner"}[f.Edge]
	return fmt.Sprintf("%s wins %.1f%% of %d decided games (%.1f%% to %.1f%%) of %d against random bots; fair share %.1f%%: %s",
		f.Bot, 100*f.Decided.Rate, f.Decided.Of, 100*f.Decided.Lo, 100*f.Decided.Hi, f.Games, 100*f.Fair, verdict)
}

// skillChart draws the skill bot's share of decided games and of all
// its games, each with its interval, over a dashed line at the fair share.
func skillChart(f *sim.SkillFigures) *chart.SVG {
	if f == nil {
		return nil
	}
	bars := []outcome{{"of decided", f.Decided, "bar"}, {"of all", f.Wins, "drawn"}}
	c := chart.NewFrame("the skill bot's wins", chart.Width, chart.Height, float64(len(bars)), 1)
	c.YPercent()
	c.RateBars(rateBars(bars))
	c.SVG.Lines = append(c.SVG.Lines, chart.Line{X1: c.X(0), Y1: c.Y(f.Fair), X2: c.X(float64(len(bars))), Y2: c.Y(f.Fair), Class: "fair"})
	c.SVG.Texts = append(c.SVG.Texts, chart.Text{X: (chart.PadL + chart.Width - chart.PadR) / 2, Y: chart.Height - 4,
		S: fmt.Sprintf("%s's games won (dashed: the fair share, %.0f%%)", f.Bot, 100*f.Fair), Anchor: "middle", Class: "label"})
	return c.SVG
}

// skillSection is the skill gap's row of charts, nil when no run played
// skill games.
func skillSection(runs []sim.RunFigures) *section {
	sec := section{Title: "Skill gap", ID: "skill", Note: "The skill bot against random bots, its seat rotated: its share of the decided games (the skill gap) and of all its games, each with its 95% interval; a bot no better than random gets the fair share, 1/seats. Does playing well matter more after the rule change?"}
	some := false
	for _, r := range runs {
		c := skillChart(r.Skill)
		if c == nil {
			sec.Columns = append(sec.Columns, nil)
			continue
		}
		some = true
		sec.Columns = append(sec.Columns, []*chart.SVG{c})
	}
	if !some {
		return nil
	}
	return &sec
}
