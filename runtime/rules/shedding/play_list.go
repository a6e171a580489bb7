package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The listing of a play (does = "play"): each card that matches, each run,
// and the variants of each with and without its optional parts.

// A playList is one listing of a seat's plays under way: what it asks of
// the table once, for every play it weighs.
type playList struct {
	st    *core.State
	slab  *[]int
	cands *[]mech.Cand
	v     int
	seat  int
	held  int             // the cards the seat holds
	call  mech.CallWindow // where the seat's call stands, when a play may carry it
	// stacked is whether a total is held against the seat: then only the
	// plays that add to it are listed.
	stacked bool
}

// startList starts l, a listing of the plays of verb v by seat, which
// holds held cards, on st.
func (pp *PlayPlan) startList(l *playList, t mech.Table, st *core.State, v, seat, held int) {
	l.st, l.slab, l.cands, l.v, l.seat, l.held = st, t.Slab(), t.Cands(), v, seat, held
	l.stacked = pp.shed.Stack.stacked(st)
	if pp.call >= 0 {
		l.call = pp.caller.Window(t, seat)
	}
}

// ListPlays lists the plays of verb v by seat on t: each card that
// matches, each run, and the variants of each with and without the
// optional parts.
func (pp *PlayPlan) ListPlays(t mech.Table, v, seat int) {
	st := t.State()
	d := st.Deck()
	hand := st.Pile(pp.hand.Of(seat)).Cards
	var l playList
	pp.startList(&l, t, st, v, seat, len(hand))
	tg := Target{Suit: -1, Rank: -1}
	if pp.match != nil {
		tg = pp.match.Target(st)
	}
	if pp.single {
		counted := t.Counted()
		var seen [4]uint64 // card kinds seen, for decks of up to 256 kinds
		for _, c := range pp.shed.Drawn.DrawnOnly(t, hand) {
			k := d.KindOf(c)
			if k < 256 && seen[k>>6]&(1<<(k&63)) != 0 {
				continue
			}
			if k < 256 {
				seen[k>>6] |= 1 << (k & 63)
			}
			if pp.singleOK(st, tg, k, len(hand)) {
				*l.slab = append(*l.slab, k)
				pp.emitPlay(&l, len(*l.slab)-1)
			} else if counted != nil {
				pp.leftOut(counted, st, tg, c, len(hand))
			}
		}
	}
	if len(pp.runs) > 0 && !t.OpenTurn(st) && !pp.shed.Drawn.DrewThisTurn(t) {
		for _, r := range pp.runs {
			pp.listRuns(&l, r, tg.Suit, hand)
		}
	}
}

// singleOK reports whether a card of kind k may be played on its own on t
// by a seat that holds held cards.
func (pp *PlayPlan) singleOK(st *core.State, t Target, k, held int) bool {
	if held == 1 && pp.notLast != nil && pp.notLast[k] {
		return false
	}
	if pp.NotTaken && Took(st) == k+1 {
		return false
	}
	return pp.match == nil || pp.match.matchesKind(st.Deck(), t, k)
}

// listRuns lists the runs of the suit to follow that r allows: every stretch
// of consecutive ranks the hand holds, of Min cards or more, leaving Keep.
func (pp *PlayPlan) listRuns(l *playList, r *Run, suit int, hand []core.CardID) {
	if suit < 0 {
		return
	}
	d := l.st.Deck()
	var byRank [64]int // 1 + the kind of the suit's card of each rank held
	for _, c := range hand {
		card := d.Card(c)
		if card.SuitIndex == suit && card.RankIndex >= 0 && card.RankIndex < 64 {
			byRank[card.RankIndex] = d.KindOf(c) + 1
		}
	}
	slab := l.slab
	most := len(hand) - r.Keep
	for lo := range len(d.Ranks()) {
		for hi := lo; hi < len(d.Ranks()) && hi < 64 && byRank[hi] != 0; hi++ {
			n := hi - lo + 1
			if n < max(r.Min, 2) || n > most {
				continue
			}
			start := len(*slab)
			for k := lo; k <= hi; k++ {
				*slab = append(*slab, byRank[k]-1)
			}
			pp.emitPlay(l, start)
		}
	}
}

// emitPlay adds the play of the cards slab[lo:] (the listing's slab) with
// each allowed choice of the optional parts: a suit named when the cards
// must name one, and the call with and without it when it may be made.
func (pp *PlayPlan) emitPlay(l *playList, lo int) {
	hi := len(*l.slab)
	kinds := (*l.slab)[lo:hi]
	if l.stacked && !pp.shed.Stack.adds(kinds) {
		*l.slab = (*l.slab)[:lo]
		return
	}
	calls := 1
	if pp.call >= 0 && l.call.With(l.held-len(kinds), pp.shed.Opens.AnyKind(kinds)) {
		calls = 2
	}
	suits := noSuit
	if pp.name >= 0 && pp.namesSuit(kinds) {
		suits = mech.SuitIndexes(l.st.Deck())
	}
	seats := noSeat
	if pp.seat >= 0 {
		seats = pp.seatChoices(l.st, l.seat, kinds)
	}
	for _, s := range suits {
		for _, named := range seats {
			for c := range calls {
				*l.cands = append(*l.cands, mech.Cand{Verb: l.v, Lo: lo, Hi: hi, Suit: s, Call: c == 1, Seat: named})
			}
		}
	}
}

// noSuit is the choice of no suit named: shared, read only.
var noSuit = []int{-1}

// namesSuit reports whether a play of these card kinds must name a suit.
func (pp *PlayPlan) namesSuit(kinds []int) bool {
	for _, k := range kinds {
		if pp.nameWith != nil && pp.nameWith[k] {
			return true
		}
	}
	return false
}

// noSeat is the choice of no seat named: shared, read only.
var noSeat = []int{-1}

// seatChoices lists the seats a play of these card kinds by seat may name:
// every other seat when it must name one, else none (-1).
func (pp *PlayPlan) seatChoices(st *core.State, seat int, kinds []int) []int {
	if pp.seat < 0 || !pp.seatWith.AnyKind(kinds) {
		return noSeat
	}
	out := make([]int, 0, st.Seats()-1)
	for s := range st.Seats() {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

// Fill writes a play's candidate c into its move m: its cards (kinds, as
// refs), the suit it names and the call made with it.
func (pp *PlayPlan) Fill(m *notation.Move, refs []notation.CardRef, kinds []int, c *mech.Cand, d *core.Deck) {
	for i, k := range kinds {
		refs[i] = notation.Plain(k)
	}
	m.Args[pp.cards] = notation.Value{Set: true, Cards: refs}
	if c.Suit >= 0 {
		m.Args[pp.name] = notation.Value{Set: true, Code: d.Suits()[c.Suit].Code}
	}
	if c.Call {
		m.Args[pp.call] = notation.Value{Set: true}
	}
}
