package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the txtar scripts under testdata/script run rulerun as a
// command, in this same test binary; so does the hostile suite, through
// RULERUN_TEST_CHILD.
func TestMain(m *testing.M) {
	if os.Getenv("RULERUN_TEST_CHILD") == "1" {
		os.Exit(run(append([]string{"rulerun"}, os.Args[1:]...), os.Stdin, os.Stdout, os.Stderr))
	}
	testscript.Main(m, map[string]func(){
		"rulerun": func() { os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the CLI end to end: each testdata/script/*.txtar is a
// session with its commands, input files and expected output. $SCRIPTS is
// the shipped scripts folder.
func TestScripts(t *testing.T) {
	scripts, err := filepath.Abs("../../scripts")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("SCRIPTS", scripts)
			return nil
		},
	})
}
