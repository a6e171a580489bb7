package lua

import "github.com/rulerun/rulerun/runtime/engine"

// Table implements [engine.Tabler]: what the declared game's mechanics show
// seat besides the piles; nil for a game of functions alone. A script that
// writes its own status line (game.status) speaks for the table's status:
// the mechanics' status items give way to it, so that a front end does not
// say the same thing twice (a line that names the suit called, as the
// play's item would); their badges and the rest stay.
func (g *Game) Table(seat int) (*engine.Table, error) {
	if g.flow == nil {
		return nil, nil
	}
	t, err := g.flow.Plan().Table(g.flow, seat)
	if t != nil && g.host.decl.hooks.Status != nil {
		t.Status = nil
	}
	return t, err
}
