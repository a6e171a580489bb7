// Package enginetest holds games written in Go, Race and Nim, for the
// tests of the packages that work against the engine's interfaces
// (engine.Source, engine.Rules, engine.Game): they can run them where they
// would run a Lua script, and so show that they never need Lua.
//
// In Race, seats take turns adding 1 or 2 to a total, and whoever makes it
// exactly the target (the option "target", 10 by default) wins. While the
// game's Others are set, those seats may act out of turn with "shout". The
// rule that refuses a move is RACE-1 (add 1 or 2, up to the target) or
// RACE-2 (only the others may shout); Race counts how often it checks a
// move, so a test can tell a vetted move from one checked again.
//
// Nim, a heap the seats take one or two tokens from, has a known best
// move, for the tests of the bots and of the simulator's skill measure.
package enginetest
