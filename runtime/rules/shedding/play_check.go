package shedding

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The checks of a play (does = "play"): its optional parts, the cards
// held, the drawn card, a stacked total, a jump in, then what the cards
// must be: one that matches, or a run of the suit to follow.

// Check refuses seat's play m on t: its optional parts, then the cards
// held, then what the cards must be; or returns mech.Legal.
func (pp *PlayPlan) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	st := t.State()
	refs := m.Args[pp.cards].Cards
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
	}
	held := st.Pile(pp.hand.Of(seat)).Len()
	if why := pp.checkParts(t, seat, m, kinds, held); why.Why != "" {
		return why
	}
	if missing := mech.Missing(st, pp.hand.Of(seat), kinds); missing != "" {
		return mech.Refuse(&pp.HoldWhy, strings.ReplaceAll(pp.HoldWhy.Or("you do not hold {card}"), "{card}", missing))
	}
	if pp.NotTaken && len(kinds) == 1 && Took(st) == kinds[0]+1 {
		return mech.Refuse(&pp.NotTakenWhy, pp.NotTakenWhy.Text)
	}
	if why := pp.shed.Drawn.CheckDrawn(t, seat, kinds); why.Why != "" {
		return why
	}
	if why := pp.shed.Stack.Check(st, kinds); why.Why != "" {
		return why
	}
	if why := CheckJump(st, pp.to, kinds, &pp.JumpWhy); seat != t.SeatToAct(st) && why.Why != "" {
		return why
	}
	if len(kinds) == 1 {
		return pp.checkSingle(st, kinds[0], held)
	}
	return pp.checkRun(t, st, kinds, held)
}

// checkParts refuses a play's optional parts: the suit named, the seat
// named and the call made with it, which it asks of the call through t.
func (pp *PlayPlan) checkParts(t mech.Table, seat int, m *notation.Move, kinds []int, held int) mech.Refusal {
	if pp.name >= 0 {
		named, must := m.Args[pp.name].Set, pp.namesSuit(kinds)
		if must && !named {
			return mech.Refuse(&pp.NameHow, pp.NameHow.Or("add the suit this play names"))
		}
		if named && !must {
			return mech.Refuse(&pp.NameNot, pp.NameNot.Or("this play names no suit"))
		}
	}
	if why := pp.checkSeatPart(seat, m, kinds); why.Why != "" {
		return why
	}
	if pp.call >= 0 && m.Args[pp.call].Set && !pp.caller.Window(t, seat).With(held-len(kinds), pp.shed.Opens.AnyKind(kinds)) {
		return pp.caller.PartWhy()
	}
	return mech.Legal
}

// checkSeatPart refuses a play that must name another seat and does not,
// or names one when it may not.
func (pp *PlayPlan) checkSeatPart(seat int, m *notation.Move, kinds []int) mech.Refusal {
	if pp.seat < 0 {
		return mech.Legal
	}
	named, ok := pp.seatNamed(m)
	must := pp.seatWith.AnyKind(kinds)
	switch {
	case must && (!ok || named == seat):
		return mech.Refuse(&pp.SeatHow, pp.SeatHow.Or("this play names another seat: add it"))
	case ok && !must:
		return mech.Refuse(&pp.SeatNot, pp.SeatNot.Or("this play names no seat"))
	}
	return mech.Legal
}

// seatNamed is the seat a play names in its seat part, if it names one.
func (pp *PlayPlan) seatNamed(m *notation.Move) (int, bool) {
	if pp.seat < 0 || !m.Args[pp.seat].Set {
		return 0, false
	}
	return m.Args[pp.seat].Num, true
}

func (pp *PlayPlan) checkSingle(st *core.State, kind int, held int) mech.Refusal {
	d := st.Deck()
	c := d.CardOf(kind)
	if held == 1 && pp.notLast.Has(d, c) {
		return mech.Refuse(&pp.NotLastWhy, pp.NotLastWhy.Or("you may not play "+d.Kind(kind).Code+" as your last card"))
	}
	if !pp.single {
		return mech.Refuse(&pp.At, "play "+pp.shapesText())
	}
	if pp.match == nil {
		return mech.Legal
	}
	t := pp.match.Target(st)
	if pp.match.Matches(d, t, c) {
		return mech.Legal
	}
	rule := &pp.Match.Rule
	if mech.SuitNamed.Of(st).Suit > 0 && pp.Match.NamedRule.Text != "" {
		rule = &pp.Match.NamedRule // the suit to follow is the one a wild named
	}
	return mech.RefuseUnder(rule, pp.Match.WhyOf(t), pp.noMatch(st, t, d.Kind(kind).Code))
}

// noMatch writes why a card does not match t.
func (pp *PlayPlan) noMatch(st *core.State, t Target, code string) string {
	if why := pp.Match.Why; why.Text != "" {
		return pp.Match.Refused(st, pp.match.Pile(), t, code)
	}
	var parts []string
	named := mech.SuitNamed.Of(st).Suit
	if t.Suit >= 0 {
		s := "follow " + suitName(st.Deck(), t.Suit)
		if named > 0 {
			s += " (the called suit)"
		}
		parts = append(parts, s)
	}
	if top, ok := st.Pile(pp.match.Pile().ID).Top(); ok && t.Rank >= 0 && named == 0 {
		parts = append(parts, "the rank of "+st.Deck().Card(top).Code)
	}
	if len(parts) == 0 {
		return code + " does not match"
	}
	return code + " does not match: " + strings.Join(parts, " or ")
}

func (pp *PlayPlan) shapesText() string {
	if len(pp.runs) > 0 {
		return "one card, or a run"
	}
	return "one card at a time"
}

// checkRun refuses cards that are not a run the play allows.
func (pp *PlayPlan) checkRun(t mech.Table, st *core.State, kinds []int, held int) mech.Refusal {
	if len(pp.runs) == 0 {
		return mech.Refuse(&pp.At, "play one card at a time")
	}
	suit := -1
	if pp.match != nil {
		suit = pp.match.Target(st).Suit
	}
	return pp.runs[0].Check(st, kinds, held, t.OpenTurn(st), suit)
}
