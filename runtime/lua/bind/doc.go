// Package bind holds the functions a rules script calls: the methods of the
// g every hook receives, of pile handles and of the out object given to
// generators, and the globals reject and math.random. It also makes the
// values they hand to the script and read from it: card codes and card
// information, g.piles, g.vars, a move's table, and game values in Lua.
//
// A [Bindings] is installed in one sandboxed interpreter. It serves one
// game at a time (Serve) and works on the call under way (Begin, End): the
// state the script sees, whether it may change it, and the declared game's
// plan. Every binding receives that context explicitly, as its first
// argument; none reaches for a game or a host. The package knows nothing of
// scripts, their declarations or the engine: runtime/lua, which loads
// scripts and adapts them to the engine, is its only user.
package bind
