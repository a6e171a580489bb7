package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"
)

// writeLuaRC writes a .luarc.json in dir that points an editor's Lua
// language server at the annotations at lib (a folder or file, relative to
// dir), unless dir has one; it reports whether it wrote one.
func writeLuaRC(dir, lib string) (bool, error) {
	rc := filepath.Join(dir, ".luarc.json")
	if _, err := os.Stat(rc); err == nil {
		return false, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return false, cli.Exit(fmt.Sprintf("%s: %v", rc, err), exitProblem)
	}
	src, err := starter.ReadFile("starter/luarc.json")
	if err != nil {
		return false, err
	}
	quoted, err := json.Marshal([]string{filepath.ToSlash(lib)})
	if err != nil {
		return false, err
	}
	text := strings.ReplaceAll(string(src), `["api"]`, string(quoted))
	return true, writeFile(rc, []byte(text))
}

// annotationsLib is where a .luarc.json in the current folder finds the
// annotations written to file: its folder, or the file itself when it is in
// the current folder.
func annotationsLib(file string) string {
	abs, err := filepath.Abs(file)
	if err != nil {
		return file
	}
	wd, err := os.Getwd()
	if err != nil {
		return abs
	}
	rel, err := filepath.Rel(wd, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		rel = abs
	}
	if d := filepath.Dir(rel); d != "." {
		return d
	}
	return rel
}

// wroteList writes file names as a sentence: "a", "a and b", "a, b and c".
func wroteList(files []string) string {
	if len(files) < 2 {
		return strings.Join(files, "")
	}
	return strings.Join(files[:len(files)-1], ", ") + " and " + files[len(files)-1]
}
