// Package words holds the small text helpers every front end shares when
// it speaks to people: places written as people read them (1st, 2nd) and
// the known word nearest to a typo (did you mean?). It knows no game,
// engine or interpreter, and imports only the standard library, so the
// engine, the bindings scripts call, the scenario reader and the command
// line can all use it.
package words
