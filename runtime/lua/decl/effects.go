package decl

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// readEffects reads game.effects, declared at path as v: what cards do
// when played, in the order they take effect, and the script's apply
// functions they name.
func (rd *planReader) readEffects(path string, v lua.LValue) ([]rules.Effect, error) {
	t, err := rd.declTable(path, v)
	if err != nil || t == nil {
		return nil, err
	}
	var effects []rules.Effect
	if k := notListKey(t); k != "" {
		return nil, rd.Errorf("effects", "game.effects must be a list of effects, one table per card, such as { {ranks = \"Q\", reverse = true} } (it has the field %s)", k)
	}
	for i := 1; i <= t.Len(); i++ {
		et, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			return nil, rd.Errorf(fmt.Sprintf("effects[%d]", i), "game.effects[%d] must be a table such as {ranks = \"Q\", reverse = true}", i)
		}
		f := rd.fieldsOf(fmt.Sprintf("game.effects[%d]", i), et)
		e := rules.Effect{Hook: -1}
		f.read(&e)
		var fn *lua.LFunction
		switch v := f.get("apply").(type) {
		case *lua.LNilType:
		case *lua.LFunction:
			e.Hook, fn = len(rd.effects), v
		default:
			f.fail("apply", "must be a function(g, seat, move), not %s", rd.script.Describe(v))
		}
		if e.Cards.Empty() && f.err == nil {
			f.fail("ranks", "is missing: say which cards the effect is for, with ranks, suits, kinds or codes")
		}
		if f.err != nil {
			return nil, f.err
		}
		if fn != nil {
			rd.effects = append(rd.effects, fn)
		}
		effects = append(effects, e)
	}
	return effects, nil
}

// notListKey returns a key of t that is not a position of a list (the
// first in sorted order, so that the message is the same every run), or "".
func notListKey(t *lua.LTable) string {
	n := t.Len()
	var keys []string
	t.ForEach(func(k, _ lua.LValue) {
		if i, ok := k.(lua.LNumber); ok && float64(i) == float64(int(i)) && int(i) >= 1 && int(i) <= n {
			return
		}
		keys = append(keys, k.String())
	})
	if len(keys) == 0 {
		return ""
	}
	slices.Sort(keys)
	return keys[0]
}
