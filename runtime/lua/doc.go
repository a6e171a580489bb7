// Package lua runs a game's rules written in Lua: it loads scripts and
// adapts them to the engine. The functions scripts call are
// runtime/lua/bind; what they declare is read by runtime/lua/decl; the
// interpreter they run in is runtime/sandbox.
//
// A [Script] is a rules file compiled once and shared by every game played
// with it; loading it reads its declarations ([Info], and a declared game's
// tables into a rules.Decl). A [Host] is one sandboxed interpreter running a
// script, with the bindings installed; it serves one game at a time but may
// serve many games in turn (self-play, bot search). Its parts are kept by
// how long they live: the interpreter, the script's declarations, the game
// served and the call under way. A [Game] is the whole state of one game
// ([core.State]) plus the host that applies its rules, and it is what the
// engine (runtime/engine) and the checks (runtime/check) see as an
// engine.Game.
//
// A script declares each move verb once: its form in the notation, its
// check (is this move legal now, and if not which rule says no), its apply
// (what it does) and its generator (the moves of that verb there may be
// now). Listing moves asks the generators and keeps the moves their checks
// accept; a typed move is legal exactly when its check accepts it. A move
// is applied to a fork of the state, which is kept only if the script
// succeeds, so a refused or failing move leaves the game exactly as it was.
//
// Scripts are untrusted. Each host runs its script on a sandbox.Thread,
// which gives it no file, network, process or clock access, counts the
// instructions of every call, stops a runaway call with a clear error, and
// caps the builtins that could otherwise run away inside one instruction;
// the bindings answer math.random from the game's seeded generator and cap
// what a script hands to rulerun (bind/limits.go, docs/sandbox.md).
package lua
