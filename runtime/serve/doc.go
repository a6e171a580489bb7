// Package serve is the web table of rulerun: a front end beside the
// terminal, the scenario runner and the simulator, through which friends
// play a rules script together, each from their own browser.
//
// A [Server] holds tables. A [Table] is one game with its seats: each seat
// has a secret of 128 random bits that its join link carries, and a table
// has one more secret for onlookers. A table waits until every seat is held
// or someone presses start (or starts at once, StartNow); then a seat
// nobody holds is played by a bot on the server (the bots of runtime/bots),
// and its owner may hand it to a bot and take it back. Every move goes through the engine's interfaces
// (engine.Game) under the table's lock: read with the game's notation,
// checked and played once; a refusal goes back to the seat that made it and
// changes nothing.
//
// Views are computed on the server: a seat receives only its own view of
// the game (core.State.View), the faces of the cards it shows (Face, from
// the deck), its legal moves and the cards each names, the status line the rules
// write for it, the log as it reads it and the scores; an onlooker what
// every seat sees. The whole state never leaves the server.
//
// The package knows no rules language: it works against engine.Source,
// engine.Rules and engine.Game, so a game written in Go (enginetest) is
// served as a Lua script is.
package serve
