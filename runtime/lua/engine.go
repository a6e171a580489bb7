package lua

import "github.com/rulerun/rulerun/runtime/engine"

// The engine's types, by the names this package has always used.
type (
	// Config is how a game is set up.
	Config = engine.Config
	// Decision says who must decide next.
	Decision = engine.Decision
	// ScriptError is a failure of a rules script, with its file and line.
	ScriptError = engine.ScriptError
	// IllegalMove is a move the rules refuse, with the rule it breaks.
	IllegalMove = engine.IllegalMove
	// Verb is what the engine knows of one verb of the script's moves.
	Verb = engine.Verb
)

// ErrGameOver is returned when a move is made after the game has ended.
var ErrGameOver = engine.ErrGameOver
