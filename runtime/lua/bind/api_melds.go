package bind

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// meldGameAPI are the functions for rummy games: checking a meld, and
// checking a whole arrangement of melds on the table against the cards on
// the table and in a hand.
var meldGameAPI = []Func{
	{"check_meld", "g:check_meld(cards [, rules]) -> meld, or nil and reason, code",
		"Whether the cards (codes; a wild standing for a card written \"W=P6\") form one valid meld under the " +
			"rules, and what it is: {kind = \"set\" or \"run\", cards = {code...}, text = \"R3 W=R4 R5\", low =, high = " +
			"(rank codes), suit = (a run's suit code), wilds = n}. A run's cards come back in ascending order, each wild " +
			"written as the card it stands for: a wild standing for nothing fills the one missing rank, or extends the " +
			"run below when written before every other card, above otherwise (at the other end where the ranks stop). " +
			"rules: {min = 3, max_wilds = (no limit), min_naturals = 1, sets = true, runs = true, wrap = false, " +
			"mixed_suits = false (a run's cards may differ in suit), set_suits = false (a set's cards must differ " +
			"in suit), wild = \"wild\" (the kind of wild cards)}. code names the problem: size, naturals, wilds, kind, " +
			"set, run, wrap or wild.",
		gCheckMeld},
	{"check_layout", "g:check_layout(melds, table, hand [, rules]) -> layout, or nil and reason, code, index",
		"Whether melds (a list of melds, each a list of codes as for g:check_meld) are a valid arrangement of " +
			"every card on the table plus cards from the hand: each meld valid under the rules, each table card in " +
			"exactly one meld, every other card held. table and hand are piles, lists of piles (a group) or lists " +
			"of codes. Returns {melds = {meld...}, from_hand = {code...}}, the melds as g:check_meld gives them and " +
			"the hand's cards the layout uses; or nil, the reason (naming every meld at fault, numbered as listed), " +
			"a code (those of g:check_meld, or missing: a table card left out, extra: a card neither on the table nor " +
			"in the hand) and the index of the first meld at fault (nil for a card left out). For a rearrangement of the melds on the table in one move.",
		gCheckLayout},
}

// meldRulesArg reads the optional rules table at argument n.
func meldRulesArg(L *lua.LState, n int) core.MeldRules {
	r := core.MeldRules{MinSize: 3, MaxWilds: -1, MinNaturals: 1, Sets: true, Runs: true}
	t, ok := L.Get(n).(*lua.LTable)
	if !ok {
		if L.Get(n) != lua.LNil {
			L.ArgError(n, "rules must be a table such as {min = 3, max_wilds = 1}")
		}
		return r
	}
	num := func(key string, into *int) {
		switch v := t.RawGetString(key).(type) {
		case lua.LNumber:
			*into = int(v)
		case *lua.LNilType:
		default:
			L.ArgError(n, "rules."+key+" must be a number")
		}
	}
	flag := func(key string, into *bool) {
		switch v := t.RawGetString(key).(type) {
		case lua.LBool:
			*into = bool(v)
		case *lua.LNilType:
		default:
			L.ArgError(n, "rules."+key+" must be true or false")
		}
	}
	known := map[string]bool{"min": true, "max_wilds": true, "min_naturals": true, "sets": true, "runs": true,
		"wrap": true, "mixed_suits": true, "set_suits": true, "wild": true}
	t.ForEach(func(k, _ lua.LValue) {
		if s, ok := k.(lua.LString); !ok || !known[string(s)] {
			L.ArgError(n, "rules has no field "+k.String()+" (fields: min, max_wilds, min_naturals, sets, runs, wrap, mixed_suits, set_suits, wild)")
		}
	})
	num("min", &r.MinSize)
	num("max_wilds", &r.MaxWilds)
	num("min_naturals", &r.MinNaturals)
	flag("sets", &r.Sets)
	flag("runs", &r.Runs)
	flag("wrap", &r.Wrap)
	flag("mixed_suits", &r.AnySuitRuns)
	flag("set_suits", &r.SetSuits)
	if w, ok := t.RawGetString("wild").(lua.LString); ok {
		r.WildKind = string(w)
	}
	return r
}

// meldCardsOf reads a list of codes, "W=P6" for a card standing for another
// (argument n).
func (cx *call) meldCardsOf(L *lua.LState, n int, v lua.LValue) []core.MeldCard {
	t, ok := v.(*lua.LTable)
	if !ok {
		L.ArgError(n, "a meld must be a list of card codes such as {\"R3\", \"W=R4\", \"R5\"}")
	}
	size := t.Len()
	out := make([]core.MeldCard, 0, size)
	for i := 1; i <= size; i++ {
		s, ok := t.RawGetInt(i).(lua.LString)
		if !ok {
			L.ArgError(n, "a meld must be a list of card codes (entry "+itoa(i)+" is a "+t.RawGetInt(i).Type().String()+")")
		}
		code, as, annotated := strings.Cut(string(s), "=")
		c := core.MeldCard{Kind: cx.kindOfCode(L, n, code), As: -1}
		if annotated {
			c.As = cx.kindOfCode(L, n, as)
		}
		out = append(out, c)
	}
	return out
}

func (cx *call) kindOfCode(L *lua.LState, n int, code string) int {
	k, ok := cx.cardDeck.Lookup(code)
	if !ok {
		L.ArgError(n, code+" is not a card of this game")
	}
	return k
}

// kindsArg reads argument n: a pile, a list of piles, or a list of codes,
// as card kinds.
func (cx *call) kindsArg(L *lua.LState, n int, st *core.State) []int {
	var out []int
	addPile := func(v lua.LValue) bool {
		ud, ok := v.(*lua.LUserData)
		if !ok {
			return false
		}
		id, ok := ud.Value.(core.PileID)
		if !ok || int(id) >= st.NumPiles() {
			return false
		}
		for _, c := range st.Pile(id).Cards {
			out = append(out, cx.cardDeck.KindOf(c))
		}
		return true
	}
	v := L.Get(n)
	if addPile(v) {
		return out
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		L.ArgError(n, "must be a pile, a list of piles or a list of card codes")
	}
	for i := 1; i <= t.Len(); i++ {
		e := t.RawGetInt(i)
		if s, ok := e.(lua.LString); ok {
			out = append(out, cx.kindOfCode(L, n, string(s)))
			continue
		}
		if !addPile(e) {
			L.ArgError(n, "must be a pile, a list of piles or a list of card codes (entry "+itoa(i)+" is a "+e.Type().String()+")")
		}
	}
	return out
}

func (cx *call) meldTable(L *lua.LState, m core.Meld) *lua.LTable {
	d := cx.cardDeck
	t := L.CreateTable(0, 7)
	t.RawSetString("kind", lua.LString(m.Kind.String()))
	cards := L.CreateTable(len(m.Cards), 0)
	for _, c := range m.Cards {
		code := d.Kind(c.Kind).Code
		if c.As >= 0 {
			code += "=" + d.Kind(c.As).Code
		}
		cards.Append(lua.LString(code))
	}
	t.RawSetString("cards", cards)
	t.RawSetString("text", lua.LString(d.MeldText(m.Cards)))
	ranks := d.Ranks()
	t.RawSetString("low", lua.LString(ranks[m.Rank].Code))
	t.RawSetString("high", lua.LString(ranks[m.High].Code))
	if m.Kind == core.MeldRun && m.Suit >= 0 {
		t.RawSetString("suit", lua.LString(d.Suits()[m.Suit].Code))
	}
	t.RawSetString("wilds", lua.LNumber(m.Wilds))
	return t
}

func gCheckMeld(cx *call, L *lua.LState) int {
	cx.mustState(L, "g:check_meld")
	cards := cx.meldCardsOf(L, 2, L.Get(2))
	m, err := cx.cardDeck.CheckMeld(cards, meldRulesArg(L, 3))
	if err != nil {
		L.Push(lua.LNil)
		L.Push(lua.LString(err.Error()))
		L.Push(lua.LString(err.(*core.MeldError).Code))
		return 3
	}
	L.Push(cx.meldTable(L, m))
	return 1
}

func gCheckLayout(cx *call, L *lua.LState) int {
	st := cx.mustState(L, "g:check_layout")
	list := L.CheckTable(2)
	melds := make([][]core.MeldCard, 0, list.Len())
	for i := 1; i <= list.Len(); i++ {
		melds = append(melds, cx.meldCardsOf(L, 2, list.RawGetInt(i)))
	}
	table, hand := cx.kindsArg(L, 3, st), cx.kindsArg(L, 4, st)
	l, err := cx.cardDeck.CheckLayout(melds, table, hand, meldRulesArg(L, 5))
	if err != nil {
		e := err.(*core.MeldError)
		L.Push(lua.LNil)
		L.Push(lua.LString(e.Error()))
		L.Push(lua.LString(e.Code))
		if e.Meld >= 0 {
			L.Push(sandbox.Int(e.Meld + 1))
		} else {
			L.Push(lua.LNil)
		}
		return 4
	}
	t := L.CreateTable(0, 2)
	ms := L.CreateTable(len(l.Melds), 0)
	for _, m := range l.Melds {
		ms.Append(cx.meldTable(L, m))
	}
	t.RawSetString("melds", ms)
	used := L.CreateTable(len(l.FromHand), 0)
	for _, k := range l.FromHand {
		used.Append(cx.codes[k])
	}
	t.RawSetString("from_hand", used)
	L.Push(t)
	return 1
}
