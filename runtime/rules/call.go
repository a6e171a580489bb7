package rules

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// callPart is where the call stands in a round: who said it this turn, the
// window to catch a seat that did not, and the calls missed and caught: a
// core.RoundPart.
type callPart struct {
	// Window is an open window to catch a missed call.
	Window Window `json:"window"`
	// Called marks the seats that made the call during the current turn,
	// bit i for seat i.
	Called uint64 `json:"called,omitempty"`
	// Offences counts the calls missed and caught: over the round at index
	// 0, or for seat i at index i+1. It is replaced whole, never changed
	// in place, so that copies of the part may share it.
	Offences []int `json:"offences,omitempty"`
}

// callOf is the part of the call.
const callOf partKey[callPart, *callPart] = "call"

// AppendKey implements core.Part.
func (c *callPart) AppendKey(b []byte) []byte {
	for _, n := range []uint64{uint64(c.Window.Kind), uint64(c.Window.Subject), c.Window.Seats, c.Called} {
		b = binary.AppendUvarint(b, n)
	}
	return appendInts(b, c.Offences)
}

// Check refuses a saved part that names a seat the game lacks
// (core.Part).
func (c *callPart) Check(st *core.State) error {
	if c.Window.Subject < 0 || c.Window.Subject >= st.Seats() || c.Window.Kind < 0 {
		return fmt.Errorf("its window names seat %d, which does not exist", c.Window.Subject+1)
	}
	return nil
}

// OfRound implements core.RoundPart: a new round begins with no call.
func (*callPart) OfRound() {}

func (c *callPart) Vacant() bool { return !c.Window.Open() && c.Called == 0 && len(c.Offences) == 0 }

// turnEnded forgets the calls made in the turn that ended (turnWatcher).
func (cp *callPlan) turnEnded(st *core.State) {
	if callOf.Of(st).Called != 0 {
		callOf.Ref(st).Called = 0
	}
}

// Missed is the seat that may be caught for a missed call in st, and
// whether there is one: for a binding or a front end to read.
func Missed(st *core.State) (int, bool) {
	w := callOf.Of(st).Window
	return w.Subject, w.Open()
}

// closeWindow closes the window to catch a missed call.
func closeWindow(st *core.State) {
	callOf.Ref(st).Window = Window{}
}

// callPlan is the declared call of a game.
type callPlan struct {
	*Call
	codes []string // the codes of its rule, which a call or a catch is made under
	// playVerbs counts the verbs that play cards from the hand, or is -1
	// when a verb plays to a climbing game's trick: a listing that holds
	// every play tells whether one leaves a card (mayCallNow).
	playVerbs int
}

// Texts the engine uses for a call where the declaration gives none.
const (
	callPartWhy = "you say %s with the play that leaves you one card"
	callVerbWhy = "you say %s when a play will leave you one card"
	noneWhy     = "nobody can be caught now: no one has failed to say %s"
	notHimWhy   = "%s did not fail to say %s"
	selfWhy     = "you cannot catch yourself"
)

// withWord puts the call's word in a text that has a place for it (%s).
func (cp *callPlan) withWord(g *Game, text string) string {
	if strings.Contains(text, "%s") {
		return fmt.Sprintf(text, g.d.Call.Word)
	}
	return text
}

// callRefusal refuses with text, msg's words or the engine's, about the
// call, citing its rule.
func (cp *callPlan) callRefusal(g *Game, msg *Message, text string) refusal {
	if r := &g.d.Call.Rule; r.Text != "" {
		return refusal{Why: r.Text + ": " + text, Msg: msg, Rule: r}
	}
	return refuse(msg, text)
}

// mayCallWith reports whether seat may make the call with a play of these
// card kinds, holding held cards: once a turn, with the play that leaves
// one card, or earlier with a play after which the turn stays open.
func (cp *callPlan) mayCallWith(g *Game, seat int, kinds []int, held int) bool {
	f := callOf.Of(g.st)
	left := held - len(kinds)
	if f.Called&(1<<uint(seat)) != 0 || left < 1 {
		return false
	}
	if left == 1 {
		return true
	}
	opens := cp.opensTurn(g, kinds)
	if flowOf(g.st).Reign != 0 {
		return !opens
	}
	return opens
}

// opensTurn reports whether one of the card kinds starts (or, in an open
// turn, ends) an open turn.
func (cp *callPlan) opensTurn(g *Game, kinds []int) bool {
	for i := range g.d.Effects { // by index: an effect is a large value
		if !g.d.Effects[i].OpenTurn || g.p.effects[i].cards == nil {
			continue
		}
		for _, k := range kinds {
			if g.p.effects[i].cards[k] {
				return true
			}
		}
	}
	return false
}

// mayCallNow reports whether seat may make the call now, before a play:
// once a turn, during an open turn, or when a play would leave it one card.
func (cp *callPlan) mayCallNow(g *Game, seat int) bool {
	held := g.st.Pile(g.p.hand.Of(seat)).Len()
	if callOf.Of(g.st).Called&bit(seat) != 0 || held < 2 {
		return false
	}
	if flowOf(g.st).Reign != 0 {
		return true
	}
	if g.playsListed == cp.playVerbs && cp.playVerbs > 0 {
		return listedLeaves(g, held, 1) // the listing under way has every play
	}
	return cp.playLeaves(g, seat, 1)
}

// listedLeaves reports whether a play the listing under way holds would
// leave a seat holding held cards with left.
func listedLeaves(g *Game, held, left int) bool {
	for i := range g.cands {
		c := &g.cands[i]
		if c.M == nil && !c.Lay && g.p.verbs[c.Verb].play != nil && held-(c.Hi-c.Lo) == left {
			return true
		}
	}
	return false
}

// playLeaves reports whether a play of seat's would leave it left cards.
func (cp *callPlan) playLeaves(g *Game, seat, left int) bool {
	saved, savedSlab := len(g.cands), len(g.slab)
	defer func() { g.cands, g.slab = g.cands[:saved], g.slab[:savedSlab] }()
	defer g.uncounted()()
	held := g.st.Pile(g.p.hand.Of(seat)).Len()
	for v := range g.p.verbs {
		pp := g.p.verbs[v].play
		if pp == nil {
			continue
		}
		from := len(g.cands)
		pp.listPlay(g, v, seat)
		for _, c := range g.cands[from:] {
			if held-(c.Hi-c.Lo) == left {
				return true
			}
		}
	}
	return false
}

// called marks that seat made the call, and narrates it. left is the cards
// seat will hold after its play: a call made earlier than the play that
// leaves one card says why it may be made (the turn is open).
func (cp *callPlan) called(g *Game, st *core.State, seat, left int) {
	callOf.Ref(st).Called |= bit(seat)
	text := "{seat} {say|says} " + g.d.Call.Word + "!"
	if left > 1 {
		text += " (early: " + cp.openTurnText(g) + ")"
	}
	st.SayAbout(seat, text)
}

// openTurnText says that a seat's turn is open, in the words of the effect
// that opens it ("{seat} {have|has} free reign"), or the engine's.
func (cp *callPlan) openTurnText(g *Game) string {
	for i := range g.d.Effects {
		e := &g.d.Effects[i]
		if e.OpenTurn && strings.HasPrefix(e.Text.Text, "{seat} ") {
			return strings.TrimRight(e.Text.Text, ".!")
		}
	}
	return "{seat} {play|plays} on in an open turn"
}

// afterPlay opens the window to catch seat when its play left it one card
// without the call.
func (cp *callPlan) afterPlay(g *Game, st *core.State, seat int) {
	if cp == nil || st.Pile(g.p.hand.Of(seat)).Len() != 1 || callOf.Of(st).Called&bit(seat) != 0 {
		return
	}
	callOf.Ref(st).Window = Window{Kind: 1, Subject: seat, Seats: st.AllSeats(seat)}
}

// begin closes the window to catch a missed call when a seat other than the
// one it is about begins to act (unless the call declares that any action
// closes it: see act).
func (cp *callPlan) begin(st *core.State, seat int) {
	if cp != nil && cp.ClosesOnAction {
		return
	}
	if w := callOf.Of(st).Window; w.Open() && w.Subject != seat {
		closeWindow(st)
	}
}

// moving closes the window to catch a missed call at any action of a
// turn, for a call that declares so: any move but an aside (the call, the
// catch). The call is a moveStarter of its game only then.
func (cp *callPlan) moving(g *Game, st *core.State, seat, v int) {
	if !g.p.isAside(v) && callOf.Of(st).Window.Open() {
		closeWindow(st)
	}
}

// resolveCall makes the declared call ready, and has it told of every move
// when any action closes its window.
func (p *Plan) resolveCall() error {
	if p.d.Call == nil {
		return nil
	}
	p.call = &callPlan{Call: p.d.Call, codes: p.d.Call.Rule.Codes}
	for v := range p.verbs {
		if t, _ := TraitsOf(p.d.Verbs[v].kind()); t.Plays {
			p.call.playVerbs = -1 // a listing of the trick holds no play to ask
			break
		}
		if p.verbs[v].play != nil {
			p.call.playVerbs++
		}
	}
	p.watchTurns(p.call)
	if p.call.ClosesOnAction {
		p.watchMoves(p.call)
	}
	return nil
}

// checkCatch refuses a catch of target by seat when there is nothing to
// catch.
func (cp *callPlan) checkCatch(g *Game, seat, target int, at *Message) refusal {
	w := callOf.Of(g.st).Window
	word := g.d.Call.Word
	switch {
	case !w.Open():
		return cp.callRefusal(g, at, fmt.Sprintf(noneWhy, word))
	case target != w.Subject:
		return cp.callRefusal(g, at, fmt.Sprintf(notHimWhy, mech.SeatName(target), word))
	case seat == w.Subject:
		return cp.callRefusal(g, at, selfWhy)
	}
	return legal
}

// catch penalises the seat the window is about.
func (cp *callPlan) catch(g *Game, st *core.State, seat int) bool {
	f := callOf.Ref(st)
	offender := f.Window.Subject
	f.Window = Window{}
	n := cp.offence(g, f, offender)
	st.SayAbout(seat, fmt.Sprintf("{seat} {catch|catches} %s, who did not say %s: %s penalty.",
		mech.SeatName(offender), g.d.Call.Word, cardCount(n)))
	_, open := g.p.stock.Draw(st, offender, g.p.hand.Of(offender), n, "penalty")
	return open
}

// offence counts an offence of seat and returns its penalty.
func (cp *callPlan) offence(g *Game, f *callPart, seat int) int {
	i := 0
	if g.d.Call.PerSeat {
		i = seat + 1
	}
	counts := slices.Clone(f.Offences)
	for len(counts) <= i {
		counts = append(counts, 0)
	}
	counts[i]++
	f.Offences = counts
	p := g.d.Call.Penalty
	if len(p) == 0 {
		return 2
	}
	return p[min(counts[i], len(p))-1]
}

func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// Call declares the call a seat makes when it will hold one card ("uno"),
// and the catching of a seat that did not.
type Call struct {
	Word string `lua:"word" required:"the word said, such as \"uno\"" doc:"The word said, such as \"uno\"."`
	// Part is the optional part of a play by which the call is made with
	// the play.
	Part string `lua:"part" doc:"The optional flag of a play's form by which the call is made with the play, such as \"uno\" in \"play <card> [uno]\"."`
	// Penalty is the cards a caught seat draws for its first, second...
	// offence; the last number is repeated.
	Penalty []int `lua:"penalty" doc:"The cards a caught seat draws for its first, second... offence; the last is repeated ({2} by default)."`
	// PerSeat counts offences for each seat apart, not over the game.
	PerSeat bool `lua:"per_seat" doc:"Counts offences for each seat apart, not over the game."`
	// Rule is the rule code refusals cite, such as "UNO-7".
	Rule Message `lua:"rule" doc:"The rule code the refusals cite."`
	// PartWhy refuses a call made with a play that may not have it, and
	// VerbWhy a call made alone when no play would leave one card; "" uses
	// the engine's words.
	PartWhy Message `lua:"part_why" doc:"The refusal of a call made with a play that may not have it."`
	VerbWhy Message `lua:"verb_why" doc:"The refusal of the call made alone when no play would leave one card."`
	// ClosesOnAction closes the window to catch a seat at any action of a
	// turn (any verb but the call and the catch), its own included; without
	// it the window closes when another seat begins to act.
	ClosesOnAction bool `lua:"closes" choice:"next_seat|action" doc:"When the window to catch a seat closes: when another seat begins to act (\"next_seat\", the default), or at any action of a turn, the seat's own included (\"action\": any verb but the call and the catch)."`
}
