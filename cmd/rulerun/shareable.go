package main

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/rulerun/rulerun/runtime/sim"
)

// A report is made to be shared: it names no place of the author's file
// system. An absolute path in it (a script, a file the command wrote) is
// written relative to the folder the command ran in when it lies below
// it, else as its file name alone.

// shareable is path as a shared report may show it.
func shareable(path string) string {
	if !filepath.IsAbs(path) {
		return path
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, path); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return rel
		}
	}
	return filepath.Base(path)
}

// shareableLabel is a run's label (its script, then its settings in
// brackets) with its script shareable.
func shareableLabel(label string) string {
	script, settings, found := strings.Cut(label, " (")
	if !found {
		return shareable(label)
	}
	return shareable(script) + " (" + settings
}

// shareableArgs are command-line arguments with every absolute path, alone
// or as a flag's value (--report=/home/me/r.html), shareable.
func shareableArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if name, value, ok := strings.Cut(a, "="); ok && strings.HasPrefix(name, "-") {
			out[i] = name + "=" + shareable(value)
			continue
		}
		out[i] = shareable(a)
	}
	return out
}

// shareableDoc is a summary with its runs' labels shareable, for the
// report.
func shareableDoc(doc sim.SummaryDoc) sim.SummaryDoc {
	runs := make([]sim.RunFigures, len(doc.Runs))
	for i, r := range doc.Runs {
		r.Script = shareableLabel(r.Script)
		runs[i] = r
	}
	comps := make([]sim.Comparison, len(doc.Comparisons))
	for i, c := range doc.Comparisons {
		c.Script, c.Base = shareableLabel(c.Script), shareableLabel(c.Base)
		comps[i] = c
	}
	doc.Runs, doc.Comparisons = runs, comps
	return doc
}
