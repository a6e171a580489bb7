package bind

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// Bindings are the functions a script calls, installed in one interpreter:
// the g table every hook receives, the pile handles, the out object given
// to generators, and the globals reject and math.random. They work on the
// game served (Serve) and on the call under way (Begin), which every
// binding receives explicitly.
type Bindings struct {
	thread  *sandbox.Thread
	view    served // the game served, as the script sees it
	cx      call   // the call under way
	out     *lua.LTable
	move    moveBuf      // the move table given to check and apply, reused
	watched movesWatched // the move table given to the part rules a listing asks
}

// New makes the bindings of th's interpreter: the g table and the out
// object. The globals are installed by the caller, in its own order (Reject
// and Random).
func New(th *sandbox.Thread) *Bindings {
	b := &Bindings{thread: th}
	b.view.L = th.L
	b.cx = b.idle()
	return b
}

// Build makes the g table and the out object. It is apart from New so that
// the caller keeps the order in which the interpreter's tables are made.
func (b *Bindings) Build() {
	b.view.api = b.newAPI()
	b.out = b.newOut()
}

// G is the g table every hook receives.
func (b *Bindings) G() *lua.LTable { return b.view.api }

// Out is the out object given to generators.
func (b *Bindings) Out() *lua.LTable { return b.out }

// Reject is the global reject("reason"), which refuses the move under way.
func (b *Bindings) Reject() *lua.LFunction { return b.bound(luaReject) }

// Random is math.random, answered by the game's seeded generator.
func (b *Bindings) Random() *lua.LFunction { return b.bound(luaMathRandom) }

// idle is the context outside any call: the game served, and no state.
func (b *Bindings) idle() call { return call{served: &b.view, thread: b.thread} }

// bound makes a Lua function of a binding: each time the script calls it,
// it receives the context of the call under way.
func (b *Bindings) bound(fn func(cx *call, L *lua.LState) int) *lua.LFunction {
	return b.view.L.NewFunction(func(L *lua.LState) int { return fn(&b.cx, L) })
}

// Begin starts a call into the script: g sees st (and g.vars its
// variables), may change it unless readOnly, plan is the declared game's
// plan (nil for a game whose script runs every rule itself) and out writes
// to out (nil outside a generator).
func (b *Bindings) Begin(st *core.State, readOnly bool, plan *rules.Plan, out Proposer) {
	b.cx = b.idle()
	b.cx.state, b.cx.readOnly, b.cx.plan, b.cx.emit = st, readOnly, plan, out
	b.cx.logBase = st.LogLen()
	b.view.growPiles(st)
	b.view.loadVars(st)
}

// End closes the call under way. ok says whether it succeeded; g.vars goes
// back into the state when it did and the hook may change the game.
func (b *Bindings) End(ok bool) error {
	st, readOnly := b.cx.state, b.cx.readOnly
	b.cx = b.idle()
	if readOnly && b.view.varsHoldTables() {
		b.view.varsState = nil // the hook may have changed a table inside g.vars in place
	}
	if !ok {
		if !readOnly {
			b.view.varsState = nil // g.vars may hold half a move
		}
		return nil
	}
	if !readOnly {
		return b.view.storeVars(st)
	}
	return nil
}

// ClearRejection forgets the reason a former call gave reject.
func (b *Bindings) ClearRejection() { b.cx.rejected = "" }

// Rejection is the reason the call under way gave reject, and where it
// called it; "" when it did not.
func (b *Bindings) Rejection() (reason, where string) { return b.cx.rejected, b.cx.rejectedAt }

// Serve makes the bindings serve a game: g.seats, g.options, g.cards and
// g.piles.
func (b *Bindings) Serve(seats int, options *lua.LTable, deck *core.Deck, st *core.State) {
	b.view.api.RawSetString("seats", lua.LNumber(seats))
	b.view.api.RawSetString("options", options)
	b.view.bindDeck(deck)
	b.view.bindPiles(st)
}

// ShowVars makes g.vars show the variables of st, then stand for those of
// as, a fork of st that starts with the same variables.
func (b *Bindings) ShowVars(st, as *core.State) {
	b.view.loadVars(st)
	b.view.varsState = as
}

// GuardOptions makes g.options answer a misspelt option with an error
// naming the nearest one.
func (b *Bindings) GuardOptions(opts *lua.LTable) { b.view.guardOptions(opts) }
