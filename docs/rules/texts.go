// Package rules holds the rule texts rulerun ships, built into the binary
// so that a script outside the clone that requires a shipped game finds the
// texts its codes cite (runtime/rulebook's ForScript).
package rules

import "embed"

// FS holds the Markdown rule texts of the shipped games (INTERPRETATIONS.md).
//
//go:embed *.md
var FS embed.FS
