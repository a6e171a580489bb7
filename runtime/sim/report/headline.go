package report

import (
	"cmp"
	"fmt"
	"math"
	"path"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/runtime/sim"
)

// Headline is one finding in plain words: a measure of a variant against
// the base, with its 95% interval, and whether the difference is real.
type Headline struct {
	Text string
	Real bool
	// group orders the headlines by what they say, what the rule changed
	// first (its length, how decisive, who wins, the skill gap), then the
	// counts normalised for length: one of the groups below.
	group int
	// p orders the headlines of a group, the strongest first: the p-value
	// of the difference, -1 for an effect only one side has, 2 for what
	// cannot be compared.
	p float64
}

// The groups of headlines, in the order they lead.
const (
	groupLength = iota
	groupDecisive
	groupWho
	groupSkill
	groupEffects
	groupBranching
)

// Headlines are the findings of a comparison, what the rule changed
// first: game length; how decisive the games are (drawn and unfinished
// games, when the winner takes the lead for good, lead changes); who
// wins (the first seat's share of the games with a winner and every
// seat's whose change is real, so that more drawn games alone move no
// seat); then the legal moves a decision. Effects and the skill gap have
// their own (effectHeadlines, skillHeadline).
func Headlines(c sim.Comparison) []Headline {
	name := shortName(c.Script)
	out := []Headline{in(groupLength, relative(name, "games", "longer", "shorter", c.Length)),
		in(groupDecisive, inPoints(name, "drawn games", "points more", "points fewer", c.Drawn)),
		in(groupDecisive, inPoints(name, "unfinished games", "points more", "points fewer", c.Unfinished)),
		in(groupDecisive, worded(name, "the winner takes the lead for good", "of the game later", "of the game sooner", c.Decided,
			func(x float64) string { return fmt.Sprintf("%.0f%%", x) })), // Decided is in points of percent: "1% of the game later", never "1 points"
		in(groupDecisive, absolute(name, "lead changes a game", "more", "fewer", 1, c.LeadChanges))}
	for _, s := range c.Seats {
		if s.Seat == 1 || s.Real {
			what := fmt.Sprintf("seat %d's share of the games with a winner", s.Seat)
			out = append(out, in(groupWho, inPoints(name, what, "points more", "points less", s.Difference)))
		}
	}
	return append(out, in(groupBranching, relative(name, "legal moves a decision", "more", "fewer", c.Branching)))
}

// in puts a headline in its group.
func in(group int, h Headline) Headline {
	h.group = group
	return h
}

// shortName is a run's label without the folders of its script.
func shortName(label string) string {
	file, settings, _ := strings.Cut(label, " (")
	if settings != "" {
		settings = " (" + settings
	}
	return path.Base(file) + settings
}

// relative words a relative change: "games 12% shorter (10% to 14%)".
func relative(name, what, up, down string, d sim.Difference) Headline {
	return worded(name, what, up, down, d, func(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) })
}

// inPoints words a change of a rate in percentage points.
func inPoints(name, what, up, down string, d sim.Difference) Headline {
	return worded(name, what, up, down, d, func(x float64) string { return fmt.Sprintf("%.1f", 100*x) })
}

// absolute words a change of a mean, with the given decimals.
func absolute(name, what, up, down string, decimals int, d sim.Difference) Headline {
	return worded(name, what, up, down, d, func(x float64) string { return fmt.Sprintf("%.*f", decimals, x) })
}

// worded is "name: what 12% up (10% to 14%)": the size of the change and
// its interval, both in the change's direction when the difference is
// real, else signed and said to be within chance.
func worded(name, what, up, down string, d sim.Difference, num func(float64) string) Headline {
	if !d.Known {
		return Headline{Text: fmt.Sprintf("%s: %s cannot be compared (too few games)", name, what), p: 2}
	}
	word := up
	if d.Change < 0 {
		word = down
	}
	size := num(math.Abs(d.Change))
	if size == "1" {
		word = strings.Replace(word, "points", "point", 1) // 1 point of the game sooner
	}
	if size == num(0) && !d.Real {
		return Headline{Text: fmt.Sprintf("%s: %s the same (%s to %s), within chance", name, what, signed(num, d.Lo), signed(num, d.Hi)), p: d.P}
	}
	if d.Real {
		lo, hi := math.Abs(d.Lo), math.Abs(d.Hi)
		return Headline{Text: fmt.Sprintf("%s: %s %s %s (%s to %s), a real difference", name, what, size, word, num(min(lo, hi)), num(max(lo, hi))), Real: true, p: d.P}
	}
	chance := "within chance"
	if d.Lo > 0 || d.Hi < 0 {
		chance = "within chance once corrected for the run's many comparisons"
	}
	return Headline{Text: fmt.Sprintf("%s: %s %s %s (%s to %s), %s", name, what, size, word, signed(num, d.Lo), signed(num, d.Hi), chance), p: d.P}
}

// signed writes a bound with its sign.
func signed(num func(float64) string, x float64) string {
	if x < 0 {
		return "-" + num(-x)
	}
	return "+" + num(x)
}

// inOrder orders a comparison's headlines by group, what the rule changed
// first, and within a group the real differences first, then the others,
// each the strongest first (an effect only one side has, then the
// smallest p).
func inOrder(hs []Headline) []Headline {
	slices.SortStableFunc(hs, func(a, b Headline) int {
		if a.group != b.group {
			return cmp.Compare(a.group, b.group)
		}
		if a.Real != b.Real {
			if a.Real {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.p, b.p)
	})
	return hs
}
