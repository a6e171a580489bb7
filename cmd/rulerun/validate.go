package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime/debug"

	"github.com/rulerun/rulerun/runtime/check"
	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/rulerun/rulerun/runtime/words"
	"github.com/urfave/cli/v2"
)

func validateCommand() *cli.Command {
	return &cli.Command{
		Name:      "validate",
		Usage:     "check scripts: declarations, then seeded self-play games",
		ArgsUsage: "SCRIPT|FOLDER...",
		Description: "Compiles each script and checks what it declares, then self-plays seeded games\n" +
			"with random bots, checking that no card is created or lost, every game ends, the\n" +
			"same seed replays identically, a saved game continues identically, whoever must\n" +
			"decide has a legal move, every listed move is accepted, every move a complete verb's\n" +
			"check accepts is listed (random moves of each verb's form are tried), and no log\n" +
			"line, status line or listed move shows a seat a card it cannot see. A game whose\n" +
			"bots go round in circles (the same table and seat to decide, 12 times) is stopped\n" +
			"and reported instead of being played to --max-moves. A game is judged by what it\n" +
			"costs, never by the machine's load: its moves (--max-moves), each call's steps in\n" +
			"the sandbox and its CPU time (--max-time); only a game that hangs for an hour\n" +
			"without spending CPU time is stopped by the clock. Games cycle\n" +
			"through every seat count unless --players is given, and run in parallel, one per\n" +
			"core, with the same report for any number of cores. Each problem is reported once,\n" +
			"with file:line where one exists and a seed that shows it; then a summary of the\n" +
			"games: their length, who won them, how many were drawn. A FOLDER is searched for\n" +
			"scripts. A progress bar with the time left shows on a terminal; Ctrl-C (or SIGTERM)\n" +
			"stops after the games under way and reports the games checked so far.\n" +
			"--cover reports which lines of each script (and of the scripts it requires) the games\n" +
			"ran, per file, per verb and per function, and how often the games played each verb,\n" +
			"fired each declared effect and narrated or refused with each rule code: the rules\n" +
			"random games never reach; --cover-html FILE writes each script with every line\n" +
			"marked run or not run, after its verbs, effects and codes.\n" +
			"Exit status: 0 when every script passes; 1 when a problem was found; 2 for bad flags;\n" +
			"3 when a script cannot be loaded; 130 when stopped by Ctrl-C with no problem found.",
		Flags: append(append(gameFlags(),
			&cli.IntFlag{Name: "games", Aliases: []string{"n"}, Value: 300, Usage: "self-play games per script"},
			&cli.IntFlag{Name: "moves", Value: 500_000, Usage: "stop once the games checked have made this many moves, if that comes before --games (0: play every game)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the first game (game i uses seed+i)"},
			&cli.IntFlag{Name: "max-moves", Value: 100_000, Usage: "a game still running after this many moves is a problem (matches of many rounds with random bots run long)"},
			&cli.DurationFlag{Name: "max-time", Value: check.DefaultMaxTime, Usage: "a game that has used this much CPU time (its own, however busy the machine) is a problem, as one past --max-moves is"},
			&cli.BoolFlag{Name: "json", Usage: "write the results as JSON"},
			&cli.BoolFlag{Name: "log", Usage: "show the log of the first game of each problem, up to where the problem showed"},
			&cli.StringFlag{Name: "save-failing", Usage: "write the first game that shows each problem as a scenario in `DIR`, to run with rulerun test and edit", TakesFile: true},
		), coverFlags("the games")...),
		Action: runValidate,
	}
}

func runValidate(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageError("validate needs at least one script, such as mygame.lua")
	}
	opts, err := parseOpts(c)
	if err != nil {
		return err
	}
	if n := c.Int("games"); n < 1 {
		return usageError("--games %d: give the number of games to play, 1 or more", n)
	}
	if n := c.Int("moves"); n < 0 {
		return usageError("--moves %d: give a number of moves, or 0 to play every game", n)
	}
	if n := c.Int("max-moves"); n < 1 {
		return usageError("--max-moves %d: give a number of moves, 1 or more", n)
	}
	if d := c.Duration("max-time"); d <= 0 {
		return usageError("--max-time %v: give a CPU time such as 30s or 2m", d)
	}
	paths, err := findScripts(c.Args().Slice())
	if err != nil {
		return usageError("%v", err)
	}
	if _, err := coverOn(c); err != nil {
		return err
	}
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	stop, release := interrupts()
	defer release()
	status := exitOK
	var results []validation
	var covered *cover.Profile
	for _, path := range paths {
		v := validateOne(c, path, opts, stop)
		results = append(results, v)
		if !c.Bool("json") {
			v.write(terminal.CleanWriter{W: c.App.Writer})
		}
		status = max(status, v.status)
		if v.coverage != nil {
			covered = cmp.Or(covered, &cover.Profile{})
			if err := covered.Merge(v.coverage); err != nil {
				return cli.Exit(err.Error(), exitProblem)
			}
		}
		if v.Interrupted {
			break
		}
	}
	if err := writeCoverageHTML(c, covered); err != nil {
		return err
	}
	if c.Bool("json") {
		enc := json.NewEncoder(c.App.Writer)
		enc.SetIndent("", "  ")
		if err := enc.Encode(results); err != nil {
			return err
		}
	}
	if status == exitOK && stopped(stop) {
		return cli.Exit("", exitInterrupted)
	}
	if status != exitOK {
		return cli.Exit("", status)
	}
	return nil
}

// validation is the outcome of validating one script.
type validation struct {
	Path     string          `json:"path"`
	Name     string          `json:"name,omitempty"`
	Error    string          `json:"error,omitempty"` // the script could not be loaded, or the flags do not fit it
	Games    int             `json:"games"`
	Moves    int             `json:"moves"`
	Problems []check.Problem `json:"problems"`
	Stopped  bool            `json:"stopped,omitempty"`
	// Interrupted is set when Ctrl-C or SIGTERM stopped the run: the report
	// covers the games played before it.
	Interrupted bool     `json:"interrupted,omitempty"`
	Planned     int      `json:"planned_games,omitempty"` // the games asked for, when interrupted
	Seats       [2]int   `json:"seats"`                   // fewest and most seats played
	Summary     *summary `json:"summary,omitempty"`
	Saved       []string `json:"saved,omitempty"` // scenarios written by --save-failing
	// Logs are, with --log, the log of each problem's first game up to the
	// problem, by problem.
	Logs [][]string `json:"logs,omitempty"`
	// Coverage is, with --cover, what the games ran of each script.
	Coverage   []cover.FileReport `json:"coverage,omitempty"`
	coverage   *cover.Profile
	command    string // the script as the command to see a problem names it, with its options
	stoppedWhy string // why validation stopped early, when Stopped
	width      int    // the terminal's width the summary wraps at; 0 for a pipe
	status     int
}

func validateOne(c *cli.Context, path string, opts map[string]string, stop <-chan struct{}) validation {
	v := validation{Path: path, Problems: []check.Problem{}, command: shellQuote(path), width: screenWidth(c)}
	for _, kv := range sortedOpts(opts) {
		v.command += " --opt " + shellQuote(kv)
	}
	for _, name := range []string{"max-moves", "max-time"} {
		if c.IsSet(name) {
			v.command += " --" + name + " " + fmt.Sprint(c.Value(name))
		}
	}
	load := lua.Load
	if covered, _ := coverOn(c); covered {
		load = lua.LoadCovered
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		v.Error, v.status = checkScriptPath(path).Error(), exitUsage // as play and test: bad command-line use
		return v
	}
	script, err := load(path)
	if err != nil {
		v.Error, v.status = err.Error(), exitScript
		return v
	}
	script.Debug = debugWriter(c)
	info := script.Info
	v.Name = info.Name
	if n := c.Int("players"); n != 0 && (n < info.MinSeats || n > info.MaxSeats) {
		v.Error, v.status = fmt.Sprintf("%s is played by %d to %d players, not %d", info.Name, info.MinSeats, info.MaxSeats, n), exitUsage
		return v
	}
	bar := progress(c, path, c.Int("games"), false)
	r := check.Validate(script, check.Options{Games: c.Int("games"), Moves: c.Int("moves"), Seed: c.Uint64("seed"),
		Seats: c.Int("players"), Options: opts, MaxMoves: c.Int("max-moves"), MaxTime: c.Duration("max-time"), Progress: bar, Stop: stop})
	check.SortProblems(r.Problems)
	v.Games, v.Moves, v.Stopped, v.Seats = r.Games, r.Moves, r.Stopped, [2]int{r.MinSeats, r.MaxSeats}
	v.stoppedWhy = r.StoppedWhy
	if r.Interrupted {
		v.Interrupted, v.Planned = true, c.Int("games")
	}
	v.Problems = append(v.Problems, r.Problems...)
	if r.Games > 0 {
		v.Summary = summarize(&r.Stats)
		if len(r.Problems) == 0 && !r.Stopped && !r.Interrupted {
			ww, err := playWhoWins(script, c.Int("players"), opts, c.Uint64("seed"), max(1, c.Int("games")/6), stop)
			if err != nil {
				v.Problems = append(v.Problems, check.Problem{Msg: "greedy games (who wins): " + err.Error()})
			}
			v.Summary.WhoWins = ww
		}
	}
	v.coverage, v.Coverage = r.Coverage, coverSummary(r.Coverage)
	if len(r.Problems) > 0 && c.Bool("log") {
		v.Logs = problemLogs(script, opts, c.Uint64("seed"), r)
	}
	if len(r.Problems) > 0 {
		v.status = exitProblem
		if dir := c.String("save-failing"); dir != "" {
			saved, err := saveFailing(dir, path, script, opts, c.Int("max-moves"), r.Problems)
			v.Saved = saved
			if err != nil {
				v.Error = fmt.Sprintf("--save-failing: %v", err)
			}
		}
	}
	return v
}

// write reports a validation for a person.
func (v validation) write(w io.Writer) {
	if v.Error != "" {
		if v.status == exitScript {
			fmt.Fprintln(w, v.Error)
			fmt.Fprintf(w, "FAIL %s: cannot be loaded\n", v.Path)
		} else {
			fmt.Fprintf(w, "FAIL %s: %s\n", v.Path, v.Error)
		}
		return
	}
	for i, p := range v.Problems {
		fmt.Fprintln(w, p.Text(v.command))
		if i < len(v.Logs) && len(v.Logs[i]) > 0 {
			fmt.Fprintf(w, "     the game of seed %d, %d players, up to the problem:\n", p.Seed, p.Seats)
			for _, line := range v.Logs[i] {
				fmt.Fprintln(w, "        "+line)
			}
		}
	}
	if v.Stopped {
		fmt.Fprintf(w, "stopped after %s: %s\n", words.Plural(v.Games, "game"), v.stoppedWhy)
	}
	if len(v.Problems) > 0 {
		fmt.Fprintf(w, "FAIL %s (%s): %s in %s, %s\n", v.Path, v.Name, words.Plural(len(v.Problems), "problem"),
			words.Plural(v.Games, "game"), words.Plural(v.Moves, "move"))
	} else {
		fmt.Fprintf(w, "ok   %s (%s): %s, %s, %s, no problems\n", v.Path, v.Name,
			words.Plural(v.Games, "game"), words.Plural(v.Moves, "move"), seatRange(v.Seats[0], v.Seats[1]))
	}
	if v.Interrupted {
		fmt.Fprintf(w, "     interrupted after %d of %s: this is the report of the games checked\n", v.Games, words.Plural(v.Planned, "game"))
	}
	if v.Summary != nil {
		v.Summary.write(w, v.width)
	}
	for _, f := range v.Saved {
		fmt.Fprintf(w, "     wrote %s: rulerun test %s plays it\n", f, f)
	}
	writeCoverage(w, v.coverage)
}

// problemLogs replays the first game of each problem, as far as validate
// played it, and returns its log.
func problemLogs(script *lua.Script, opts map[string]string, seed uint64, r check.Report) [][]string {
	logs := make([][]string, len(r.Problems))
	for i, p := range r.Problems {
		game := int(p.Seed - seed)
		if p.Games == 0 || p.Seed < seed || game >= len(r.Stats.Lengths) {
			continue
		}
		lines, err := problemLog(script, opts, p, r.Stats.Lengths[game])
		if err != nil {
			lines = []string{"the game cannot be replayed: " + err.Error()}
		}
		logs[i] = lines
	}
	return logs
}

// seatRange is the numbers of players a game was checked with: "2 to 6
// players", or "1 player" for a game of one number.
func seatRange(lo, hi int) string {
	if lo == hi {
		return words.Plural(lo, "player")
	}
	return fmt.Sprintf("%d to %d players", lo, hi)
}
