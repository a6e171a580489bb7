package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/scenario"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/urfave/cli/v2"
)

// recordGame writes the game just played to the --record file as a test
// scenario: rulerun test then replays it and checks it ends the same way.
// d describes the game's rules. A game the script failed in ends with the
// move it failed on, so that the scenario shows the failure.
func recordGame(c *cli.Context, script string, g engine.Game, d *engine.Description, crash crashStep) error {
	file := c.String("record")
	at := file
	if file == stdoutName {
		at = "game.yaml" // the script is named from the current folder
	}
	data, err := scenario.Record(g, d, script, at)
	if err != nil {
		return cli.Exit(fmt.Sprintf("--record: %v", err), exitProblem)
	}
	data = crash.add(data)
	if err := writeOutput(c, "record", file, data); err != nil {
		return err
	}
	if file != stdoutName {
		fmt.Fprintf(c.App.Writer, "Recorded the game in %s: rulerun test %s replays it.\n", file, file)
	}
	return nil
}

// checkRecordPath checks --record's file before the game starts: its folder
// exists, and the file does not, unless --force.
func checkRecordPath(c *cli.Context) error {
	file := c.String("record")
	if file == "" || file == stdoutName {
		return nil
	}
	if st, err := os.Stat(filepath.Dir(file)); err != nil || !st.IsDir() {
		return usageError("--record %s: the folder %s does not exist", file, filepath.Dir(file))
	}
	if _, err := os.Stat(file); err == nil && !c.Bool("force") {
		return usageError("--record %s: the file exists; choose another name, or add --force to overwrite it", file)
	}
	return nil
}

// recordOnInterrupt records the game when the player presses Ctrl-C, or
// the program is told to stop (SIGTERM) or its terminal closes (SIGHUP),
// then exits as an interrupted program does. It returns a function that
// stops listening.
func recordOnInterrupt(c *cli.Context, script string, t *terminal.Terminal, desc *engine.Description) func() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	done := make(chan struct{})
	go func() {
		select {
		case <-sig:
			if g := t.Interrupt(); g != nil {
				_ = recordGame(c, script, g, desc, crashStep{})
			}
			os.Exit(130)
		case <-done:
		}
	}()
	return func() { signal.Stop(sig); close(done) }
}

// isScriptFailure reports whether err is the script failing, after which
// there is no game worth recording.
func isScriptFailure(err error) bool {
	var ec cli.ExitCoder
	return errors.As(err, &ec) && ec.ExitCode() == exitScript
}
