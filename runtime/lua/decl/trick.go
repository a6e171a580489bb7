package decl

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// readTrick reads game.trick, a climbing game's trick.
func (rd *planReader) readTrick(d *rules.Decl) error {
	f, err := rd.gameTable("trick")
	if err != nil || f.t == nil {
		return err
	}
	f.only(fieldNames(trickDecl)...)
	t := &rules.Trick{Table: f.str("table"), Played: f.str("played"), Rule: f.str("rule"), BombRule: f.str("bomb_rule"),
		LeadRule: f.str("lead_rule"), NotAPlay: f.str("not_a_play"), LeadWhy: f.str("lead_why"),
		OpenWithLowest: f.flag("open_with_lowest"), OpenWhy: f.str("open_why"), RankPlurals: f.strMap("rank_plurals")}
	rd.readTrickRules(f, t)
	rd.eachEntry(f, "kinds", kindDecl, func(e *field) {
		k := rules.Kind{Name: e.str("name"), Set: e.num("set", 0), PerRank: e.num("per_rank", 0),
			Min: e.num("min", 0), High: e.str("high"), ByRank: e.flag("by_rank"), Why: e.strMap("why")}
		rd.readKindShapes(e, &k)
		t.Kinds = append(t.Kinds, k)
	})
	rd.eachEntry(f, "bombs", bombDecl, func(e *field) {
		t.Bombs = append(t.Bombs, rules.Bomb{Kind: e.str("kind"), Length: e.num("length", 0), OrLonger: e.flag("or_longer"),
			On: e.str("on"), OnRanks: rules.Cards{Ranks: e.strings("on_ranks")}, Say: e.str("say")})
	})
	if len(t.Kinds) == 0 && f.err == nil {
		f.fail("kinds", "is required: list the kinds of play, such as {name = \"single\", set = 1}")
	}
	d.Trick = t
	return f.err
}

// eachEntry reads each table of the list field name, checking its fields.
func (rd *planReader) eachEntry(f *field, name string, fields []Field, each func(e *field)) {
	t := f.table(name)
	if t == nil {
		return
	}
	for i := 1; i <= t.Len() && f.err == nil; i++ {
		et, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			f.fail(name, "must list tables")
			return
		}
		e := rd.fieldsOf(fmt.Sprintf("%s.%s[%d]", f.path, name, i), et)
		e.only(fieldNames(fields)...)
		each(e)
		if e.err != nil {
			f.err = e.err
		}
	}
}
