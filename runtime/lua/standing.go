package lua

import (
	"fmt"
	"math"

	"github.com/rulerun/rulerun/runtime/lua/bind"

	lua "github.com/yuin/gopher-lua"
)

// Standings implements [engine.Stander]: the script's standing hook asked
// for every seat; without one, the standing the declarations keep (the
// books laid in a game of asking, a match scored by declared card points),
// or nil. A standing is a number of 0 or more, more being better; the bots
// read it as a seat's share of a win in a game still going.
func (g *Game) Standings() ([]float64, error) {
	h := g.host
	fn := h.decl.hooks.Standing
	if fn == nil && g.flow != nil {
		return g.flow.Standings()
	}
	if fn == nil {
		return nil, nil
	}
	h.bind(g)
	out := make([]float64, g.seats)
	for seat := range out {
		rets, err := h.run(g.state, fn, true, "standing", h.api.G(), h.seatArg(seat))
		if err != nil {
			return nil, err
		}
		n, ok := rets[0].(lua.LNumber)
		if !ok || n < 0 || math.IsInf(float64(n), 0) || math.IsNaN(float64(n)) {
			return nil, &ScriptError{File: fn.Proto.SourceName, Line: fn.Proto.LineDefined,
				Msg: fmt.Sprintf("standing must return a number of 0 or more, more being better (for seat %d it returned %s)", seat+1, bind.Describe(rets[0]))}
		}
		out[seat] = float64(n)
	}
	return out, nil
}
