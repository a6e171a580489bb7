package main

import (
	"fmt"
	"os"

	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/urfave/cli/v2"
)

func apiCommand() *cli.Command {
	return &cli.Command{
		Name:  "api",
		Usage: "write the Lua API: its reference, or annotations for an editor",
		Description: "Without flags, writes the reference of every function a script can call, in Markdown\n" +
			"(the generated part of docs/lua-api.md). With --lua-ls, writes a definition file for\n" +
			"lua-language-server, so an editor completes and checks every rulerun call, hook and\n" +
			"field; scripts/api/rulerun.lua is this file, and scripts/.luarc.json points editors at it.",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "lua-ls", Usage: "write LuaLS annotations (---@meta) instead of the reference"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write to this file instead of standard output"},
		},
		Action: runAPI,
	}
}

func runAPI(c *cli.Context) error {
	if c.NArg() > 0 {
		return usageError("api takes no arguments, got %q", c.Args().First())
	}
	text := lua.APIReference()
	if c.Bool("lua-ls") {
		var err error
		if text, err = lua.LuaLSAnnotations(); err != nil {
			return fmt.Errorf("making the annotations: %w", err)
		}
	}
	if out := c.String("out"); out != "" {
		if err := os.WriteFile(out, []byte(text), 0o644); err != nil {
			return cli.Exit(fmt.Sprintf("writing %s: %v", out, err), exitProblem)
		}
		return nil
	}
	_, err := fmt.Fprint(c.App.Writer, text)
	return err
}
