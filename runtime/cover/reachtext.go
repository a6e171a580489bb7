package cover

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulerun/rulerun/runtime/words"
)

// reachLine is one line of the rules' part of a report: a name, what the
// run did with it, and the lines of its functions when it has any.
type reachLine struct {
	name, did string
	lines     *Count
}

// writeReach writes how far the run got through a file's rules: every
// verb (with the lines of its functions in this file, when it has any),
// every effect and every rule code, each never reached marked so.
func writeReach(w io.Writer, r FileReport) error {
	reach := r.Rules
	unit := func(n int) string { return words.Plural(n, reach.Unit) }
	parts := []struct {
		title string
		lines []reachLine
	}{
		{fmt.Sprintf("per verb, in %s", unit(reach.Runs)), verbLines(r, unit)},
		{"per effect", effectLines(reach.Effects, unit)},
		{"per rule code", codeLines(reach.Codes, unit)},
	}
	for _, part := range parts {
		if err := writeReachPart(w, part.title, part.lines); err != nil {
			return err
		}
	}
	return nil
}

// verbLines are the lines of every verb of a file's rules, each with the
// lines of its functions in the file when it has any.
func verbLines(r FileReport, unit func(int) string) []reachLine {
	var out []reachLine
	for _, v := range r.Rules.Verbs {
		l := reachLine{name: v.Name, did: "never played"}
		if !v.Never() {
			l.did = fmt.Sprintf("played %s in %s", words.Plural(v.Times, "time"), unit(v.Runs))
		}
		for i, c := range r.Verbs {
			if c.Name == "verbs."+v.Name {
				l.lines = &r.Verbs[i]
			}
		}
		out = append(out, l)
	}
	return out
}

// effectLines are the lines of every effect.
func effectLines(effects []Reached, unit func(int) string) []reachLine {
	var out []reachLine
	for _, e := range effects {
		l := reachLine{name: e.Name, did: "never fired"}
		if !e.Never() {
			l.did = fmt.Sprintf("fired %s in %s", words.Plural(e.Times, "time"), unit(e.Runs))
		}
		out = append(out, l)
	}
	return out
}

// codeLines are the lines of every rule code.
func codeLines(codes []CodeReached, unit func(int) string) []reachLine {
	var out []reachLine
	for _, c := range codes {
		out = append(out, reachLine{name: c.Code, did: codeDid(c, unit)})
	}
	return out
}

// codeDid says what the run did with a rule code.
func codeDid(c CodeReached, unit func(int) string) string {
	if c.Never() {
		return "never narrated, applied or cited by a refusal"
	}
	var did []string
	if c.Narrated > 0 {
		did = append(did, "narrated "+words.Plural(c.Narrated, "time"))
	}
	if c.Applied > 0 {
		did = append(did, "applied "+words.Plural(c.Applied, "time"))
	}
	if c.Refused > 0 {
		did = append(did, "cited by "+words.Plural(c.Refused, "refusal"))
	}
	if c.Implied > 0 {
		did = append(did, "left "+words.Plural(c.Implied, "move")+" out of listings")
	}
	sep := " "
	if len(did) > 1 {
		sep = ", "
	}
	return strings.Join(did, ", ") + sep + "in " + unit(c.Runs)
}

// writeReachPart writes a titled list of lines, its columns aligned.
func writeReachPart(w io.Writer, title string, lines []reachLine) error {
	if len(lines) == 0 {
		return nil
	}
	if _, err := fmt.Fprintf(w, "  %s:\n", title); err != nil {
		return err
	}
	name, did := 0, 0
	for _, l := range lines {
		name, did = max(name, len(l.name)), max(did, len(l.did))
	}
	for _, l := range lines {
		text := fmt.Sprintf("    %-*s  %s", name, l.name, l.did)
		if l.lines != nil {
			text = fmt.Sprintf("    %-*s  %-*s  %s", name, l.name, did, l.did, figures(*l.lines, 0))
		}
		if _, err := fmt.Fprintln(w, text); err != nil {
			return err
		}
	}
	return nil
}
