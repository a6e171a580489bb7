package lua

import (
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// Beats runs the function declared in place of the rule of what beats
// what (tricks.beats = function(at, card, best), beating.beats =
// function(at, card, on)) with the context a as the table at (at.trumps
// the trumps) and the codes of the two cards, read only, stopped as every
// script call is when it runs away; it must return true or false, else it
// is refused at its line with its field's path.
func (d declaredHooks) Beats(c *rules.Ctx, fn rules.Func, a rules.At, card, on string) (bool, error) {
	h := d.g.host
	h.bind(d.g)
	return d.askFlag(c, fn, h.atTable(a), lua.LString(card), lua.LString(on))
}

// BeatsPlay runs the function declared in place of the rule of what
// beats what in a climbing trick (trick.beats = function(at, play, on))
// with the context a as the table at and the codes of the two plays'
// cards as lists, read only; as Beats, it must return true or false.
func (d declaredHooks) BeatsPlay(c *rules.Ctx, fn rules.Func, a rules.At, play, on []string) (bool, error) {
	h := d.g.host
	h.bind(d.g)
	return d.askFlag(c, fn, h.atTable(a), codeList(h.vm.L, play), codeList(h.vm.L, on))
}

// codeList is a new Lua list of the codes.
func codeList(L *lua.LState, codes []string) *lua.LTable {
	t := L.CreateTable(len(codes), 0)
	for _, c := range codes {
		t.Append(lua.LString(c))
	}
	return t
}

var (
	_ rules.Beater     = declaredHooks{}
	_ rules.PlayBeater = declaredHooks{}
)
