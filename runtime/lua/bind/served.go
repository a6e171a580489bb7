package bind

import (
	"github.com/rulerun/rulerun/core"
	lua "github.com/yuin/gopher-lua"
)

// served is the game the host serves, as the script sees it: the g table
// with its g.seats, g.options, g.cards and g.piles, the pile handles, the
// card caches and the g.vars view of the game's variables. The host binds
// it to one game at a time (bind); the bindings reach it through the call
// under way. It knows no *Game: the host keeps which game it serves.
type served struct {
	L   *lua.LState // the interpreter the values live in
	api *lua.LTable // the g passed to every hook

	vars       *lua.LTable // g.vars
	varsMeta   *lua.LTable // metatable of g.vars; its __index holds the values
	varsState  *core.State // the state g.vars shows
	varsStamp  uint64      // the version of the variables it shows (core.State.VarsStamp)
	varsTables bool        // g.vars may hold a table (varsHoldTables)
	varsSet    bool        // the call under way changed a variable (setVar)
	// varsChanged names the variables the call under way set, in order,
	// a name once or more: when none holds a table, only they go back.
	varsChanged []string

	pileMeta *lua.LTable
	piles    []*lua.LUserData // pile handles, by PileID
	// pilesTable is the last g.piles built, and pilesLayout the piles it
	// names (bindPiles).
	pilesTable  *lua.LTable
	pilesLayout []pileSig

	cardDeck *core.Deck   // the deck the card caches are for
	codes    []lua.LValue // card codes, by kind
	short    []int16      // kindOf's table of two-letter codes
	infos    []lua.LValue // card info tables, by kind
	cards    *lua.LTable  // g.cards: code -> card info

	shape core.Shape // g:shape's answer, its lists reused from call to call

	// Scratch of the pile methods that list cards, reused from call to
	// call (a binding calls no Lua while it uses them): the cards a filter
	// picked, the count of each rank, and the codes found.
	picked []core.CardID
	counts []int
	found  []lua.LValue
	combos core.ComboLister // p:sets and p:runs list a hand's combinations in its memory

	lists []lua.LTable // the rest of the slab newList takes short lists from
	// than and play are g:higher's scratch: the play to beat, and each
	// play of the list in turn.
	than, play []core.CardID
	ranks      []lua.LValue // rank codes, by rank index (rankCode)
}
