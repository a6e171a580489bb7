package main

import (
	"errors"

	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/urfave/cli/v2"
)

// exitOf gives an error of the terminal its exit status: a script that
// failed (3), a bot that cannot be made (2, as --bots was given), input
// that ended early or a line too long (1); nil and any other error as
// they are.
func exitOf(err error) error {
	var sf *terminal.ScriptFailure
	var be *terminal.BotError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &be):
		return usageError("--bots: %v", be.Err)
	case errors.As(err, &sf):
		return scriptFailure(err)
	case errors.Is(err, terminal.ErrInputEnded), errors.Is(err, terminal.ErrLineTooLong):
		return cli.Exit(err.Error(), exitProblem)
	}
	return err
}
