// Package scenario reads, runs and records test scenarios: YAML files that
// pin a game's rules by playing moves from a chosen position and checking
// what follows.
//
// A scenario names the script it runs, the seats, seed and options, an
// optional setup that fixes the cards that matter (the rest stay as the
// script's shuffle dealt them), and steps: moves that must be accepted, moves
// that must be refused, and expectations about the game between them. The
// format is documented, with complete examples, in docs/scenarios.md.
//
// [ParseFile] checks a file's form and reports a mistake with its file, line
// and column. A [Runner] loads each script once, with the [Loader] it is
// given, and runs scenarios, checking seats, card codes and moves against
// the game before the first step. Like runtime/check and runtime/sim, it
// works against the engine's interfaces (engine.Source, engine.Rules,
// engine.Game, and engine.Arranger for a setup) and never sees the rules'
// language: its tests run scenarios against a game written in Go.
// [Record] writes a played game as a scenario whose final expectations sit in
// a recorded block, and [Update] rewrites those blocks after an intended
// rule change, leaving every hand-written line alone.
//
// By convention the scenarios of a script NAME.lua live in the folder
// NAME.tests beside it ([TestsDir]).
package scenario
