package lua

import "github.com/rulerun/rulerun/runtime/engine"

// Table implements [engine.Tabler]: what the declared game's mechanics show
// seat besides the piles; nil for a game of functions alone.
func (g *Game) Table(seat int) (*engine.Table, error) {
	if g.flow == nil {
		return nil, nil
	}
	return g.flow.Plan().Table(g.flow, seat)
}
