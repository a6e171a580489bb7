package decl

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// layOf is what a verb's does says it does with the melds.
// layWords are the does words of the verbs that lay melds.
var layWords = map[string]bool{"meld": true, "add": true, "layout": true}

// readMelds reads game.melds: what a meld is, and how the melds laid in the
// shared area are kept, checked and narrated.
func (rd *planReader) readMelds(d *rules.Decl) error {
	f, err := rd.gameTable("melds")
	if err != nil || f.t == nil {
		return err
	}
	f.only(fieldNames(meldsDecl)...)
	r := core.MeldRules{MinSize: f.num("min", 3), MaxWilds: f.num("max_wilds", -1), MinNaturals: f.num("min_naturals", 1),
		Sets: true, Runs: true, Wrap: f.flag("wrap"), AnySuitRuns: f.flag("mixed_suits"), SetSuits: f.flag("set_suits"),
		WildKind: f.str("wild")}
	if f.get("sets") != lua.LNil {
		r.Sets = f.flag("sets")
	}
	if f.get("runs") != lua.LNil {
		r.Runs = f.flag("runs")
	}
	d.Melds = &rules.Melds{Rules: r, Prefix: f.str("prefix"), Group: f.str("group"), OwnFirst: f.flag("own_first"),
		FirstNoWild: f.flag("first_no_wild"), FirstNoWildWhy: f.str("first_no_wild_why"), Rule: f.str("rule"),
		Codes: f.strMap("codes"), TurnRule: f.str("turn_rule"), SetWildWhy: f.str("set_wild_why"),
		AddMovedWhy: f.str("add_moved_why"), NoMeldWhy: f.str("no_meld_why"), LayText: f.str("lay_say"),
		AddText: f.str("add_say"), LayoutText: f.str("layout_say"), FirstText: f.str("first_say"),
		FromHandText: f.str("from_hand_say"), Samples: f.num("samples", 0)}
	return f.err
}

// readTake reads a verb's take: the cards it takes from a pile.
func (rd *planReader) readTake(path string, f *field, v *rules.Verb) error {
	t, err := rd.declTable(path+".take", f.get("take"))
	if err != nil || t == nil {
		return err
	}
	tf := rd.fieldsOf(path+".take", t)
	tf.only(fieldNames(takeDecl)...)
	v.Take = &rules.Take{From: tf.str("from"), All: tf.flag("all"), EndWith: tf.str("end_with"),
		EndWithWhy: tf.str("end_with_why"), EmptyWhy: tf.str("empty_why"), Text: tf.str("say")}
	if v.Take.From == "" && tf.err == nil {
		tf.fail("from", "is required: the pile taken from, such as \"discard\"")
	}
	return tf.err
}
