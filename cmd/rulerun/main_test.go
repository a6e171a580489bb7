package main

import (
	"flag"
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

var updateScripts = flag.Bool("update-scripts", false, "rewrite the files that cmp compares in testdata/script")

// TestScripts runs the CLI end to end: each testdata/script/*.txtar is a
// session with its commands, input files and expected output. $SCRIPTS is
// the shipped scripts folder. With -update-scripts, the files that cmp
// compares with the output are rewritten from it.
func TestScripts(t *testing.T) {
	t.Parallel()
	scripts, err := filepath.Abs("../../scripts")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: *updateScripts,
		Setup: func(env *testscript.Env) error {
			env.Setenv("SCRIPTS", scripts)
			return nil
		},
	})
}
