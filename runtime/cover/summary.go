package cover

import (
	"math"
	"strings"
)

// Count is how many executable lines of a part of a script ran.
type Count struct {
	Name  string `json:"name"`
	Line  int    `json:"line,omitempty"` // where the part starts
	Run   int    `json:"run"`
	Lines int    `json:"lines"`
}

// Percent is the share of the lines that ran, rounded to a whole percent
// but never up to 100 while a line has not run. A part without lines is
// at 100.
func (c Count) Percent() int {
	if c.Lines == 0 || c.Run == c.Lines {
		return 100
	}
	return min(99, int(math.Round(100*float64(c.Run)/float64(c.Lines))))
}

// FileReport sums up the coverage of one file: in total, per verb (every
// function under verbs.NAME) and per function, both in the order they
// appear in the file, and how far the run got through its rules when the
// file is a script whose rules the engine counted.
type FileReport struct {
	File       string  `json:"file"`
	Unmeasured string  `json:"unmeasured,omitempty"`
	Total      Count   `json:"total"`
	Verbs      []Count `json:"verbs"`
	Funcs      []Count `json:"functions"`
	// Rules is how far the run got through the rules, when the file is a
	// script whose rules the engine counted.
	Rules *Reach `json:"rules,omitempty"`
}

// Summarize sums up every file of a profile.
func Summarize(p *Profile) []FileReport {
	var out []FileReport
	for _, f := range p.Files {
		r := summarizeFile(f)
		r.Rules = p.Reach(f.File)
		out = append(out, r)
	}
	return out
}

func summarizeFile(f *File) FileReport {
	r := FileReport{File: f.File, Unmeasured: f.Unmeasured, Verbs: []Count{}, Funcs: []Count{}}
	r.Total = f.count(f.File, 0, func(Stmt) bool { return true })
	for i, fn := range f.Funcs {
		c := f.count(fn.Name, fn.Line, func(s Stmt) bool { return s.Func == i })
		if c.Lines > 0 {
			r.Funcs = append(r.Funcs, c)
		}
	}
	seen := map[string]bool{}
	for _, fn := range f.Funcs {
		verb := VerbOf(fn.Name)
		if verb == "" || seen[verb] {
			continue
		}
		seen[verb] = true
		c := f.count(verb, fn.Line, func(s Stmt) bool { return VerbOf(f.Funcs[s.Func].Name) == verb })
		if c.Lines > 0 {
			r.Verbs = append(r.Verbs, c)
		}
	}
	return r
}

// count counts the lines on which a statement that keep accepts starts,
// and those of them on which such a statement ran.
func (f *File) count(name string, line int, keep func(Stmt) bool) Count {
	run := map[int]bool{}
	for i, s := range f.Stmts {
		if keep(s) {
			run[s.Line] = run[s.Line] || f.Hits[i] > 0
		}
	}
	c := Count{Name: name, Line: line, Lines: len(run)}
	for _, r := range run {
		if r {
			c.Run++
		}
	}
	return c
}

// VerbOf is the verb a function belongs to, "verbs.play" for
// "verbs.play.check" or "verbs.play", or "" for a function of no verb.
func VerbOf(fn string) string {
	rest, ok := strings.CutPrefix(fn, "verbs.")
	if !ok || rest == "" {
		return ""
	}
	if i := strings.IndexAny(rest, ".:["); i >= 0 {
		rest = rest[:i]
	}
	return "verbs." + rest
}

// LineState is what coverage says of one line of a file.
type LineState int8

// The states of a line.
const (
	NotCode LineState = iota // no statement starts on it
	NotRun                   // a statement starts on it, and none that does ran
	Run                      // a statement that starts on it ran
)

// Lines returns the state of each line of the file, from line 1 to its
// last (index 0 is line 1).
func (f *File) Lines() []LineState {
	n := strings.Count(string(f.Source), "\n") + 1
	out := make([]LineState, n)
	for i, s := range f.Stmts {
		if s.Line < 1 || s.Line > n {
			continue
		}
		st := &out[s.Line-1]
		switch {
		case f.Hits[i] > 0:
			*st = Run
		case *st == NotCode:
			*st = NotRun
		}
	}
	return out
}
