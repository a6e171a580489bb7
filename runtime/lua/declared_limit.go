package lua

import "github.com/rulerun/rulerun/runtime/rules"

// readLimit reads game.limit: a cap on the game's moves, as a rule of the
// game.
func (h *Host) readLimit(g *Game, d *rules.Decl, _ *declaredPlan) error {
	f, err := h.gameTable(g, "limit")
	if err != nil || f.t == nil {
		return err
	}
	f.only(fieldNames(limitDecl)...)
	d.Limit = rules.Limit{Moves: f.num("moves", 0), Text: f.str("say"), Reason: f.str("reason")}
	if d.Limit.Moves <= 0 && f.err == nil {
		f.fail("moves", "is required: the number of moves after which the game ends, above 0")
	}
	return f.err
}
