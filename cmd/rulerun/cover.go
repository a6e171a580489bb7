package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/urfave/cli/v2"
)

// coverFlags are the flags of script coverage, for test and validate; what
// names what the command runs ("the scenarios", "the games").
func coverFlags(what string) []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "cover", Usage: "report which lines of the scripts (and of the scripts they require) " + what + " ran: per file, per verb and per function; and the verbs played, effects fired and rule codes cited, and those never reached"},
		&cli.StringFlag{Name: "cover-html", Usage: "write each script to `FILE` as a page with every line marked run or not run (implies --cover)", TakesFile: true},
	}
}

// coverOn reports whether a command measures coverage, and refuses
// --cover-html -, whose page would mix with the report on standard output.
func coverOn(c *cli.Context) (bool, error) {
	if c.String("cover-html") == stdoutName {
		return false, usageError("--cover-html -: the page goes to a file, since standard output holds the report; give a file such as cover.html")
	}
	return c.Bool("cover") || c.String("cover-html") != "", nil
}

// writeCoverage writes the text report of a profile: nothing when p is
// nil (no script could be loaded).
func writeCoverage(w io.Writer, p *cover.Profile) {
	if p == nil {
		return
	}
	if err := cover.WriteText(w, cover.Summarize(p)); err != nil {
		fmt.Fprintln(w, err)
	}
}

// writeCoverageHTML writes the page of --cover-html, when it is asked for.
func writeCoverageHTML(c *cli.Context, p *cover.Profile) error {
	file := c.String("cover-html")
	if file == "" || p == nil {
		return nil
	}
	var b bytes.Buffer
	if err := cover.WriteHTML(&b, p); err != nil {
		return err
	}
	return writeOutput(c, "cover-html", file, b.Bytes())
}

// coverSummary is the coverage of a profile as JSON gives it; nil for a
// nil profile.
func coverSummary(p *cover.Profile) []cover.FileReport {
	if p == nil {
		return nil
	}
	return cover.Summarize(p)
}
