package decl

import "github.com/rulerun/rulerun/runtime/rules"

// readLimit reads game.limit: a cap on the game's moves, as a rule of the
// game.
func (rd *planReader) readLimit(d *rules.Decl) error {
	f, err := rd.gameTable("limit")
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
