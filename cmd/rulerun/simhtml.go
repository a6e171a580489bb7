package main

import (
	"bytes"
	"fmt"

	htmlreport "github.com/rulerun/rulerun/runtime/sim/report"
	"github.com/urfave/cli/v2"
)

// reportFlag is --report, of simulate and simulate merge.
func reportFlag() cli.Flag {
	return &cli.StringFlag{Name: "report", Usage: "write the designer's report to `FILE.html`: one self-contained page of every run side by side, with headlines (docs/simulate.md)", TakesFile: true}
}

// writeReport writes the --report page of the runs, when one is asked
// for; seeds says which seeds the games had.
func writeReport(c *cli.Context, sums []namedSummary, seeds string) error {
	file := c.String("report")
	if file == "" || len(sums) == 0 {
		return nil
	}
	made := htmlreport.Made{Command: sharedCommand(c), Seeds: seeds, Bots: c.String("bots"), Version: version()}
	var b bytes.Buffer
	if err := htmlreport.Write(&b, shareableDoc(summaryDoc(sums)), made); err != nil {
		return cli.Exit(fmt.Sprintf("--report: %v", err), exitProblem)
	}
	return writeOutput(c, "report", file, b.Bytes())
}

// simSeeds says which seeds a simulation's games had.
func simSeeds(c *cli.Context) string {
	seed, games := c.Uint64("seed"), uint64(c.Int("games"))
	return fmt.Sprintf("game i of each run has seed %d+i, %d to %d", seed, seed, seed+games-1)
}

// plotRuns are the runs of sums as the plot of --svg draws them.
func plotRuns(sums []namedSummary) []htmlreport.PlotRun {
	out := make([]htmlreport.PlotRun, len(sums))
	for i, ns := range sums {
		out[i] = htmlreport.PlotRun{Path: ns.path, Sum: ns.sum}
	}
	return out
}
