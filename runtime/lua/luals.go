package lua

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/lua/decl"
)

// LuaLSAnnotations writes the API as a LuaLS (lua-language-server)
// definition file: classes for g, piles, cards, moves and the game table,
// each function with its parameters, results and documentation. An editor
// given this file (see scripts/.luarc.json) completes and checks every
// rulerun call, hook and field. It is made from the same tables that install
// the API, so it cannot drift from it.
func LuaLSAnnotations() (string, error) {
	var b strings.Builder
	b.WriteString(luaLSHeader)
	classFields(&b, "rulerun.Game", "The table a script returns: the game's declarations and hooks.", decl.GameFields)
	classFields(&b, "rulerun.Verb", "A verb's entry in game.verbs. A verb may also have a rule for each optional part of its form, named after the part: fun(g, seat, move): true (must have it), false (must not) or nil (may), and the reason.", decl.VerbFields)
	b.WriteString("---@class rulerun.OptionDecl\n---@field default boolean|number|string The option's default; its type is the option's type.\n---@field help string? What the option does.\n---@field choices (string|number)[]? The values a string or number option may take, of its type; the default is one of them.\n\n")
	b.WriteString("---@class rulerun.PileDecl\n---@field visibility string? hidden, public, owner, top or others.\n---@field per_seat boolean? One pile for each seat, g.piles.name[seat].\n\n")
	for _, k := range decl.MessageKinds {
		messageAlias(&b, k)
	}
	for _, c := range decl.Classes {
		classFields(&b, c.Name, c.Doc, c.Fields)
	}
	classFields(&b, "rulerun.Card", "Read-only facts of a card: g.cards[code] or g:card(code).", cardDecl)
	classFields(&b, "rulerun.Shape", "What g:shape(cards) says of a set of cards.", shapeDecl)
	classFields(&b, "rulerun.At", "The context of a function declared in place of a value, such as deal.hand = function(at) ... end: where the game stands when the engine needs the value: called once as each round starts (before its deal), once as the game starts, or once as the match ends (its winners), as the field says, its answer kept as long; or asked whenever the engine needs it (a move's when, what beats what), its answer never kept. The fields that take one are listed in docs/lua-api.md (\"Fields that take a function\").", atDecl)
	b.WriteString("---A move given to check, apply and part rules: its values by slot name, such as move.cards, move.call, move.seat.\n---@class rulerun.Move\n---@field verb string The move's verb.\n---@field [string] any\n\n")
	b.WriteString("---The g every hook receives.\n---@class rulerun.G\n---@field seats integer The number of seats.\n---@field options table<string, any> The option values in effect.\n---@field vars table<string, any> The script's own game state, saved with the game: numbers, strings, booleans and tables of them.\n---@field piles table<string, rulerun.Pile|rulerun.Pile[]> The declared piles by name; a per-seat pile is a list by seat.\n---@field cards table<string, rulerun.Card> Every card's facts by code.\n")
	b.WriteString("local G = {}\n\n")
	if err := methods(&b, "G", bind.GameFuncs()); err != nil {
		return "", err
	}
	b.WriteString("---A pile of cards: g.piles.name, g.piles.name[seat] or g:pile(name).\n---@class rulerun.Pile\nlocal Pile = {}\n\n")
	if err := methods(&b, "Pile", bind.PileFuncs()); err != nil {
		return "", err
	}
	b.WriteString("---What a verb's generate (or an open verb's sample) proposes moves to.\n---@class rulerun.Out\nlocal Out = {}\n\n")
	if err := methods(&b, "Out", bind.OutFuncs()); err != nil {
		return "", err
	}
	b.WriteString(luaLSGlobals)
	return b.String(), nil
}

const luaLSHeader = `---@meta rulerun
-- The rulerun Lua API, for lua-language-server. Written by
-- "rulerun api --lua-ls"; do not edit. Reference: docs/lua-api.md.
-- Start a script with:  ---@type rulerun.Game
--                       local game = { ... }

`

const luaLSGlobals = `---Refuses the move under way with a reason that names the rule it breaks.
---@param reason string
function reject(reason) end

---Loads another script of the same folder (a base game a variant builds on).
---@param name string
---@return rulerun.Game
function require(name) end

---Writes to the debug output (rulerun --debug), with the file and line.
---@param ... any
function print(...) end
`

// classFields writes a class and its fields.
func classFields(b *strings.Builder, class, doc string, fields []decl.Field) {
	fmt.Fprintf(b, "---%s\n---@class %s\n", doc, class)
	for _, f := range fields {
		fmt.Fprintf(b, "---@field %s %s %s\n", f.Name, f.Type, f.Doc)
	}
	b.WriteString("\n")
}

// messageAlias writes a kind of message as an alias of string (or of a
// table of them).
func messageAlias(b *strings.Builder, k decl.MessageKind) {
	typ := "string"
	if k.Table {
		typ = "table<string, string>"
	}
	fmt.Fprintf(b, "---%s\n---@alias %s %s\n\n", k.Doc, k.Type, typ)
}

// methods writes a function stub for each API function, as a method of
// the local table recv.
func methods(b *strings.Builder, recv string, fns []bind.Func) error {
	for _, f := range fns {
		sig, err := parseSig(f.Sig)
		if err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
		if sig.name != f.Name {
			return fmt.Errorf("%s: its signature %q names %s", f.Name, f.Sig, sig.name)
		}
		for _, line := range strings.Split(f.Doc, "\n") {
			fmt.Fprintf(b, "---%s\n", line)
		}
		var names []string
		for _, p := range sig.params {
			opt := ""
			if p.optional {
				opt = "?"
			}
			fmt.Fprintf(b, "---@param %s%s %s\n", p.name, opt, p.typ)
			names = append(names, p.name)
		}
		for _, r := range sig.rets {
			fmt.Fprintf(b, "---@return %s\n", r)
		}
		fmt.Fprintf(b, "function %s:%s(%s) end\n\n", recv, f.Name, strings.Join(names, ", "))
	}
	return nil
}
