// Package engine runs games: it asks who must decide, lets agents choose
// their moves, and plays them, until the game ends.
//
// The engine knows no rules language. It works against [Game], a small
// interface that any rules implementation satisfies (runtime/lua runs rules
// written in Lua; the engine's tests use a game written in Go), and against
// [Agent], the players: the terminal, and bots such as [RandomBot]. The
// checks of runtime/check and the simulations of runtime/sim work against
// the same interfaces, so they never see Lua either.
package engine
