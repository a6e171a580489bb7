package bind

import lua "github.com/yuin/gopher-lua"

// Proposer receives the moves a verb's generator proposes through out.
type Proposer interface {
	// Propose reads one proposed move: a table of the form's values by
	// name, or the form's one required value.
	Propose(move lua.LValue) error
	// Proposed is the number of moves proposed so far.
	Proposed() int
}

// emitAPI is the out object's methods, for the generated reference.
var emitAPI = []Func{
	{"add", "out:add(move)", "Proposes one move of the verb. move is a table of the form's values by name ({cards = {\"8H\", \"9H\"}, seat = 2}), or, when the form has one required value, that value alone (out:add(\"8H\"), out:add({\"8H\", \"9H\"}), out:add(2)). A seat, suit or rank left out of the table is filled in by rulerun with every value, and so is an optional part, which is also tried absent; give an optional part as false to leave it out. Every proposed move is then checked with the verb's check, so a generator may propose more than is legal, never less.", apiEmitAdd},
	{"each", "out:each(list)", "Proposes one move for each entry of a list, as out:add would: out:each(hand:any_of(\"suit\", \"H\")) proposes one move per heart, out:each(hand:runs{min = 3}) one per run.", apiEmitEach},
}

func (b *Bindings) newOut() *lua.LTable {
	t := b.view.L.CreateTable(0, 0)
	methods := b.view.L.CreateTable(0, len(emitAPI))
	for _, f := range emitAPI {
		methods.RawSetString(f.Name, b.bound(f.fn))
	}
	meta := b.view.L.CreateTable(0, 2)
	meta.RawSetString("__index", methods)
	meta.RawSetString("__metatable", lua.LFalse)
	b.view.L.SetMetatable(t, meta)
	return t
}

func (cx *call) activeEmitter(L *lua.LState) Proposer {
	if cx.emit == nil {
		L.RaiseError("out can only be used inside a verb's generate or sample")
	}
	return cx.emit
}

func apiEmitAdd(cx *call, L *lua.LState) int {
	e := cx.activeEmitter(L)
	cx.capProposals(L, e, "out:add")
	cx.chargeProposal(L.Get(2))
	if err := e.Propose(L.Get(2)); err != nil {
		L.RaiseError("out:add: %v", err)
	}
	return 0
}

func apiEmitEach(cx *call, L *lua.LState) int {
	e := cx.activeEmitter(L)
	t := L.CheckTable(2)
	for i := 1; i <= t.Len(); i++ {
		cx.capProposals(L, e, "out:each")
		cx.chargeProposal(t.RawGetInt(i))
		if err := e.Propose(t.RawGetInt(i)); err != nil {
			L.RaiseError("out:each: entry %d: %v", i, err)
		}
	}
	return 0
}

// capProposals stops a generator that has proposed as many moves as one
// may: a limit of the sandbox, like a runaway loop.
func (cx *call) capProposals(L *lua.LState, e Proposer, what string) {
	if e.Proposed() >= MaxMoves {
		cx.limitError(L, "%s: a generator may propose at most %d moves", what, MaxMoves)
	}
}

// proposalSteps is what rulerun's work on one proposed move is charged to
// the generator's steps (reading it, filling in its open values, checking
// it and listing it: the work of many instructions), and
// proposalStepsPerValue what each value it names (a card, a meld's card)
// adds: a generator proposing 10,000 layouts of many melds, or a seat's
// every moment of 10,000 moves, is stopped by its steps, at its line.
const (
	proposalSteps         = 1000
	proposalStepsPerValue = 8
)

// chargeProposal charges the work of one proposed move, by its size, to
// the generator's steps: the values it names, down to the cards of its
// melds, counted without reading them (at most a few levels deep).
func (cx *call) chargeProposal(lv lua.LValue) {
	cx.thread.Charge(proposalSteps + proposalStepsPerValue*proposalSize(lv, 3))
}

// proposalSize counts the values a proposed move names, depth levels of
// tables deep: a table counts its list and its fields.
func proposalSize(lv lua.LValue, depth int) int64 {
	t, ok := lv.(*lua.LTable)
	if !ok || depth == 0 {
		return 1
	}
	n := int64(0)
	// The list by index, then the fields from the list's last key: Next
	// over the list would make a number of each index (an allocation).
	last := t.MaxN()
	for i := 1; i <= last; i++ {
		if v := t.RawGetInt(i); v != lua.LNil {
			n += proposalSize(v, depth-1)
		}
	}
	from := lua.LValue(lua.LNil) // no list: Next from the start (past no values)
	if last > 0 {
		from = indexKey(last)
	}
	for k, v := t.Next(from); k != lua.LNil; k, v = t.Next(k) {
		n += proposalSize(v, depth-1)
	}
	return n
}

// indexKeys are the list indexes 1 to 256 as Lua values, made once: a
// number put in an LValue is otherwise an allocation.
var indexKeys = func() (keys [257]lua.LValue) {
	for i := range keys {
		keys[i] = lua.LNumber(i)
	}
	return keys
}()

// indexKey is list index i as a Lua value.
func indexKey(i int) lua.LValue {
	if i < len(indexKeys) {
		return indexKeys[i]
	}
	return lua.LNumber(i)
}
