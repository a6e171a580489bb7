package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/rulerun/rulerun/runtime/scenario"
	"github.com/rulerun/rulerun/runtime/words"
)

// changedRules sums up a suite run against another script (test --script):
// the rules whose scenarios fail, that is, the rules the variant changes;
// apart from them, the scenarios the variant could not play at all (it
// failed with an error), which say nothing of its rules.
func (r reporter) changedRules(results []*scenario.Result, script string) {
	name := filepath.Base(script)
	var rules []string
	count := map[string]int{}
	other := 0
	var crashes []*scenario.Result
	for _, res := range results {
		if res.Passed() {
			continue
		}
		if crashed(res) {
			crashes = append(crashes, res)
			continue
		}
		var codes []string // the rules the scenario pins
		if res.Scenario != nil {
			codes = res.Scenario.Rules
		}
		if len(codes) == 0 {
			other++
		}
		for _, c := range codes {
			if count[c] == 0 {
				rules = append(rules, c)
			}
			count[c]++
		}
	}
	r.crashes(crashes, name)
	if len(rules) == 0 && other == 0 {
		if len(crashes) == 0 {
			fmt.Fprintf(r.w, "%s passes every scenario: no rule of the suite behaves differently\n", name)
		} else {
			fmt.Fprintf(r.w, "No rule of the suite behaves differently with %s in the scenarios it could play\n", name)
		}
		return
	}
	var parts []string
	for _, c := range rules {
		parts = append(parts, fmt.Sprintf("%s (%d)", c, count[c]))
	}
	if other > 0 {
		if other == 1 {
			parts = append(parts, "1 scenario that cites no rule")
		} else {
			parts = append(parts, fmt.Sprintf("%d scenarios that cite no rule", other))
		}
	}
	fmt.Fprintf(r.w, "Rules that behave differently with %s (failing scenarios): %s\n", name, strings.Join(parts, ", "))
}

// crashed reports whether a scenario failed on an error (the script failed,
// or the scenario could not be played), not on an expectation.
func crashed(res *scenario.Result) bool {
	return res.Failure != nil && len(res.Failure.Mismatches) == 0 && res.Failure.Msg != ""
}

// crashes writes the scenarios a variant could not play, apart from the
// rules it changes: the first error, and how many scenarios failed so.
func (r reporter) crashes(crashes []*scenario.Result, name string) {
	if len(crashes) == 0 {
		return
	}
	f := crashes[0].Failure
	fmt.Fprintf(r.w, "%s failed with an error in %s (not a rule that behaves differently); the first, %s:\n    %s: %s\n",
		name, words.Plural(len(crashes), "scenario"), crashes[0].Name, f.Pos, f.Msg)
}
