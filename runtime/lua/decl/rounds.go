package decl

import (
	"sort"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// readDuties reads game.duties, declared at path as v: the obligations a
// seat may owe, by name.
func (rd *planReader) readDuties(path string, v lua.LValue) ([]rules.Duty, error) {
	t, err := rd.declTable(path, v)
	if err != nil || t == nil {
		return nil, err
	}
	var names []string
	t.ForEach(func(k, _ lua.LValue) { names = append(names, k.String()) })
	sort.Strings(names) // a duty's number in the flow is its place in name order
	var duties []rules.Duty
	for _, name := range names {
		dt, ok := t.RawGetString(name).(*lua.LTable)
		if !ok {
			return nil, rd.Errorf("duties."+name, "game.duties.%s must be a table such as {answers = {\"accept\"}, why = \"...\"}", name)
		}
		duty := rules.Duty{Name: name}
		if err := rd.fieldsOf("game.duties."+name, dt).read(&duty); err != nil {
			return nil, err
		}
		duties = append(duties, duty)
	}
	return duties, nil
}

// checkRounds refuses a match that says neither the total that ends it
// nor how many rounds it lasts.
func checkRounds(f *field, v any) {
	if r := v.(*rules.Rounds); r.Target <= 0 && r.Length <= 0 && r.TargetFn == 0 && r.LengthFn == 0 {
		f.fail("target", "is required: the total that ends the match, above 0 (or rounds, how many rounds the match lasts)")
	}
}
