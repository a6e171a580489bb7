package terminal

import (
	"bufio"
	"errors"
	"fmt"
)

// The errors a game at the terminal ends with besides a script's: the
// command line says each with its own exit status.

// errQuit is the player leaving the game (quit, Ctrl-C at the prompt).
var errQuit = errors.New("quit")

// ErrInputEnded is piped input that ran out before the game ended.
var ErrInputEnded = errors.New("input ended before the game did")

// ErrLineTooLong is a line of input longer than any move.
var ErrLineTooLong = fmt.Errorf("a line of input is longer than %d KB; a move is a few words", bufio.MaxScanTokenSize>>10)

// ScriptFailure is the script failing while the game runs: a hook's
// error, or a move it offered and then refused.
type ScriptFailure struct{ Err error }

// Error implements error: the script's own message.
func (e *ScriptFailure) Error() string { return e.Err.Error() }

// Unwrap gives the script's error.
func (e *ScriptFailure) Unwrap() error { return e.Err }

// scriptFailed marks err as the script's failure.
func scriptFailed(err error) error { return &ScriptFailure{Err: err} }

// BotError is a bot that cannot be made, for a name no bot has.
type BotError struct{ Err error }

// Error implements error.
func (e *BotError) Error() string { return e.Err.Error() }

// Unwrap gives the reason.
func (e *BotError) Unwrap() error { return e.Err }
