package main

import (
	"fmt"

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
			"field; scripts/api/rulerun.lua is this file, and scripts/.luarc.json points editors at it.\n" +
			"With --out FILE, the file's folders are made, and with --lua-ls a .luarc.json that\n" +
			"points an editor at FILE is written in the current folder unless it has one.",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "lua-ls", Usage: "write LuaLS annotations (---@meta) instead of the reference"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write to `FILE` instead of standard output (- is standard output)", TakesFile: true},
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
	out := c.String("out")
	if out == "" || out == stdoutName {
		_, err := fmt.Fprint(c.App.Writer, text)
		return err
	}
	if err := writeOutput(c, "out", out, []byte(text)); err != nil {
		return err
	}
	if !c.Bool("lua-ls") {
		fmt.Fprintf(c.App.ErrWriter, "Wrote %s.\n", out)
		return nil
	}
	lib := annotationsLib(out)
	ok, err := writeLuaRC(".", lib)
	switch {
	case err != nil:
		return err
	case ok:
		fmt.Fprintf(c.App.ErrWriter, "Wrote %s and .luarc.json, which points an editor at it.\n", out)
	default:
		fmt.Fprintf(c.App.ErrWriter, "Wrote %s. Kept .luarc.json: it should list %s in workspace.library for an editor to read it.\n", out, lib)
	}
	return nil
}
