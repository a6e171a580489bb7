package decl

import "github.com/rulerun/rulerun/runtime/rules"

// readLimit reads game.limit: a cap on the game's moves, as a rule of the
// game.
func (rd *planReader) readLimit(d *rules.Decl) error {
	f, err := rd.gameTable("limit")
	if err != nil || f.t == nil {
		return err
	}
	return f.read(&d.Limit)
}
