package bind

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/runtime/sandbox"
	"github.com/rulerun/rulerun/runtime/words"
	lua "github.com/yuin/gopher-lua"
)

// The common mistakes of a script author, caught where they happen and said
// in the author's words: a misspelt pile, method, option or card would
// otherwise be a nil that fails later with "attempt to index a non-table
// object". Each table below answers a key it lacks with an error naming the
// key and the nearest real one; a key it has costs nothing, since Lua calls
// __index only for a missing key.

// missingKey sets a metatable on t whose __index raises describe(key) for a
// key t lacks.
func (sv *served) missingKey(t *lua.LTable, describe func(key lua.LValue) string) {
	meta := sv.L.CreateTable(0, 2)
	meta.RawSetString("__index", sv.L.NewFunction(func(L *lua.LState) int {
		L.RaiseError("%s", describe(L.Get(2)))
		return 0
	}))
	meta.RawSetString("__metatable", lua.LFalse)
	sv.L.SetMetatable(t, meta)
}

// keysOf lists the string keys of t, sorted.
func keysOf(t *lua.LTable) []string {
	var out []string
	t.ForEach(func(k, _ lua.LValue) {
		if s, ok := k.(lua.LString); ok {
			out = append(out, string(s))
		}
	})
	sort.Strings(out)
	return out
}

// synonyms are names authors try, from other APIs, for the API's names.
var synonyms = map[string]string{"size": "count", "len": "count", "length": "count", "empty": "is_empty",
	"contains": "has", "includes": "has", "remove": "move", "get": "pile", "player": "current"}

// didYouMean is "; did you mean X?" for the known name nearest to name, or "".
func didYouMean(name string, known []string) string {
	if s, ok := synonyms[strings.ToLower(name)]; ok && slices.Contains(known, s) {
		return "; did you mean " + s + "?"
	}
	if best := words.Nearest(name, known); best != "" {
		return "; did you mean " + best + "?"
	}
	return ""
}

// keyName writes a key as the script wrote it.
func keyName(k lua.LValue) string {
	if s, ok := k.(lua.LString); ok {
		return string(s)
	}
	return k.String()
}

// guardGame makes g answer an unknown field or method clearly.
func (sv *served) guardGame(g *lua.LTable) {
	sv.missingKey(g, func(k lua.LValue) string {
		names := keysOf(g)
		return fmt.Sprintf("g has no field or method %q%s (see docs/lua-api.md, or rulerun api)", keyName(k), didYouMean(keyName(k), names))
	})
}

// guardPileMethods makes a pile answer an unknown method clearly.
func (sv *served) guardPileMethods(methods *lua.LTable) {
	sv.missingKey(methods, func(k lua.LValue) string {
		names := keysOf(methods)
		return fmt.Sprintf("a pile has no method %q%s (pile methods: %s)", keyName(k), didYouMean(keyName(k), names), strings.Join(names, ", "))
	})
}

// guardPiles makes g.piles answer an unknown pile clearly, and each
// per-seat list a seat that does not exist.
func (sv *served) guardPiles(piles *lua.LTable, seats int) {
	sv.missingKey(piles, func(k lua.LValue) string {
		names := keysOf(piles)
		return fmt.Sprintf("there is no pile %q%s (the piles are %s; rawget(g.piles, name) asks whether one exists)", keyName(k), didYouMean(keyName(k), names), strings.Join(names, ", "))
	})
	sv.readOnly(piles, "g.piles is read only: make a pile with g:new_pile(name), keep values in g.vars")
	piles.ForEach(func(name, v lua.LValue) {
		if list, ok := v.(*lua.LTable); ok && list.Metatable == lua.LNil {
			sv.missingKey(list, func(k lua.LValue) string {
				return fmt.Sprintf("g.piles.%s has no pile for seat %s: seats are 1 to %d", keyName(name), keyName(k), seats)
			})
			sv.readOnly(list, fmt.Sprintf("g.piles.%s is read only: keep values in g.vars", keyName(name)))
		}
	})
}

// readOnly makes writing a new key into t, a table guarded by missingKey,
// fail with why; rawset is refused too.
func (sv *served) readOnly(t *lua.LTable, why string) {
	meta := t.Metatable.(*lua.LTable)
	meta.RawSetString("__newindex", sv.L.NewFunction(func(L *lua.LState) int {
		L.RaiseError("%s", why)
		return 0
	}))
	meta.RawSetString(sandbox.NoRawset, lua.LString(why))
}

// guardOptions makes g.options answer an unknown option clearly.
func (sv *served) guardOptions(opts *lua.LTable) {
	sv.missingKey(opts, func(k lua.LValue) string {
		names := keysOf(opts)
		if len(names) == 0 {
			return fmt.Sprintf("the game has no option %q: it declares none (game.options)", keyName(k))
		}
		return fmt.Sprintf("the game has no option %q%s (its options are %s)", keyName(k), didYouMean(keyName(k), names), strings.Join(names, ", "))
	})
}

// guardCards makes g.cards answer a code that is not a card of the game.
func (sv *served) guardCards(cards *lua.LTable) {
	sv.missingKey(cards, func(k lua.LValue) string {
		if k == lua.LNil {
			return "g.cards[nil]: a card code is a string such as \"8H\""
		}
		return fmt.Sprintf("%s is not a card of this game (g.cards is indexed by card codes, such as %s)", keyName(k), sv.codes[0].String())
	})
}
