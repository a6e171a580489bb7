package scenario

import (
	"io"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
)

// loadLua is the loader of the tests that run the shipped Lua scripts.
func loadLua(path string, debug io.Writer) (engine.Source, error) {
	s, err := lua.Load(path)
	if err != nil {
		return nil, err
	}
	s.Debug = debug
	return s, nil
}

// newLuaRunner is a runner of Lua scripts.
func newLuaRunner() *Runner { return NewRunner(loadLua) }
