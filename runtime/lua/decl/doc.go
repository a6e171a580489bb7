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
// it asks of a [Script], which runtime/lua provides.
//
// Each declaration is a struct of runtime/rules whose field tags describe
// its fields once (tags.go): one reflective reader reads them all
// (decode.go, converters.go), and the same tags make the field lists
// ([GameFields], [VerbFields], [Classes], [MessageKinds]) that write the
// reference (docs/lua-api.md) and the editor annotations, so that the
// three always agree. Where a declaration stands in the script comes from
// the parser's syntax tree, by its path in the game table ([Positions]).
package decl
