package lua

import "github.com/rulerun/rulerun/runtime/lua/decl"

// What a script declares about its game, as runtime/lua/decl reads it, by
// the names this package has always used.
type (
	// Info is what a script declares about its game.
	Info = decl.Info
	// Option is a game option a player may set with --opt name=value.
	Option = decl.Option
)

// FormatValue writes an option value as a person would type it.
func FormatValue(v any) string { return decl.FormatValue(v) }
