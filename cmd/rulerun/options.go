package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/rulerun/rulerun/runtime/terminal"
)

// gameFlags are the flags that set up a game, shared by the commands.
// debugFlag shows what a script prints.
var debugFlag = &cli.BoolFlag{Name: "debug", Usage: "show what the script prints with print(), on standard error, with its file and line"}

// debugWriter is where a script's print goes: standard error with --debug,
// else nowhere.
func debugWriter(c *cli.Context) io.Writer {
	if !c.Bool("debug") {
		return nil
	}
	return terminal.CleanWriter{W: c.App.ErrWriter}
}

func gameFlags() []cli.Flag {
	return []cli.Flag{
		debugFlag,
		&cli.IntFlag{Name: "players", Aliases: []string{"p"}, Usage: "number of seats", DefaultText: "the script's default",
			Action: func(_ *cli.Context, n int) error {
				if n < 1 {
					return usageError("--players %d: give a number of seats, 1 or more (leave it out for the script's default)", n)
				}
				return nil
			}},
		&cli.StringSliceFlag{Name: "opt", Aliases: []string{"o"}, Usage: "set a game option, as name=value (repeatable; see the script's options with --list-options)"},
	}
}

// parseOpts reads --opt name=value flags.
func parseOpts(c *cli.Context) (map[string]string, error) {
	out := map[string]string{}
	for _, kv := range c.StringSlice("opt") {
		name, value, ok := strings.Cut(kv, "=")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, usageError("--opt %q: write it as name=value, for example --opt eights_wild=false", kv)
		}
		out[strings.TrimSpace(name)] = strings.TrimSpace(value)
	}
	return out, nil
}

// seedFlag reads --seed, or picks one at random and says so, so the game
// can be replayed.
func seedFlag(c *cli.Context) (uint64, bool) {
	if c.IsSet("seed") {
		return c.Uint64("seed"), true
	}
	return rand.Uint64() % 1_000_000, false
}

func scriptArg(c *cli.Context) (string, error) {
	if c.NArg() != 1 {
		return "", usageError("%s takes one script, such as mygame.lua (got %d arguments)", c.Command.Name, c.NArg())
	}
	path := c.Args().First()
	return path, checkScriptPath(path)
}

// checkScriptPath refuses, as bad command-line use, a script path that is
// a folder or names no file, with the script meant where one is near:
// rulerun play NAME suggests scripts/NAME.lua.
func checkScriptPath(path string) error {
	info, err := os.Stat(path)
	switch {
	case err == nil && info.IsDir():
		return usageError("%s is a folder, not a script: name one of its scripts (rulerun list %s shows them)", path, path)
	case err == nil:
		return nil
	case !errors.Is(err, fs.ErrNotExist):
		return nil // the loader says what is wrong with it
	}
	msg := fmt.Sprintf("no such script: %s", path)
	if near := nearScript(path); near != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", near)
	}
	return usageError("%s", msg)
}

// nearScript is a script that exists and that path may have meant: path
// with .lua, or in scripts/, or "".
func nearScript(path string) string {
	base := strings.TrimSuffix(path, ".lua") + ".lua"
	for _, p := range []string{base, filepath.Join("scripts", base), filepath.Join("scripts", "variants", base)} {
		if info, err := os.Stat(p); err == nil && !info.IsDir() {
			return p
		}
	}
	return ""
}
