package climbing

import (
	"cmp"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// listTrick lists seat's plays of verb v: every play of every kind when it
// leads (those the opening play and the last-card rule allow), else every
// play that beats the one to beat: a higher play of its kind, the plays of
// a higher class, the bombs.
func (tp *plan) listTrick(t *table, v, seat int) {
	hand := t.st.Pile(tp.hand.Of(seat)).Cards
	t.slab, t.cands, t.ordered = t.Slab(), t.Cands(), t.Ordered()
	b := tp.bindingOf(t, seat)
	cur, following := tp.toBeat(t)
	if b.one >= 0 && !following {
		tp.canLeadSeveral(t, &b, seat) // before the listing: it lists plays too
	}
	t.r.ranks.index(t.st.Deck(), hand)
	if !following {
		for i := range tp.Kinds {
			tp.listKind(t, v, i, 0, 0, hand, func(p play) bool {
				return tp.opens(t, seat, p) && tp.lastCardKey(t, &b, seat, p, cur, false) == ""
			})
		}
		return
	}
	if tp.Beats != 0 {
		tp.listByFunc(t, v, seat, &b, cur, hand)
		return
	}
	keep := func(p play) bool {
		return tp.beatKey(t, p, cur) == beatsOK && tp.lastCardKey(t, &b, seat, p, cur, true) == ""
	}
	ranks := cur.ranks
	if tp.Kinds[cur.kind].BySize {
		ranks = 0
	}
	tp.listKind(t, v, cur.kind, ranks, tp.floor(t, cur, ranks), hand, keep)
	if c := tp.class[cur.kind]; c >= 0 {
		for _, j := range tp.byClass[c+1:] {
			tp.listKind(t, v, j, 0, 0, hand, keep)
		}
	}
	for i := range tp.bombs {
		bp := &tp.bombs[i]
		if !tp.isOn(t, bp, cur) || bp.kind == cur.kind || tp.class[bp.kind] > tp.class[cur.kind] && tp.class[cur.kind] >= 0 {
			continue
		}
		tp.listKind(t, v, bp.kind, 0, 0, hand, func(p play) bool { return bp.fits(p) && tp.lastCardKey(t, &b, seat, p, cur, true) == "" })
	}
}

// listKind lists the plays of kind i the hand can make (of that many ranks
// for a run, or any when ranks is 0; none whose highest rank is below
// floor) that keep accepts.
func (tp *plan) listKind(t *table, v, i, ranks, floor int, hand []core.CardID, keep func(play) bool) {
	h := &t.r.ranks
	slab := t.slab
	out := t.cands // the listing's, unless the plays are sorted first
	if t.ordered {
		t.r.plays = t.r.plays[:0]
		out = &t.r.plays
	}
	tp.eachOfKind(t, i, ranks, floor, hand, func(p play) {
		if !keep(p) {
			return
		}
		start := len(*slab)
		*slab = append(*slab, h.path...)
		*out = append(*out, mech.Cand{Verb: v, Lo: start, Hi: len(*slab), Suit: -1, Seat: -1})
	})
	if out == &t.r.plays {
		tp.sortPlays(t, t.r.plays)
		*t.cands = append(*t.cands, t.r.plays...)
	}
}

// floor is the lowest rank the highest rank of a play of cur's kind, of
// ranks ranks (0: any), may have to beat cur: a set or a run of one size,
// compared by its highest card or by rank, whose highest rank is below
// cur's has a lower highest card (the deck orders cards by rank first) and
// does not beat it. 0 when that does not hold: every play is tried.
func (tp *plan) floor(t *table, cur play, ranks int) int {
	k := &tp.Kinds[cur.kind]
	fixed := k.Set > 0 && !k.OrMore || k.PerRank > 0 && ranks > 0
	if mode := tp.compare[cur.kind]; !fixed || k.BySize || mode != compareHigh && mode != compareRank {
		return 0
	}
	return max(t.st.Deck().Card(cur.cards[len(cur.cards)-1]).RankIndex, 0)
}

// opens reports whether p may be the game's opening play: when declared,
// it must hold the lowest card of the seat's hand, or the opening card the
// seat holds.
func (tp *plan) opens(t *table, seat int, p play) bool {
	if t.st.MovesLen() > 0 {
		return true
	}
	switch {
	case tp.OpenWithLowest:
		return tp.playHolds(t, p, tp.lowest(t, seat))
	case tp.openWith != nil:
		c, ok := tp.openingCard(t, seat)
		return !ok || tp.playHolds(t, p, c)
	}
	return true
}

// playHolds reports whether p holds a card of c's kind.
func (tp *plan) playHolds(t *table, p play, c core.CardID) bool {
	d := t.st.Deck()
	for _, x := range p.cards {
		if d.KindOf(x) == d.KindOf(c) {
			return true
		}
	}
	return false
}

// lowest is the lowest card of seat's hand, in deck order.
func (tp *plan) lowest(t *table, seat int) core.CardID {
	d := t.st.Deck()
	hand := t.st.Pile(tp.hand.Of(seat)).Cards
	low := hand[0]
	for _, c := range hand[1:] {
		if d.Card(c).Order < d.Card(low).Order {
			low = c
		}
	}
	return low
}

// checkTrick refuses a play that is no play, does not beat the play on the
// table, or is not the opening the game asks for.
func (tp *plan) checkTrick(t *table, seat int, refs []notation.CardRef) mech.Refusal {
	d := t.st.Deck()
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
		if i > 0 && r.Kind == refs[i-1].Kind && copiesOf(d, r.Kind) == 1 {
			return mech.RefuseUnder(tp.playRule(), &tp.At, d.Kind(r.Kind).Code+" is named twice")
		}
	}
	if missing := mech.Missing(t.st, tp.hand.Of(seat), kinds); missing != "" {
		return mech.RefuseUnder(tp.playRule(), &tp.At, "you do not hold "+missing)
	}
	cards := make([]core.CardID, len(kinds))
	for i, k := range kinds {
		cards[i] = d.CardOf(k)
	}
	d.SortCards(cards)
	p, why := tp.classify(t, cards)
	if why.Why != "" {
		return why
	}
	cur, following := tp.toBeat(t)
	if following {
		if why := tp.beats(t, p, cur); why.Why != "" {
			return why
		}
	} else if !tp.opens(t, seat, p) {
		return tp.notOpening(t, seat)
	}
	b := tp.bindingOf(t, seat)
	if key := tp.lastCardKey(t, &b, seat, p, cur, following); key != "" {
		return tp.lastCardRefusal(t, &b, key)
	}
	return mech.Legal
}

// playRule is the rule of what a play is, cited when cards named are not
// the seat's to play: the code the refusal of cards that are no play
// begins with (read once, newPlan), or nil.
func (tp *plan) playRule() *mech.Message {
	if tp.playCode.Text == "" {
		return nil
	}
	return &tp.playCode
}

// copiesOf counts the cards of a kind in the deck.
func copiesOf(d *core.Deck, kind int) int {
	n := 0
	for id := range d.Size() {
		if d.KindOf(core.CardID(id)) == kind {
			n++
		}
	}
	return n
}

// checkPass refuses a pass by the seat that leads, or by a seat the
// last-card rule binds to play.
func (tp *plan) checkPass(t *table, seat int) mech.Refusal {
	cur, following := tp.toBeat(t)
	if !following {
		return mech.Refuse(&tp.LeadWhy, tp.LeadWhy.Or("you are leading, so you may not pass"))
	}
	b := tp.bindingOf(t, seat)
	if key := tp.passKey(t, &b, cur); key != "" {
		return tp.lastCardRefusal(t, &b, key)
	}
	return mech.Legal
}

// mayPass reports whether seat may pass now.
func (tp *plan) mayPass(t *table, seat int) bool {
	if ToBeatOf.Of(t.st).Kind == 0 {
		return false
	}
	b := tp.bindingOf(t, seat)
	if b.one < 0 {
		return true
	}
	cur, _ := tp.toBeat(t)
	return tp.passKey(t, &b, cur) == ""
}

// sortPlays puts plays in the order a player reads them: shorter first,
// then lowest first, by their highest card, then the next.
func (tp *plan) sortPlays(t *table, plays []mech.Cand) {
	d := t.st.Deck()
	slab := *t.Slab()
	slices.SortStableFunc(plays, func(a, b mech.Cand) int {
		x, y := slab[a.Lo:a.Hi], slab[b.Lo:b.Hi]
		if c := cmp.Compare(len(x), len(y)); c != 0 {
			return c
		}
		for i := len(x) - 1; i >= 0; i-- {
			if c := cmp.Compare(d.Kind(x[i]).Order, d.Kind(y[i]).Order); c != 0 {
				return c
			}
		}
		return 0
	})
}
