// Command rulerun plays, checks and tests card games whose rules are Lua
// scripts.
//
//	rulerun play mygame.lua              play against bots in the terminal
//	rulerun validate mygame.lua          check a script and self-play it
//
// Exit statuses: 0 success; 1 the check or the game found a problem (a
// validate problem, an illegal move in piped input); 2 bad command-line use;
// 3 the script could not be loaded or failed while running.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"
)

// Exit statuses of rulerun.
const (
	exitOK      = 0
	exitProblem = 1
	exitUsage   = 2
	exitScript  = 3
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole program, with its streams given, so tests can drive it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	app := newApp(stdin, stdout, stderr)
	err := app.Run(permuteArgs(app, args))
	if err == nil {
		return exitOK
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := err.Error(); msg != "" {
			fmt.Fprintln(stderr, "rulerun:", msg)
		}
		return ec.ExitCode()
	}
	fmt.Fprintln(stderr, "rulerun:", err)
	return exitUsage
}

func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	return &cli.App{
		Name:  "rulerun",
		Usage: "play, check and test card games whose rules are Lua scripts",
		Description: "Each game's rules are a Lua script; edit it and run again, nothing is compiled.\n" +
			"Exit statuses: 0 success; 1 a problem was found; 2 bad command-line use; 3 the script failed.",
		Reader:          stdin,
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		ExitErrHandler:  func(*cli.Context, error) {},
		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			return cli.Exit(fmt.Sprintf("%v (see rulerun %s --help)", err, c.Command.Name), exitUsage)
		},
		Commands: []*cli.Command{playCommand(), validateCommand(), testCommand()},
	}
}

// usageError is a mistake in how rulerun was called.
func usageError(format string, args ...any) error {
	return cli.Exit(fmt.Sprintf(format, args...), exitUsage)
}

// scriptFailure is a script that could not be loaded or failed while running.
func scriptFailure(err error) error { return cli.Exit(err.Error(), exitScript) }
