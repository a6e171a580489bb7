package main

import (
	"fmt"
	"runtime/debug"
	"time"

	"github.com/urfave/cli/v2"
)

// version says which build of rulerun this is, from the build's own record
// (runtime/debug.ReadBuildInfo).
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (the build recorded nothing)"
	}
	return versionOf(info)
}

// versionOf says which build info describes: the module version for a
// released build (go install ...@v1.2.3); otherwise the commit it was built
// from and its date, when the build recorded them (go build in a git
// checkout); otherwise that it is a build of unknown source.
func versionOf(info *debug.BuildInfo) string {
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, at string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel (built without a version or a commit recorded: go run records neither; go build or go install in a git checkout record the commit, with -buildvcs=true when go cannot tell it is one)"
	}
	out := "devel, commit " + rev[:min(len(rev), 12)]
	if t, err := time.Parse(time.RFC3339, at); err == nil {
		out += " of " + t.UTC().Format("2006-01-02 15:04 UTC")
	}
	if dirty {
		out += ", with changes not committed"
	}
	return out
}

func versionCommand() *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "say which build of rulerun this is (as --version does)",
		Description: "Writes the module version of a released build, or the commit and date a build\n" +
			"from a git checkout was made from, and the Go version it was built with.",
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageError("version takes no arguments, got %q", c.Args().First())
			}
			fmt.Fprintf(c.App.Writer, "rulerun %s\n", c.App.Version)
			if info, ok := debug.ReadBuildInfo(); ok {
				fmt.Fprintf(c.App.Writer, "built with %s\n", info.GoVersion)
			}
			return nil
		},
	}
}
