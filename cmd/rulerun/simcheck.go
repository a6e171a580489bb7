package main

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/rulerun/rulerun/runtime/words"
	"github.com/urfave/cli/v2"
)

// loadRuns loads each script of the runs once and checks, before any game
// is played, what play would refuse: the number of players, every option
// and value of every run, and the bots. A mistake is a usage error (exit
// 2), a script that cannot load a script failure (exit 3).
func loadRuns(c *cli.Context, runs []simRun) (map[string]*lua.Script, error) {
	if err := checkBots(c.String("bots")); err != nil {
		return nil, err
	}
	scripts := map[string]*lua.Script{}
	for _, run := range runs {
		script, ok := scripts[run.path]
		if !ok {
			var err error
			if script, err = lua.Load(run.path); err != nil {
				return nil, scriptFailure(err)
			}
			script.Debug = debugWriter(c)
			scripts[run.path] = script
		}
		info := script.Info
		if n := c.Int("players"); n != 0 && (n < info.MinSeats || n > info.MaxSeats) {
			return nil, usageError("%s: %s is played by %d to %d players, not %d", run.path, info.Name, info.MinSeats, info.MaxSeats, n)
		}
		if _, err := info.ResolveOptions(run.opts); err != nil {
			return nil, usageError("%s: %v", run.label, err)
		}
	}
	return scripts, nil
}

// checkBots refuses a --bots list that names a bot there is not.
func checkBots(list string) error {
	for _, name := range strings.Split(list, ",") {
		if _, err := bots.NewBot(name, 0); err != nil {
			return usageError("--bots: %v", err)
		}
	}
	return nil
}

// crashReport writes the kinds of script error that stopped a run's games:
// the first of each, and the command that plays that game again.
func crashReport(w io.Writer, run simRun, bots string, crashes []sim.Crash) {
	for _, cr := range crashes {
		fmt.Fprintf(w, "  %s\n", cr.Error)
		fmt.Fprintf(w, "     in %s; to see the first: %s\n", words.Plural(cr.Games, "game"), replayCommand(run, bots, cr))
	}
}

// replayCommand is the command that plays a simulated game again, move by
// move, with the same bots.
func replayCommand(run simRun, bots string, cr sim.Crash) string {
	args := []string{"rulerun", "play", shellQuote(run.path), "--watch", "--delay", "0",
		"--seed", fmt.Sprint(cr.Seed), "--players", fmt.Sprint(cr.Seats), "--bots", shellQuote(bots)}
	for _, kv := range sortedOpts(run.opts) {
		args = append(args, "--opt", shellQuote(kv))
	}
	return strings.Join(args, " ")
}

// sortedOpts writes options as name=value, by name.
func sortedOpts(opts map[string]string) []string {
	out := make([]string, 0, len(opts))
	for k, v := range opts {
		out = append(out, k+"="+v)
	}
	slices.Sort(out)
	return out
}

// shellSafe is text a shell reads as one word as it is.
var shellSafe = regexp.MustCompile(`^[\w@%+=:,./-]+$`)

// shellQuote quotes a word for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if shellSafe.MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
