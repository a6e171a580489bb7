package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/check"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/scenario"
	"github.com/rulerun/rulerun/runtime/terminal"
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
	r, err := replayProblem(src, opts, p, maxMoves)
	if err != nil {
		return nil, err
	}
	defer r.rules.Close()
	last, failed := r.last, r.failed
	data, err := scenario.Record(r.g, r.rules.Describe(), path, file)
	if err != nil {
		return nil, err
	}
	text := strings.Replace(string(data), "# Recorded by rulerun play.", "# Written by rulerun validate --save-failing: the first game that shows\n#   "+
		strings.ReplaceAll(p.Text(path), "\n", "\n# ")+"\n#", 1)
	if failed != nil && last.Set {
		step := fmt.Sprintf("  - %d: %s # the script fails here: %s\n", last.Seat+1, yamlQuote(last.Move), oneLine(failed.Error()))
		text = insertStep(text, step)
	}
	return []byte(text), nil
}

// replay is the first game of a problem played again: the game, the rules
// instance that plays it (close it when done), the last move tried, and the
// failure it met, if any.
type replay struct {
	g      engine.Game
	rules  engine.Rules
	last   terminal.LastMove
	failed error
}

// replayProblem plays the first game of a problem again, as validate played
// it (its seed, seats and random bots), for at most moves moves or until
// the script fails.
func replayProblem(src engine.Source, opts map[string]string, p check.Problem, moves int) (replay, error) {
	var r replay
	rules, err := src.Instance()
	if err != nil {
		return r, err
	}
	r.rules = rules
	if r.g, err = rules.NewGame(engine.Config{Seats: p.Seats, Seed: p.Seed, Options: opts}); err != nil {
		rules.Close()
		return r, err
	}
	agents := make([]engine.Agent, p.Seats)
	for i := range agents {
		agents[i] = terminal.Tracked{Agent: engine.NewRandomBot(bots.Seed(p.Seed, i)), Last: &r.last}
	}
	for made := 0; made < moves; made++ {
		d, err := r.g.ToAct()
		if err != nil || d.Over {
			r.failed = err
			return r, nil
		}
		r.last = terminal.LastMove{}
		if _, err := engine.Step(r.g, agents); err != nil {
			r.failed = err
			return r, nil
		}
	}
	return r, nil
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
