package main

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"

	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/scenario"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/urfave/cli/v2"
)

func testCommand() *cli.Command {
	return &cli.Command{
		Name:      "test",
		Usage:     "run test scenarios: recorded games and hand-written rule checks",
		ArgsUsage: "[PATH...]",
		Description: "Each PATH is a scenario file (.yaml), a folder (searched recursively), or a script:\n" +
			"the scenarios of scripts/NAME.lua live in scripts/NAME.tests/. With no PATH, every\n" +
			"scenario under the current folder runs. See docs/scenarios.md for the file format.\n" +
			"Each scenario passes or fails; a failure shows the step and its file:line, what was\n" +
			"expected and what happened, and the game's log up to that point. Every mistake of a\n" +
			"file is reported, each at its line, and the file's other scenarios still run.\n" +
			"--update rewrites the recorded block of each recorded game that now ends differently,\n" +
			"leaving hand-written expectations alone.\n" +
			"--cover reports, after the results, which lines of each script (and of the scripts it\n" +
			"requires) the scenarios ran: per file, per verb and per function; and how far they got\n" +
			"through the rules: the moves of each verb played, each declared effect fired, each rule\n" +
			"code narrated or cited by a refusal, and those never reached. --cover-html FILE writes\n" +
			"each script with every line marked run or not run, after its verbs, effects and codes.\n" +
			"Exit status: 0 when every scenario passes; 1 when one fails or none is found; 2 for bad flags.",
		Flags: append([]cli.Flag{
			debugFlag,
			&cli.StringFlag{Name: "run", Usage: "run only the scenarios whose name matches this regular expression"},
			&cli.BoolFlag{Name: "json", Usage: "write the results as JSON"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "list the scenarios that pass too, every step, and the whole log of a failure"},
			&cli.BoolFlag{Name: "update", Usage: "rewrite the recorded expectations of recorded games that now end differently"},
			&cli.StringFlag{Name: "script", Usage: "run every scenario against this script instead of the one its script: key names (a base game's suite against a variant); the report says so first", TakesFile: true},
		}, coverFlags("the scenarios")...),
		Action: runTest,
	}
}

func runTest(c *cli.Context) error {
	keep, err := scenarioFilter(c)
	if err != nil {
		return err
	}
	files, err := scenario.Find(c.Args().Slice())
	if err != nil {
		return usageError("%v", err)
	}
	runner, err := testRunner(c)
	if err != nil {
		return err
	}
	var results []*scenario.Result
	for _, file := range files {
		results = append(results, testFile(runner, file, keep, c.Bool("update"))...)
	}
	failed := 0
	for _, res := range results {
		if !res.Passed() {
			failed++
		}
	}
	profile, err := runner.Coverage()
	if err != nil {
		return cli.Exit(err.Error(), exitProblem)
	}
	if err := reportTests(c, runner, results, failed, profile); err != nil {
		return err
	}
	if err := writeCoverageHTML(c, profile); err != nil {
		return err
	}
	switch {
	case len(results) == 0:
		return cli.Exit("no scenarios found", exitProblem)
	case failed > 0:
		return cli.Exit("", exitProblem)
	}
	return nil
}

// scenarioFilter is what --run keeps: the scenarios whose name it matches,
// or every one.
func scenarioFilter(c *cli.Context) (func(*scenario.Scenario) bool, error) {
	pat := c.String("run")
	if pat == "" {
		return func(*scenario.Scenario) bool { return true }, nil
	}
	filter, err := regexp.Compile(pat)
	if err != nil {
		return nil, usageError("--run %q: %v", pat, err)
	}
	return func(s *scenario.Scenario) bool { return filter.MatchString(s.Name) }, nil
}

// testRunner is the scenario runner the flags ask for: with coverage on
// (--cover), and against another script (--script).
func testRunner(c *cli.Context) (*scenario.Runner, error) {
	covered, err := coverOn(c)
	if err != nil {
		return nil, err
	}
	load := loadScript
	if covered {
		load = loadScriptCovered
	}
	runner := scenario.NewRunner(load)
	runner.Debug = debugWriter(c)
	runner.Script = c.String("script")
	if runner.Script != "" && c.Bool("update") {
		return nil, usageError("--update rewrites a scenario's own recorded game; it cannot be used with --script")
	}
	return runner, nil
}

// reportTests writes the results (as JSON with --json), the rules a base
// game's suite found changed in a variant (--script) and the coverage.
func reportTests(c *cli.Context, runner *scenario.Runner, results []*scenario.Result, failed int, profile *cover.Profile) error {
	r := reporter{w: terminal.CleanWriter{W: c.App.Writer}, raw: c.App.Writer, verbose: c.Bool("verbose")}
	if c.Bool("json") {
		return r.json(results, failed, profile)
	}
	if runner.Script != "" {
		fmt.Fprintf(r.w, "--script %s: every scenario runs against it, whatever script its script: key names\n", runner.Script)
	}
	for _, res := range results {
		r.result(res)
	}
	fmt.Fprintf(r.w, "%d passed, %d failed\n", len(results)-failed, failed)
	if runner.Script != "" {
		r.changedRules(results, runner.Script)
	}
	writeCoverage(r.w, profile)
	return nil
}

// testFile runs (or updates) the scenarios of one file that keep accepts.
func testFile(runner *scenario.Runner, file string, keep func(*scenario.Scenario) bool, update bool) []*scenario.Result {
	if update {
		results, _, err := runner.Update(file, keep)
		if err != nil {
			return []*scenario.Result{scenario.FileError(file, err)}
		}
		return results
	}
	scenarios, errs := scenario.ParseFileAll(file)
	var out []*scenario.Result
	for _, err := range errs {
		out = append(out, scenario.FileError(file, err))
	}
	for _, s := range scenarios {
		if keep(s) {
			out = append(out, runner.Run(s))
		}
	}
	return out
}

// reporter writes the results for a person.
type reporter struct {
	w       io.Writer // script text escaped
	raw     io.Writer // for JSON, which escapes it itself
	verbose bool
}

// logTail is how many lines of a failure's log are shown without -v.
const logTail = 30

func (r reporter) result(res *scenario.Result) {
	switch {
	case res.Updated:
		fmt.Fprintf(r.w, "upd  %s: recorded expectations rewritten in %s\n", res.Name, res.Pos.File)
	case res.Passed():
		if !r.verbose {
			return // a passing scenario is counted in the summary; -v lists it
		}
		fmt.Fprintf(r.w, "ok   %s\n", res.Name)
	default:
		fmt.Fprintf(r.w, "FAIL %s\n", res.Name)
	}
	if r.verbose {
		for _, st := range res.Steps {
			mark := "ok  "
			if !st.Passed {
				mark = "FAIL"
			}
			fmt.Fprintf(r.w, "    %s %s: %s\n", mark, st.Pos, st.Text)
		}
	}
	if f := res.Failure; f != nil {
		r.failure(res, f)
	}
}

func (r reporter) failure(res *scenario.Result, f *scenario.Failure) {
	if f.Step != "" {
		fmt.Fprintf(r.w, "    %s: step %s\n", f.Pos, f.Step)
	}
	if f.Msg != "" {
		if f.Step != "" {
			fmt.Fprintf(r.w, "        %s\n", f.Msg)
		} else {
			fmt.Fprintf(r.w, "    %s: %s\n", f.Pos, f.Msg)
		}
	}
	for _, m := range f.Mismatches {
		fmt.Fprintf(r.w, "        %s: %s\n", m.Pos, m.What)
		fmt.Fprintf(r.w, "            expected: %s\n", m.Want)
		fmt.Fprintf(r.w, "            got:      %s\n", m.Got)
	}
	if len(res.Log) == 0 || f.Step == "" {
		return // a mistake in the scenario: the game did not start playing
	}
	lines, from := res.Log, 0
	if !r.verbose && len(lines) > logTail {
		from = len(lines) - logTail
		fmt.Fprintf(r.w, "    log (the last %d of %d lines; -v shows all):\n", logTail, len(lines))
	} else {
		fmt.Fprintln(r.w, "    log:")
	}
	for i := from; i < len(lines); i++ {
		if res.SetupLog > 0 && i == res.SetupLog {
			fmt.Fprintln(r.w, "        -- the scenario's setup replaces the deal --")
		}
		fmt.Fprintln(r.w, "        "+lines[i])
	}
}

type jsonMismatch struct {
	Pos      string `json:"pos"`
	What     string `json:"what"`
	Expected string `json:"expected"`
	Got      string `json:"got"`
}

type jsonFailure struct {
	Pos        string         `json:"pos"`
	Step       string         `json:"step,omitempty"`
	Message    string         `json:"message,omitempty"`
	Mismatches []jsonMismatch `json:"mismatches,omitempty"`
}

type jsonStep struct {
	Pos    string `json:"pos"`
	Step   string `json:"step"`
	Passed bool   `json:"passed"`
}

type jsonResult struct {
	Name    string       `json:"name"`
	Pos     string       `json:"pos"`
	Passed  bool         `json:"passed"`
	Updated bool         `json:"updated,omitempty"`
	Steps   []jsonStep   `json:"steps"`
	Failure *jsonFailure `json:"failure,omitempty"`
	Log     []string     `json:"log,omitempty"` // only for a failure in a step
	// SetupLog is how many lines of Log the script's setup wrote before the
	// scenario's setup replaced its deal.
	SetupLog int `json:"setup_log,omitempty"`
}

type jsonReport struct {
	Scenarios []jsonResult `json:"scenarios"`
	Passed    int          `json:"passed"`
	Failed    int          `json:"failed"`
	// Coverage is, with --cover, what the scenarios ran of each script.
	Coverage []cover.FileReport `json:"coverage,omitempty"`
}

func (r reporter) json(results []*scenario.Result, failed int, profile *cover.Profile) error {
	out := jsonReport{Scenarios: []jsonResult{}, Passed: len(results) - failed, Failed: failed, Coverage: coverSummary(profile)}
	for _, res := range results {
		jr := jsonResult{Name: res.Name, Pos: res.Pos.String(), Passed: res.Passed(), Updated: res.Updated, Steps: []jsonStep{}}
		for _, st := range res.Steps {
			jr.Steps = append(jr.Steps, jsonStep{Pos: st.Pos.String(), Step: st.Text, Passed: st.Passed})
		}
		if f := res.Failure; f != nil {
			jf := &jsonFailure{Pos: f.Pos.String(), Step: f.Step, Message: f.Msg}
			for _, m := range f.Mismatches {
				jf.Mismatches = append(jf.Mismatches, jsonMismatch{Pos: m.Pos.String(), What: m.What, Expected: m.Want, Got: m.Got})
			}
			jr.Failure = jf
			if f.Step != "" {
				jr.Log, jr.SetupLog = res.Log, res.SetupLog
			}
		}
		out.Scenarios = append(out.Scenarios, jr)
	}
	enc := json.NewEncoder(r.raw)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
