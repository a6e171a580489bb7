package knocking

import (
	"strings"

	"github.com/rulerun/rulerun/runtime/words"
)

// points puts the points in a template that has a place for them.
func points(text string, n int) string {
	return strings.ReplaceAll(text, "{points}", words.Plural(n, "point"))
}
