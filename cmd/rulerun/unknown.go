package main

import (
	"strings"

	"github.com/rulerun/rulerun/runtime/words"
	"github.com/urfave/cli/v2"
)

// checkCommand refuses an unknown command before the CLI library sees it,
// naming the closest command: the library would print a help topic error and
// exit with the wrong status.
func checkCommand(app *cli.App, args []string) error {
	if len(args) < 2 || strings.HasPrefix(args[1], "-") {
		return nil
	}
	name := args[1]
	if name == "help" || app.Command(name) != nil {
		if name == "help" && len(args) > 2 && !strings.HasPrefix(args[2], "-") && app.Command(args[2]) == nil {
			return unknownCommand(app, args[2])
		}
		return nil
	}
	return unknownCommand(app, name)
}

func unknownCommand(app *cli.App, name string) error {
	var names []string
	for _, c := range app.VisibleCommands() {
		names = append(names, c.Name)
	}
	msg := "unknown command \"" + name + "\""
	if s := words.Nearest(name, names); s != "" {
		msg += "; did you mean " + s + "?"
	}
	return usageError("%s (commands: %s; see rulerun --help)", msg, strings.Join(names, ", "))
}
