// Command rulerun plays, checks and tests card games whose rules are Lua
// scripts. It only wires commands: each reads its flags and calls the
// package that does the work (runtime/terminal, runtime/check,
// runtime/scenario, runtime/sim, runtime/serve, ...), and gives the errors
// they return their exit statuses. It is the only package that imports
// the command-line library.
//
//	rulerun play mygame.lua              play against bots in the terminal (or watch them, or share the screen)
//	rulerun validate mygame.lua          check a script and self-play it
//	rulerun test [PATH...]               run test scenarios
//	rulerun simulate mygame.lua ...      play many games with bots and compare variants
//	rulerun serve mygame.lua ...         a web table to play with friends in their browsers
//	rulerun list [FOLDER]                the games in a folder
//	rulerun new NAME                     start a game of your own
//	rulerun completion bash|zsh|fish     a shell completion script
//	rulerun api [--lua-ls]               the Lua API reference, or the editor annotations
//	rulerun version                      which build this is
//
// Exit statuses: 0 success; 1 the check or the game found a problem (a
// validate problem, an illegal move in piped input); 2 bad command-line use;
// 3 the script could not be loaded or failed while running; 130 a validate or
// simulate run stopped by Ctrl-C or SIGTERM (after its report of the games
// played) that found nothing wrong in them.
package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/rulerun/rulerun/runtime/terminal"
)

// Exit statuses of rulerun.
const (
	exitOK      = 0
	exitProblem = 1
	exitUsage   = 2
	exitScript  = 3
	// exitInterrupted is a run stopped by Ctrl-C or SIGTERM that found
	// nothing wrong in the games it played (128 + SIGINT, as shells say).
	exitInterrupted = 130
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole program, with its streams given, so tests can drive it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	stderr = terminal.CleanWriter{W: stderr} // error messages quote scripts
	app := newApp(stdin, stdout, stderr)
	app.Metadata = map[string]any{typedArgs: args}
	err := checkCommand(app, args)
	if err == nil {
		err = app.Run(permuteArgs(app, args))
	}
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
	app := &cli.App{
		Name:  "rulerun",
		Usage: "play, check and test card games whose rules are Lua scripts",
		Description: "Each game's rules are a Lua script; edit it and run again, nothing is compiled.\n" +
			"Exit statuses: 0 success; 1 a problem was found; 2 bad command-line use; 3 the script failed.",
		Version:              version(),
		Suggest:              true,
		EnableBashCompletion: true,
		// A flag given twice gives two values; a comma is part of a value
		// (--vary decks=1,2 lists values of its own).
		DisableSliceFlagSeparator: true,
		Reader:                    stdin,
		Writer:                    stdout,
		ErrWriter:                 stderr,
		ExitErrHandler:            func(*cli.Context, error) {},
		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			return cli.Exit(fmt.Sprintf("%s (see rulerun %s --help)", flagError(c, err), c.Command.Name), exitUsage)
		},
		Commands: []*cli.Command{playCommand(), validateCommand(), testCommand(), simulateCommand(), tuneCommand(), listCommand(), newCommand(),
			serveCommand(), apiCommand(), completionCommand(), versionCommand()},
	}
	for _, cmd := range app.Commands {
		cmd.OnUsageError = app.OnUsageError
		checkBotsFlag(cmd)
		completeFlagValues(cmd)
	}
	return app
}

// checkBotsFlag makes a command refuse a --bots list naming a bot there is
// not as soon as the flags are read, before anything is printed.
func checkBotsFlag(cmd *cli.Command) {
	for _, f := range cmd.Flags {
		if sf, ok := f.(*cli.StringFlag); ok && sf.Name == "bots" {
			sf.Action = func(_ *cli.Context, list string) error { return checkBots(list) }
		}
	}
}

// typedArgs keys the command line as typed in the app's metadata, so that
// a message can quote a flag as it was typed.
const typedArgs = "args"

var unknownFlag = regexp.MustCompile(`^flag provided but not defined: -+([\w-]+)$`)

// asTyped is a flag as the command line wrote it (--bogus or -bogus), found
// by its name; --name when it is not found.
func asTyped(c *cli.Context, name string) string {
	args, _ := c.App.Metadata[typedArgs].([]string)
	for _, a := range args {
		if flag, _, _ := strings.Cut(a, "="); strings.HasPrefix(flag, "-") && strings.TrimLeft(flag, "-") == name {
			return flag
		}
	}
	return "--" + name
}

var badFlagValue = regexp.MustCompile(`^invalid value "(.*)" for flag -([\w-]+): parse error$`)

// flagError says what a flag needs when its value could not be read, where
// the flag parser says only "parse error".
func flagError(c *cli.Context, err error) string {
	if m := unknownFlag.FindStringSubmatch(err.Error()); m != nil && c.Command != nil && cli.SuggestFlag != nil {
		if s := cli.SuggestFlag(c.Command.Flags, m[1], false); s != "" {
			return fmt.Sprintf("unknown flag %s; did you mean %s?", asTyped(c, m[1]), s)
		}
		return fmt.Sprintf("unknown flag %s", asTyped(c, m[1]))
	}
	m := badFlagValue.FindStringSubmatch(err.Error())
	if m == nil {
		return err.Error()
	}
	for _, f := range c.Command.Flags {
		for _, n := range f.Names() {
			if n != m[2] {
				continue
			}
			switch f.(type) {
			case *cli.Uint64Flag:
				return fmt.Sprintf("--%s %q: give a whole number from 0 to %d", f.Names()[0], m[1], uint64(math.MaxUint64))
			case *cli.IntFlag:
				return fmt.Sprintf("--%s %q: give a whole number", f.Names()[0], m[1])
			case *cli.DurationFlag:
				return fmt.Sprintf("--%s %q: give a duration such as 500ms or 2s", f.Names()[0], m[1])
			}
		}
	}
	return err.Error()
}

// usageError is a mistake in how rulerun was called.
func usageError(format string, args ...any) error {
	return cli.Exit(fmt.Sprintf(format, args...), exitUsage)
}

// scriptFailure is a script that could not be loaded or failed while running.
func scriptFailure(err error) error { return cli.Exit(err.Error(), exitScript) }
