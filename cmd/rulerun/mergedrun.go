package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/rulerun/rulerun/runtime/sim"
)

// mergedRun is one run's games as merge reads them from the shards' record
// files, with the games it has seen, so that a shard given twice is refused
// and a shard left out is told.
type mergedRun struct {
	namedSummary
	seen  map[int]bool // game indexes
	skill map[int]bool // skill game indexes
	top   int          // the highest game index seen
	// seed is the run's --seed (a game's seed less its index), or -1 when
	// the games disagree on it.
	seed int64
	// bots is the run's --bots as its records say, or "?" when they
	// disagree.
	bots string
}

func newMergedRun(script string) *mergedRun {
	return &mergedRun{namedSummary: namedSummary{path: script, name: filepath.Base(script), sum: sim.NewSummary()}, seen: map[int]bool{}, skill: map[int]bool{}, seed: -2}
}

// add counts a record, refusing a game already counted.
func (m *mergedRun) add(r simRecord) error {
	if r.Game < 0 {
		return fmt.Errorf("game %d of %s: not a game of a run", r.Game, r.Script)
	}
	m.named(r)
	if r.Skill != nil {
		return m.addSkill(r)
	}
	if m.seen[r.Game] {
		return fmt.Errorf("game %d of %s is in the records twice (a shard given twice, or the records of two runs?)", r.Game, r.Script)
	}
	m.seen[r.Game], m.top = true, max(m.top, r.Game)
	switch first := int64(r.Seed) - int64(r.Game); {
	case m.seed == -2:
		m.seed = first
	case m.seed != first:
		m.seed = -1
	}
	m.sum.Add(r.Record)
	return nil
}

// named takes the game's name and the bots from the records that say
// them (older records do not).
func (m *mergedRun) named(r simRecord) {
	if r.Name != "" {
		m.name = r.Name
	}
	switch {
	case m.bots == "":
		m.bots = r.Bots
	case m.bots != r.Bots:
		m.bots = "?"
	}
}

// mergedBots is the bots of every run merged, when they all say the
// same, as a run names them in its summary; "" otherwise.
func mergedBots(runs map[string]*mergedRun, order []string) string {
	bots := ""
	for i, s := range order {
		b := runs[s].bots
		if b == "?" || i > 0 && b != bots {
			return ""
		}
		bots = b
	}
	return bots
}

// addSkill counts a skill game, refusing one already counted.
func (m *mergedRun) addSkill(r simRecord) error {
	if m.skill[r.Game] {
		return fmt.Errorf("skill game %d of %s is in the records twice (a shard given twice, or the records of two runs?)", r.Game, r.Script)
	}
	m.skill[r.Game] = true
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

// mergedSeeds says which seeds the merged games had, run by run when the
// runs differ.
func mergedSeeds(runs map[string]*mergedRun, order []string) string {
	var parts []string
	for _, s := range order {
		m := runs[s]
		seeds := "seeds not of one run (game i does not have seed --seed+i)"
		if m.seed >= 0 {
			seeds = fmt.Sprintf("game i has seed %d+i, games 0 to %d", m.seed, m.top)
		}
		parts = append(parts, fmt.Sprintf("%s: %s", s, seeds))
	}
	return strings.Join(parts, "; ") + " (merged from records)"
}
