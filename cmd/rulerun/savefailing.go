package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rulerun/rulerun/runtime/check"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/scenario"
)

// saveFailing writes the first game that shows each problem as a scenario
// in dir: the game replayed from its seed with validate's bots, every move,
// and the move that failed, so that rulerun test shows the failure and a
// designer can edit the scenario down to the rule at fault.
func saveFailing(dir, path string, src engine.Source, opts map[string]string, maxMoves int, problems []check.Problem) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var written []string
	done := map[[2]uint64]bool{}
	for _, p := range problems {
		key := [2]uint64{p.Seed, uint64(p.Seats)}
		if p.Games == 0 || done[key] {
			continue
		}
		done[key] = true
		file := filepath.Join(dir, fmt.Sprintf("%s-seed%d-players%d.yaml", strings.TrimSuffix(filepath.Base(path), ".lua"), p.Seed, p.Seats))
		data, err := failingScenario(src, path, file, opts, maxMoves, p)
		if err != nil {
			return written, fmt.Errorf("%s: %w", file, err)
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			return written, err
		}
		written = append(written, file)
	}
	return written, nil
}

// failingScenario replays the game of a problem and writes it as a scenario.
func failingScenario(src engine.Source, path, file string, opts map[string]string, maxMoves int, p check.Problem) ([]byte, error) {
	rules, err := src.Instance()
	if err != nil {
		return nil, err
	}
	defer rules.Close()
	g, err := rules.NewGame(engine.Config{Seats: p.Seats, Seed: p.Seed, Options: opts})
	if err != nil {
		return nil, err
	}
	var last lastMove
	agents := make([]engine.Agent, p.Seats)
	for i := range agents {
		agents[i] = tracked{engine.NewRandomBot(p.Seed*31 + uint64(i)), &last}
	}
	var failed error
	for moves := 0; moves < maxMoves; moves++ {
		d, err := g.ToAct()
		if err != nil || d.Over {
			failed = err
			break
		}
		last = lastMove{}
		if _, err := engine.Step(g, agents); err != nil {
			failed = err
			break
		}
	}
	data, err := scenario.Record(g, rules.Describe(), path, file)
	if err != nil {
		return nil, err
	}
	text := string(data)
	text = strings.Replace(text, "# Recorded by rulerun play.", "# Written by rulerun validate --save-failing: the first game that shows\n#   "+
		strings.ReplaceAll(p.Text(path), "\n", "\n# ")+"\n# Recorded by rulerun play.", 1)
	if failed != nil && last.set {
		step := fmt.Sprintf("  - %d: %s # the script fails here: %s\n", last.seat+1, yamlQuote(last.move), oneLine(failed.Error()))
		text = insertStep(text, step)
	}
	return []byte(text), nil
}

// insertStep adds a step after the last step of a recorded scenario.
func insertStep(text, step string) string {
	text = strings.Replace(text, "steps: []\n", "steps:\n", 1)
	i := strings.Index(text, "\nrecorded:")
	if i < 0 {
		return text + step
	}
	return text[:i+1] + step + text[i+1:]
}

func yamlQuote(s string) string { return fmt.Sprintf("%q", s) }

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
