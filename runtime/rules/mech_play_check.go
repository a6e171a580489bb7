package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// The checks of a play (does = "play"): its optional parts, the cards
// held, the drawn card, a stacked total, a jump in, then what the cards
// must be: one that matches, or a run of the suit to follow.

// checkPlay refuses a play: its optional parts, then the cards held, then
// what the cards must be.
func (pp *playPlan) checkPlay(t mech.Table, seat int, m *notation.Move) refusal {
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
		return refuse(&pp.HoldWhy, strings.ReplaceAll(pp.HoldWhy.Or("you do not hold {card}"), "{card}", missing))
	}
	if pp.NotTaken && len(kinds) == 1 && took(st) == kinds[0]+1 {
		return refuse(&pp.NotTakenWhy, pp.NotTakenWhy.Text)
	}
	if why := pp.shed.Drawn.CheckDrawn(t, seat, kinds); why.Why != "" {
		return why
	}
	if why := pp.shed.Stack.Check(st, kinds); why.Why != "" {
		return why
	}
	if why := shedding.CheckJump(st, pp.to, kinds, &pp.JumpWhy); seat != t.SeatToAct(st) && why.Why != "" {
		return why
	}
	if len(kinds) == 1 {
		return pp.checkSingle(st, kinds[0], held)
	}
	return pp.checkRun(st, kinds, held)
}

// checkParts refuses a play's optional parts: the suit named, the seat
// named and the call made with it, which it asks of the call through t.
func (pp *playPlan) checkParts(t mech.Table, seat int, m *notation.Move, kinds []int, held int) refusal {
	if pp.name >= 0 {
		named, must := m.Args[pp.name].Set, pp.namesSuit(kinds)
		if must && !named {
			return refuse(&pp.NameHow, pp.NameHow.Or("add the suit this play names"))
		}
		if named && !must {
			return refuse(&pp.NameNot, pp.NameNot.Or("this play names no suit"))
		}
	}
	if why := pp.checkSeatPart(seat, m, kinds); why.Why != "" {
		return why
	}
	if pp.call >= 0 && m.Args[pp.call].Set && !pp.caller.MayCallWith(t, seat, kinds, held) {
		return pp.caller.PartWhy()
	}
	return legal
}

func (pp *playPlan) checkSingle(st *core.State, kind int, held int) refusal {
	d := st.Deck()
	c := d.CardOf(kind)
	if held == 1 && pp.notLast.Has(d, c) {
		return refuse(&pp.NotLastWhy, pp.NotLastWhy.Or("you may not play "+d.Kind(kind).Code+" as your last card"))
	}
	if !pp.single {
		return refuse(&pp.At, "play "+pp.shapesText())
	}
	if pp.match == nil {
		return legal
	}
	t := pp.match.Target(st)
	if pp.match.Matches(d, t, c) {
		return legal
	}
	rule := &pp.Match.Rule
	if namedSuit(st) > 0 && pp.Match.NamedRule.Text != "" {
		rule = &pp.Match.NamedRule // the suit to follow is the one a wild named
	}
	return refuseUnder(rule, pp.Match.WhyOf(t), pp.noMatch(st, t, d.Kind(kind).Code))
}

// noMatch writes why a card does not match t.
func (pp *playPlan) noMatch(st *core.State, t shedding.Target, code string) string {
	if why := pp.Match.Why; why.Text != "" {
		return pp.Match.Refused(st, pp.match.Pile(), t, code)
	}
	var parts []string
	if t.Suit >= 0 {
		s := "follow " + suitName(st.Deck(), t.Suit)
		if namedSuit(st) > 0 {
			s += " (the called suit)"
		}
		parts = append(parts, s)
	}
	if top, ok := st.Pile(pp.match.Pile().ID).Top(); ok && t.Rank >= 0 && namedSuit(st) == 0 {
		parts = append(parts, "the rank of "+st.Deck().Card(top).Code)
	}
	if len(parts) == 0 {
		return code + " does not match"
	}
	return code + " does not match: " + strings.Join(parts, " or ")
}

func (pp *playPlan) shapesText() string {
	if len(pp.runs) > 0 {
		return "one card, or a run"
	}
	return "one card at a time"
}

// checkRun refuses cards that are not a run the play allows
// (runtime/rules/shedding checks the run).
func (pp *playPlan) checkRun(st *core.State, kinds []int, held int) refusal {
	if len(pp.runs) == 0 {
		return refuse(&pp.At, "play one card at a time")
	}
	suit := -1
	if pp.match != nil {
		suit = pp.match.Target(st).Suit
	}
	return pp.runs[0].Check(st, kinds, held, flowOf(st).Reign != 0, suit)
}
