package decl

import "github.com/rulerun/rulerun/runtime/rules"

// The fields of game.match beyond its target and scoring by points: scoring
// by the number of cards held, the direction of each round, the exchange
// between rounds and the words of the match's end.

// readMatchRules reads them into r.
func (rd *planReader) readMatchRules(f *field, r *rules.Rounds) {
	r.Alternate = f.choice("direction", "clockwise", "alternate") == "alternate"
	r.SharedText = f.str("shared_say")
	rd.eachEntry(f, "by_count", bandDecl, func(e *field) {
		b := rules.Band{Max: e.num("max", 0), Each: e.num("each", 0), Points: e.num("points", 0)}
		if b.Max == 0 && e.err == nil {
			e.fail("max", "is required: the most cards of the line, such as 7")
		}
		r.ByCount = append(r.ByCount, b)
	})
	xt := f.table("exchange")
	if xt == nil {
		return
	}
	x := rd.fieldsOf(f.path+".exchange", xt)
	x.only(fieldNames(exchangeDecl)...)
	r.Exchange = &rules.Exchange{Duty: x.str("duty"), Text: x.str("say")}
	if r.Exchange.Duty == "" && x.err == nil {
		x.fail("duty", "is required: the duty of game.duties the winner owes, answered by a verb with does = \"give\"")
	}
	if f.err == nil {
		f.err = x.err
	}
}
