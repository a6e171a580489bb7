package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// permuteArgs moves a command's flags before its other arguments, so that
// "rulerun play game.lua --players 3" works: urfave/cli v2 stops reading flags
// at the first argument. "--" ends the flags as usual.
func permuteArgs(app *cli.App, args []string) []string {
	if len(args) < 3 || args[len(args)-1] == "--generate-bash-completion" {
		return args // shell completion reads the words as typed
	}
	cmd := app.Command(args[1])
	if cmd == nil {
		return args
	}
	head := 2
	if sub := subcommand(cmd, args[2]); sub != nil {
		cmd, head = sub, 3 // "rulerun simulate merge a.jsonl --summary-json s.json"
	}
	var flags, rest []string
	tail := args[head:]
	for i := 0; i < len(tail); i++ {
		a := tail[i]
		switch {
		case a == "--":
			rest = append(rest, tail[i:]...)
			i = len(tail)
		case len(a) > 1 && strings.HasPrefix(a, "-"):
			flags = append(flags, a)
			if takesValue(cmd, a) && i+1 < len(tail) {
				i++
				flags = append(flags, tail[i])
			}
		default:
			rest = append(rest, a)
		}
	}
	return append(append(append([]string(nil), args[:head]...), flags...), rest...)
}

// subcommand is cmd's subcommand named name, or nil.
func subcommand(cmd *cli.Command, name string) *cli.Command {
	for _, sub := range cmd.Subcommands {
		if sub.HasName(name) {
			return sub
		}
	}
	return nil
}

// takesValue reports whether a flag written as a needs the next argument.
func takesValue(cmd *cli.Command, a string) bool {
	if strings.Contains(a, "=") {
		return false
	}
	name := strings.TrimLeft(a, "-")
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			if n == name {
				_, isBool := f.(*cli.BoolFlag)
				return !isBool
			}
		}
	}
	return false
}
