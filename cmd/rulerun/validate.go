package main

import (
	"fmt"
	"runtime/debug"

	"github.com/rulerun/rulerun/runtime/check"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/urfave/cli/v2"
)

func validateCommand() *cli.Command {
	return &cli.Command{
		Name:      "validate",
		Usage:     "check scripts: declarations, then seeded self-play games",
		ArgsUsage: "SCRIPT...",
		Description: "Compiles each script and checks what it declares, then self-plays seeded games\n" +
			"with random bots, checking that no card is created or lost, every game ends, the\n" +
			"same seed replays identically, a saved game continues identically, whoever must\n" +
			"decide has a legal move, every listed move is accepted, every move a complete verb's\n" +
			"check accepts is listed (random moves of each verb's form are tried), and no log\n" +
			"line, status line or listed move shows a seat a card it cannot see. Games cycle\n" +
			"through every seat count unless --players is given, and run in parallel, one per\n" +
			"core, with the same report for any number of cores. Each problem is reported once,\n" +
			"with file:line where one exists and a seed that shows it.\n" +
			"Exit status: 0 when every script passes; 1 when a problem was found; 2 for bad flags;\n" +
			"3 when a script cannot be loaded.",
		Flags: append(gameFlags(),
			&cli.IntFlag{Name: "games", Aliases: []string{"n"}, Value: 300, Usage: "self-play games per script"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the first game (game i uses seed+i)"},
			&cli.IntFlag{Name: "max-moves", Value: 20000, Usage: "a game still running after this many moves is a problem"},
		),
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
	if n := c.Int("games"); n < 0 {
		return usageError("--games %d: give the number of games to play, 0 or more", n)
	}
	if n := c.Int("max-moves"); n < 1 {
		return usageError("--max-moves %d: give a number of moves, 1 or more", n)
	}
	if n := c.Int("players"); n < 0 {
		return usageError("--players %d: give a number of seats", n)
	}
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	status := exitOK
	for _, path := range c.Args().Slice() {
		if s := validateOne(c, path, opts); s > status {
			status = s
		}
	}
	if status != exitOK {
		return cli.Exit("", status)
	}
	return nil
}

func validateOne(c *cli.Context, path string, opts map[string]string) int {
	w := cleanWriter{c.App.Writer}
	script, err := lua.Load(path)
	if err != nil {
		fmt.Fprintln(w, err)
		fmt.Fprintf(w, "FAIL %s: cannot be loaded\n", path)
		return exitScript
	}
	script.Debug = debugWriter(c)
	info := script.Info
	if n := c.Int("players"); n != 0 && (n < info.MinSeats || n > info.MaxSeats) {
		fmt.Fprintf(w, "FAIL %s: %s is played by %d to %d players, not %d\n", path, info.Name, info.MinSeats, info.MaxSeats, n)
		return exitUsage
	}
	r := check.Validate(script, check.Options{Games: c.Int("games"), Seed: c.Uint64("seed"),
		Seats: c.Int("players"), Options: opts, MaxMoves: c.Int("max-moves")})
	check.SortProblems(r.Problems)
	for _, p := range r.Problems {
		fmt.Fprintln(w, p)
	}
	if r.Stopped {
		fmt.Fprintf(w, "stopped after %s: a script stopped at a limit would be in every game\n", plural(r.Games, "game"))
	}
	if len(r.Problems) > 0 {
		fmt.Fprintf(w, "FAIL %s (%s): %s in %s, %s\n", path, info.Name, plural(len(r.Problems), "problem"),
			plural(r.Games, "game"), plural(r.Moves, "move"))
		return exitProblem
	}
	fmt.Fprintf(w, "ok   %s (%s): %s, %s, %d to %d players, no problems\n", path, info.Name,
		plural(r.Games, "game"), plural(r.Moves, "move"), r.MinSeats, r.MaxSeats)
	return exitOK
}
