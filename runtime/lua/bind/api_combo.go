package bind

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// comboGameAPI and comboPileAPI are the combination functions for climbing
// games (classifying and comparing plays), added to g and to piles.
//
// Cards cross into Lua as codes. A list of codes that is not tied to a pile
// (a play typed by a player, the play to beat kept in g.vars) is read as one
// physical card per code: combinations are classified and compared by the
// kind of each card, never by which copy it is.
var (
	comboGameAPI = []Func{
		{"shape", "g:shape(cards, ...) -> shape, or the fields named",
			"What a set of cards is made of, to recognise a play: a table with size (number of cards), " +
				"counts (the size of each group of cards of one rank, largest first, equal sizes higher rank first: " +
				"{3, 2} for a full house, {1, 1, 1} for a three-card run, {2, 2, 2} for a double run), ranks (the rank " +
				"code of each group, in the order of counts), per_rank (the common size of every group, or 0 when they " +
				"differ: 1 for a run, 2 for a double run), unranked (cards without a rank), same_suit and suit (the suit " +
				"code all the cards share, or nil), consecutive (every card has a rank and the distinct ranks follow each " +
				"other in the deck's rank order, without wrapping from the highest to the lowest), low and high (the lowest " +
				"and highest rank code), low_index and high_index (their places in the rank order, 1 for the lowest rank) " +
				"and top (the code of the highest card in deck order: rank, then suit). " +
				"cards is a list of codes such as {\"7C\", \"7H\"}, or a single code. Given field names after the cards, it " +
				"returns the values of those fields alone, in that order, and builds no table (a table of a dozen fields " +
				"costs more than the few a check reads): local size, per_rank, high = g:shape(cards, \"size\", \"per_rank\", " +
				"\"high\"); a field the table would not have is nil, and groups is the number of groups (#shape.counts).",
			gShape},
		{"compare", "g:compare(a, b) -> -1, 0 or 1",
			"Compares two plays card by card from the top, in deck order (rank, then suit): their highest cards, " +
				"then, if those are equal, the next highest, and so on; -1 when a is lower, 1 when a is higher. When " +
				"one play's cards are the top of the other's, the play with more cards is higher. Use it for plays " +
				"beaten by their highest card: singles, pairs, runs. a and b are lists of codes, or single codes.",
			gCompare},
		{"compare_rank", "g:compare_rank(a, b) -> -1, 0 or 1",
			"Compares two plays by the rank of their largest group of one rank, then of the next groups (the order " +
				"of shape.ranks), ignoring suits: for triples, quads and full houses. 0 when every group rank is equal, " +
				"a tie that g:compare may break.",
			gCompareRank},
		{"higher", "g:higher(plays, than [, by]) -> {play...}",
			"The plays of the list (each a list of codes) that are higher than the play than, keeping their order: " +
				"by = \"high\" (the default) compares as g:compare does, by = \"rank\" as g:compare_rank does, by = " +
				"\"ranks\" as g:compare_ranks does and by = \"groups\" as g:compare_groups does. The " +
				"plays returned are the tables given, not copies. The cheap way to keep, from p:sets or p:runs, the " +
				"plays that beat the one on the table: g:higher(hand:sets(2), {\"7C\", \"7H\"}).",
			gHigher},
		{"sort_cards", "g:sort_cards(cards) -> {code...}",
			"A new list of the cards in deck order (by rank, then suit), lowest first: the order every combination " +
				"function lists its cards in.",
			gSortCards},
	}
	comboPileAPI = []Func{
		{"holds", "p:holds(cards) -> true, or false and a code",
			"Whether the pile holds every card of the list, a code named twice needing two copies; when it does " +
				"not, also the first code it is short of: local ok, missing = hand:holds(move.cards).",
			pHolds},
		{"move_cards", "p:move_cards(cards, to [, \"bottom\"])",
			"Moves the topmost copy of each card of the list, in the list's order, onto the top (or bottom) of pile " +
				"to; an error, moving nothing, when p does not hold them all.",
			pMoveCards},
		{"groups", "p:groups([filter]) -> {{rank=, cards={code...}}...}",
			"The pile's cards grouped by rank, one group per rank present, lowest rank first, each group's cards in " +
				"deck order; cards without a rank form a first group with rank nil. filter fields (suit=, rank=, " +
				"kind=, any=) limit the cards grouped. The sizes of the groups are the pairs, triples and quads a " +
				"hand holds.",
			pGroups},
		{"patterns", "p:patterns(n, ...) -> {{code...}...}",
			"Every combination of groups of one rank with the given sizes, each group of a different rank: " +
				"p:patterns(3, 2) lists the full houses, p:patterns(2, 2) the two pairs, p:patterns(4, 1) four of a " +
				"kind with an odd card. Each combination once, in deck order, smallest first.",
			pPatterns},
		{"full_houses", "p:full_houses() -> {{code...}...}",
			"Every full house the pile's cards can make: three cards of one rank and two of another (p:patterns(3, 2)).",
			pFullHouses},
		{"flushes", "p:flushes(n [, {low=, high=, suit=...}]) -> {{code...}...}",
			"Every way to take n cards of one suit, with ranks between low and high (rank codes; default all), " +
				"ranks may repeat; filter fields limit the cards used. The list grows fast: 16 cards of a suit make " +
				"4368 five-card flushes.",
			pFlushes},
	}
)

// comboBuf is the room for a play read from Lua without allocating; longer
// lists spill to the heap.
const comboBuf = 16

// cardsArg reads argument n, a list of card codes or a single code, and
// appends one physical card per code to buf.
func (cx *call) cardsArg(L *lua.LState, n int, buf []core.CardID) []core.CardID {
	switch v := L.Get(n).(type) {
	case lua.LString:
		return append(buf, cx.cardOfCode(L, n, v))
	case *lua.LTable:
		return cx.cardsOf(L, n, v, buf)
	}
	L.ArgError(n, "must be a list of card codes such as {\"7C\", \"7H\"}, or one code")
	return nil
}

// cardsOf appends one physical card for each code of the list t (argument n).
func (cx *call) cardsOf(L *lua.LState, n int, t *lua.LTable, buf []core.CardID) []core.CardID {
	size := t.Len()
	for i := 1; i <= size; i++ {
		s, ok := t.RawGetInt(i).(lua.LString)
		if !ok {
			L.ArgError(n, "must be a list of card codes such as {\"7C\", \"7H\"} (entry "+itoa(i)+" is a "+t.RawGetInt(i).Type().String()+")")
		}
		buf = append(buf, cx.cardOfCode(L, n, s))
	}
	return buf
}

func (cx *call) cardOfCode(L *lua.LState, n int, code lua.LString) core.CardID {
	k, ok := cx.kindOf(string(code))
	if !ok {
		L.ArgError(n, string(code)+" is not a card of this game")
	}
	return cx.cardDeck.CardOf(k)
}

// shapeFields are the fields of g:shape's table.
var shapeFields = []string{"size", "counts", "ranks", "per_rank", "unranked", "same_suit", "suit",
	"consecutive", "low", "high", "low_index", "high_index", "top"}

func gShape(cx *call, L *lua.LState) int {
	cx.mustState(L, "g:shape")
	var buf [comboBuf]core.CardID
	s := &cx.shape
	cx.cardDeck.ShapeInto(s, cx.cardsArg(L, 2, buf[:0]))
	if n := L.GetTop(); n > 2 { // only the fields asked for, without a table
		for i := 3; i <= n; i++ {
			L.Push(cx.shapeField(L, s, L.CheckString(i), i))
		}
		return n - 2
	}
	// Each key a constant: gopher-lua boxes a key for its list of keys,
	// which costs an allocation unless the string is a constant.
	d := cx.cardDeck
	ranks := d.Ranks()
	t := L.CreateTable(0, 14)
	t.RawSetString("size", lua.LNumber(s.Size))
	t.RawSetString("counts", cx.shapeField(L, s, "counts", 0))
	t.RawSetString("ranks", cx.shapeField(L, s, "ranks", 0))
	t.RawSetString("per_rank", lua.LNumber(s.PerRank()))
	t.RawSetString("unranked", lua.LNumber(s.Unranked))
	t.RawSetString("same_suit", lua.LBool(s.SameSuit))
	if s.Suit >= 0 {
		t.RawSetString("suit", lua.LString(d.Suits()[s.Suit].Code))
	}
	t.RawSetString("consecutive", lua.LBool(s.Consecutive))
	if s.Low >= 0 {
		t.RawSetString("low", lua.LString(ranks[s.Low].Code))
		t.RawSetString("high", lua.LString(ranks[s.High].Code))
		t.RawSetString("low_index", lua.LNumber(s.Low+1))
		t.RawSetString("high_index", lua.LNumber(s.High+1))
	}
	if s.Top >= 0 {
		t.RawSetString("top", cx.cardCode(s.Top))
	}
	L.Push(t)
	return 1
}

// shapeField is field f of g:shape's answer for s (nil where the table
// has none); arg is the argument that named it, for an unknown name.
func (cx *call) shapeField(L *lua.LState, s *core.Shape, f string, arg int) lua.LValue {
	d := cx.cardDeck
	ranks := d.Ranks()
	switch f {
	case "size":
		return sandbox.Int(s.Size)
	case "counts":
		counts := L.CreateTable(len(s.Counts), 0)
		for i, c := range s.Counts {
			counts.RawSetInt(i+1, sandbox.Int(c))
		}
		return counts
	case "ranks":
		codes := L.CreateTable(len(s.Ranks), 0)
		for i, r := range s.Ranks {
			codes.RawSetInt(i+1, lua.LString(ranks[r].Code))
		}
		return codes
	case "per_rank":
		return sandbox.Int(s.PerRank())
	case "unranked":
		return sandbox.Int(s.Unranked)
	case "same_suit":
		return lua.LBool(s.SameSuit)
	case "suit":
		if s.Suit >= 0 {
			return lua.LString(d.Suits()[s.Suit].Code)
		}
	case "consecutive":
		return lua.LBool(s.Consecutive)
	case "low":
		if s.Low >= 0 {
			return cx.rankCode(s.Low)
		}
	case "high":
		if s.Low >= 0 {
			return cx.rankCode(s.High)
		}
	case "low_index":
		if s.Low >= 0 {
			return sandbox.Int(s.Low + 1)
		}
	case "high_index":
		if s.Low >= 0 {
			return sandbox.Int(s.High + 1)
		}
	case "top":
		if s.Top >= 0 {
			return cx.cardCode(s.Top)
		}
	case "groups":
		if arg > 0 {
			return sandbox.Int(len(s.Counts))
		}
	default:
		L.ArgError(arg, "a shape has no field "+f+" (its fields: "+strings.Join(shapeFields, ", ")+", and groups, the number of counts)")
	}
	return lua.LNil
}

// comparer makes g:compare and g:compare_rank from a deck comparison.
func comparer(name string, cmp func(d *core.Deck, a, b []core.CardID) int) func(cx *call, L *lua.LState) int {
	return func(cx *call, L *lua.LState) int {
		cx.mustState(L, name)
		var bufA, bufB [comboBuf]core.CardID
		a, b := cx.cardsArg(L, 2, bufA[:0]), cx.cardsArg(L, 3, bufB[:0])
		L.Push(sandbox.Int(cmp(cx.cardDeck, a, b)))
		return 1
	}
}

var (
	gCompare     = comparer("g:compare", (*core.Deck).CompareHigh)
	gCompareRank = comparer("g:compare_rank", (*core.Deck).CompareRank)
)

func gHigher(cx *call, L *lua.LState) int {
	cx.mustState(L, "g:higher")
	list := L.CheckTable(2)
	than := cx.cardsArg(L, 3, cx.than[:0])
	cx.than = than[:0]
	d := cx.cardDeck
	by := L.OptString(4, "high")
	cmpBy, ok := higherBy[by]
	if !ok {
		L.ArgError(4, "by must be \"high\", \"rank\", \"ranks\" or \"groups\", not \""+by+"\"")
	}
	compare := func(a, b []core.CardID) int { return cmpBy(d, a, b) }
	n := list.Len()
	found := cx.found[:0]
	for i := 1; i <= n; i++ {
		v := list.RawGetInt(i)
		t, ok := v.(*lua.LTable)
		if !ok {
			clear(found)
			L.ArgError(2, "must be a list of plays, each a list of card codes (entry "+itoa(i)+" is a "+v.Type().String()+")")
		}
		play := cx.cardsOf(L, 2, t, cx.play[:0])
		cx.play = play[:0]
		if compare(play, than) > 0 {
			found = append(found, t)
		}
	}
	L.Push(cx.listOf(L, found))
	return 1
}

func gSortCards(cx *call, L *lua.LState) int {
	cx.mustState(L, "g:sort_cards")
	var buf [comboBuf]core.CardID
	cards := cx.cardsArg(L, 2, buf[:0])
	d := cx.cardDeck
	for i := 1; i < len(cards); i++ { // insertion sort: plays are short
		for j := i; j > 0 && d.Card(cards[j]).Order < d.Card(cards[j-1]).Order; j-- {
			cards[j], cards[j-1] = cards[j-1], cards[j]
		}
	}
	L.Push(cx.codeList(L, cards))
	return 1
}

// missing returns the first card of want (physical cards standing for their
// kinds) of which pile holds fewer copies than want names, or -1.
func (cx *call) missing(pile []core.CardID, want []core.CardID) core.CardID {
	d := cx.cardDeck
	for i, c := range want {
		k, need := d.KindOf(c), 0
		for _, w := range want[:i] {
			if d.KindOf(w) == k {
				need = -1 // checked with its first copy
				break
			}
		}
		if need < 0 {
			continue
		}
		for _, w := range want[i:] {
			if d.KindOf(w) == k {
				need++
			}
		}
		for _, p := range pile {
			if d.KindOf(p) == k {
				need--
			}
		}
		if need > 0 {
			return c
		}
	}
	return -1
}

func pHolds(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	var buf [comboBuf]core.CardID
	if c := cx.missing(st.Pile(id).Cards, cx.cardsArg(L, 2, buf[:0])); c >= 0 {
		L.Push(lua.LFalse)
		L.Push(cx.cardCode(c))
		return 2
	}
	L.Push(lua.LTrue)
	return 1
}

func pMoveCards(cx *call, L *lua.LState) int {
	st, from := cx.mutPileArg(L, 1, "move_cards")
	var buf [comboBuf]core.CardID
	cards := cx.cardsArg(L, 2, buf[:0])
	_, to := cx.pileArg(L, 3)
	pos := posArg(L, 4)
	if c := cx.missing(st.Pile(from).Cards, cards); c >= 0 {
		L.RaiseError("move_cards: %s does not hold %s", st.Pile(from).Name, cx.cardDeck.Card(c).Code)
	}
	d := cx.cardDeck
	for _, c := range cards {
		_, err := st.MoveKind(from, d.KindOf(c), to, pos)
		raiseOn(L, "move_cards", err)
	}
	return 0
}

func pGroups(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	cards := st.Pile(id).Cards
	if q, ok := L.Get(2).(*lua.LTable); ok {
		cards = cx.matching(L, cards, q)
	}
	groups := cx.cardDeck.Groups(cards)
	ranks := cx.cardDeck.Ranks()
	t := L.CreateTable(len(groups), 0)
	for _, g := range groups {
		e := L.CreateTable(0, 2)
		if g.Rank >= 0 {
			e.RawSetString("rank", lua.LString(ranks[g.Rank].Code))
		}
		e.RawSetString("cards", cx.codeList(L, g.Cards))
		t.Append(e)
	}
	L.Push(t)
	return 1
}

func pPatterns(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	top := L.GetTop()
	if top < 2 {
		L.RaiseError("patterns needs the group sizes, such as hand:patterns(3, 2) for full houses")
	}
	var buf [8]int
	counts := buf[:0]
	for i := 2; i <= top; i++ {
		n := L.CheckInt(i)
		if n < 1 {
			L.ArgError(i, "group sizes must be at least 1")
		}
		counts = append(counts, n)
	}
	cards := st.Pile(id).Cards
	perRank := cx.perRank(cards)
	bound := 1.0
	for _, n := range counts {
		ways := 0.0
		for _, m := range perRank {
			ways += choose(m, n)
		}
		bound *= ways
	}
	if bound > maxCombos {
		L.RaiseError("patterns: the pile's %d cards make too many combinations to list (more than %d)", len(cards), maxCombos)
	}
	L.Push(cx.comboList(L, cx.cardDeck.Patterns(cards, counts...)))
	return 1
}

func pFullHouses(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	L.Push(cx.comboList(L, cx.cardDeck.FullHouses(st.Pile(id).Cards)))
	return 1
}

func pFlushes(cx *call, L *lua.LState) int {
	st, id := cx.pileArg(L, 1)
	n := L.CheckInt(2)
	cards := st.Pile(id).Cards
	lo, hi := 0, len(cx.cardDeck.Ranks())-1
	if q, ok := L.Get(3).(*lua.LTable); ok {
		cards = cx.matching(L, cards, q)
		lo, hi = cx.rankBound(L, q, "low", lo), cx.rankBound(L, q, "high", hi)
	}
	bound := 0.0
	for s := range cx.cardDeck.Suits() {
		m := 0
		for _, c := range cards {
			if card := cx.cardDeck.Card(c); card.SuitIndex == s && card.RankIndex >= lo && card.RankIndex <= hi {
				m++
			}
		}
		bound += choose(m, n)
	}
	if bound > maxCombos {
		L.RaiseError("flushes: the pile's cards make too many %d-card flushes to list (more than %d)", n, maxCombos)
	}
	L.Push(cx.comboList(L, cx.cardDeck.Flushes(cards, n, lo, hi)))
	return 1
}

// maxCombos caps the combinations one call may list: the listing runs in Go,
// where the script's step budget cannot stop it.
const maxCombos = 100000

// choose is the binomial coefficient, as a float so that it cannot overflow.
func choose(m, n int) float64 {
	if n < 0 || n > m {
		return 0
	}
	r := 1.0
	for i := 1; i <= n; i++ {
		r = r * float64(m-n+i) / float64(i)
	}
	return r
}

// perRank counts the cards of each rank (cards without a rank are not counted).
func (cx *call) perRank(cards []core.CardID) []int {
	out := cx.rankCounts()
	for _, c := range cards {
		if r := cx.cardDeck.Card(c).RankIndex; r >= 0 {
			out[r]++
		}
	}
	return out
}

// rankCounts is a zeroed count for each rank of the deck, the served
// game's scratch: valid until the next call of a pile method.
func (cx *call) rankCounts() []int {
	n := len(cx.cardDeck.Ranks())
	if cap(cx.counts) < n {
		cx.counts = make([]int, n)
	}
	cx.counts = cx.counts[:n]
	clear(cx.counts)
	return cx.counts
}
