package decl

import "github.com/rulerun/rulerun/runtime/rules"

// readTrick reads game.trick, a climbing game's trick.
func (rd *planReader) readTrick(d *rules.Decl) error {
	f, err := rd.gameTable("trick")
	if err != nil || f.t == nil {
		return err
	}
	d.Trick = &rules.Trick{}
	return f.read(d.Trick)
}
