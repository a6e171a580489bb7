package scenario

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse checks that no input crashes the parser: it returns scenarios
// or a clean *Error at a place in the file.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(shippedDir, "*.tests", "*.yaml"))
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{
		"", "---", "name: [", "name: n\nscript: g\nsteps: [{1: draw}]\n",
		"name: n\nscript: g\nsetup: {hand: {1: [8H], 2: []}, rest: stock}\nsteps: [{expect: {top: {a: b}, legal: {1: [x]}}}]\n",
		"name: n\nscript: g\nsteps: [{refuse: {seat: 1, move: m}}]\nrecorded: {hand: {1: [a]}, winner: [1, 2]}\n",
		"a: &x 1\nb: *x\n", "? [a, b]\n: c\n", "!!binary aGk=", "name: n\n\tx", "- - - [[[{{{",
		"name: n\nscript: g\nsteps:\n  - expect: {scores: {1: -3}, log: [a, b], in_order: {p: []}}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := Parse("f.yaml", data)
		if err != nil {
			var se *Error
			if !errors.As(err, &se) {
				t.Fatalf("not an *Error: %T %v", err, err)
			}
			if se.Pos.File != "f.yaml" || se.Pos.Line < 0 || se.Msg == "" || !strings.HasPrefix(err.Error(), "f.yaml") {
				t.Fatalf("error without a place: %v", err)
			}
			if strings.Contains(se.Msg, "panic") || strings.Contains(se.Msg, "goroutine") {
				t.Fatalf("error leaks internals: %v", err)
			}
			return
		}
		if len(got) == 0 {
			t.Fatal("no scenarios and no error")
		}
		for _, s := range got {
			if s.Name == "" || s.Script == "" {
				t.Fatalf("scenario without a name or a script: %+v", s)
			}
			for _, st := range s.Steps {
				_ = st.String()
			}
		}
	})
}
