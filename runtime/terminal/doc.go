// Package terminal is the front end of rulerun play in a terminal, beside
// the web table of runtime/serve: it shows a seat its view of the game
// (the table, the narration wrapped and coloured, the moves numbered in
// columns), reads the moves people type (with line editing, history and
// completion at a terminal, or from a pipe), explains a refusal with the
// rule it cites, passes the screen between people sharing it (hot seat),
// says when a bot is slow to think, runs a race (a slap) by arrival, the
// player's line against the bots' reactions (arrival.go), and lets bots
// play while people watch.
//
// Like every front end it sees a game only through the engine's interfaces
// (engine.Game, engine.Description) and never the rules language: a typed
// move is read once (engine.Parse), checked once (Game.Check) and played
// without being checked again. Its bots come from runtime/bots. It knows
// no flags: the command line (cmd/rulerun) fills a Config and gives each
// error it returns (ErrInputEnded, ScriptFailure, BotError) its exit
// status. Everything it writes that a script wrote passes through Clean.
package terminal
