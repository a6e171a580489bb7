package main

import (
	"io"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
)

// loadScript turns the path of a rules script into the rules it holds. It
// is where the front ends meet the Lua adapter: past it, the terminal, the
// scenario runner and the recorder see only the engine's interfaces.
// debug receives what the script prints; nil discards it.
func loadScript(path string, debug io.Writer) (engine.Source, error) {
	s, err := lua.Load(path)
	if err != nil {
		return nil, err
	}
	s.Debug = debug
	return s, nil
}

// loadScriptCovered is [loadScript] with coverage on: the source counts
// the lines of its scripts that run (test --cover).
func loadScriptCovered(path string, debug io.Writer) (engine.Source, error) {
	s, err := lua.LoadCovered(path)
	if err != nil {
		return nil, err
	}
	s.Debug = debug
	return s, nil
}
