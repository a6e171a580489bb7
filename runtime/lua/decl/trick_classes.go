package decl

import "github.com/rulerun/rulerun/runtime/rules"

// The fields of game.trick and its kinds beyond sets, runs and bombs: the
// classes of plays, the refusals of plays that do not beat, the opening
// card and the last-card rule.

// readKindShapes reads a kind's fields beyond set, per_rank, min and high.
func (rd *planReader) readKindShapes(e *field, k *rules.Kind) {
	k.OrMore, k.Max, k.Flush, k.Groups = e.flag("or_more"), e.num("max", 0), e.num("flush", 0), e.nums("groups")
	k.Suits = e.choice("suits", "any", "same", "mixed")
	if k.Suits == "any" {
		k.Suits = ""
	}
	k.Compare = e.choice("compare", "high", "rank", "ranks", "groups")
	k.BySize = e.flag("by_size")
}

// readTrickRules reads the trick's classes, refusals, opening card and
// last-card rule.
func (rd *planReader) readTrickRules(f *field, t *rules.Trick) {
	t.Classes, t.Why, t.Rejoin, t.Articles = f.strings("classes"), f.strMap("why"), f.flag("rejoin"), f.flag("articles")
	t.WonText, t.OpenWith, t.OpenText = f.str("won_say"), rd.cardsField(f, "open_with"), f.str("open_say")
	lt := f.table("last_card")
	if lt == nil {
		return
	}
	l := rd.fieldsOf(f.path+".last_card", lt)
	l.only(fieldNames(lastCardDecl)...)
	t.LastCard = &rules.LastCard{Rule: l.str("rule"), Text: l.str("say"), Why: l.strMap("why")}
	if f.err == nil {
		f.err = l.err
	}
}
