package main

import (
	"fmt"
	"io"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/urfave/cli/v2"
)

// The skill gap's defaults: a tenth of the games, at most
// maxDefaultSkillGames, few enough that a designer's report of a game and
// a variant stays well under a minute on two cores (docs/simulate.md gives
// the time), with a bot strong enough to tell.
const (
	maxDefaultSkillGames = 200
	defaultSkillBot      = "ismcts:200"
)

// skillGames is the skill games a run plays: --skill-games, or by default,
// when a report is asked for, a tenth of --games, at most
// maxDefaultSkillGames. Without a report none are played by default: a
// plain run measures the game as random bots play it, and its speed is
// the rules' alone.
func skillGames(c *cli.Context) int {
	if c.IsSet("skill-games") {
		return c.Int("skill-games")
	}
	if c.String("report") == "" {
		return 0
	}
	return min(maxDefaultSkillGames, c.Int("games")/10)
}

// skillLine writes a run's skill gap, when it played skill games.
func skillLine(w io.Writer, s sim.Skill) {
	f := s.Figures()
	if f == nil {
		return
	}
	fmt.Fprintf(w, "  skill:   %s against random bots wins %s of %d decided games (%s-%s), fair share %s: %s",
		f.Bot, pct(f.Decided.Rate), f.Decided.Of, pct(f.Decided.Lo), pct(f.Decided.Hi), pct(f.Fair), edgeWords[f.Edge])
	if f.Errors > 0 {
		fmt.Fprintf(w, "; %d skill games stopped by a script error", f.Errors)
	}
	fmt.Fprintln(w)
}

// edgeWords says what SkillFigures.Edge means.
var edgeWords = map[string]string{
	"better":  "playing well pays",
	"worse":   "the bot does worse than chance",
	"chance":  "within chance of the fair share",
	"unknown": "no game had a winner",
}

// skillChange writes how the skill gap changed from the base to a run, when
// both played skill games.
func skillChange(w io.Writer, d *sim.Difference) {
	if d == nil || !d.Known {
		return
	}
	fmt.Fprintf(w, "  skill bot's share of decided games %s points, 95%% CI %s to %s%s\n", points(d.Change), points(d.Lo), points(d.Hi), realWord(*d))
}
