package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/schollz/progressbar/v3"
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
			"--seed+i whatever the number of cores, so a run can be split with --shard K/N and the\n" +
			"record files put together again with rulerun simulate merge. Ctrl-C stops and shows\n" +
			"the games played so far. Options, values, players and bots are checked before any\n" +
			"game. A script error that stops games is shown once a kind, with file:line and the\n" +
			"command that plays the first such game again. See docs/simulate.md.\n" +
			"Exit status: 0 when every game ran; 2 for bad flags or options; 3 when a script\n" +
			"cannot be loaded or an error of the script stopped games.",
		Flags: append(gameFlags(),
			&cli.IntFlag{Name: "games", Aliases: []string{"n"}, Value: 1000, Usage: "games per script"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the first game (game i uses seed+i)"},
			&cli.StringFlag{Name: "bots", Value: "random", Usage: "the bot of each seat, comma-separated and cycled: random, greedy (sheds the most cards) or ismcts:N[:P] (an honest search bot: N iterations a move, P random moves a playout or end; see docs/simulate.md)"},
			&cli.StringFlag{Name: "json", Usage: "write every game's record to `FILE`, one JSON object a line", TakesFile: true},
			&cli.StringFlag{Name: "csv", Usage: "write every game's record to `FILE` as CSV", TakesFile: true},
			&cli.StringFlag{Name: "shard", Usage: "play one part `K/N` of the games (write its records with --json, then merge)"},
			&cli.IntFlag{Name: "max-moves", Value: 100_000, Usage: "a game still going after this many moves counts as unfinished"},
			&cli.StringSliceFlag{Name: "vary", Usage: "run each script once per value of an option, as name=a,b,c (the first value is the base of the comparisons)"},
			&cli.StringFlag{Name: "svg", Usage: "draw the game lengths and the wins by seat of every run in `FILE`", TakesFile: true},
		),
		Subcommands: []*cli.Command{{
			Name:      "merge",
			Usage:     "sum up record files written by simulate --json (the shards of one run)",
			ArgsUsage: "FILE...",
			Action:    runMerge,
		}},
		Action: runSimulate,
	}
}

// simRecord is a record as simulate writes it: the script it is of, then
// the game's record.
type simRecord struct {
	Script string `json:"script"`
	sim.Record
}

func runSimulate(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageError("simulate needs at least one script, such as: rulerun simulate mygame.lua my_variant.lua")
	}
	opts, err := parseOpts(c)
	if err != nil {
		return err
	}
	shard, shards, err := parseShard(c.String("shard"))
	if err != nil {
		return err
	}
	if c.Int("games") < 1 {
		return usageError("--games %d: give a number of games, 1 or more", c.Int("games"))
	}
	out, err := newRecordWriters(c)
	if err != nil {
		return err
	}
	defer out.close()
	stop := make(chan struct{})
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	go func() {
		if _, ok := <-sig; ok {
			close(stop)
		}
	}()
	runs, err := simRuns(c.Args().Slice(), c.StringSlice("vary"), opts)
	if err != nil {
		return err
	}
	scripts, err := loadRuns(c, runs)
	if err != nil {
		return err
	}
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	var sums []namedSummary
	for _, run := range runs {
		script := scripts[run.path]
		sum := sim.NewSummary()
		so := sim.Options{Games: c.Int("games"), Seed: c.Uint64("seed"), Seats: c.Int("players"), Options: run.opts,
			Bots: strings.Split(c.String("bots"), ","), MaxMoves: c.Int("max-moves"), Shard: shard, Shards: shards,
			Progress: simProgress(c, run.label, c.Int("games"), shards), Stop: stop}
		err = sim.Run(script, so, func(r sim.Record) {
			sum.Add(r)
			out.write(simRecord{Script: run.label, Record: r})
		})
		if err != nil {
			return usageError("%s: %v", run.label, err)
		}
		sums = append(sums, namedSummary{path: run.label, name: script.Info.Name, sum: sum, run: &run})
		if stopped(stop) {
			fmt.Fprintln(c.App.Writer, "Stopped: the games played so far.")
			break
		}
	}
	if file := c.String("svg"); file != "" && len(sums) > 0 {
		if err := os.WriteFile(file, []byte(plotSVG(sums)), 0o644); err != nil {
			return cli.Exit(fmt.Sprintf("--svg: %v", err), exitProblem)
		}
	}
	if err := out.err(); err != nil {
		return cli.Exit(err.Error(), exitProblem)
	}
	report(cleanWriter{c.App.Writer}, sums, c.String("bots"))
	return simExit(sums)
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
	return cli.Exit(fmt.Sprintf("a script error stopped %s (shown above, each with the command that plays it again)", plural(n, "game")), exitScript)
}

func stopped(stop chan struct{}) bool {
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

// simProgress draws a bar with the time left on standard error when it is a
// terminal.
func simProgress(c *cli.Context, path string, games, shards int) func(int) {
	if f, ok := c.App.ErrWriter.(*os.File); !ok || !isTerminal(f) {
		return nil
	}
	if shards > 1 {
		games = (games + shards - 1) / shards
	}
	bar := progressbar.NewOptions(games, progressbar.OptionSetWriter(c.App.ErrWriter),
		progressbar.OptionSetDescription(filepath.Base(path)), progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true), progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100_000_000))
	return func(done int) { _ = bar.Set(done) }
}

// runMerge sums up record files.
func runMerge(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageError("merge needs the record files written by simulate --json")
	}
	byScript := map[string]*namedSummary{}
	var order []string
	for _, path := range c.Args().Slice() {
		if err := readRecords(path, func(r simRecord) {
			ns, ok := byScript[r.Script]
			if !ok {
				ns = &namedSummary{path: r.Script, name: filepath.Base(r.Script), sum: sim.NewSummary()}
				byScript[r.Script] = ns
				order = append(order, r.Script)
			}
			ns.sum.Add(r.Record)
		}); err != nil {
			return usageError("%v", err)
		}
	}
	var sums []namedSummary
	for _, s := range order {
		sums = append(sums, *byScript[s])
	}
	report(cleanWriter{c.App.Writer}, sums, "")
	return nil
}

// readRecords reads a file of JSON records, one a line.
func readRecords(path string, each func(simRecord)) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var r simRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil || r.Script == "" {
			return fmt.Errorf("%s:%d: not a record of rulerun simulate --json", path, line)
		}
		each(r)
	}
	return sc.Err()
}

// recordWriters writes records to the --json and --csv files.
type recordWriters struct {
	files []*os.File
	js    *json.Encoder
	cs    *csv.Writer
	first error
}

func newRecordWriters(c *cli.Context) (*recordWriters, error) {
	w := &recordWriters{}
	open := func(name string) (*os.File, error) {
		f, err := os.Create(name)
		if err != nil {
			return nil, usageError("cannot write %s: %v", name, err)
		}
		w.files = append(w.files, f)
		return f, nil
	}
	if name := c.String("json"); name != "" {
		f, err := open(name)
		if err != nil {
			return nil, err
		}
		w.js = json.NewEncoder(f)
	}
	if name := c.String("csv"); name != "" {
		f, err := open(name)
		if err != nil {
			return nil, err
		}
		w.cs = csv.NewWriter(f)
		_ = w.cs.Write([]string{"script", "game", "seed", "seats", "moves", "rounds", "winners", "draw", "unfinished", "error"})
	}
	return w, nil
}

func (w *recordWriters) write(r simRecord) {
	if w.js != nil {
		if err := w.js.Encode(r); err != nil && w.first == nil {
			w.first = err
		}
	}
	if w.cs != nil {
		var ws []string
		for _, s := range r.Winners {
			ws = append(ws, strconv.Itoa(s))
		}
		_ = w.cs.Write([]string{r.Script, strconv.Itoa(r.Game), strconv.FormatUint(r.Seed, 10), strconv.Itoa(r.Seats),
			strconv.Itoa(r.Moves), strconv.Itoa(r.Rounds), strings.Join(ws, " "), strconv.FormatBool(r.Draw),
			strconv.FormatBool(r.Unfinished), r.Error})
	}
}

func (w *recordWriters) err() error {
	if w.cs != nil {
		w.cs.Flush()
		if err := w.cs.Error(); err != nil && w.first == nil {
			w.first = err
		}
	}
	return w.first
}

func (w *recordWriters) close() {
	for _, f := range w.files {
		f.Close()
	}
}

// namedSummary is the summary of one script's games.
type namedSummary struct {
	path, name string
	sum        *sim.Summary
	run        *simRun // the run the games are of; nil for records read back (merge)
}

// report writes each script's summary, then each one compared with the first.
func report(w io.Writer, sums []namedSummary, bots string) {
	for _, ns := range sums {
		s := ns.sum
		fmt.Fprintf(w, "%s (%s): %d games", ns.path, ns.name, s.Games)
		if bots != "" {
			fmt.Fprintf(w, ", bots %s", bots)
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "  length:  mean %.1f moves (sd %.1f), median %.0f, 10%%-90%% %.0f-%.0f\n",
			s.Mean(), s.StdDev(), s.Median(), s.Quantile(0.1), s.Quantile(0.9))
		var seats []string
		for seat := range s.Played {
			r, lo, hi := s.WinRate(seat)
			seats = append(seats, fmt.Sprintf("%d: %s (%s-%s)", seat+1, pct(r), pct(lo), pct(hi)))
		}
		fmt.Fprintf(w, "  wins by seat (95%% CI):  %s\n", strings.Join(seats, ", "))
		d, lo, hi := s.DrawRate()
		fmt.Fprintf(w, "  drawn:   %s (%s-%s)", pct(d), pct(lo), pct(hi))
		if s.Unfinished > s.Draws {
			fmt.Fprintf(w, "; unfinished: %d", s.Unfinished)
		}
		if s.Errors > 0 {
			fmt.Fprintf(w, "; stopped by a script error: %d", s.Errors)
		}
		fmt.Fprintln(w)
		ns.crashes(w, bots)
		if s.Rounds > 0 {
			fmt.Fprintf(w, "  rounds:  %.1f a match\n", float64(s.Rounds)/float64(s.Games))
		}
		fmt.Fprintf(w, "  moves:   %s\n", perGame(s.Verbs, s.Games))
		if len(s.Counts) > 0 {
			fmt.Fprintf(w, "  counted: %s\n", perGame(s.Counts, s.Games))
		}
	}
	for _, ns := range sums[min(1, len(sums)):] {
		base := sums[0]
		fmt.Fprintf(w, "%s against %s:\n", filepath.Base(ns.path), filepath.Base(base.path))
		lengthChange(w, base.sum, ns.sum)
		for seat := range min(len(base.sum.Played), len(ns.sum.Played)) {
			rc := sim.RateChange(base.sum.Wins[seat], float64(base.sum.Played[seat]), ns.sum.Wins[seat], float64(ns.sum.Played[seat]))
			if rc.Real {
				fmt.Fprintf(w, "  seat %d's win rate %s points, 95%% CI %s to %s\n", seat+1, points(rc.Change), points(rc.Lo), points(rc.Hi))
			}
		}
		dc := sim.RateChange(float64(base.sum.Draws), float64(base.sum.Games), float64(ns.sum.Draws), float64(ns.sum.Games))
		if dc.Real {
			fmt.Fprintf(w, "  drawn games %s points, 95%% CI %s to %s\n", points(dc.Change), points(dc.Lo), points(dc.Hi))
		}
	}
}

// lengthChange writes how much longer or shorter the games of b are than
// a's, when both have games with moves to compare.
func lengthChange(w io.Writer, a, b *sim.Summary) {
	lc := sim.LengthChange(a, b)
	if !lc.Known {
		fmt.Fprintln(w, "  game lengths cannot be compared: each side needs 2 games or more, with moves")
		return
	}
	word := "longer"
	if lc.Change < 0 {
		word = "shorter"
	}
	fmt.Fprintf(w, "  games %s %s, 95%% CI %s to %s%s\n", pct(abs(lc.Change)), word, signed(lc.Lo), signed(lc.Hi), realWord(lc))
}

// crashes writes the kinds of script error that stopped games.
func (ns namedSummary) crashes(w io.Writer, bots string) {
	if ns.run != nil {
		crashReport(w, *ns.run, bots, ns.sum.Crashes)
		return
	}
	for _, cr := range ns.sum.Crashes {
		fmt.Fprintf(w, "  %s\n     in %s; the first: game %d, --seed %d --players %d\n", cr.Error, plural(cr.Games, "game"), cr.Game, cr.Seed, cr.Seats)
	}
}

func realWord(d sim.Difference) string {
	if d.Real {
		return " (a real difference)"
	}
	return " (within chance)"
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func signed(x float64) string { return fmt.Sprintf("%+.1f%%", 100*x) }

// points writes a difference of two rates in percentage points.
func points(x float64) string { return fmt.Sprintf("%+.1f", 100*x) }

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// perGame writes counts per game, most frequent first.
func perGame(m map[string]int, games int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %.1f", k, float64(m[k])/float64(max(games, 1))))
	}
	return strings.Join(parts, ", ") + " a game"
}

// simRun is one set of games: a script under one setting of the options.
type simRun struct {
	path, label string
	opts        map[string]string
	settings    []string // the --vary settings, as name=value
}

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
		var next []simRun
		for _, r := range runs {
			for _, val := range strings.Split(values, ",") {
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
