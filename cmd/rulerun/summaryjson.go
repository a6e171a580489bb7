package main

import (
	"encoding/json"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/urfave/cli/v2"
)

// summaryJSONFlag is --summary-json, of simulate and simulate merge.
func summaryJSONFlag() cli.Flag {
	return &cli.StringFlag{Name: "summary-json", Usage: "write every figure of the summary to `FILE` (- for standard output) as one JSON document (docs/simulate.md)", TakesFile: true}
}

// writeSummaryJSON writes the runs' figures to the --summary-json file,
// when one is given.
func writeSummaryJSON(c *cli.Context, sums []namedSummary) error {
	file := c.String("summary-json")
	if file == "" || len(sums) == 0 {
		return nil
	}
	data, err := json.MarshalIndent(summaryDoc(sums), "", "  ")
	if err != nil {
		return cli.Exit("--summary-json: "+err.Error(), exitProblem)
	}
	return writeOutput(c, "summary-json", file, append(data, '\n'))
}

// summaryDoc gathers the figures of the runs; the first is the base.
func summaryDoc(sums []namedSummary) sim.SummaryDoc {
	labels := make([]string, len(sums))
	all := make([]*sim.Summary, len(sums))
	for i, ns := range sums {
		labels[i], all[i] = ns.path, ns.sum
	}
	return sim.NewSummaryDoc(labels, all)
}
