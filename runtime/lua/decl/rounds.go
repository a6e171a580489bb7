package decl

import (
	"sort"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// readDuties reads game.duties: the obligations a seat may owe, by name.
func (rd *planReader) readDuties(d *rules.Decl) error {
	t, err := rd.declTable("game.duties", rd.table.RawGetString("duties"))
	if err != nil || t == nil {
		return err
	}
	var names []string
	t.ForEach(func(k, _ lua.LValue) { names = append(names, k.String()) })
	sort.Strings(names) // a duty's number in the flow is its place in name order
	for _, name := range names {
		dt, ok := t.RawGetString(name).(*lua.LTable)
		if !ok {
			return rd.Errorf("duties."+name, "game.duties.%s must be a table such as {answers = {\"accept\"}, why = \"...\"}", name)
		}
		f := rd.fieldsOf("game.duties."+name, dt)
		f.only(fieldNames(dutyDecl)...)
		d.Duties = append(d.Duties, rules.Duty{Name: name, Answers: f.strings("answers"), Pile: f.str("pile"),
			Why: f.str("why"), NoneWhy: f.str("none_why"), Text: f.str("say"), RetryWhy: f.str("retry_why")})
		if f.err != nil {
			return f.err
		}
	}
	return nil
}

// readRounds reads game.match: a match of rounds to a target total.
func (rd *planReader) readRounds(d *rules.Decl) error {
	f, err := rd.gameTable("match")
	if err != nil || f.t == nil {
		return err
	}
	f.only(fieldNames(roundsDecl)...)
	r := &rules.Rounds{Piles: f.strings("piles"), Target: f.num("target", 0), ScoreText: f.str("score_say"), OwnText: f.str("own_say"),
		HeldText: f.str("held_say"), WonText: f.str("won_say")}
	r.Own = f.choice("score", "others", "own") == "own"
	r.LowestWins = f.choice("wins", "highest", "lowest") == "lowest"
	r.WinnerDeals = f.choice("next_dealer", "left", "winner") == "winner"
	rd.readMatchRules(f, r)
	if r.Target <= 0 && f.err == nil {
		f.fail("target", "is required: the total that ends the match, above 0")
	}
	d.Rounds = r
	return f.err
}
