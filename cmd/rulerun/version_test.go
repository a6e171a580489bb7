package main

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestVersionOf(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var out []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			out = append(out, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return out
	}
	tests := []struct {
		name    string
		version string
		set     []debug.BuildSetting
		want    string
	}{
		{"released", "v1.4.0", vcs("vcs.revision", "0123456789abcdef"), "v1.4.0"},
		{"a commit and its date", "(devel)", vcs("vcs.revision", "0123456789abcdef", "vcs.time", "2026-03-04T05:06:07Z"),
			"devel, commit 0123456789ab of 2026-03-04 05:06 UTC"},
		{"changes not committed", "(devel)", vcs("vcs.revision", "0123456789abcdef", "vcs.modified", "true"),
			"devel, commit 0123456789ab, with changes not committed"},
		{"nothing recorded", "(devel)", nil, "devel (built without a version or a commit recorded: go run records neither; go build or go install in a git checkout record the commit, with -buildvcs=true when go cannot tell it is one)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info := &debug.BuildInfo{Main: debug.Module{Path: "github.com/rulerun/rulerun", Version: tt.version}, Settings: tt.set}
			assert.Equal(t, tt.want, versionOf(info))
		})
	}
}
