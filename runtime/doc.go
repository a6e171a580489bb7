// Package runtime runs a game's rules, written in Lua, against the core.
//
// A [Script] is a rules file compiled once and shared by every game played
// with it. A [Host] is one sandboxed Lua interpreter running a script; it
// serves one game at a time but may serve many games in turn (self-play, bot
// search). A [Game] is the whole state of one game ([core.State]) plus the
// host that applies its rules.
//
// The engine owns the loop: it asks the script who must decide next
// ([Game.ToAct]), what that seat may do ([Game.Legal]), and applies the chosen
// move ([Game.Play]) to a fork of the state, keeping the fork only if the
// script accepts the move. A rejected move or a failing script leaves the game
// exactly as it was.
//
// Scripts are untrusted. The sandbox gives them no file, network, process or
// clock access, answers math.random from the game's seeded generator, counts
// the instructions of every call, stops a runaway call with a clear error,
// and caps the builtins that could otherwise run away inside one instruction.
// runtime is the only package that imports gopher-lua.
package runtime
