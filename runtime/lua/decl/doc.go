// Package decl reads what a script declares: the game table a rules
// script returns, checked field by field, and for a declared game (one
// with game.deal) its tables read into a rules.Decl for runtime/rules,
// with the script's effect functions the engine calls back; the hooks and
// each verb's functions a host binds; and where a declaration that refused
// a move is written.
//
// It reads Lua tables, which is why it imports gopher-lua; it runs no
// script of its own. What it needs of the interpreter (calling a
// declaration that is a function of the options and seats, describing a
// Lua value, the script's text and the errors that name its file and line)
// it asks of a [Script], which runtime/lua provides. The field lists the
// reader checks ([GameFields], [VerbFields], [Classes]) also write the
// reference (docs/lua-api.md) and the editor annotations, so that the
// three always agree.
package decl
