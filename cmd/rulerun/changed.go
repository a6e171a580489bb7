package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/rulerun/rulerun/runtime/scenario"
)

// changedRules sums up a suite run against another script (test --script):
// the rules whose scenarios fail, that is, the rules the variant changes.
func (r reporter) changedRules(results []*scenario.Result, script string) {
	name := filepath.Base(script)
	var rules []string
	count := map[string]int{}
	other := 0
	for _, res := range results {
		if res.Passed() {
			continue
		}
		codes := ruleCite.FindAllString(res.Name, -1) // the codes the name cites
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
	if len(rules) == 0 && other == 0 {
		fmt.Fprintf(r.w, "%s passes every scenario: no rule of the suite behaves differently\n", name)
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
