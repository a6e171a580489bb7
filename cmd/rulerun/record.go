package main

import (
	"fmt"
	"os"

	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/scenario"
	"github.com/urfave/cli/v2"
)

// recordGame writes the game just played to the --record file as a test
// scenario: rulerun test then replays it and checks it ends the same way.
func recordGame(c *cli.Context, script string, g *lua.Game) error {
	file := c.String("record")
	data, err := scenario.Record(g, script, file)
	if err == nil {
		err = os.WriteFile(file, data, 0o644)
	}
	if err != nil {
		return cli.Exit(fmt.Sprintf("--record: %v", err), exitProblem)
	}
	fmt.Fprintf(c.App.Writer, "Recorded the game in %s: rulerun test %s replays it.\n", file, file)
	return nil
}
