package core

import (
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// ruleCodePattern is the pattern docs/architecture.md gives for a rule code;
// EachRuleCode must find exactly what it finds.
var ruleCodePattern = regexp.MustCompile(`\b[A-Z][A-Z0-9]*-[0-9]+[a-z]?\b`)

func TestRuleCodes(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"UNU-5: TS does not match", []string{"UNU-5"}},
		{"KING-1: seat 2 skips; see UNU-8 and RUM-3a.", []string{"KING-1", "UNU-8", "RUM-3a"}},
		{"no code here", nil},
		{"XUNU-5 is one code, xUNU-5 none", []string{"XUNU-5"}},
		{"UNU-12ab UNU- UNU-x -5 U2-7", []string{"U2-7"}},
		{"(STACK-1)", []string{"STACK-1"}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			assert.Equal(t, tt.want, RuleCodes(tt.text))
			assert.Equal(t, tt.want, nilIfEmpty(ruleCodePattern.FindAllString(tt.text, -1)))
		})
	}
}

// FuzzRuleCodes checks the scanner against the documented pattern on any
// text (refusals and narration are the script's strings).
func FuzzRuleCodes(f *testing.F) {
	for _, s := range []string{"UNU-5: x", "a RUM-3a b", "Z9-0z_", "A-1-2", "ÉUNU-1", "UNU-1é"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		assert.Equal(t, nilIfEmpty(ruleCodePattern.FindAllString(text, -1)), RuleCodes(text))
	})
}

func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

func TestCompareRuleCodes(t *testing.T) {
	codes := []string{"UNU-11", "not a code", "KING-1", "UNU-2", "UNU-2a", "UNU-1", "RUM-3b", "RUM-3a", "A code"}
	slices.SortFunc(codes, CompareRuleCodes)
	assert.Equal(t, []string{"KING-1", "RUM-3a", "RUM-3b", "UNU-1", "UNU-2", "UNU-2a", "UNU-11", "A code", "not a code"}, codes)
}
