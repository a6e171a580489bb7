package bind

import (
	"github.com/rulerun/rulerun/core"
	lua "github.com/yuin/gopher-lua"
)

// meldListAPI lists melds for rummy games from the same rules the checks
// take, so that what a generator lists and what a check accepts come from
// one rule.
var meldListAPI = []Func{
	{"melds", "g:melds(hand [, rules]) -> {{code...}...}",
		"Every meld the hand (a pile, a list of piles or a list of codes) can lay under the rules (as g:check_meld " +
			"takes them): each set (naturals of one rank, then wilds written W) and each run (consecutive ranks, " +
			"a wild written as the card it stands for, W=R5, and also bare, W, where g:check_meld reads it the same; " +
			"a wild may stand for a card the hand holds). Every meld listed is one g:check_meld accepts, and every " +
			"meld of the hand's cards it accepts is listed: a generator that lists these lists what its check allows.",
		gMelds},
	{"extensions", "g:extensions(meld, hand [, rules]) -> {{code...}...}",
		"Every way to add cards from the hand to a valid meld on the table (a list of codes, as g:check_meld takes " +
			"it) so that it stays valid under the rules: to a set, cards of its rank and wilds; to a run, cards that " +
			"lengthen it at either end, a wild standing for a place. A wild already in the meld keeps its place.",
		gExtensions},
}

func gMelds(cx *call, L *lua.LState) int {
	st := cx.mustState(L, "g:melds")
	hand := cx.kindsArg(L, 2, st)
	L.Push(cx.meldLists(L, cx.cardDeck.Melds(hand, meldRulesArg(L, 3))))
	return 1
}

func gExtensions(cx *call, L *lua.LState) int {
	st := cx.mustState(L, "g:extensions")
	meld := cx.meldCardsOf(L, 2, L.Get(2))
	hand := cx.kindsArg(L, 3, st)
	L.Push(cx.meldLists(L, cx.cardDeck.Extensions(meld, hand, meldRulesArg(L, 4))))
	return 1
}

// meldLists writes melds as lists of codes, a wild standing for a card as
// W=R5.
func (cx *call) meldLists(L *lua.LState, melds [][]core.MeldCard) *lua.LTable {
	d := cx.cardDeck
	out := L.CreateTable(len(melds), 0)
	for _, m := range melds {
		t := L.CreateTable(len(m), 0)
		for _, c := range m {
			code := d.Kind(c.Kind).Code
			if c.As >= 0 {
				code += "=" + d.Kind(c.As).Code
			}
			t.Append(lua.LString(code))
		}
		out.Append(t)
	}
	return out
}
