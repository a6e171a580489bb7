// Package check validates a rules implementation by self-play: it plays
// seeded games with random bots and checks, at every decision, the promises
// a script makes to its players (rulerun validate). It works against the
// engine's interfaces and never sees Lua.
package check
