package bind

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// pileAPI is every method of a pile handle, in the order the reference lists
// them. Positions count from 1 at the bottom; the top is the last card.
var pileAPI = []Func{
	{"name", "p:name() -> string", "The pile's name, such as \"discard\" or \"hand.2\".", pName},
	{"owner", "p:owner() -> seat or nil", "The seat that owns the pile.", pOwner},
	{"count", "p:count() -> n", "How many cards the pile holds.", pCount},
	{"is_empty", "p:is_empty() -> bool", "Whether the pile holds no card.", pIsEmpty},
	{"top", "p:top() -> code or nil", "The top card.", pTop},
	{"bottom", "p:bottom() -> code or nil", "The bottom card.", pBottom},
	{"cards", "p:cards() -> {code...}", "Every card, bottom first.", pCards},
	{"peek", "p:peek(n) -> {code...}", "The top n cards, top first.", pPeek},
	{"has", "p:has(code) -> bool", "Whether the pile holds a card with that code.", pHas},
	{"find", "p:find(code) -> position or nil", "The position (1 = bottom) of the topmost copy of a card.", pFind},
	{"count_of", "p:count_of(code) -> n", "How many copies of the card the pile holds.", pCountOf},
	{"filter", "p:filter{suit=, rank=, kind=, unique=} -> {code...}", "The cards matching every field given, bottom first; unique=true lists each code once. {any = {{suit=\"H\"}, {rank=\"8\"}}} matches any of the alternatives.", pFilter},
	{"any_of", "p:any_of(field, value, field, value, ...) -> {code...}", "The cards matching any of the pairs (fields: suit, rank, kind, code), each code once, bottom first. A nil value is skipped. The cheapest filter: hand:any_of(\"suit\", \"H\", \"rank\", \"8\").", pAnyOf},
	{"runs", "p:runs{min=3, max=, per_rank=1, low=, high=, same_suit=false, suit=...} -> {{code...}...}", "Every run the pile's cards can make: min to max consecutive ranks (between ranks low and high), per_rank cards of each rank, one suit if same_suit; filter fields limit the cards used. Each run is listed once, lowest first.", pRuns},
	{"sets", "p:sets(n [, filter]) -> {{code...}...}", "Every n cards of one rank (pairs, triples...), each combination once.", pSets},
	{"move", "p:move(code, to [, \"bottom\"])", "Moves the topmost copy of a card to the top (or bottom) of pile to; an error if p has no such card.", pMove},
	{"move_top", "p:move_top(to [, \"bottom\"]) -> code or nil", "Moves the top card to pile to, returning it (nil when p is empty).", pMoveTop},
	{"move_at", "p:move_at(position, to [, \"bottom\"]) -> code", "Moves the card at a position (1 = bottom) to pile to.", pMoveAt},
	{"draw", "p:draw(n, to [, why]) -> {code...}", "Moves up to n cards one by one from the top of p onto to; returns those moved (fewer when p runs out). When to belongs to a seat, rulerun tells the game: that seat reads \"You draw 7C 9H (why).\", the others \"seat 2 draws 2 cards (why).\" (the cards are named to whoever sees pile to).", pDraw},
	{"deal", "p:deal(n, {pile...})", "Deals n cards to each pile in turn, one at a time; an error, changing nothing, if p has too few.", pDeal},
	{"move_all", "p:move_all(to)", "Moves every card onto pile to, keeping their order.", pMoveAll},
	{"shuffle", "p:shuffle()", "Shuffles the pile with the game's seeded generator.", pShuffle},
	{"sort", "p:sort()", "Sorts the pile in the deck's order (by rank, then suit), lowest at the bottom.", pSort},
	{"visibility", "p:visibility() -> string", "Who sees the cards: hidden, public, owner, top or others.", pVisibility},
	{"set_visibility", "p:set_visibility(v)", "Changes who sees the cards (hidden, public, owner, top, others).", pSetVisibility},
	{"show_to", "p:show_to(seat)", "Lets one more seat see every card of the pile (a hand shown to a challenger).", pShowTo},
	{"hide_from", "p:hide_from([seat])", "Undoes show_to for seat, or for every seat.", pHideFrom},
}

// pileHandle returns the Lua handle of a pile; handles hold only the pile's
// id, so they stay valid in every fork and clone of the game.
func (sv *served) pileHandle(id core.PileID) *lua.LUserData {
	for int(id) >= len(sv.piles) {
		sv.piles = append(sv.piles, nil)
	}
	if sv.piles[id] == nil {
		ud := sv.L.NewUserData()
		ud.Value = id
		ud.Metatable = sv.pileMeta
		sv.piles[id] = ud
	}
	return sv.piles[id]
}

func (sv *served) growPiles(st *core.State) {
	for len(sv.piles) < st.NumPiles() {
		sv.piles = append(sv.piles, nil)
	}
}

// pileArg reads a pile handle argument.
func (cx *call) pileArg(L *lua.LState, n int) (*core.State, core.PileID) {
	st := cx.mustState(L, "a pile method")
	ud, ok := L.Get(n).(*lua.LUserData)
	if ok {
		if id, ok := ud.Value.(core.PileID); ok && int(id) < st.NumPiles() {
			return st, id
		}
	}
	if n == 1 {
		L.RaiseError("pile methods are called with ':' (hand:count(), not hand.count())")
	}
	L.RaiseError("argument %d must be a pile (from g:pile), not %s", n-1, L.Get(n).Type())
	return nil, 0
}

// mutPileArg is pileArg for methods that change the game.
func (cx *call) mutPileArg(L *lua.LState, n int, what string) (*core.State, core.PileID) {
	cx.mutState(L, what)
	return cx.pileArg(L, n)
}

func (cx *call) pileName(L *lua.LState, n int) string {
	st, id := cx.pileArg(L, n)
	return st.Pile(id).Name
}

func posArg(L *lua.LState, n int) core.Position {
	switch L.OptString(n, "top") {
	case "top":
		return core.OnTop
	case "bottom":
		return core.AtBottom
	}
	L.RaiseError("where must be \"top\" or \"bottom\"")
	return core.OnTop
}

func pName(cx *call, L *lua.LState) int {
	L.Push(lua.LString(cx.pileName(L, 1)))
	return 1
}

func pOwner(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	if o := st.Pile(id).Owner; o >= 0 {
		L.Push(sandbox.Int(o + 1))
	} else {
		L.Push(lua.LNil)
	}
	return 1
}

func pCount(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	L.Push(sandbox.Int(st.Pile(id).Len()))
	return 1
}

func pIsEmpty(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	L.Push(lua.LBool(st.Pile(id).Len() == 0))
	return 1
}

func pTop(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	if c, ok := st.Pile(id).Top(); ok {
		L.Push(cx.cardCode(c))
	} else {
		L.Push(lua.LNil)
	}
	return 1
}

func pBottom(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	if cards := st.Pile(id).Cards; len(cards) > 0 {
		L.Push(cx.cardCode(cards[0]))
	} else {
		L.Push(lua.LNil)
	}
	return 1
}

func pCards(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	cards := st.Pile(id).Cards
	t := cx.newList(L, len(cards))
	for _, c := range cards {
		t.Append(cx.cardCode(c))
	}
	L.Push(t)
	return 1
}

func pPeek(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	cards := st.Pile(id).Cards
	n := min(L.CheckInt(2), len(cards))
	t := cx.newList(L, n)
	for i := 0; i < n; i++ {
		t.Append(cx.cardCode(cards[len(cards)-1-i]))
	}
	L.Push(t)
	return 1
}

func pHas(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	L.Push(lua.LBool(st.Find(id, cx.kindArg(L, 2)) >= 0))
	return 1
}

func pFind(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	if i := st.Find(id, cx.kindArg(L, 2)); i >= 0 {
		L.Push(sandbox.Int(i + 1))
	} else {
		L.Push(lua.LNil)
	}
	return 1
}

func pCountOf(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	k := cx.kindArg(L, 2)
	n := 0
	for _, c := range st.Pile(id).Cards {
		if cx.cardDeck.KindOf(c) == k {
			n++
		}
	}
	L.Push(sandbox.Int(n))
	return 1
}

// cardQuery is one alternative of a filter: every field given must match.
type cardQuery struct{ suit, rank, kind lua.LValue }

func (q cardQuery) match(c *core.Card) bool {
	return (q.suit == lua.LNil || c.Suit == q.suit.String()) && (q.rank == lua.LNil || c.Rank == q.rank.String()) &&
		(q.kind == lua.LNil || c.Kind == q.kind.String())
}

func queryOf(t *lua.LTable) cardQuery {
	return cardQuery{suit: t.RawGetString("suit"), rank: t.RawGetString("rank"), kind: t.RawGetString("kind")}
}

// queries reads a filter: {suit=, rank=, kind=} or {any = {{...}, {...}}},
// appending its alternatives to out.
func queries(L *lua.LState, t *lua.LTable, out []cardQuery) []cardQuery {
	alts, ok := t.RawGetString("any").(*lua.LTable)
	if !ok {
		return append(out, queryOf(t))
	}
	for i := 1; i <= alts.Len(); i++ {
		a, ok := alts.RawGetInt(i).(*lua.LTable)
		if !ok {
			L.RaiseError("filter: any must be a list of tables such as {suit = \"H\"}")
		}
		out = append(out, queryOf(a))
	}
	return out
}

// matching returns the cards of a pile that match a filter table, bottom
// first, each code once when unique is set.
// The list is the served game's scratch, valid until the next call of a
// pile method, or the pile's own cards when the filter keeps them all:
// the caller only reads it.
func (cx *call) matching(L *lua.LState, cards []core.CardID, t *lua.LTable) []core.CardID {
	var buf [4]cardQuery
	qs := queries(L, t, buf[:0])
	unique := lua.LVAsBool(t.RawGetString("unique"))
	if !unique && len(qs) == 1 && qs[0] == (cardQuery{lua.LNil, lua.LNil, lua.LNil}) {
		return cards // no field limits the cards (p:runs{min = 3}): all of them, read only
	}
	var seen uint64 // kinds seen, for decks of up to 64 kinds; a map beyond
	var seenMap map[int]bool
	out := cx.picked[:0]
	for _, c := range cards {
		card := cx.cardDeck.Card(c)
		ok := false
		for _, q := range qs {
			if q.match(card) {
				ok = true
				break
			}
		}
		if !ok {
			continue
		}
		if unique {
			k := cx.cardDeck.KindOf(c)
			if k < 64 {
				if seen&(1<<uint(k)) != 0 {
					continue
				}
				seen |= 1 << uint(k)
			} else {
				if seenMap == nil {
					seenMap = map[int]bool{}
				}
				if seenMap[k] {
					continue
				}
				seenMap[k] = true
			}
		}
		out = append(out, c)
	}
	cx.picked = out
	return out
}

func (cx *call) codeList(L *lua.LState, cards []core.CardID) *lua.LTable {
	t := cx.newList(L, len(cards))
	for _, c := range cards {
		t.Append(cx.cardCode(c))
	}
	return t
}

func pFilter(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	L.Push(cx.codeList(L, cx.matching(L, st.Pile(id).Cards, L.CheckTable(2))))
	return 1
}

// pAnyOf lists the cards matching any of the field, value pairs given, each
// code once: hand:any_of("suit", "H", "rank", "5"). It needs no table, so it
// is the cheapest filter.
func pAnyOf(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	top := L.GetTop()
	if top%2 == 0 {
		L.RaiseError("any_of takes field, value pairs, such as hand:any_of(\"suit\", \"H\", \"rank\", \"8\")")
	}
	var buf [4]fieldPair
	pairs := buf[:0]
	for i := 2; i < top; i += 2 {
		pairs = append(pairs, pairOf(L.Get(i), L.Get(i+1)))
	}
	var seen uint64
	found := cx.found[:0]
	for _, c := range st.Pile(id).Cards {
		k := cx.cardDeck.KindOf(c)
		if k < 64 && seen&(1<<uint(k)) != 0 {
			continue
		}
		card := cx.cardDeck.Card(c)
		for _, p := range pairs {
			if p.is(L, card) {
				if k < 64 {
					seen |= 1 << uint(k)
				}
				found = append(found, cx.codes[k])
				break
			}
		}
	}
	L.Push(cx.listOf(L, found))
	return 1
}

// listOf makes a Lua list of found, the served game's scratch of values
// (cx.found, grown by the caller), sized to them: a table that grows one
// value at a time starts with room for 32. The scratch keeps no Lua value
// past a call that returns.
func (cx *call) listOf(L *lua.LState, found []lua.LValue) *lua.LTable {
	out := cx.newList(L, len(found))
	for _, v := range found {
		out.Append(v)
	}
	clear(found)
	cx.found = found[:0]
	return out
}

// fieldPair is one field, value pair of p:any_of, read once for all the
// pile's cards: the field's name and the value's text, or skip for a nil
// value (a pair that matches nothing).
type fieldPair struct {
	field lua.LValue
	value string
	skip  bool
}

func pairOf(field, value lua.LValue) fieldPair {
	if value == lua.LNil {
		return fieldPair{skip: true}
	}
	return fieldPair{field: field, value: value.String()}
}

// is reports whether card c matches the pair, as fieldIs does.
func (p fieldPair) is(L *lua.LState, c *core.Card) bool {
	if p.skip {
		return false
	}
	switch lua.LVAsString(p.field) {
	case "suit":
		return c.Suit == p.value
	case "rank":
		return c.Rank == p.value
	case "kind":
		return c.Kind == p.value
	case "code":
		return c.Code == p.value
	}
	L.RaiseError("any_of: unknown field %s (use suit, rank, kind or code)", p.field.String())
	return false
}

func fieldIs(L *lua.LState, c *core.Card, field, value lua.LValue) bool {
	return pairOf(field, value).is(L, c)
}

func (cx *call) comboList(L *lua.LState, combos [][]core.CardID) *lua.LTable {
	t := cx.newList(L, len(combos))
	for _, c := range combos {
		t.Append(cx.codeList(L, c))
	}
	return t
}

// pRuns lists runs: {min = 2, max = n, per_rank = 1, same_suit = false,
// low = code-rank, high = code-rank} plus any filter fields.
func pRuns(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	q, ok := L.Get(2).(*lua.LTable)
	if !ok {
		L.OptTable(2, nil) // refuses a value that is neither a table nor nil
		q = emptyQuery
	}
	cards := cx.matching(L, st.Pile(id).Cards, q)
	ranks := len(cx.cardDeck.Ranks())
	minLen := max(optInt(q, "min", 3), 1)
	maxLen := min(optInt(q, "max", ranks), ranks)
	per := optInt(q, "per_rank", 1)
	lo, hi := cx.rankBound(L, q, "low", 0), cx.rankBound(L, q, "high", ranks-1)
	same := lua.LVAsBool(q.RawGetString("same_suit"))
	if per <= 0 {
		L.Push(cx.newList(L, 0))
		return 1
	}
	// No run is longer than the longest streak of ranks held per times:
	// the lengths past it list nothing and count nothing below.
	counts := cx.perRank(cards)
	maxLen = min(maxLen, longestStreak(counts, per, lo, hi))
	if per <= len(cards) && tooManyRuns(counts, minLen, maxLen, per, lo, hi) {
		L.RaiseError("runs: more than %d runs to list; narrow it with min, max, low, high or a filter such as suit", maxCombos)
	}
	found := cx.found[:0]
	for n := minLen; n <= maxLen; n++ { // each length's runs made into lists before the next's are listed
		for _, run := range cx.combos.Runs(cx.cardDeck, cards, n, per, lo, hi, same) {
			found = append(found, cx.codeList(L, run))
		}
	}
	L.Push(cx.listOf(L, found))
	return 1
}

// emptyQuery is the filter of p:runs() called without one: it is only
// read.
var emptyQuery = &lua.LTable{Metatable: lua.LNil}

// longestStreak is the most ranks in a row within lo..hi of which counts
// holds at least per cards each.
func longestStreak(counts []int, per, lo, hi int) int {
	best, streak := 0, 0
	for r := max(lo, 0); r <= hi && r < len(counts); r++ {
		if counts[r] < per {
			streak = 0
			continue
		}
		streak++
		best = max(best, streak)
	}
	return best
}

func optInt(t *lua.LTable, k string, def int) int {
	if n, ok := t.RawGetString(k).(lua.LNumber); ok {
		return int(n)
	}
	return def
}

// rankBound reads a rank code bound (low = "3") as a rank index.
func (cx *call) rankBound(L *lua.LState, t *lua.LTable, k string, def int) int {
	v := t.RawGetString(k)
	if v == lua.LNil {
		return def
	}
	i, ok := cx.cardDeck.RankIndex(v.String())
	if !ok {
		L.RaiseError("%s = %s is not a rank of this deck", k, v.String())
	}
	return i
}

// pSets lists every n cards of one rank: p:sets(n [, filter]).
func pSets(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	n := L.CheckInt(2)
	cards := st.Pile(id).Cards
	if q, ok := L.Get(3).(*lua.LTable); ok {
		cards = cx.matching(L, cards, q)
	}
	if n > 0 && n <= len(cards) && tooManySets(cx.perRank(cards), n) {
		L.RaiseError("sets: more than %d sets to list; narrow it with a filter", maxCombos)
	}
	L.Push(cx.comboList(L, cx.combos.Sets(cx.cardDeck, cards, n)))
	return 1
}

func pMove(cx *call, L *lua.LState) int {
	st, from := cx.mutPileArg(L, 1, "move")
	k := cx.kindArg(L, 2)
	_, to := cx.pileArg(L, 3)
	_, err := st.MoveKind(from, k, to, posArg(L, 4))
	raiseOn(L, "move", err)
	return 0
}

func pMoveTop(cx *call, L *lua.LState) int {
	st, from := cx.mutPileArg(L, 1, "move_top")
	_, to := cx.pileArg(L, 2)
	n := st.Pile(from).Len()
	if n == 0 {
		L.Push(lua.LNil)
		return 1
	}
	c, err := st.MoveAt(from, n-1, to, posArg(L, 3))
	raiseOn(L, "move_top", err)
	L.Push(cx.cardCode(c))
	return 1
}

func pMoveAt(cx *call, L *lua.LState) int {
	st, from := cx.mutPileArg(L, 1, "move_at")
	i := L.CheckInt(2)
	_, to := cx.pileArg(L, 3)
	c, err := st.MoveAt(from, i-1, to, posArg(L, 4))
	raiseOn(L, "move_at", err)
	L.Push(cx.cardCode(c))
	return 1
}

func pDraw(cx *call, L *lua.LState) int {
	st, from := cx.mutPileArg(L, 1, "draw")
	n := min(L.CheckInt(2), st.Pile(from).Len()) // no more: drawing onto itself, the pile never runs out
	_, to := cx.pileArg(L, 3)
	why := cx.optLogLine(L, st, 4, "p:draw")
	moved, err := st.Draw(from, to, n)
	raiseOn(L, "draw", err)
	if owner := st.Pile(to).Owner; owner >= 0 {
		st.LogDraw(owner, moved, to, why, scriptCodes(why)...)
	}
	t := L.CreateTable(len(moved), 0)
	for _, c := range moved {
		t.Append(cx.cardCode(c))
	}
	L.Push(t)
	return 1
}

func pDeal(cx *call, L *lua.LState) int {
	st, from := cx.mutPileArg(L, 1, "deal")
	n := L.CheckInt(2)
	list := L.CheckTable(3)
	var to []core.PileID
	for i := 1; i <= list.Len(); i++ {
		L.Push(list.RawGetInt(i))
		_, id := cx.pileArg(L, L.GetTop())
		L.Pop(1)
		to = append(to, id)
	}
	if len(to) == 0 {
		return 0 // core.Deal would count n rounds of nothing
	}
	raiseOn(L, "deal", st.Deal(from, to, n))
	return 0
}

func pMoveAll(cx *call, L *lua.LState) int {
	st, from := cx.mutPileArg(L, 1, "move_all")
	_, to := cx.pileArg(L, 2)
	raiseOn(L, "move_all", st.MoveAll(from, to))
	return 0
}

func pShuffle(cx *call, L *lua.LState) int {
	st, id := cx.mutPileArg(L, 1, "shuffle")
	raiseOn(L, "shuffle", st.Shuffle(id))
	return 0
}

func pSort(cx *call, L *lua.LState) int {
	st, id := cx.mutPileArg(L, 1, "sort")
	raiseOn(L, "sort", st.SortPile(id))
	return 0
}

func pVisibility(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	L.Push(lua.LString(st.Pile(id).Vis.String()))
	return 1
}

func pSetVisibility(cx *call, L *lua.LState) int {
	st, id := cx.mutPileArg(L, 1, "set_visibility")
	v, err := core.ParseVisibility(L.CheckString(2))
	raiseOn(L, "set_visibility", err)
	raiseOn(L, "set_visibility", st.SetVisibility(id, v))
	return 0
}

func pShowTo(cx *call, L *lua.LState) int {
	st, id := cx.mutPileArg(L, 1, "show_to")
	raiseOn(L, "show_to", st.ShowTo(id, cx.seatArg(L, 2)))
	return 0
}

func pHideFrom(cx *call, L *lua.LState) int {
	st, id := cx.mutPileArg(L, 1, "hide_from")
	seat := -1
	if L.Get(2) != lua.LNil {
		seat = cx.seatArg(L, 2)
	}
	raiseOn(L, "hide_from", st.HideFrom(id, seat))
	return 0
}
