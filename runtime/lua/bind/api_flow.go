package bind

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// flowGameAPI reads where a declared game's round stands.
var flowGameAPI = []Func{
	{"flow", "g:flow() -> {named=, reign=, owed=, stack=, skips=, again=, missed=, trick=, moves=, duty=, drew=, melds=, melded=, end_with=, tried=, gives=}", "Declared games: where the round stands, as the engine keeps it: moves, the number of moves made in the game; named, the suit a play named (a code, or nil); reign, the seat holding an open turn (or nil); owed, the cards the next seat draws when the turn passes; stack, the cards a stacked draw penalty holds against the seat to act (effects with stack); skips, the seats that lose their turn then; again, whether the seat to act plays again; missed, the seat that may be caught for a missed call (or nil); trick, the play to beat in a climbing game, {kind=, text=, seat=} (nil when the seat to act leads); duty, the duty the seat to act owes, {name=, seat=, by=, suit=, held=} (by, suit and held when it was imposed: the seat whose move imposed it, the suit to follow before that move, the cards that seat held after it), or nil; drew, the draws the seat to act made this turn (in a turn in steps, a take or an opening of code counts too); melds, the melds of game.melds laid, in order, each as text with each wild's card (\"R3 W=R4 R5\"); melded, by seat, whether it has laid a meld of its own this round; end_with, the verb the seat to act must end its turn with after a take (or nil); tried, by seat, the suits its failed answers named (wrong guesses, as codes such as \"RB\"), or nil; gives, the gifts of their choice seats owe in the exchange between places of game.places, each {seat=, to=, cards=} (nil when none).", apiFlow},
}

func apiFlow(cx *call, L *lua.LState) int {
	st := cx.mustState(L, "g:flow")
	f := rules.FlowOf(st)
	t := L.CreateTable(0, 6)
	if n := rules.Named(st); n >= 0 {
		t.RawSetString("named", lua.LString(st.Deck().Suits()[n].Code))
	}
	if f.Reign > 0 {
		t.RawSetString("reign", lua.LNumber(f.Reign))
	}
	if seat, ok := rules.Missed(st); ok {
		t.RawSetString("missed", lua.LNumber(seat+1))
	}
	if cx.plan != nil {
		if kind, text, seat, ok := cx.plan.TrickOnTable(st); ok {
			tr := L.CreateTable(0, 3)
			tr.RawSetString("kind", lua.LString(kind))
			tr.RawSetString("text", lua.LString(text))
			tr.RawSetString("seat", lua.LNumber(seat+1))
			t.RawSetString("trick", tr)
		}
	}
	if cx.plan != nil {
		if name, d := cx.plan.Owed(st); name != "" {
			t.RawSetString("duty", cx.dutyTable(L, st, name, d))
		}
	}
	t.RawSetString("drew", lua.LNumber(f.Drew))
	cx.flowMelds(L, st, t)
	if tried := triedTable(L, st, rules.Tried(st)); tried != nil {
		t.RawSetString("tried", tried)
	}
	if cx.plan != nil {
		if gives := giftsTable(L, cx.plan.GiftsOwed(st)); gives != nil {
			t.RawSetString("gives", gives)
		}
	}
	t.RawSetString("moves", lua.LNumber(st.MovesLen()))
	t.RawSetString("owed", lua.LNumber(f.Owed))
	t.RawSetString("stack", lua.LNumber(rules.Stacked(st)))
	t.RawSetString("skips", lua.LNumber(f.Skips))
	t.RawSetString("again", lua.LBool(f.Again))
	L.Push(t)
	return 1
}

// dutyTable is a duty as g:flow() tells it.
func (cx *call) dutyTable(L *lua.LState, st *core.State, name string, d rules.DutyDue) *lua.LTable {
	t := L.CreateTable(0, 5)
	t.RawSetString("name", lua.LString(name))
	t.RawSetString("seat", lua.LNumber(seatToActOf(st, d)+1))
	if d.Kind != 0 {
		t.RawSetString("by", lua.LNumber(d.By+1))
		t.RawSetString("held", lua.LNumber(d.Held))
		if d.Suit > 0 {
			t.RawSetString("suit", lua.LString(st.Deck().Suits()[d.Suit-1].Code))
		}
	}
	return t
}

// seatToActOf is the seat that owes the duty: the one it was imposed on, or
// the seat whose turn it is.
func seatToActOf(st *core.State, d rules.DutyDue) int {
	if d.Kind != 0 {
		return d.Seat
	}
	return st.Turn().Current
}

// giftsTable is g:flow().gives: the gifts owed, seats from 1; nil when
// none are.
func giftsTable(L *lua.LState, gifts []rules.GiftOwed) *lua.LTable {
	if len(gifts) == 0 {
		return nil
	}
	t := L.CreateTable(len(gifts), 0)
	for _, gf := range gifts {
		x := L.CreateTable(0, 3)
		x.RawSetString("seat", lua.LNumber(gf.Seat+1))
		x.RawSetString("to", lua.LNumber(gf.To+1))
		x.RawSetString("cards", lua.LNumber(gf.Cards))
		t.Append(x)
	}
	return t
}

// triedTable is g:flow().tried: by seat, the codes of the suits its failed
// answers named; nil when there are none.
func triedTable(L *lua.LState, st *core.State, tried []uint64) *lua.LTable {
	var t *lua.LTable
	for seat, marks := range tried {
		codes := ""
		for i, s := range st.Deck().Suits() {
			if marks&(1<<uint(i)) != 0 {
				codes += s.Code
			}
		}
		if codes == "" {
			continue
		}
		if t == nil {
			t = L.CreateTable(0, 2)
		}
		t.RawSetInt(seat+1, lua.LString(codes))
	}
	return t
}

// flowMelds puts the melds laid, who has melded and what a take bound the
// seat to act to in a g:flow() table.
func (cx *call) flowMelds(L *lua.LState, st *core.State, t *lua.LTable) {
	laid, who := rules.TableMelds(st)
	melds := L.CreateTable(len(laid), 0)
	for _, m := range laid {
		melds.Append(lua.LString(st.Deck().MeldText(m)))
	}
	t.RawSetString("melds", melds)
	melded := L.CreateTable(st.Seats(), 0)
	for s := range st.Seats() {
		melded.Append(lua.LBool(who&(1<<uint(s)) != 0))
	}
	t.RawSetString("melded", melded)
	if e := rules.EndsWith(st); cx.plan != nil && e > 0 {
		if name := cx.plan.EndWith(e - 1); name != "" {
			t.RawSetString("end_with", lua.LString(name))
		}
	}
}
