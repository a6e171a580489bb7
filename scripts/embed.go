// Package scripts holds the games rulerun ships, as scripts built into the
// binary: a script's require "name" finds them from any folder
// (docs/lua-api.md, "Loading other scripts").
package scripts

import "embed"

// FS holds the shipped scripts, each a NAME.lua at its root.
//
//go:embed *.lua
var FS embed.FS
