package sandbox

import (
	"context"
	"math"

	lua "github.com/yuin/gopher-lua"
)

// Thread is one sandboxed interpreter and the budget of its calls: the unit
// that runs a script. Everything a call may use is bounded by the thread's
// limits, and everything it may reach is what the caller installed in its
// globals. It is not safe for concurrent use; give each goroutine its own.
type Thread struct {
	// L is the interpreter, for installing functions and building values.
	// Run script code only through Call, which budgets it.
	L       *lua.LState
	budget  *budget
	steps   int64 // run by every call so far
	charged int64 // of steps, those charged for work outside the interpreter
	globals *globalsSnapshot
	// globalsAt is the step count when the globals were last found as
	// recorded: while no call has run a step since, they cannot differ.
	globalsAt int64
	names     *names // of tables and functions, for tostring
}

// New starts a sandboxed interpreter whose every call is bounded by limits
// and stopped when ctx is done. It has only the safe libraries, with the
// builtins that could run away inside one instruction replaced by counted
// ones, and no print, require or other way out: the caller installs what
// its scripts may call, then calls [Thread.StrictGlobals].
func New(ctx context.Context, limits Limits) *Thread {
	watchMemory()
	b := newBudget(ctx, limits)
	n := &names{}
	L := newState(b, n)
	L.SetContext(b)
	b.memory.meter.L = L
	return &Thread{L: L, budget: b, names: n}
}

// Close releases the interpreter.
func (t *Thread) Close() { t.L.Close() }

// StrictGlobals makes reading an undefined global, or creating a new one, an
// error that says what to do instead. Install every global first.
func (t *Thread) StrictGlobals() { strictGlobals(t.L) }

// Call runs fn with args under a fresh budget and leaves nret results on
// the stack, as L.CallByParam does. A call stopped at a limit returns an
// error and [Thread.Stopped] says why.
func (t *Thread) Call(fn *lua.LFunction, nret int, args ...lua.LValue) error {
	t.budget.start()
	t.names.reset()
	err := t.L.CallByParam(lua.P{Fn: fn, NRet: nret, Protect: true}, args...)
	t.steps += t.budget.steps
	t.charged += t.budget.charged
	t.budget.spent(t.budget.steps)
	return err
}

// Own counts v, and everything it reaches, in the interpreter's memory:
// for values the caller keeps in Go between calls, out of the script's
// reach between them (the script's table, the tables its hooks receive).
func (t *Thread) Own(v lua.LValue) {
	t.budget.memory.meter.roots = append(t.budget.memory.meter.roots, v)
}

// Memory measures the bytes the interpreter holds now, as its memory
// budget counts them ([Limits].Memory).
func (t *Thread) Memory() int64 { return t.budget.memory.meter.measure(math.MaxInt64) }

// Measures is the number of times the memory budget has measured the
// interpreter so far, while its calls ran: what the budget cost, with the
// time of one [Thread.Memory].
func (t *Thread) Measures() int64 { return t.budget.memory.measures }

// ToString is v as the script's tostring writes it: a table or function is
// named "table: 3", numbered in the order the call under way first wrote
// it, never by its address, which differs from run to run.
func (t *Thread) ToString(v lua.LValue) string { return t.names.of(t.L, v) }

// Stopped says why the last call was stopped at a limit, as a sentence that
// follows "script stopped: ", or is "" when no limit stopped it.
func (t *Thread) Stopped() string { return t.budget.tripped }

// Stop stops the call under way at a cap of the caller's: like a runaway
// loop it cannot be caught with pcall, and [Thread.Stopped] returns why.
// The caller then raises the Lua error that ends the call.
func (t *Thread) Stop(why string) { t.budget.trip(why) }

// Charge counts n steps of work done for the call under way outside the
// interpreter (what rulerun does with what the script hands it), against
// its step budget: a call charged past its budget stops at its next
// instruction, as a runaway loop does.
func (t *Thread) Charge(n int64) { t.budget.charge(n) }

// Steps is the number of Lua steps (instructions, and work charged as steps)
// run by every call so far: a measure of a script's cost that does not
// depend on the machine.
func (t *Thread) Steps() int64 { return t.steps }

// Charged is the number of [Thread.Steps] charged for work outside the
// interpreter ([Thread.Charge]): Steps less Charged is the Lua
// instructions run.
func (t *Thread) Charged() int64 { return t.charged }

// LastCall is the number of steps the last call ran, and of them those
// charged for work outside the interpreter ([Thread.Charge]).
func (t *Thread) LastCall() (steps, charged int64) { return t.budget.steps, t.budget.charged }

// KeepGlobals records the globals and the library tables as they are now
// (after the script has loaded), for [Thread.GlobalsChanged].
func (t *Thread) KeepGlobals() { t.globals, t.globalsAt = snapshotGlobals(t.L), t.steps }

// GlobalsChanged names the first global or library entry that differs from
// what [Thread.KeepGlobals] recorded, or returns "". It allocates nothing
// when nothing changed.
func (t *Thread) GlobalsChanged() string {
	if t.globals == nil || t.globalsAt == t.steps {
		return "" // no script code has run since they were last looked at
	}
	name := t.globals.changed()
	if name == "" {
		t.globalsAt = t.steps
	}
	return name
}
