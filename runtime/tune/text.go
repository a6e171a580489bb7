package tune

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/rulerun/rulerun/runtime/words"
)

// WriteText writes the race for people: what raced, a table of the
// candidates (games, each target's figure with its interval and verdict),
// then the answer.
func WriteText(w io.Writer, s *Summary) {
	fmt.Fprintf(w, "%s: %s, %s, %s, bots %s, seed %d\n", s.Script, strings.Join(s.Tuned, " and "),
		words.Plural(s.Values, "value"), players(s.Players), s.Bots, s.Seed)
	var ts []string
	for _, t := range s.Targets {
		ts = append(ts, fmt.Sprintf("%s (%s)", t.Expr, t.Units))
	}
	fmt.Fprintf(w, "  targets: %s\n", strings.Join(ts, ", "))
	fmt.Fprintf(w, "  %s\n  %s\n", raceLine(s), levelLine(s))
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	head := []string{"  value", "games"}
	for _, t := range s.Targets {
		head = append(head, t.Figure)
	}
	fmt.Fprintln(tw, strings.Join(append(head, "verdict"), "\t"))
	for _, c := range s.Candidates {
		row := []string{"  " + c.Label, fmt.Sprint(c.Games)}
		for i, f := range c.Figures {
			row = append(row, figureText(f, s.Targets[i].Figure))
		}
		fmt.Fprintln(tw, strings.Join(append(row, c.Verdict), "\t"))
	}
	tw.Flush()
	fmt.Fprintln(w, answerText(s))
	if n := s.Errors(); n > 0 {
		fmt.Fprintf(w, "A script error stopped %s: their figures are not the rules'.\n", words.Plural(n, "game"))
		for _, c := range s.Candidates {
			if c.Errors > 0 {
				fmt.Fprintf(w, "  %s: %s, the first: %s\n", c.Label, words.Plural(c.Errors, "game"), c.FirstError)
			}
		}
	}
	if s.Stopped {
		fmt.Fprintln(w, "Stopped: the race so far (candidates still in doubt had fewer games than their share).")
	}
}

// players says how many seats played.
func players(n int) string {
	if n == 0 {
		return "the game's default players"
	}
	return words.Plural(n, "player")
}

// raceLine says how the race ran and what it cost.
func raceLine(s *Summary) string {
	how := fmt.Sprintf("raced: each value looked at after %d, %d, ... games, up to %d", s.First, 2*s.First, s.PerValue)
	if s.Grid {
		how = fmt.Sprintf("full grid: each value played %d games", s.PerValue)
	}
	return fmt.Sprintf("%s; %s played, a full grid %s", how, words.Plural(s.Games, "game"), words.Plural(s.GridGames, "game"))
}

// levelLine says how sure each verdict is.
func levelLine(s *Summary) string {
	return fmt.Sprintf("verdicts: in a band when each end of its interval holds at %.2f%%, out when its interval at %.2f%% misses it "+
		"(95%% for a value over its %s and %s)", 100*s.InLevel, 100*s.Level, words.Plural(s.Looks, "look"), words.Plural(len(s.Targets), "target"))
}

// figureText writes a figure: value (lo-hi) verdict.
func figureText(f Figure, figure string) string {
	if !f.Known {
		return "unknown " + f.Verdict
	}
	p := 1
	if strings.Contains(figure, ".") || figure == FigLeadChange {
		p = 2
	}
	return fmt.Sprintf("%.*f (%.*f-%.*f) %s", p, f.Value, p, f.Lo, p, f.Hi, f.Verdict)
}

// answerText says what the race found.
func answerText(s *Summary) string {
	a := s.Answer
	switch {
	case len(a.Meets) > 0:
		return "Meets every target: " + strings.Join(a.Meets, "; ") + "."
	case len(a.Likely) > 0:
		return "No value is shown to meet every target in the budget; in the bands but in doubt: " + strings.Join(a.Likely, "; ") +
			" (a larger --budget may settle them)."
	case a.Closest != nil:
		var ms []string
		for _, m := range a.Closest.Misses {
			ms = append(ms, fmt.Sprintf("%s by %.2f %s", m.Target, m.Miss, m.Units))
		}
		return fmt.Sprintf("No value meets every target. Closest on the games played: %s, which misses %s (from %s; "+
			"each value left the race once a figure was clearly out, so this is the nearest miss these games saw, "+
			"not a value shown to be nearest: race the values around it with a band that holds them to compare them).",
			a.Closest.Label, strings.Join(ms, " and "), words.Plural(a.Closest.Games, "game"))
	}
	return "No value meets every target, and none has every figure known: too few games, or too few decided."
}
