package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/sim"
	htmlreport "github.com/rulerun/rulerun/runtime/sim/report"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/rulerun/rulerun/runtime/words"
	"github.com/urfave/cli/v2"
)

func simulateCommand() *cli.Command {
	return &cli.Command{
		Name:      "simulate",
		Usage:     "play many games with bots and compare scripts: game length, wins by seat, moves and events",
		ArgsUsage: "SCRIPT...",
		Description: "Plays --games games of each script with bots, on every core, and sums them up: the\n" +
			"length of a game, how often each seat wins, drawn games, rounds per match, how often\n" +
			"each move and each of the script's counters (g:count) happen. With several scripts (a\n" +
			"game and its variants), each is compared with the first, with 95% confidence\n" +
			"intervals: a difference is real when its interval leaves out zero. Game i has seed\n" +
			"--seed+i whatever the number of cores, so a run can be split with --shard K/N (taken\n" +
			"from a Kubernetes Indexed Job or a Slurm job array when left out; docs/cluster.md) and\n" +
			"the record files put together again with rulerun simulate merge; --summary-json writes\n" +
			"every figure of the summary for machines, the same for a run and its shards merged;\n" +
			"--report writes one HTML page of every run side by side, with headlines, for people.\n" +
			"Ctrl-C stops and shows the games played so far. Options, values, players and bots\n" +
			"are checked before any game. A script error that stops games is shown once a kind,\n" +
			"with file:line and the command that plays the first such game again. See\n" +
			"docs/simulate.md.\n" +
			"Exit status: 0 when every game ran; 2 for bad flags or options; 3 when a script\n" +
			"cannot be loaded or an error of the script stopped games; 130 when stopped by Ctrl-C\n" +
			"or SIGTERM (after the report of the games played).",
		Flags: append(gameFlags(),
			&cli.IntFlag{Name: "games", Aliases: []string{"n"}, Value: 1000, Usage: "games per script"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the first game (game i uses seed+i)"},
			&cli.StringFlag{Name: "bots", Value: defaultSimBots, Usage: "the bot of each seat, comma-separated and cycled: greedy (the move after which it stands best: fewest cards, or the script's standing; honest, and decided games the rule), random (a legal move at random) or ismcts:N[:P] (an honest search bot: N iterations a move, P random moves a playout, end or round; see docs/simulate.md)"},
			&cli.StringFlag{Name: "json", Usage: "write every game's record to `FILE` (- for standard output), one JSON object a line", TakesFile: true},
			&cli.StringFlag{Name: "csv", Usage: "write every game's record to `FILE` (- for standard output) as CSV", TakesFile: true},
			&cli.StringFlag{Name: "shard", Usage: "play one part `K/N` of the games (write its records with --json, then merge); without it, the part is taken from a Kubernetes Indexed Job or a Slurm job array (docs/cluster.md)"},
			&cli.IntFlag{Name: "shards", Usage: "the number of parts `N` of a Kubernetes Indexed Job (its completions), whose index is JOB_COMPLETION_INDEX; or set RULERUN_SHARDS"},
			&cli.IntFlag{Name: "max-moves", Value: 100_000, Usage: "a game still going after this many moves counts as unfinished"},
			&cli.StringSliceFlag{Name: "vary", Usage: "run each script once per value of an option, as name=a,b,c (the first value is the base of the comparisons)"},
			&cli.StringFlag{Name: "svg", Usage: "draw the game lengths, drawn games and wins by seat of every run in `FILE` (- for standard output)", TakesFile: true},
			&cli.IntFlag{Name: "skill-games", DefaultText: fmt.Sprintf("with --report, a tenth of --games, at most %d; otherwise 0", maxDefaultSkillGames), Usage: "more games a run for the skill gap: --skill-bot against random bots, its seat rotated (0 plays none; docs/simulate.md)"},
			&cli.StringFlag{Name: "skill-bot", Value: defaultSkillBot, Usage: "the bot of the skill games, as --bots names it"},
			summaryJSONFlag(),
			reportFlag(),
		),
		Subcommands: []*cli.Command{{
			Name:      "merge",
			Usage:     "sum up record files written by simulate --json (the shards of one run)",
			ArgsUsage: "FILE...",
			Flags:     []cli.Flag{summaryJSONFlag(), reportFlag()},
			Action:    runMerge,
		}},
		Action: runSimulate,
	}
}

// simRecord is a record as simulate writes it: the script it is of, the
// game's record, then the game's name and the bots.
type simRecord struct {
	Script string `json:"script"`
	sim.Record
	// Name is the game's name and Bots the run's --bots, so that a merge
	// of the records heads its summary as the run did.
	Name string `json:"name,omitempty"`
	Bots string `json:"bots,omitempty"`
}

func runSimulate(c *cli.Context) error {
	job, err := newSimJob(c)
	if err != nil {
		return err
	}
	defer job.out.close()
	stop, release := interrupts()
	defer release()
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	sums, err := job.playAll(c, stop)
	if err != nil {
		return err
	}
	if stopped(stop) {
		fmt.Fprintln(job.report, "Stopped: the games played so far.")
	}
	if file := c.String("svg"); file != "" && len(sums) > 0 {
		if err := writeOutput(c, "svg", file, []byte(htmlreport.PlotSVG(plotRuns(sums)))); err != nil {
			return err
		}
	}
	if err := writeSummaryJSON(c, sums); err != nil {
		return err
	}
	if err := writeReport(c, sums, simSeeds(c)); err != nil {
		return err
	}
	if err := job.out.err(); err != nil {
		return cli.Exit(err.Error(), exitProblem)
	}
	report(job.report, sums, c.String("bots"))
	if err := simExit(sums); err != nil || !stopped(stop) {
		return err
	}
	return cli.Exit("", exitInterrupted)
}

// simJob is a simulation read from its flags and checked, ready to play.
type simJob struct {
	runs          []simRun
	scripts       map[string]*lua.Script
	shard, shards int
	out           *recordWriters
	report        io.Writer // where the summary goes: standard output, unless a file is written there
}

// newSimJob reads the flags and checks every run before any game is
// played.
func newSimJob(c *cli.Context) (*simJob, error) {
	if c.NArg() == 0 {
		return nil, usageError("simulate needs at least one script, such as: rulerun simulate mygame.lua my_variant.lua")
	}
	opts, err := parseOpts(c)
	if err != nil {
		return nil, err
	}
	job := &simJob{report: terminal.CleanWriter{W: c.App.Writer}}
	if job.shard, job.shards, err = jobShard(c); err != nil {
		return nil, err
	}
	if c.Int("games") < 1 {
		return nil, usageError("--games %d: give a number of games, 1 or more", c.Int("games"))
	}
	if skillGames(c) < 0 {
		return nil, usageError("--skill-games %d: give a number of games, 0 or more", skillGames(c))
	}
	if _, err := bots.NewBot(c.String("skill-bot"), 0); err != nil {
		return nil, usageError("skill bot: %v", err) // refused even when no skill game is played
	}
	piped, err := oneStdout(c, "json", "csv", "svg", "summary-json", "report")
	if err != nil {
		return nil, err
	}
	if piped {
		job.report = terminal.CleanWriter{W: c.App.ErrWriter}
	}
	if job.runs, err = simRuns(c.Args().Slice(), c.StringSlice("vary"), opts); err != nil {
		return nil, err
	}
	if job.scripts, err = loadRuns(c, job.runs); err != nil {
		return nil, err
	}
	job.out, err = newRecordWriters(c)
	return job, err
}

// playAll plays the games of every run. Several runs are played in
// batches, in turn (a batch of the first run, one of the second...), so
// that a run stopped by Ctrl-C compares what each has played; every game
// is the one the whole run plays, so a full run gives the same figures.
func (job *simJob) playAll(c *cli.Context, stop chan struct{}) ([]namedSummary, error) {
	sums := make([]namedSummary, len(job.runs))
	counts := make([]int, len(job.runs))
	for i, run := range job.runs {
		sums[i] = namedSummary{path: run.label, name: job.scripts[run.path].Info.Name, sum: sim.NewSummary(), run: &job.runs[i]}
		counts[i] = job.options(c, run).Count()
	}
	prog := job.progress(c, counts)
	done := 0
	for _, b := range batches(counts, c.Int("games")) {
		if stopped(stop) {
			break
		}
		so := job.options(c, job.runs[b.run])
		so.From, so.To, so.Stop = b.from, b.to, stop
		if prog != nil {
			at := done
			so.Progress = func(n int) { prog(at + n) }
		}
		if err := job.play(c, so, sums[b.run]); err != nil {
			return nil, err
		}
		done += b.to - b.from
	}
	return played(sums), nil
}

// options are the sim options of a run's games, without a part or a stop.
func (job *simJob) options(c *cli.Context, run simRun) sim.Options {
	return sim.Options{Games: c.Int("games"), Seed: c.Uint64("seed"), Seats: c.Int("players"), Options: run.opts,
		Bots: strings.Split(c.String("bots"), ","), MaxMoves: c.Int("max-moves"), Shard: job.shard, Shards: job.shards,
		SkillGames: skillGames(c), SkillBot: c.String("skill-bot")}
}

// play plays a part of one run's games (so.From to so.To), adding them to
// its summary.
func (job *simJob) play(c *cli.Context, so sim.Options, ns namedSummary) error {
	run := ns.run
	script := job.scripts[run.path]
	err := sim.Run(script, so, func(r sim.Record) {
		ns.sum.Add(r)
		job.out.write(simRecord{Script: run.label, Name: script.Info.Name, Bots: c.String("bots"), Record: r})
	})
	if err != nil {
		return usageError("%s: %v", run.label, err)
	}
	return nil
}

// progress shows how far the runs are: one run's games as before; several
// runs, played in turn, as one count of all their games. It is called with
// the games done so far; nil shows nothing.
func (job *simJob) progress(c *cli.Context, counts []int) func(done int) {
	if len(job.runs) == 1 {
		return simProgress(c, job.runs[0].label, c.Int("games"), skillGames(c), job.shards)
	}
	total := 0
	for _, n := range counts {
		total += n
	}
	return progress(c, fmt.Sprintf("%d runs in turn", len(job.runs)), total, true)
}

// played are the runs that played a game: all of them, unless the run was
// stopped before a run's first batch.
func played(sums []namedSummary) []namedSummary {
	out := sums[:0:0]
	for _, ns := range sums {
		if ns.sum.Games > 0 || len(sums) == 1 {
			out = append(out, ns)
		}
	}
	return out
}

// interrupts is how validate and simulate learn of Ctrl-C: stopOnSignal,
// which a test may replace.
var interrupts = stopOnSignal

// stopOnSignal returns a channel closed on Ctrl-C (SIGINT) or SIGTERM (a
// timeout, a batch system), so that a run stops after the games under way
// and reports them; release stops listening.
func stopOnSignal() (stop chan struct{}, release func()) {
	stop = make(chan struct{})
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		if _, ok := <-sig; ok {
			close(stop)
		}
	}()
	return stop, func() { signal.Stop(sig); close(sig) }
}

// simExit is the exit of a simulation: a script failure when a script
// error stopped any game.
func simExit(sums []namedSummary) error {
	n := 0
	for _, ns := range sums {
		n += ns.sum.Errors
	}
	if n == 0 {
		return nil
	}
	return cli.Exit(fmt.Sprintf("a script error stopped %s (shown above, each with the command that plays it again)", words.Plural(n, "game")), exitScript)
}

// stopped reports whether stop is closed.
func stopped(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return true
	default:
		return false
	}
}

// parseShard reads --shard K/N.
func parseShard(s string) (int, int, error) {
	if s == "" {
		return 0, 0, nil
	}
	a, b, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 1 || k > n {
		return 0, 0, usageError("--shard %q: write K/N, the K-th of N parts, such as 3/16", s)
	}
	return k, n, nil
}

// simProgress shows how far a run is on standard error: a bar with the
// time left at a terminal, else a line at each tenth of the games.
func simProgress(c *cli.Context, label string, games, skill, shards int) func(int) {
	total := games + skill
	if shards > 1 {
		total = (total + shards - 1) / shards
	}
	return progress(c, progressLabel(filepath.Base(label), games, skill), total, true)
}

// progressLabel names a run for its progress, saying what its count holds
// when skill games add to --games: "mygame.lua (2000 games and 200 skill
// games)", so that "220 of 2200 games" hides nothing.
func progressLabel(label string, games, skill int) string {
	if skill <= 0 {
		return label
	}
	return fmt.Sprintf("%s (%s and %s)", label, words.Plural(games, "game"), words.Plural(skill, "skill game"))
}

// simRun is one set of games: a script under one setting of the options.
type simRun struct {
	path, label string
	opts        map[string]string
	settings    []string // the --vary settings, as name=value
}

// maxRuns is the most sets of games one simulate compares: each is played
// in full and reported on its own.
const maxRuns = 64

// simRuns lists the runs: each script, once per value of each --vary
// option (name=a,b,c), labelled "script (name=a, other=b)".
func simRuns(paths, vary []string, base map[string]string) ([]simRun, error) {
	runs := make([]simRun, 0, len(paths))
	for _, p := range paths {
		runs = append(runs, simRun{path: p, opts: base})
	}
	for _, v := range vary {
		name, values, ok := strings.Cut(v, "=")
		if !ok || name == "" || values == "" {
			return nil, usageError("--vary %q: write name=a,b,c, an option and its values", v)
		}
		vals := strings.Split(values, ",")
		if len(runs)*len(vals) > maxRuns {
			return nil, usageError("--vary %s: %d settings to compare; at most %d runs may be compared at once", name, len(runs)*len(vals), maxRuns)
		}
		var next []simRun
		for _, r := range runs {
			for _, val := range vals {
				opts := map[string]string{name: val}
				for k, x := range r.opts {
					if k != name {
						opts[k] = x
					}
				}
				next = append(next, simRun{path: r.path, opts: opts, settings: append(slices.Clone(r.settings), name+"="+val)})
			}
		}
		runs = next
	}
	for i, r := range runs {
		runs[i].label = r.path
		if len(r.settings) > 0 {
			runs[i].label += " (" + strings.Join(r.settings, ", ") + ")"
		}
	}
	return runs, nil
}
