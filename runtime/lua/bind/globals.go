package bind

import (
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// luaReject refuses the move being played: reject("reason").
func luaReject(cx *call, L *lua.LState) int {
	if v := L.Get(1); v != lua.LNil && v.Type() != lua.LTString {
		L.RaiseError("reject takes a message, the reason the move breaks a rule (a string such as \"RULE-7: follow suit\"), not %s", Describe(v))
	}
	reason := L.OptString(1, "")
	if reason == "" {
		reason = "the rules do not allow this move"
	}
	cx.rejected = reason
	cx.rejectedAt = L.Where(1)
	L.RaiseError("move rejected: %s", reason)
	return 0
}

// luaMathRandom answers math.random from the game's seeded generator.
func luaMathRandom(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "math.random")
	switch L.GetTop() {
	case 0:
		L.Push(lua.LNumber(st.RandomFloat()))
	case 1:
		n := L.CheckInt(1)
		if n < 1 {
			L.RaiseError("%s", "interval is empty")
		}
		L.Push(sandbox.Int(st.Random(n) + 1))
	default:
		lo, hi := L.CheckInt(1), L.CheckInt(2)
		if hi < lo {
			L.RaiseError("%s", "interval is empty")
		}
		L.Push(sandbox.Int(lo + st.Random(hi-lo+1)))
	}
	return 1
}
