package scenario

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/runtime/safefile"
)

// TestsDir is the folder that holds the scenarios of a script, by
// convention: the script's name with .tests instead of .lua, beside it.
// The scenarios of scripts/mygame.lua live in scripts/mygame.tests.
func TestsDir(script string) string {
	return strings.TrimSuffix(script, filepath.Ext(script)) + ".tests"
}

// scriptKey finds a top-level "script:" key, which every scenario has.
var scriptKey = regexp.MustCompile(`(?m)^script[ \t]*:`)

// Find lists the scenario files that paths name, sorted and each once. A
// YAML file is taken as it is. A folder is searched recursively for YAML
// files (.yaml, .yml) that are in a NAME.tests folder or have a top-level
// script: key (every scenario has one), skipping folders whose
// name starts with "." or "_" and folders named testdata. A script (.lua)
// stands for its [TestsDir]. No path means the current folder.
func Find(paths []string) ([]string, error) {
	if len(paths) == 0 {
		paths = []string{"."}
	}
	seen := map[string]bool{}
	var out []string
	add := func(f string) {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("%s: no such file or folder", p)
		}
		switch {
		case st.IsDir():
			files, err := search(p)
			if err != nil {
				return nil, err
			}
			for _, f := range files {
				add(f)
			}
		case strings.EqualFold(filepath.Ext(p), ".lua"):
			dir := TestsDir(p)
			if st, err := os.Stat(dir); err != nil || !st.IsDir() {
				return nil, fmt.Errorf("%s has no scenarios: they go in the folder %s", p, dir)
			}
			files, err := search(dir)
			if err != nil {
				return nil, err
			}
			for _, f := range files {
				add(f)
			}
		default:
			add(p)
		}
	}
	sort.Strings(out)
	return out, nil
}

func isYAML(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".yaml" || ext == ".yml"
}

// search walks a folder for scenario files.
func search(root string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !isYAML(name) || !d.Type().IsRegular() {
			return nil // a named pipe or device is never read
		}
		if strings.HasSuffix(filepath.Base(filepath.Dir(path)), ".tests") {
			out = append(out, path)
			return nil
		}
		data, err := safefile.ReadFile(path, MaxFileSize)
		if err != nil {
			return nil // too large or unreadable: not a scenario file
		}
		if scriptKey.Match(data) {
			out = append(out, path)
		}
		return nil
	})
	return out, err
}
