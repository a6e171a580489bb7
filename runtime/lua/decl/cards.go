package decl

import "github.com/rulerun/rulerun/runtime/rules"

// cardsField reads a card selection: {ranks = {...}, suits = {...}, kinds =
// {...}, codes = {...}}.
func (rd *planReader) cardsField(f *field, name string) rules.Cards {
	t := f.table(name)
	if t == nil {
		return rules.Cards{}
	}
	c := rd.fieldsOf(f.path+"."+name, t)
	c.only(fieldNames(cardsDecl)...)
	out := rules.Cards{Ranks: c.strings("ranks"), Suits: c.strings("suits"), Kinds: c.strings("kinds"), Codes: c.strings("codes")}
	if f.err == nil {
		f.err = c.err
	}
	return out
}

// selection reads the card selection fields of a table that has others
// besides (an effect).
func (rd *planReader) selection(f *field) rules.Cards {
	return rules.Cards{Ranks: f.strings("ranks"), Suits: f.strings("suits"), Kinds: f.strings("kinds"), Codes: f.strings("codes")}
}
