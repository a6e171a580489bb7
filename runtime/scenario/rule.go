package scenario

import (
	"errors"
	"regexp"
	"strings"

	"github.com/rulerun/rulerun/runtime/engine"
)

// ruleCode is a rule's code as the rules and INTERPRETATIONS.md write them:
// letters, a dash and a number, such as RULE-7 or RULE-12a.
var ruleCode = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9]*-[0-9]+[a-z]?$`)

// citesRule reports whether a refusal cites the rule code, ignoring case:
// the rule a refusal breaks, not its wording, so that a script may reword
// its messages without breaking its tests.
func citesRule(err error, code string) bool {
	var im *engine.IllegalMove
	if !errors.As(err, &im) {
		return false
	}
	for _, c := range im.Codes {
		if strings.EqualFold(c, code) {
			return true
		}
	}
	return false
}
