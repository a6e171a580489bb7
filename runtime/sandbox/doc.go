// Package sandbox is rulerun's sandboxed Lua interpreter: it runs untrusted
// script code on gopher-lua so that nothing a script does can reach past the
// functions its caller installs, run without end, or fill the memory.
//
// A [Thread] is one interpreter and the budget of its calls, in the way a
// starlark Thread is: the caller makes one with [New], passing the context
// that can stop it and the [Limits] of every call, installs the functions
// its scripts may use in Thread.L, calls [Thread.StrictGlobals], and runs
// code compiled once by [Compile] with [Thread.Call]. A thread is not safe
// for concurrent use; give each goroutine its own.
//
// What the sandbox guarantees:
//   - no way out: only the base, string, table and math libraries, without
//     the functions that reach files, the environment or the compiler, a
//     rawset that respects [NoRawset], setmetatable only on tables, and
//     library tables rebuilt in sorted order so that pairs over them is the
//     same in every run;
//   - every call ends: the VM counts each instruction against
//     [Limits].Steps, the reproducible stop, with a wall clock behind it;
//     caught errors, pattern matching and the other work done inside one
//     instruction are charged as steps, and the builtins that could run away
//     there (string.rep, format, gsub, find, match, gmatch, table.concat)
//     are capped. A stopped call cannot be caught with pcall, and
//     [Thread.Stopped] says which limit stopped it;
//   - memory: each interpreter measures what its script holds (meter.go)
//     now and then between steps, and a call whose interpreter holds more
//     than [Limits].Memory is stopped, whatever other interpreters hold;
//     a heap watchdog asks every interpreter to measure when the heap
//     grows fast, and stops every call only past [MemoryLimit], far above
//     any budget; no single instruction can allocate a huge array;
//   - determinism: no clock, and no iteration in Go map order.
//
// Lua's own pattern matching is replaced by a matcher written here, which
// counts its steps (pattern.go). The package knows nothing of games: the
// bindings that give scripts a game (runtime/lua) are its only user.
// docs/sandbox.md lists every limit with its number.
package sandbox
