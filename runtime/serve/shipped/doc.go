// Package shipped holds the tests of the web table (runtime/serve) that
// serve Lua scripts: every shipped game played through the web protocol
// and audited for hidden cards, the hostile scripts and rule texts, the
// downloads replayed as scenarios, the bots on the server, the load test
// and the real-browser tests. runtime/serve's own tests serve games written
// in Go and never see Lua; these load scripts through runtime/lua, as
// rulerun serve does. The package has no code besides its tests.
package shipped
