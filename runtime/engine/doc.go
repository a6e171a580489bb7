// Package engine runs games: it asks who must decide, lets agents choose
// their moves, and plays them, until the game ends.
//
// The engine knows no rules language. It works against [Game], [Rules] and
// [Source], small interfaces that any rules implementation satisfies
// (runtime/lua runs rules written in Lua; package enginetest has games
// written in Go), and against [Agent], the players: the terminal, and bots
// such as [RandomBot] (the others are in runtime/bots). Everything above it
// works against the same interfaces and never sees Lua: the checks of
// runtime/check, the simulations of runtime/sim, the scenarios of
// runtime/scenario, the bots of runtime/bots and the two front ends,
// runtime/terminal and the web table of runtime/serve. What they show
// people comes from [Description] and the game's core.State; a move a
// person types is read with [Parse], checked once with [Game.Check] and
// played without being checked again ([Vetted]).
package engine
