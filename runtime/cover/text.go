package cover

import (
	"fmt"
	"io"
)

// WriteText writes the coverage of every file of reports: the file's total,
// then each verb and each function in the order they appear in the file,
// as "verbs.play  12/14 lines  86%". For a script whose rules the engine
// counted, the verbs are every verb of its rules, each with the moves of
// it played ("play  played 12 times in 3 scenarios  4/4 lines  100%"), then
// come its effects and rule codes; those never reached say so.
func WriteText(w io.Writer, reports []FileReport) error {
	for _, r := range reports {
		if err := writeFile(w, r); err != nil {
			return err
		}
	}
	return nil
}

func writeFile(w io.Writer, r FileReport) error {
	if r.Unmeasured != "" {
		if _, err := fmt.Fprintf(w, "coverage of %s: not measured: %s\n", r.File, r.Unmeasured); err != nil || r.Rules == nil {
			return err
		}
		return writeReach(w, r)
	}
	if _, err := fmt.Fprintf(w, "coverage of %s: %s\n", r.File, figures(r.Total, 0)); err != nil {
		return err
	}
	width := 0
	for _, c := range append(r.Verbs, r.Funcs...) {
		width = max(width, len(c.Name))
	}
	verbs := r.Verbs
	if r.Rules != nil {
		if err := writeReach(w, r); err != nil {
			return err
		}
		verbs = nil // written with the rules
	}
	for _, part := range []struct {
		title  string
		counts []Count
	}{{"per verb", verbs}, {"per function", r.Funcs}} {
		if len(part.counts) == 0 {
			continue
		}
		if _, err := fmt.Fprintf(w, "  %s:\n", part.title); err != nil {
			return err
		}
		for _, c := range part.counts {
			if _, err := fmt.Fprintf(w, "    %-*s  %s\n", width, c.Name, figures(c, 11)); err != nil {
				return err
			}
		}
	}
	return nil
}

// figures writes "12/14 lines  86%", the fraction right-aligned in width.
func figures(c Count, width int) string {
	return fmt.Sprintf("%*s  %3d%%", width, fmt.Sprintf("%d/%d lines", c.Run, c.Lines), c.Percent())
}
