package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/rulerun/rulerun/runtime/tune"
	"github.com/urfave/cli/v2"
)

// defaultTuneBudget is the games a race may play in all, unless --budget.
const defaultTuneBudget = 100_000

func tuneCommand() *cli.Command {
	return &cli.Command{
		Name:      "tune",
		Usage:     "find the values of options that make the game what you want: a length, a fair first seat, decided games",
		ArgsUsage: "SCRIPT",
		Description: "Races the values of one or more options (--opt NAME=3..12 or NAME=3,5,7) against\n" +
			"targets on the figures simulate measures (--target length=25..35, seat_advantage<=3,\n" +
			"decided>=95, lead_changes>=2, rounds=3..5, effect.skip=1..2, verb.draw<=10,\n" +
			"count.NAME>=1). Each value plays batches of games with bots (50, then 100, 200...,\n" +
			"up to its share of --budget) and leaves the race as soon as its intervals show it in\n" +
			"every target's band or out of one: a sequential test by repeated confidence intervals.\n" +
			"The table gives each value's games and each figure with its interval and verdict; the\n" +
			"answer names the values that meet every target, or the one that comes closest. Game j\n" +
			"of every value has seed --seed+j, so the same seed gives the same answer; --shard K/N\n" +
			"races a part of the values (or the part a Kubernetes Indexed Job or a Slurm job array\n" +
			"says), and rulerun tune merge puts their --summary-json files together, to the byte as\n" +
			"one machine. Ctrl-C reports the race so far. See docs/tune.md.\n" +
			"Exit status: 0 when the race ran; 2 for bad flags, options or targets; 3 when the\n" +
			"script cannot be loaded or an error of the script stopped games; 130 when stopped.",
		Flags: append(tuneFlags(),
			&cli.StringFlag{Name: "shard", Usage: "race one part `K/N` of the values (write its --summary-json, then merge); without it, the part is taken from a Kubernetes Indexed Job or a Slurm job array (docs/cluster.md)"},
			&cli.IntFlag{Name: "shards", Usage: "the number of parts `N` of a Kubernetes Indexed Job (its completions); or set RULERUN_SHARDS"},
		),
		Subcommands: []*cli.Command{{
			Name:      "merge",
			Usage:     "put together the --summary-json files of the shards of one race",
			ArgsUsage: "FILE...",
			Flags:     tuneOutFlags(),
			Action:    runTuneMerge,
		}},
		Action: runTune,
	}
}

// tuneFlags are the flags of a race.
func tuneFlags() []cli.Flag {
	return append([]cli.Flag{
		&cli.StringSliceFlag{Name: "opt", Aliases: []string{"o"}, Usage: "an option and its values, as NAME=3,5,7 or NAME=3..12 (repeatable; two cross; a single value fixes an option)"},
		&cli.StringSliceFlag{Name: "target", Aliases: []string{"t"}, Usage: "a figure and its goal, as length=25..35, seat_advantage<=3, decided>=95 (repeatable; all must hold)"},
		&cli.IntFlag{Name: "players", Aliases: []string{"p"}, Usage: "number of seats", DefaultText: "the script's default"},
		&cli.StringFlag{Name: "bots", Value: defaultSimBots, Usage: "the bot of each seat, comma-separated and cycled, as simulate's --bots"},
		&cli.IntFlag{Name: "budget", Value: defaultTuneBudget, Usage: "games in all, at most: each value may play its share"},
		&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "game j of every value has seed seed+j"},
		&cli.BoolFlag{Name: "grid", Usage: "play every value its whole share, without racing (what the race saves games against)"},
		&cli.IntFlag{Name: "max-moves", Value: 100_000, Usage: "a game still going after this many moves counts as unfinished"},
	}, tuneOutFlags()...)
}

// tuneOutFlags are the outputs of a race and of a merge.
func tuneOutFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "summary-json", Usage: "write the race to `FILE` (- for standard output) as one JSON document (docs/tune.md)", TakesFile: true},
		&cli.StringFlag{Name: "report", Usage: "write the race to `FILE.html`: each target's figure against the values, with intervals and the target's band", TakesFile: true},
	}
}

func runTune(c *cli.Context) error {
	cfg, err := newTuneConfig(c)
	if err != nil {
		return err
	}
	stop, release := interrupts()
	defer release()
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	cfg.Stop, cfg.Progress = stop, tuneProgress(c)
	s, err := tune.Run(cfg)
	if err != nil {
		return usageError("%v", err)
	}
	if err := tuneOutputs(c, s); err != nil {
		return err
	}
	return tuneExit(s)
}

// tuneExit is the exit of a race: a script failure when a script error
// stopped any game, an interruption when it was stopped.
func tuneExit(s *tune.Summary) error {
	switch {
	case s.Errors() > 0:
		return cli.Exit("a script error stopped games of the race", exitScript)
	case s.Stopped:
		return cli.Exit("", exitInterrupted)
	}
	return nil
}

// newTuneConfig reads the flags of a race and checks every value's
// options, the players and the bots before any game.
func newTuneConfig(c *cli.Context) (tune.Config, error) {
	if c.NArg() != 1 {
		return tune.Config{}, usageError("tune takes one script, such as: rulerun tune mygame.lua --opt hand_size=3..12 --target length=25..35")
	}
	cfg := tune.Config{Script: c.Args().First(), Bots: strings.Split(c.String("bots"), ","), Seats: c.Int("players"),
		Seed: c.Uint64("seed"), Budget: c.Int("budget"), Grid: c.Bool("grid"), MaxMoves: c.Int("max-moves"), Base: map[string]string{}}
	var err error
	if cfg.Opts, cfg.Base, err = tuneOpts(c.StringSlice("opt")); err != nil {
		return cfg, err
	}
	if cfg.Targets, err = tuneTargets(c.StringSlice("target")); err != nil {
		return cfg, err
	}
	if cfg.Shard, cfg.Shards, err = jobShard(c); err != nil {
		return cfg, err
	}
	if err := checkBots(c.String("bots")); err != nil {
		return cfg, err
	}
	script, err := lua.Load(cfg.Script)
	if err != nil {
		return cfg, scriptFailure(err)
	}
	cfg.Source = script
	return cfg, checkTune(cfg, script)
}

// tuneOpts reads --opt: the options with several values race, one with a
// single value is fixed.
func tuneOpts(list []string) ([]tune.Opt, map[string]string, error) {
	var opts []tune.Opt
	base := map[string]string{}
	given := map[string]string{}
	for _, s := range list {
		o, err := tune.ParseOpt(s)
		if err != nil {
			return nil, nil, usageError("--opt %v", err)
		}
		if first, twice := given[o.Name]; twice {
			return nil, nil, usageError("--opt %s is given twice (%s, then %s): give all its values in one --opt, such as %s=3,5,7 or %s=3..12",
				o.Name, first, s, o.Name, o.Name)
		}
		given[o.Name] = s
		if len(o.Values) == 1 {
			base[o.Name] = o.Values[0]
			continue
		}
		opts = append(opts, o)
	}
	if len(opts) == 0 {
		return nil, nil, usageError("--opt: give an option and the values to race, such as --opt hand_size=3..12")
	}
	return opts, base, nil
}

// tuneTargets reads --target.
func tuneTargets(list []string) ([]tune.Target, error) {
	if len(list) == 0 {
		return nil, usageError("--target: give at least one, such as --target length=25..35")
	}
	var out []tune.Target
	for _, s := range list {
		t, err := tune.ParseTarget(s)
		if err != nil {
			return nil, usageError("--target %v", err)
		}
		out = append(out, t)
	}
	return out, nil
}

// checkTune refuses, before any game, players the script does not take
// and a value of an option it refuses, whether its declaration does or
// its rules do when a game starts with it (hand_size=7.5 where a deal
// takes whole cards): the first game of each value is started and dropped.
func checkTune(cfg tune.Config, script *lua.Script) error {
	info := script.Info
	if n := cfg.Seats; n != 0 && (n < info.MinSeats || n > info.MaxSeats) {
		return usageError("%s: %s is played by %d to %d players, not %d", cfg.Script, info.Name, info.MinSeats, info.MaxSeats, n)
	}
	cands, err := tune.Candidates(cfg.Opts)
	if err != nil {
		return usageError("--opt: %v", err)
	}
	for _, cand := range cands {
		opts := map[string]string{}
		for k, v := range cfg.Base {
			opts[k] = v
		}
		for _, s := range cand {
			opts[s.Name] = s.Value
		}
		if _, err := info.ResolveOptions(opts); err != nil {
			return usageError("%s (%s): %v", cfg.Script, tune.Label(cand), err)
		}
		if _, err := script.NewGame(lua.Config{Seats: cfg.Seats, Seed: cfg.Seed, Options: opts}); err != nil {
			return usageError("%s (%s): the rules refuse this value: %v", cfg.Script, tune.Label(cand), err)
		}
	}
	return nil
}

// tuneProgress says which values are still in the race, on standard
// error: a line kept up to date at a terminal, else a line a look.
func tuneProgress(c *cli.Context) func(tune.Progress) {
	w := rawErr(c)
	tty, last := isTerminal(w), 0
	return func(p tune.Progress) {
		line := fmt.Sprintf("tune: look %d of %d, %d games: %d still in the race: %s", p.Look, p.Looks, p.Games, len(p.Racing), strings.Join(p.Racing, "; "))
		switch {
		case tty:
			fmt.Fprintf(w, "\r\033[K%s", terminal.Clean(line))
		case p.Look != last:
			fmt.Fprintln(w, terminal.Clean(line))
		}
		last = p.Look
	}
}

// tuneOutputs writes the race: the text table, the summary and the report.
func tuneOutputs(c *cli.Context, s *tune.Summary) error {
	if isTerminal(rawErr(c)) {
		fmt.Fprint(rawErr(c), "\r\033[K")
	}
	piped, err := oneStdout(c, "summary-json", "report")
	if err != nil {
		return err
	}
	out := terminal.CleanWriter{W: c.App.Writer}
	if piped {
		out = terminal.CleanWriter{W: c.App.ErrWriter}
	}
	tune.WriteText(out, s)
	if file := c.String("summary-json"); file != "" {
		data, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return cli.Exit("--summary-json: "+err.Error(), exitProblem)
		}
		if err := writeOutput(c, "summary-json", file, append(data, '\n')); err != nil {
			return err
		}
	}
	if file := c.String("report"); file != "" {
		var b bytes.Buffer
		shared := *s
		shared.Script = shareable(s.Script)
		if err := tune.WriteReport(&b, &shared, tune.Made{Command: sharedCommand(c), Version: version()}); err != nil {
			return cli.Exit("--report: "+err.Error(), exitProblem)
		}
		return writeOutput(c, "report", file, b.Bytes())
	}
	return nil
}

// sharedCommand is the command line as typed, for a shared report: no
// absolute path in it (shareableArgs).
func sharedCommand(c *cli.Context) string {
	typed, ok := c.App.Metadata[typedArgs].([]string)
	if !ok || len(typed) == 0 {
		typed = os.Args
	}
	return quotedCommand(append(typed[:1:1], shareableArgs(typed[1:])...))
}

// quotedCommand is a command line, quoted for a shell, the command by its
// name alone.
func quotedCommand(typed []string) string {
	args := make([]string, len(typed))
	for i, a := range typed {
		args[i] = shellQuote(a)
	}
	args[0] = filepath.Base(typed[0])
	return strings.Join(args, " ")
}

// runTuneMerge puts the shards' summaries of one race together.
func runTuneMerge(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageError("tune merge needs the --summary-json files of the shards, such as: rulerun tune merge part*.json")
	}
	var parts []*tune.Summary
	for _, file := range c.Args().Slice() {
		s, err := readTuneSummary(file)
		if err != nil {
			return cli.Exit(err.Error(), exitProblem)
		}
		parts = append(parts, s)
	}
	s, err := tune.Merge(parts)
	if err != nil {
		return cli.Exit("tune merge: "+err.Error(), exitProblem)
	}
	if err := tuneOutputs(c, s); err != nil {
		return err
	}
	return tuneExit(s)
}

// readTuneSummary reads a shard's --summary-json.
func readTuneSummary(file string) (*tune.Summary, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("tune merge: %w", err)
	}
	defer f.Close()
	var s tune.Summary
	dec := json.NewDecoder(io.LimitReader(f, 64<<20))
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("tune merge: %s: %w", file, err)
	}
	return &s, nil
}
