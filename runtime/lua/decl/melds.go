package decl

import "github.com/rulerun/rulerun/runtime/rules"

// layWords are the does words of the verbs that lay melds.
var layWords = map[string]bool{"meld": true, "add": true, "layout": true}

// readMelds reads game.melds: what a meld is, and how the melds laid in the
// shared area are kept, checked and narrated.
func (rd *planReader) readMelds(d *rules.Decl) error {
	f, err := rd.gameTable("melds")
	if err != nil || f.t == nil {
		return err
	}
	d.Melds = &rules.Melds{}
	return f.read(d.Melds)
}
