package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/urfave/cli/v2"
)

func listCommand() *cli.Command {
	return &cli.Command{
		Name:      "list",
		Usage:     "list the games in a folder: the shipped games in scripts/ by default",
		ArgsUsage: "[FOLDER]",
		Description: "Shows each game script of FOLDER (default: scripts, the shipped games, when run\n" +
			"from a clone of rulerun) with its players and one line about it.",
		Action: func(c *cli.Context) error {
			dir := c.Args().First()
			if dir == "" {
				dir = "scripts"
			}
			return listGames(c, dir)
		},
	}
}

// listGames writes one line for each game script in dir.
func listGames(c *cli.Context, dir string) error {
	paths, err := filepath.Glob(filepath.Join(dir, "*.lua"))
	if err != nil {
		return usageError("%s: %v", dir, err)
	}
	if _, err := os.Stat(dir); err != nil {
		return usageError("%s: no such folder (give the folder of your scripts: rulerun list FOLDER)", dir)
	}
	sort.Strings(paths)
	w := terminal.CleanWriter{W: c.App.Writer}
	width := 0 // the longest path: one column however long the names
	for _, p := range paths {
		width = max(width, len(p))
	}
	found := 0
	for _, p := range paths {
		in, err := loadDescription(p)
		if err != nil {
			fmt.Fprintf(w, "%-*s  cannot be loaded: %v\n", width, p, err)
			continue
		}
		found++
		fmt.Fprintf(w, "%-*s  %s, %s: %s\n", width, p, in.Name, players(in), firstSentence(in.Description))
	}
	if found == 0 {
		return cli.Exit(fmt.Sprintf("no game scripts in %s", dir), exitProblem)
	}
	fmt.Fprintf(w, "Play one: rulerun play %s\n", paths[0])
	return nil
}

// loadDescription loads a script and describes its rules.
func loadDescription(path string) (*engine.Description, error) {
	src, err := loadScript(path, nil)
	if err != nil {
		return nil, err
	}
	return engine.DescribeSource(src)
}

// players says how many players a game takes.
func players(in *engine.Description) string {
	if in.MinSeats == in.MaxSeats {
		return fmt.Sprintf("%d players", in.MinSeats)
	}
	return fmt.Sprintf("%d-%d players", in.MinSeats, in.MaxSeats)
}

// firstSentence is the first sentence of a description.
func firstSentence(s string) string {
	if i := strings.Index(s, ". "); i >= 0 {
		return s[:i+1]
	}
	return s
}
