package main

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/runtime/terminal"
)

// crashStep is the move a script failed on in a recorded game, if it did:
// the recorded scenario ends with it, as the scenarios that validate
// --save-failing writes do, so that rulerun test shows the failure.
type crashStep struct {
	last terminal.LastMove // the move being played when the script failed, if set
	err  error             // the failure; nil when the script did not fail
}

// add writes the failure into a recorded scenario: a comment in its header
// and the move the script failed on as its last step. A script that failed
// listing the moves after the last move needs no step: rulerun test lists
// the next moves after the last step, and fails there.
func (c crashStep) add(data []byte) []byte {
	if c.err == nil {
		return data
	}
	where := "at the last step"
	if !c.last.Set {
		where = "listing the moves after\n# the last step (rulerun test lists them too)"
	}
	text := strings.Replace(string(data), "# Recorded by rulerun play. ",
		"# Recorded by rulerun play when the script failed "+where+":\n#   "+oneLine(c.err.Error())+"\n# ", 1)
	if c.last.Set {
		text = insertStep(text, fmt.Sprintf("  - %d: %s # the script fails here\n", c.last.Seat+1, yamlQuote(c.last.Move)))
	}
	return []byte(text)
}
