// Package layout guards the architecture of the whole module. It holds no
// code, only tests that read the module's Go sources and its map
// (docs/architecture.md) and fail when either drifts: which package may
// import which (the core the standard library alone, the interpreter only
// in the Lua packages, the command-line library only in cmd/rulerun, the
// front ends, bots, checks and simulations never Lua), that no Go file
// names a shipped game (the rules live in scripts), and that the map names
// every package of the module and no package that is not there.
package layout
