package bind

import (
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// declaredGameAPI asks a declared game's engine for its mechanics, from the
// script's own code: a draw from the stock, the end of the turn, a duty.
var declaredGameAPI = []Func{
	{"draw", "g:draw(pile, n [, why]) -> {code...}", "Declared games: draws n cards from the declared stock onto pile, a seat's pile (a hand, a card set aside), refilling the stock as game.stock says and narrating the draw with why; returns the cards drawn (fewer when the stock ran out).", apiDraw},
	{"end_turn", "g:end_turn()", "Declared games: ends the turn of the seat whose turn it is, as a play does: the turn passes on in the direction of play, and what belonged to the turn (the call made, the card drawn) is cleared. For a verb's apply (an effect's turn ends by itself).", apiEndTurn},
	{"impose", "g:impose(duty, seat)", "Declared games: seat owes the duty of game.duties of that name: the decision goes to it, and it must answer before anything else.", apiImpose},
}

// declaredPlanOf is the plan of the declared game being served.
func (cx *call) declaredPlanOf(L *lua.LState, what string) *rules.Plan {
	if cx.plan == nil {
		L.RaiseError("%s is for games that declare their structure (game.deal)", what)
	}
	return cx.plan
}

func apiDraw(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:draw")
	p := cx.declaredPlanOf(L, "g:draw")
	_, to := cx.pileArg(L, 2)
	why := L.OptString(4, "")
	got, err := p.Draw(st, to, L.CheckInt(3), why, scriptCodes(why)...)
	raiseOn(L, "g:draw", err)
	t := L.CreateTable(len(got), 0)
	for _, c := range got {
		t.Append(cx.cardCode(c))
	}
	L.Push(t)
	return 1
}

func apiEndTurn(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:end_turn")
	cx.declaredPlanOf(L, "g:end_turn").EndTurn(st)
	return 0
}

func apiImpose(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:impose")
	p := cx.declaredPlanOf(L, "g:impose")
	raiseOn(L, "g:impose", p.Impose(st, L.CheckString(2), cx.seatArg(L, 3)))
	return 0
}
