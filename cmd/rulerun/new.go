package main

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"text/template"

	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/scripts"
	"github.com/urfave/cli/v2"
)

//go:embed starter
var starter embed.FS

func newCommand() *cli.Command {
	return &cli.Command{
		Name:      "new",
		Usage:     "start a game of your own: a commented starter script and its scenarios",
		ArgsUsage: "NAME",
		Description: "Writes NAME.lua, a small complete game to change into yours, and NAME.tests/ with\n" +
			"scenarios for it, in the current folder (or --dir). It also writes api/rulerun.lua and\n" +
			".luarc.json, so that an editor with a Lua language server completes and checks every\n" +
			"rulerun call (an existing .luarc.json is kept). NAME is lower case letters, digits and _.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "dir", Usage: "the folder to write in", Value: "."},
			&cli.BoolFlag{Name: "force", Usage: "overwrite NAME.lua and NAME.tests/ if they exist"},
			&cli.StringFlag{Name: "from", Usage: "write a house rule of this game instead: a variant that requires it (a shipped game, or a NAME.lua in --dir)"},
		},
		Action: runNew,
	}
}

var gameName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// starterData fills the starter templates: the game's name, file and
// title, and for a variant its base and the base's scenarios.
type starterData struct{ Name, File, Title, Base, BaseTests string }

func runNew(c *cli.Context) error {
	if c.NArg() != 1 {
		return usageError("new takes one NAME, such as: rulerun new kings")
	}
	name := c.Args().First()
	if !gameName.MatchString(name) {
		return usageError("%q is not a game name: use lower case letters, digits and _, starting with a letter (it is also the name other scripts require)", name)
	}
	dir := c.String("dir")
	data := starterData{Name: name, File: name + ".lua", Title: title(name)}
	files := map[string]string{
		data.File:                   "starter/game.lua",
		name + ".tests/basics.yaml": "starter/basics.yaml",
	}
	if base := c.String("from"); base != "" {
		tests, err := variantBase(dir, name, base)
		if err != nil {
			return err
		}
		data.Base, data.BaseTests = base, tests
		data.Title = ruleTitle(name)
		files = map[string]string{data.File: "starter/variant.lua", name + ".tests/basics.yaml": "starter/variant.yaml"}
	}
	if !c.Bool("force") {
		for _, p := range []string{data.File, name + ".tests"} {
			if _, err := os.Stat(filepath.Join(dir, p)); err == nil {
				return usageError("%s already exists; choose another name, or --force to overwrite it", filepath.Join(dir, p))
			}
		}
	}
	for out, tmpl := range files {
		if err := writeTemplate(filepath.Join(dir, out), tmpl, data); err != nil {
			return err
		}
	}
	editor, err := writeEditorFiles(dir)
	if err != nil {
		return err
	}
	script := filepath.Join(dir, data.File)
	wrote := append([]string{script, filepath.Join(dir, name+".tests", "basics.yaml")}, editor...)
	fmt.Fprintf(c.App.Writer, "Wrote %s.\n", wroteList(wrote))
	if len(editor) == 1 {
		fmt.Fprintf(c.App.Writer, "Kept %s: it should list %s in workspace.library for an editor to complete rulerun calls.\n",
			filepath.Join(dir, ".luarc.json"), filepath.Join(dir, "api"))
	}
	fmt.Fprintf(c.App.Writer, "Play it:  rulerun play %s\nCheck it: rulerun validate %s\nTest it:  rulerun test %s\n", script, script, script)
	return nil
}

// variantBase checks the game a variant requires: a shipped game or a
// NAME.lua of dir, not the variant itself. It returns where the base's
// scenarios are, for the variant's scenario file to name.
func variantBase(dir, name, base string) (string, error) {
	if !gameName.MatchString(base) || base == name {
		return "", usageError("--from %q: name the game the house rule changes, a shipped game or a NAME.lua of --dir (not the variant itself)", base)
	}
	if _, err := os.Stat(filepath.Join(dir, base+".lua")); err == nil {
		return base + ".tests", nil
	}
	if _, err := fs.Stat(scripts.FS, base+".lua"); err == nil {
		return "scripts/" + base + ".tests (in a clone of rulerun)", nil
	}
	return "", usageError("--from %s: no game %s: neither %s nor a shipped game (rulerun list shows them)", base, base, filepath.Join(dir, base+".lua"))
}

// ruleTitle names a house rule in its game's name ("Kings (house rule:
// jd kings)"): as typed, _ a space, never capitalized, since the game's
// own name comes first and the rule's name may be initials (jdkings).
func ruleTitle(name string) string { return strings.ReplaceAll(name, "_", " ") }

// title makes a game's display name from its file name: my_game is My game.
func title(name string) string {
	s := strings.ReplaceAll(name, "_", " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

func writeTemplate(path, tmpl string, data starterData) error {
	src, err := starter.ReadFile(tmpl)
	if err != nil {
		return err
	}
	t, err := template.New(tmpl).Delims("{{", "}}").Parse(string(src))
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		return err
	}
	return writeFile(path, b.Bytes())
}

// writeEditorFiles writes the LuaLS annotations, and a .luarc.json that
// points an editor at them unless the folder has one; it returns the files
// it wrote.
func writeEditorFiles(dir string) ([]string, error) {
	ann, err := lua.LuaLSAnnotations()
	if err != nil {
		return nil, err
	}
	api := filepath.Join(dir, "api", "rulerun.lua")
	if err := writeFile(api, []byte(ann)); err != nil {
		return nil, err
	}
	wrote, err := writeLuaRC(dir, "api")
	if err != nil || !wrote {
		return []string{api}, err
	}
	return []string{api, filepath.Join(dir, ".luarc.json")}, nil
}

func writeFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return cli.Exit(fmt.Sprintf("cannot write %s: %v", path, err), exitProblem)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return cli.Exit(fmt.Sprintf("cannot write %s: %v", path, err), exitProblem)
	}
	return nil
}
