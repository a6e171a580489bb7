package calling

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/runtime/words"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Plan is the declared call of a plan's games: what the plays ask
// (mech.Caller) and the call and the catch are made under.
type Plan struct {
	*Call
	codes    []string // the codes of its rule, which a call or a catch is made under
	openText string   // that a seat's turn is open, for a call said early
	hand     mech.Pile
	stock    mech.Stock
}

// NewPlan makes the call a plan's script declares (CallDecl's Whole).
func NewPlan(s mech.Setup) (any, error) {
	c, _ := s.Decl(doesCall).(*Call)
	if c == nil {
		return nil, nil
	}
	cp := &Plan{Call: c, codes: c.Rule.Codes, openText: s.OpenTurnText(), hand: s.Hand(), stock: s.Stock()}
	if c.ClosesOnAction {
		return closing{cp}, nil // told of every move
	}
	return cp, nil
}

// closing is the call whose window closes at any action of a turn: told of
// every move (mech.MoveStarter).
type closing struct{ *Plan }

// withWord puts the call's word in a text that has a place for it (%s).
func (cp *Plan) withWord(text string) string {
	if strings.Contains(text, "%s") {
		return fmt.Sprintf(text, cp.Word)
	}
	return text
}

// refusal refuses with text, msg's words or the engine's, about the call,
// citing its rule.
func (cp *Plan) refusal(msg *mech.Message, text string) mech.Refusal {
	if r := &cp.Rule; r.Text != "" {
		return mech.Refusal{Why: r.Text + ": " + text, Msg: msg, Rule: r}
	}
	return mech.Refuse(msg, text)
}

// PartWhy implements mech.Caller.
func (cp *Plan) PartWhy() mech.Refusal {
	return cp.refusal(&cp.Call.PartWhy, cp.withWord(cp.Call.PartWhy.Or(callPartWhy)))
}

// Codes implements mech.Caller.
func (cp *Plan) Codes() []string { return cp.codes }

// Window implements mech.Caller: whether seat called this turn, and
// whether its turn is open.
func (cp *Plan) Window(t mech.Table, seat int) mech.CallWindow {
	st := t.State()
	return mech.CallWindow{Made: Key.Of(st).Called&bit(seat) != 0, Open: t.OpenTurn(st)}
}

// mayCallNow reports whether seat may make the call now, before a play:
// once a turn, during an open turn, or when a play would leave it one card.
func (cp *Plan) mayCallNow(t mech.Table, seat int) bool {
	st := t.State()
	held := st.Pile(cp.hand.Of(seat)).Len()
	if Key.Of(st).Called&bit(seat) != 0 || held < 2 {
		return false
	}
	return t.OpenTurn(st) || t.PlayLeaves(seat, 1)
}

// CallWith implements mech.Caller: a call made earlier than the play that
// leaves one card says why it may be made (the turn is open).
func (cp *Plan) CallWith(t mech.Table, st *core.State, seat, left int) {
	Key.Ref(st).Called |= bit(seat)
	text := "{seat} {say|says} " + cp.Word + "!"
	if left > 1 {
		text += " (early: " + cp.openText + ")"
	}
	st.SayAbout(seat, text)
}

// Played implements mech.Caller.
func (cp *Plan) Played(t mech.Table, st *core.State, seat int) {
	if st.Pile(cp.hand.Of(seat)).Len() != 1 || Key.Of(st).Called&bit(seat) != 0 {
		return
	}
	Key.Ref(st).Window = Window{Kind: 1, Subject: seat, Seats: st.AllSeats(seat)}
}

// Begin implements mech.Beginner: the window to catch a missed call closes
// when a seat other than the one it is about begins to act (unless the call
// declares that any action closes it: closing.Moving).
func (cp *Plan) Begin(st *core.State, seat int) {
	if cp.ClosesOnAction {
		return
	}
	if w := Key.Of(st).Window; w.Open() && w.Subject != seat {
		closeWindow(st)
	}
}

// Moving implements mech.MoveStarter: the window to catch a missed call
// closes at any action of a turn: any move but an aside (the call, the
// catch).
func (closing) Moving(t mech.Table, st *core.State, seat, v int) {
	if !t.Aside(v) && Key.Of(st).Window.Open() {
		closeWindow(st)
	}
}

// TurnEnded implements mech.TurnWatcher: it forgets the calls made in the
// turn that ended.
func (cp *Plan) TurnEnded(st *core.State) {
	if Key.Of(st).Called != 0 {
		Key.Ref(st).Called = 0
	}
}

// checkCatch refuses a catch of target by seat when there is nothing to
// catch.
func (cp *Plan) checkCatch(st *core.State, seat, target int, at *mech.Message) mech.Refusal {
	w := Key.Of(st).Window
	switch {
	case !w.Open():
		return cp.refusal(at, fmt.Sprintf(noneWhy, cp.Word))
	case target != w.Subject:
		return cp.refusal(at, fmt.Sprintf(notHimWhy, mech.SeatName(target), cp.Word))
	case seat == w.Subject:
		return cp.refusal(at, selfWhy)
	}
	return mech.Legal
}

// catch penalises the seat the window is about; it reports whether the
// game goes on.
func (cp *Plan) catch(st *core.State, seat int) bool {
	f := Key.Ref(st)
	offender := f.Window.Subject
	f.Window = Window{}
	n := cp.offence(st, f, offender)
	st.SayAbout(seat, fmt.Sprintf("{seat} {catch|catches} %s, who did not say %s: %s penalty.",
		mech.SeatName(offender), cp.Word, words.Plural(n, "card")))
	_, open := cp.stock.Draw(st, offender, cp.hand.Of(offender), n, "penalty")
	return open
}

// offence counts an offence of seat and returns its penalty in st.
func (cp *Plan) offence(st *core.State, f *Part, seat int) int {
	i := 0
	if cp.PerSeat {
		i = seat + 1
	}
	counts := slices.Clone(f.Offences)
	for len(counts) <= i {
		counts = append(counts, 0)
	}
	counts[i]++
	f.Offences = counts
	p := cp.Penalty
	if len(p) == 0 {
		return 2
	}
	at := min(counts[i], len(p)) - 1
	if at < len(cp.PenaltyFn) {
		return mech.ValueIn(st, p[at], cp.PenaltyFn[at])
	}
	return p[at]
}

// The answers of mech it gives.
var (
	_ mech.Caller      = (*Plan)(nil)
	_ mech.Beginner    = (*Plan)(nil)
	_ mech.MoveStarter = closing{}
	_ mech.Caller      = closing{}
	_ mech.TurnWatcher = (*Plan)(nil)
)
