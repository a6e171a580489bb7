package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/rulerun/rulerun/runtime/sim"
)

// mergedRun is one run's games as merge reads them from the shards' record
// files, with the games it has seen, so that a shard given twice is refused
// and a shard left out is told.
type mergedRun struct {
	namedSummary
	seen map[int]bool // game indexes
	top  int          // the highest game index seen
}

func newMergedRun(script string) *mergedRun {
	return &mergedRun{namedSummary: namedSummary{path: script, name: filepath.Base(script), sum: sim.NewSummary()}, seen: map[int]bool{}}
}

// add counts a record, refusing a game already counted.
func (m *mergedRun) add(r simRecord) error {
	if r.Game < 0 {
		return fmt.Errorf("game %d of %s: not a game of a run", r.Game, r.Script)
	}
	if m.seen[r.Game] {
		return fmt.Errorf("game %d of %s is in the records twice (a shard given twice, or the records of two runs?)", r.Game, r.Script)
	}
	m.seen[r.Game], m.top = true, max(m.top, r.Game)
	m.sum.Add(r.Record)
	return nil
}

// warnGaps says when games below the highest one read are missing: a
// shard left out, or one stopped before its end.
func (m *mergedRun) warnGaps(w io.Writer) {
	if missing := m.top + 1 - len(m.seen); missing > 0 {
		fmt.Fprintf(w, "rulerun: %s: %d of the games 0 to %d missing (a shard not merged, or stopped early?)\n", m.path, missing, m.top)
	}
}
