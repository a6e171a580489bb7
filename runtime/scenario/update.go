package scenario

import (
	"os"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/runtime/safefile"
)

// Update runs the scenarios of a file and rewrites the recorded block of
// each one that fails only there, from the game as it now ends: the way to
// accept an intended rule change. Every other line of the file, hand-written
// expectations included, is left as it was, and so are the comments
// written on lines of their own inside a block it rewrites (keepComments);
// a scenario that fails before
// its recorded block is reported and not changed. Only the scenarios keep
// accepts are run (nil runs them all). It returns their results, the
// updated ones marked, and whether the file was written.
func (r *Runner) Update(path string, keep func(*Scenario) bool) ([]*Result, bool, error) {
	scenarios, err := ParseFile(path)
	if err != nil {
		return nil, false, err
	}
	data, err := safefile.ReadFile(path, MaxFileSize)
	if err != nil {
		return nil, false, err
	}
	lines := strings.SplitAfter(string(data), "\n")
	type edit struct {
		from, to int // lines [from, to), 0-based
		text     string
	}
	var edits []edit
	var results []*Result
	for _, s := range scenarios {
		if keep != nil && !keep(s) {
			continue
		}
		res := r.Run(s)
		results = append(results, res)
		if s.Recorded == nil || res.Passed() || res.Failure.Msg != "" || len(res.Steps) != len(s.Steps)+1 {
			continue
		}
		from, to := blockLines(lines, s.recordedKey)
		indent := strings.Repeat(" ", s.recordedKey.Col-1)
		edits = append(edits, edit{from, to, keepComments(lines[from+1:to], recordedBlock(res.Game, indent))})
		res.Failure, res.Updated = nil, true
		res.Steps[len(res.Steps)-1].Passed = true
	}
	if len(edits) == 0 {
		return results, false, nil
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].from > edits[j].from })
	for _, e := range edits {
		lines = append(lines[:e.from], append([]string{e.text}, lines[e.to:]...)...)
	}
	st, err := os.Stat(path)
	if err != nil {
		return results, false, err
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "")), st.Mode().Perm()); err != nil {
		return results, false, err
	}
	return results, true, nil
}

// blockLines finds the lines of the block whose key is at key: the key's
// line and every following line that is blank or indented more than the
// key, leaving out blank lines at its end.
func blockLines(lines []string, key Pos) (from, to int) {
	from = key.Line - 1
	to = from + 1
	last := to
	for to < len(lines) {
		l := strings.TrimRight(lines[to], "\r\n")
		if strings.TrimSpace(l) == "" {
			to++
			continue
		}
		if len(l)-len(strings.TrimLeft(l, " ")) < key.Col {
			break
		}
		to++
		last = to
	}
	return from, last
}
