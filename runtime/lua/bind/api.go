package bind

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// newAPI builds the g table every hook receives: game methods, g.vars, and
// the fields seats and options (set when a game is bound).
func (b *Bindings) newAPI() *lua.LTable {
	g := b.view.L.CreateTable(0, len(gameAPI)+4)
	for _, f := range GameFuncs() {
		g.RawSetString(f.Name, b.bound(f.fn))
	}
	b.view.vars = b.newVarsTable()
	g.RawSetString("vars", b.view.vars)
	b.view.pileMeta = b.view.L.CreateTable(0, 3)
	methods := b.view.L.CreateTable(0, len(pileAPI))
	for _, f := range PileFuncs() {
		methods.RawSetString(f.Name, b.bound(f.fn))
	}
	b.view.guardPileMethods(methods)
	b.view.pileMeta.RawSetString("__index", methods)
	b.view.pileMeta.RawSetString("__tostring", b.bound(pName))
	b.view.pileMeta.RawSetString("__metatable", lua.LFalse)
	b.view.guardGame(g)
	return g
}

// newVarsTable makes g.vars, an empty table whose reads go straight to a
// plain Lua table holding the game variables (fast: no Go call), and whose
// writes go through Go, which refuses them in the hooks that may only look.
// The variables go back into the core state when setup or play succeeds.
func (b *Bindings) newVarsTable() *lua.LTable {
	t := b.view.L.CreateTable(0, 0)
	b.view.varsMeta = b.view.L.CreateTable(0, 3)
	b.view.varsMeta.RawSetString("__index", b.view.L.CreateTable(0, 0))
	b.view.varsMeta.RawSetString("__newindex", b.bound(setVar))
	b.view.varsMeta.RawSetString("__metatable", lua.LFalse)
	b.view.varsMeta.RawSetString(sandbox.NoRawset, lua.LString("rawset cannot change g.vars: write g.vars.name = value"))
	b.view.L.SetMetatable(t, b.view.varsMeta)
	return t
}

// setVar is g.vars.name = value: refused in the hooks that may only look.
func setVar(cx *call, L *lua.LState) int {
	cx.mutState(L, "setting g.vars")
	name := L.CheckString(2)
	v := L.Get(3)
	switch v.Type() {
	case lua.LTNil, lua.LTBool, lua.LTNumber, lua.LTString, lua.LTTable:
	default:
		L.RaiseError("g.vars.%s: a %s cannot be stored in game state (use numbers, strings, booleans and tables of them)", name, v.Type())
	}
	if v.Type() == lua.LTTable {
		cx.varsTables = true
	}
	data := cx.varsData()
	if data.RawGetString(name) != v {
		cx.varsSet = true
		cx.varsChanged = append(cx.varsChanged, name)
		data.RawSetString(name, v)
	}
	return 0
}

func (sv *served) varsData() *lua.LTable { return sv.varsMeta.RawGetString("__index").(*lua.LTable) }

// varsHoldTables reports whether a variable is a table, which a hook can
// change in place without going through g.vars's __newindex.
// It is kept as a flag, set when a table is loaded or stored.
func (sv *served) varsHoldTables() bool { return sv.varsTables }

// loadVars makes g.vars show the variables of st, unless it already
// shows them: those of st, or of a state with the same stamp (a fork of
// it, or its original, neither changed since).
func (sv *served) loadVars(st *core.State) {
	sv.varsSet, sv.varsChanged = false, sv.varsChanged[:0]
	if sv.varsState != nil && sv.varsStamp == st.VarsStamp() {
		sv.varsState = st
		return
	}
	names := st.VarNames()
	data := sv.L.CreateTable(0, len(names))
	sv.varsTables = false
	for _, name := range names {
		v := ToLua(sv.L, st.Var(name))
		sv.varsTables = sv.varsTables || v.Type() == lua.LTTable
		data.RawSetString(name, v)
	}
	sv.varsMeta.RawSetString("__index", data)
	sv.varsState, sv.varsStamp = st, st.VarsStamp()
}

// storeVars writes g.vars back into st after a hook that may change it,
// when it did: it set a variable, or one may be a table it changed in
// place.
func (sv *served) storeVars(st *core.State) error {
	if !sv.varsSet && !sv.varsTables {
		return nil
	}
	if !sv.varsTables {
		return sv.storeChanged(st)
	}
	m, err := TableToGo(sv.varsData(), 0)
	if err == nil {
		vars, ok := m.(map[string]any)
		if !ok { // an empty table reads as a list
			vars = map[string]any{}
		}
		err = st.ReplaceVars(vars)
	}
	if err != nil {
		sv.varsState = nil
		return fmt.Errorf("g.vars: %w", err)
	}
	sv.varsState, sv.varsStamp = st, st.VarsStamp()
	return nil
}

// storeChanged writes back the variables the call set, when none is a
// table: g.vars showed st's variables when the call began (loadVars), so
// they and the ones set are the whole of them, as storeVars would write.
func (sv *served) storeChanged(st *core.State) error {
	data := sv.varsData()
	for _, name := range sv.varsChanged {
		v, err := toGo(data.RawGetString(name), 1)
		if err == nil {
			err = st.SetVar(name, v)
		}
		if err != nil {
			sv.varsState = nil
			return fmt.Errorf("g.vars: %w", err)
		}
	}
	sv.varsChanged = sv.varsChanged[:0]
	sv.varsState, sv.varsStamp = st, st.VarsStamp()
	return nil
}

// seatArg reads a 1-based seat argument and returns it 0-based.
func (cx *call) seatArg(L *lua.LState, n int) int {
	st := cx.mustState(L, "this function")
	s := L.CheckInt(n)
	if s < 1 || s > st.Seats() {
		L.ArgError(n, "seat "+itoa(s)+" does not exist (seats are 1 to "+itoa(st.Seats())+")")
	}
	return s - 1
}

// optSeatArg reads an optional seat, defaulting to the current seat.
func (cx *call) optSeatArg(L *lua.LState, n int) int {
	if L.Get(n) == lua.LNil {
		return cx.mustState(L, "this function").Turn().Current
	}
	return cx.seatArg(L, n)
}

func seatList(L *lua.LState, seats []int) *lua.LTable {
	t := L.CreateTable(len(seats), 0)
	for _, s := range seats {
		t.Append(sandbox.Int(s + 1))
	}
	return t
}

// raiseOn raises a Lua error, at the calling line of the script, for a failed
// core operation.
func raiseOn(L *lua.LState, what string, err error) {
	if err != nil {
		L.RaiseError("%s: %v", what, err)
	}
}

func itoa(n int) string { return lua.LNumber(n).String() }

// cardCode returns the pre-made Lua string for a physical card's code.
func (sv *served) cardCode(id core.CardID) lua.LValue {
	return sv.codes[sv.cardDeck.KindOf(id)]
}

// kindArg reads a card code argument and returns its kind.
func (sv *served) kindArg(L *lua.LState, n int) int {
	code := L.CheckString(n)
	k, ok := sv.kindOf(code)
	if !ok {
		L.ArgError(n, code+" is not a card of this game")
	}
	return k
}

// kindOf finds the kind of a card code, as the deck's Lookup does: a code
// of two letters, as most are, by its place in a table (no hashing).
func (sv *served) kindOf(code string) (int, bool) {
	if len(code) == 2 && code[0] < 128 && code[1] < 128 {
		if sv.short == nil { // made at the first look-up: a declared game may make none
			sv.short = makeShortCodes(sv.cardDeck)
		}
		if k := sv.short[int(code[0])<<7|int(code[1])]; k > 0 {
			return int(k) - 1, true
		}
	}
	return sv.cardDeck.Lookup(code)
}

// makeShortCodes is kindOf's table: for each two-letter code of d, one
// more than the kind Lookup finds for it (0: none, or more kinds than an
// entry counts).
func makeShortCodes(d *core.Deck) []int16 {
	t := make([]int16, 1<<14)
	if d.Kinds() >= 1<<15-1 {
		return t
	}
	for k := range d.Kinds() {
		code := d.Kind(k).Code
		if len(code) != 2 || code[0] >= 128 || code[1] >= 128 {
			continue
		}
		if found, ok := d.Lookup(code); ok {
			t[int(code[0])<<7|int(code[1])] = int16(found + 1)
		}
	}
	return t
}

// bindDeck prepares the per-deck caches: card codes and info tables.
func (sv *served) bindDeck(d *core.Deck) {
	if sv.cardDeck == d {
		return
	}
	sv.cardDeck = d
	sv.short = nil
	sv.ranks = nil
	sv.codes = make([]lua.LValue, d.Kinds())
	sv.infos = make([]lua.LValue, d.Kinds())
	sv.cards = sv.L.CreateTable(0, d.Kinds())
	for k := range sv.codes {
		sv.codes[k] = lua.LString(d.Kind(k).Code)
		sv.cards.RawSetString(d.Kind(k).Code, sv.cardInfo(k))
	}
	sv.guardCards(sv.cards)
	sv.api.RawSetString("cards", sv.cards)
}

// rankCode is the code of rank r (a RankIndex) as a Lua value, the codes
// made once, the first time one is asked.
func (sv *served) rankCode(r int) lua.LValue {
	if sv.ranks == nil {
		sv.ranks = make([]lua.LValue, len(sv.cardDeck.Ranks()))
		for i, rank := range sv.cardDeck.Ranks() {
			sv.ranks[i] = lua.LString(rank.Code)
		}
	}
	return sv.ranks[r]
}

// bindPiles builds g.piles: g.piles.stock is the pile named stock, and
// g.piles.hand[2] is seat 2's pile of the per-seat declaration hand. The
// table depends only on the piles' names, groups and owners, so the last
// one built serves every state with the same piles (the copies a search
// imagines, the games of a batch).
func (sv *served) bindPiles(st *core.State) {
	if !sv.pilesFit(st) {
		sv.pilesTable = sv.buildPiles(st)
		sv.pilesLayout = sv.pilesLayout[:0]
		for i := range st.NumPiles() {
			p := st.Pile(core.PileID(i))
			sv.pilesLayout = append(sv.pilesLayout, pileSig{p.Name, p.Group, p.Owner})
		}
	}
	sv.api.RawSetString("piles", sv.pilesTable)
}

// pileSig is what g.piles knows of one pile.
type pileSig struct {
	name, group string
	owner       int
}

// pilesFit reports whether the last g.piles built serves st: it names the
// same piles, and a script has not put something else in its place.
func (sv *served) pilesFit(st *core.State) bool {
	if sv.pilesTable == nil || len(sv.pilesLayout) != st.NumPiles() {
		return false
	}
	for i, sig := range sv.pilesLayout {
		id := core.PileID(i)
		if p := st.Pile(id); sig != (pileSig{p.Name, p.Group, p.Owner}) {
			return false
		}
		v := sv.pilesTable.RawGetString(sig.name)
		if sig.group != "" && sig.owner >= 0 && sig.name == core.SeatPileName(sig.group, sig.owner) {
			list, ok := sv.pilesTable.RawGetString(sig.group).(*lua.LTable)
			if !ok {
				return false
			}
			v = list.RawGetInt(sig.owner + 1)
		}
		if v != sv.pileHandle(id) {
			return false
		}
	}
	return true
}

func (sv *served) buildPiles(st *core.State) *lua.LTable {
	t := sv.L.CreateTable(0, st.NumPiles())
	for i := range st.NumPiles() {
		id := core.PileID(i)
		p := st.Pile(id)
		if p.Group != "" && p.Owner >= 0 && p.Name == core.SeatPileName(p.Group, p.Owner) {
			list, ok := t.RawGetString(p.Group).(*lua.LTable)
			if !ok {
				list = sv.L.CreateTable(st.Seats(), 0)
				t.RawSetString(p.Group, list)
			}
			list.RawSetInt(p.Owner+1, sv.pileHandle(id))
			continue
		}
		t.RawSetString(p.Name, sv.pileHandle(id))
	}
	sv.guardPiles(t, st.Seats())
	return t
}

// cardInfo returns the read-only info table of a card kind.
func (sv *served) cardInfo(k int) lua.LValue {
	if sv.infos[k] != nil {
		return sv.infos[k]
	}
	c := sv.cardDeck.Kind(k)
	L := sv.L
	data := L.CreateTable(0, 8)
	data.RawSetString("code", lua.LString(c.Code))
	data.RawSetString("suit", lua.LString(c.Suit))
	data.RawSetString("rank", lua.LString(c.Rank))
	data.RawSetString("kind", lua.LString(c.Kind))
	data.RawSetString("points", lua.LNumber(c.Points))
	data.RawSetString("rank_index", lua.LNumber(c.RankIndex+1))
	data.RawSetString("suit_index", lua.LNumber(c.SuitIndex+1))
	data.RawSetString("order", lua.LNumber(c.Order+1))
	proxy := L.CreateTable(0, 0)
	meta := L.CreateTable(0, 3)
	meta.RawSetString("__index", data)
	meta.RawSetString("__newindex", L.NewFunction(func(L *lua.LState) int {
		L.RaiseError("card information is read only")
		return 0
	}))
	meta.RawSetString("__metatable", lua.LFalse)
	meta.RawSetString(sandbox.NoRawset, lua.LString("card information is read only"))
	L.SetMetatable(proxy, meta)
	sv.infos[k] = proxy
	return proxy
}
