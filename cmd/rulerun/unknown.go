package main

import (
	"strings"

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
	if s := closest(name, names); s != "" {
		msg += "; did you mean " + s + "?"
	}
	return usageError("%s (commands: %s; see rulerun --help)", msg, strings.Join(names, ", "))
}

// closest returns the word of words nearest to w, if one is near enough to be
// a likely typo.
func closest(w string, words []string) string {
	best, bestD := "", len(w)/2+2
	for _, c := range words {
		if d := editDistance(strings.ToLower(w), c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
