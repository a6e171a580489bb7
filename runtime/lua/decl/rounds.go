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
		duty := rules.Duty{Name: name}
		if err := f.read(&duty); err != nil {
			return err
		}
		d.Duties = append(d.Duties, duty)
	}
	return nil
}

// readRounds reads game.match: a match of rounds to a target total.
func (rd *planReader) readRounds(d *rules.Decl) error {
	f, err := rd.gameTable("match")
	if err != nil || f.t == nil {
		return err
	}
	d.Rounds = &rules.Rounds{}
	return f.read(d.Rounds)
}
