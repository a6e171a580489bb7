package bind

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// gameAPI is every method of g, in the order the reference lists them.
var gameAPI = []Func{
	{"pile", "g:pile(name [, seat]) -> pile", "The pile with that name; with a seat, that seat's pile of a per-seat declaration (g:pile(\"hand\", 2) is hand.2).", apiPile},
	{"new_pile", "g:new_pile(name [, {group=, owner=, visibility=}]) -> pile", "Creates an empty pile during play, for example a meld in a group \"melds\".", apiNewPile},
	{"group", "g:group(name) -> {pile...}", "The piles created in a group, oldest first.", apiGroup},
	{"card", "g:card(code) -> info", "Read-only facts of a card: code, suit, rank, kind, points, rank_index, suit_index, order (indexes count from 1, lowest first).", apiCard},
	{"matches", "g:matches(code, field, value, field, value, ...) -> bool", "Whether the card matches any of the field, value pairs, as p:any_of filters a pile (fields: suit, rank, kind, code; a nil value is skipped): g:matches(\"8H\", \"suit\", \"S\", \"rank\", \"8\") is true. A rule written once as pairs serves both a check and a generator.", apiMatches},
	{"current", "g:current() -> seat", "The seat whose turn it is.", apiCurrent},
	{"set_current", "g:set_current(seat)", "Makes it seat's turn.", apiSetCurrent},
	{"next_seat", "g:next_seat([from [, steps]]) -> seat", "The seat steps places after from (default: the current seat, 1 step) in the direction of play, skipping seats that are out.", apiNextSeat},
	{"advance", "g:advance([steps]) -> seat", "Passes the turn on steps seats (default 1) and returns the new current seat.", apiAdvance},
	{"reverse", "g:reverse()", "Turns the direction of play around.", apiReverse},
	{"direction", "g:direction() -> 1 or -1", "1 when play goes clockwise (increasing seat numbers), -1 otherwise.", apiDirection},
	{"set_direction", "g:set_direction(dir)", "Sets the direction of play: 1 clockwise, -1 counterclockwise.", apiSetDirection},
	{"dealer", "g:dealer() -> seat", "The dealer's seat.", apiDealer},
	{"set_dealer", "g:set_dealer(seat)", "Records the dealer's seat.", apiSetDealer},
	{"pass", "g:pass(seat)", "Marks seat as having passed in the current trick.", apiPass},
	{"has_passed", "g:has_passed(seat) -> bool", "Whether seat has passed in the current trick.", apiHasPassed},
	{"clear_passes", "g:clear_passes()", "Starts a new trick: nobody has passed.", apiClearPasses},
	{"next_active", "g:next_active(from) -> seat or nil", "The next seat after from that has neither passed nor gone out.", apiNextActive},
	{"finish", "g:finish(seat) -> place", "Takes seat out of play with the next finishing place (1 for first).", apiFinish},
	{"is_out", "g:is_out(seat) -> bool", "Whether seat has finished.", apiIsOut},
	{"finishing_order", "g:finishing_order() -> {seat...}", "The seats that have finished, first place first.", apiFinishingOrder},
	{"active_seats", "g:active_seats() -> n", "How many seats have not finished.", apiActiveSeats},
	{"count", "g:count(name [, n])", "Adds n (default 1) to the game's counter name, such as g:count(\"a two was played\"): rulerun simulate sums each counter over its games and compares them between variants. Counters are part of the saved state.", apiCount},
	{"add_score", "g:add_score(seat, points)", "Adds points (may be negative) to seat's round and total score.", apiAddScore},
	{"score", "g:score(seat) -> points", "Seat's total score over the match.", apiScore},
	{"round_score", "g:round_score(seat) -> points", "Seat's score in the current round.", apiRoundScore},
	{"end_round", "g:end_round()", "Closes the round's scores; the next round starts at zero.", apiEndRound},
	{"new_round", "g:new_round()", "Starts the next round of a match: closes the round's scores (as g:end_round does), gathers every card back into the start pile in deck order, removes the piles created during play, gives every declared pile back its declared visibility, and clears passes, the finishing order and what seats were shown. The dealer, the direction, the current seat and g.vars stay; deal next.", apiNewRound},
	{"match_over", "g:match_over(target, \"lowest\" or \"highest\") -> bool", "Ends the game when a seat's total score has reached target, won by the seats with the lowest (or highest) total, sharing the win on a tie; returns whether it ended. Call it when a round is scored, before g:new_round.", apiMatchOver},
	{"round", "g:round() -> n", "The number of the current round, 1 for the first.", apiRound},
	{"win", "g:win(seat or {seat...} [, reason])", "Ends the game with these winners.", apiWin},
	{"draw_game", "g:draw_game([reason])", "Ends the game without a winner.", apiDrawGame},
	{"is_over", "g:is_over() -> bool", "Whether the game has ended.", apiIsOver},
	{"say", "g:say(text [, seat])", "Adds a line to the log that every seat reads. With a seat, the line is about that seat and each reader reads it in their own words: {seat} is \"you\" to that seat and \"seat 2\" to the others, and {a|b} is a to that seat and b to the others: g:say(\"{seat} {play|plays} 8H.\", 2) reads \"You play 8H.\" to seat 2.", apiSay},
	{"tell", "g:tell(seat, text)", "Adds a line to the log that only seat reads.", apiTell},
	{"tell_others", "g:tell_others(seat, text)", "Adds a line to the log that every seat except seat reads.", apiTellOthers},
	{"reveal", "g:reveal(cards, [seats])", "Shows cards to seats (one seat, a list, or every seat when left out): they know these cards from now on, wherever the cards go, though no pile's visibility changes. cards is a code, a list of codes or a pile. Use it for a hand shown to one challenger or cards shown as they change hands; then g:tell the seats what they saw. rulerun validate's leak audit accepts a card a seat was shown. A card a seat saw where it lay (face up on the table, in its own hand) is known to that seat without g:reveal, wherever it then goes, until the next round.", apiReveal},
	{"random", "g:random(n) -> 1..n", "A random whole number from the game's seeded generator (math.random uses it too).", apiRandom},
}

func apiPile(cx *call, L *lua.LState) int {
	st := cx.mustState(L, "g:pile")
	name := L.CheckString(2)
	if L.Get(3) != lua.LNil {
		name = core.SeatPileName(name, cx.seatArg(L, 3))
	}
	id, ok := st.PileByName(name)
	if !ok {
		L.RaiseError("%s", "there is no pile "+name)
	}
	L.Push(cx.pileHandle(id))
	return 1
}

func apiNewPile(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:new_pile")
	name := L.CheckString(2)
	group, owner, vis := "", -1, core.Public
	if t, ok := L.Get(3).(*lua.LTable); ok {
		group = lua.LVAsString(t.RawGetString("group"))
		if o, ok := t.RawGetString("owner").(lua.LNumber); ok {
			owner = int(o) - 1
		}
		if v := t.RawGetString("visibility"); v != lua.LNil {
			var err error
			vis, err = core.ParseVisibility(v.String())
			raiseOn(L, "g:new_pile", err)
		}
	}
	if st.NumPiles() >= MaxPiles {
		cx.limitError(L, "g:new_pile: the game has %d piles, the most it may have", MaxPiles)
	}
	id, err := st.NewPile(name, group, owner, vis)
	raiseOn(L, "g:new_pile", err)
	cx.growPiles(st)
	if t, ok := cx.api.RawGetString("piles").(*lua.LTable); ok {
		t.RawSetString(name, cx.pileHandle(id))
		cx.pilesTable = nil // this g.piles now serves this game alone
	}
	L.Push(cx.pileHandle(id))
	return 1
}

func apiGroup(cx *call, L *lua.LState) int {
	st := cx.mustState(L, "g:group")
	ids := st.Group(L.CheckString(2))
	t := L.CreateTable(len(ids), 0)
	for _, id := range ids {
		t.Append(cx.pileHandle(id))
	}
	L.Push(t)
	return 1
}

func apiCard(cx *call, L *lua.LState) int {
	cx.mustState(L, "g:card")
	L.Push(cx.cardInfo(cx.kindArg(L, 2)))
	return 1
}

func apiMatches(cx *call, L *lua.LState) int {
	cx.mustState(L, "g:matches")
	card := cx.cardDeck.Kind(cx.kindArg(L, 2))
	top := L.GetTop()
	if top%2 == 1 {
		L.RaiseError("g:matches takes a card, then field, value pairs, such as g:matches(\"8H\", \"suit\", \"S\", \"rank\", \"8\")")
	}
	for i := 3; i < top; i += 2 {
		if fieldIs(L, card, L.Get(i), L.Get(i+1)) {
			L.Push(lua.LTrue)
			return 1
		}
	}
	L.Push(lua.LFalse)
	return 1
}

func apiCurrent(cx *call, L *lua.LState) int {
	L.Push(sandbox.Int(cx.mustState(L, "g:current").Turn().Current + 1))
	return 1
}

func apiSetCurrent(cx *call, L *lua.LState) int {
	raiseOn(L, "g:set_current", cx.mutState(L, "g:set_current").SetCurrent(cx.seatArg(L, 2)))
	return 0
}

func apiNextSeat(cx *call, L *lua.LState) int {
	st := cx.mustState(L, "g:next_seat")
	from := cx.optSeatArg(L, 2)
	L.Push(sandbox.Int(st.NextSeat(from, turnSteps(st, L.OptInt(3, 1))) + 1))
	return 1
}

// turnSteps shortens a number of steps around the table to at most one lap
// and a step, which lands on the same seat: core walks steps one by one,
// inside one Go call the step budget cannot stop.
func turnSteps(st *core.State, steps int) int {
	if a := max(st.ActiveSeats(), 1); steps > a+1 {
		return 1 + (steps-1)%a
	}
	return steps
}

func apiAdvance(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:advance")
	L.Push(sandbox.Int(st.Advance(turnSteps(st, L.OptInt(2, 1))) + 1))
	return 1
}

func apiReverse(cx *call, L *lua.LState) int {
	cx.mutState(L, "g:reverse").Reverse()
	return 0
}

func apiDirection(cx *call, L *lua.LState) int {
	L.Push(sandbox.Int(cx.mustState(L, "g:direction").Turn().Dir))
	return 1
}

func apiSetDirection(cx *call, L *lua.LState) int {
	cx.mutState(L, "g:set_direction").SetDirection(L.CheckInt(2))
	return 0
}

func apiDealer(cx *call, L *lua.LState) int {
	L.Push(sandbox.Int(cx.mustState(L, "g:dealer").Turn().Dealer + 1))
	return 1
}

func apiSetDealer(cx *call, L *lua.LState) int {
	raiseOn(L, "g:set_dealer", cx.mutState(L, "g:set_dealer").SetDealer(cx.seatArg(L, 2)))
	return 0
}

func apiPass(cx *call, L *lua.LState) int {
	raiseOn(L, "g:pass", cx.mutState(L, "g:pass").Pass(cx.seatArg(L, 2)))
	return 0
}

func apiHasPassed(cx *call, L *lua.LState) int {
	L.Push(lua.LBool(cx.mustState(L, "g:has_passed").Turn().HasPassed(cx.seatArg(L, 2))))
	return 1
}

func apiClearPasses(cx *call, L *lua.LState) int {
	cx.mutState(L, "g:clear_passes").ClearPasses()
	return 0
}

func apiNextActive(cx *call, L *lua.LState) int {
	s := cx.mustState(L, "g:next_active").NextActive(cx.optSeatArg(L, 2))
	if s < 0 {
		L.Push(lua.LNil)
	} else {
		L.Push(sandbox.Int(s + 1))
	}
	return 1
}

func apiFinish(cx *call, L *lua.LState) int {
	place, err := cx.mutState(L, "g:finish").FinishSeat(cx.seatArg(L, 2))
	raiseOn(L, "g:finish", err)
	L.Push(sandbox.Int(place))
	return 1
}

func apiIsOut(cx *call, L *lua.LState) int {
	L.Push(lua.LBool(cx.mustState(L, "g:is_out").Turn().IsOut(cx.seatArg(L, 2))))
	return 1
}

func apiFinishingOrder(cx *call, L *lua.LState) int {
	L.Push(seatList(L, cx.mustState(L, "g:finishing_order").Turn().Order))
	return 1
}

func apiActiveSeats(cx *call, L *lua.LState) int {
	L.Push(sandbox.Int(cx.mustState(L, "g:active_seats").ActiveSeats()))
	return 1
}

func apiCount(cx *call, L *lua.LState) int {
	raiseOn(L, "g:count", cx.mutState(L, "g:count").Count(L.CheckString(2), L.OptInt(3, 1)))
	return 0
}

func apiAddScore(cx *call, L *lua.LState) int {
	raiseOn(L, "g:add_score", cx.mutState(L, "g:add_score").AddScore(cx.seatArg(L, 2), L.CheckInt(3)))
	return 0
}

func apiScore(cx *call, L *lua.LState) int {
	L.Push(sandbox.Int(cx.mustState(L, "g:score").Score().Totals[cx.seatArg(L, 2)]))
	return 1
}

func apiRoundScore(cx *call, L *lua.LState) int {
	L.Push(sandbox.Int(cx.mustState(L, "g:round_score").Score().Round[cx.seatArg(L, 2)]))
	return 1
}

func apiEndRound(cx *call, L *lua.LState) int {
	cx.mutState(L, "g:end_round").EndRound()
	return 0
}

func apiRound(cx *call, L *lua.LState) int {
	L.Push(sandbox.Int(cx.mustState(L, "g:round").RoundNumber()))
	return 1
}

func apiWin(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:win")
	var winners []int
	if t, ok := L.Get(2).(*lua.LTable); ok {
		for i := 1; i <= t.Len(); i++ {
			L.Push(t.RawGetInt(i))
			winners = append(winners, cx.seatArg(L, L.GetTop()))
			L.Pop(1)
		}
		if len(winners) == 0 {
			L.RaiseError("%s", "no winners given (use g:draw_game for a draw)")
		}
	} else {
		winners = []int{cx.seatArg(L, 2)}
	}
	reason := cx.optLogLine(L, st, 3, "g:win")
	raiseOn(L, "g:win", st.EndGame(winners, reason, scriptCodes(reason)...))
	return 0
}

func apiDrawGame(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:draw_game")
	reason := cx.optLogLine(L, st, 2, "g:draw_game")
	raiseOn(L, "g:draw_game", st.EndGame(nil, reason, scriptCodes(reason)...))
	return 0
}

func apiIsOver(cx *call, L *lua.LState) int {
	L.Push(lua.LBool(cx.mustState(L, "g:is_over").Result().Over))
	return 1
}

func apiSay(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:say")
	text := cx.logLine(L, st, 2, "g:say")
	if L.Get(3) == lua.LNil {
		st.Say(text, scriptCodes(text)...)
		return 0
	}
	seat := cx.seatArg(L, 3)
	if err := core.CheckTemplate(text); err != nil {
		L.ArgError(2, err.Error())
	}
	st.SayAbout(seat, text, scriptCodes(text)...)
	return 0
}

func apiTell(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:tell")
	seat := cx.seatArg(L, 2)
	text := cx.logLine(L, st, 3, "g:tell")
	st.Tell(uint64(1)<<uint(seat), text, scriptCodes(text)...)
	return 0
}

func apiTellOthers(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:tell_others")
	seat := cx.seatArg(L, 2)
	text := cx.logLine(L, st, 3, "g:tell_others")
	st.Tell(st.AllSeats(seat), text, scriptCodes(text)...)
	return 0
}

// logLine reads the text of a log line, within the caps on its size and on
// the lines one call may write.
func (cx *call) logLine(L *lua.LState, st *core.State, n int, what string) string {
	text := L.CheckString(n)
	if len(text) > MaxLogLine {
		cx.limitError(L, "%s: a log line may be at most %d bytes (this one is %d)", what, MaxLogLine, len(text))
	}
	if st.LogLen()-cx.logBase >= MaxLogLines {
		cx.limitError(L, "%s: one call may write at most %d log lines", what, MaxLogLines)
	}
	return text
}

// optLogLine is logLine for text a call may leave out: a reason that goes
// into a log line ("" when left out).
func (cx *call) optLogLine(L *lua.LState, st *core.State, n int, what string) string {
	if L.Get(n) == lua.LNil {
		return ""
	}
	return cx.logLine(L, st, n, what)
}

func apiRandom(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:random")
	n := L.CheckInt(2)
	if n < 1 {
		L.RaiseError("%s", "n must be at least 1")
	}
	L.Push(sandbox.Int(st.Random(n) + 1))
	return 1
}

func apiNewRound(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:new_round")
	if st.RoundNumber() >= core.MaxRounds {
		cx.limitError(L, "g:new_round: a match may have at most %d rounds", core.MaxRounds)
	}
	st.NewRound()
	cx.bindPiles(st)
	return 0
}

func apiMatchOver(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:match_over")
	target := L.CheckInt(2)
	var lowest bool
	switch how := L.CheckString(3); how {
	case "lowest":
		lowest = true
	case "highest":
	default:
		L.ArgError(3, "must be \"lowest\" or \"highest\": which total wins, not "+how)
	}
	over, err := st.MatchOver(target, lowest)
	raiseOn(L, "g:match_over", err)
	L.Push(lua.LBool(over))
	return 1
}

func apiReveal(cx *call, L *lua.LState) int {
	st := cx.mutState(L, "g:reveal")
	var cards []core.CardID
	if _, ok := L.Get(2).(*lua.LUserData); ok {
		_, id := cx.pileArg(L, 2)
		cards = st.Pile(id).Cards
	} else {
		cards = cx.cardsArg(L, 2, nil)
	}
	kinds := make([]int, len(cards))
	for i, c := range cards {
		kinds[i] = cx.cardDeck.KindOf(c)
	}
	audience := st.AllSeats()
	switch v := L.Get(3).(type) {
	case *lua.LNilType:
	case *lua.LTable:
		audience = 0
		for i := 1; i <= v.Len(); i++ {
			L.Push(v.RawGetInt(i))
			audience |= 1 << uint(cx.seatArg(L, L.GetTop()))
			L.Pop(1)
		}
	default:
		audience = 1 << uint(cx.seatArg(L, 3))
	}
	st.Reveal(kinds, audience)
	return 0
}

// scriptCodes are the rule codes the script's own words cite (a line it
// writes to the log, a reason it gives): read once, as the words come from
// the script, and kept with the line.
func scriptCodes(text string) []string { return core.RuleCodes(text) }
