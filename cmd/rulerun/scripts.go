package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// findScripts expands the arguments of validate: a script as it is, a folder
// into the scripts under it (skipping hidden folders, testdata, scenario
// folders and the editor annotations in api/).
func findScripts(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil || !st.IsDir() {
			out = append(out, a) // a missing script is reported as a script that cannot be loaded
			continue
		}
		n := len(out)
		err = filepath.WalkDir(a, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() {
				if p != a && (strings.HasPrefix(name, ".") || name == "testdata" || name == "api" || strings.HasSuffix(name, ".tests")) {
					return filepath.SkipDir
				}
				return nil
			}
			if strings.HasSuffix(name, ".lua") {
				out = append(out, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(out) == n {
			return nil, fmt.Errorf("%s: no .lua scripts in this folder", a)
		}
	}
	return out, nil
}
