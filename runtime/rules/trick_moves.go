package rules

import (
	"cmp"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// listTrick lists seat's plays of verb v: every play of every kind when it
// leads (those the opening play and the last-card rule allow), else every
// play that beats the one to beat: a higher play of its kind, the plays of
// a higher class, the bombs.
func (tp *trickPlan) listTrick(g *Game, v, seat int) {
	hand := g.st.Pile(g.p.hand.Of(seat)).Cards
	b := tp.bindingOf(g, seat)
	cur, following := tp.toBeat(g)
	if b.one >= 0 && !following {
		tp.canLeadSeveral(g, &b, seat) // before the listing: it lists plays too
	}
	g.ranks.index(g.st.Deck(), hand)
	if !following {
		for i := range tp.Kinds {
			tp.listKind(g, v, i, 0, 0, hand, func(p play) bool {
				return tp.opens(g, seat, p) && tp.lastCardKey(g, &b, seat, p, cur, false) == ""
			})
		}
		return
	}
	keep := func(p play) bool {
		return tp.beatKey(g, p, cur) == beatsOK && tp.lastCardKey(g, &b, seat, p, cur, true) == ""
	}
	ranks := cur.ranks
	if tp.Kinds[cur.kind].BySize {
		ranks = 0
	}
	tp.listKind(g, v, cur.kind, ranks, tp.floor(g, cur, ranks), hand, keep)
	if c := tp.class[cur.kind]; c >= 0 {
		for _, j := range tp.byClass[c+1:] {
			tp.listKind(g, v, j, 0, 0, hand, keep)
		}
	}
	for i := range tp.bombs {
		bp := &tp.bombs[i]
		if !tp.isOn(g, bp, cur) || bp.kind == cur.kind || tp.class[bp.kind] > tp.class[cur.kind] && tp.class[cur.kind] >= 0 {
			continue
		}
		tp.listKind(g, v, bp.kind, 0, 0, hand, func(p play) bool { return bp.fits(p) && tp.lastCardKey(g, &b, seat, p, cur, true) == "" })
	}
}

// listKind lists the plays of kind i the hand can make (of that many ranks
// for a run, or any when ranks is 0; none whose highest rank is below
// floor) that keep accepts.
func (tp *trickPlan) listKind(g *Game, v, i, ranks, floor int, hand []core.CardID, keep func(play) bool) {
	from := len(g.cands)
	if g.ordered {
		defer tp.sortPlays(g, from)
	}
	h := &g.ranks
	tp.eachOfKind(g, i, ranks, floor, hand, func(p play) {
		if !keep(p) {
			return
		}
		start := len(g.slab)
		g.slab = append(g.slab, h.path...)
		g.cands = append(g.cands, cand{Verb: v, Lo: start, Hi: len(g.slab), Suit: -1, Seat: -1})
	})

}

// floor is the lowest rank the highest rank of a play of cur's kind, of
// ranks ranks (0: any), may have to beat cur: a set or a run of one size,
// compared by its highest card or by rank, whose highest rank is below
// cur's has a lower highest card (the deck orders cards by rank first) and
// does not beat it. 0 when that does not hold: every play is tried.
func (tp *trickPlan) floor(g *Game, cur play, ranks int) int {
	k := &tp.Kinds[cur.kind]
	fixed := k.Set > 0 && !k.OrMore || k.PerRank > 0 && ranks > 0
	if mode := tp.compare[cur.kind]; !fixed || k.BySize || mode != compareHigh && mode != compareRank {
		return 0
	}
	return max(g.st.Deck().Card(cur.cards[len(cur.cards)-1]).RankIndex, 0)
}

// opens reports whether p may be the game's opening play: when declared,
// it must hold the lowest card of the seat's hand, or the opening card the
// seat holds.
func (tp *trickPlan) opens(g *Game, seat int, p play) bool {
	if g.st.MovesLen() > 0 {
		return true
	}
	switch {
	case tp.OpenWithLowest:
		return tp.playHolds(g, p, tp.lowest(g, seat))
	case tp.openWith != nil:
		c, ok := tp.openingCard(g, seat)
		return !ok || tp.playHolds(g, p, c)
	}
	return true
}

// playHolds reports whether p holds a card of c's kind.
func (tp *trickPlan) playHolds(g *Game, p play, c core.CardID) bool {
	d := g.st.Deck()
	for _, x := range p.cards {
		if d.KindOf(x) == d.KindOf(c) {
			return true
		}
	}
	return false
}

// lowest is the lowest card of seat's hand, in deck order.
func (tp *trickPlan) lowest(g *Game, seat int) core.CardID {
	d := g.st.Deck()
	hand := g.st.Pile(g.p.hand.Of(seat)).Cards
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
func (tp *trickPlan) checkTrick(g *Game, seat int, m *notation.Move) refusal {
	refs := m.Args[g.p.verbs[m.Verb].play.cards].Cards
	d := g.st.Deck()
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
		if i > 0 && r.Kind == refs[i-1].Kind && copiesOf(d, r.Kind) == 1 {
			return refuseUnder(tp.playRule(), &tp.At, d.Kind(r.Kind).Code+" is named twice")
		}
	}
	if missing := g.missing(seat, kinds); missing != "" {
		return refuseUnder(tp.playRule(), &tp.At, "you do not hold "+missing)
	}
	cards := make([]core.CardID, len(kinds))
	for i, k := range kinds {
		cards[i] = d.CardOf(k)
	}
	d.SortCards(cards)
	p, why := tp.classify(g, cards)
	if why.Why != "" {
		return why
	}
	cur, following := tp.toBeat(g)
	if following {
		if why := tp.beats(g, p, cur); why.Why != "" {
			return why
		}
	} else if !tp.opens(g, seat, p) {
		return tp.notOpening(g, seat)
	}
	b := tp.bindingOf(g, seat)
	if key := tp.lastCardKey(g, &b, seat, p, cur, following); key != "" {
		return tp.lastCardRefusal(g, &b, key)
	}
	return legal
}

// playRule is the rule of what a play is, cited when cards named are not
// the seat's to play: the code the refusal of cards that are no play
// begins with (read once, resolveTrick), or nil.
func (tp *trickPlan) playRule() *Message {
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
func (tp *trickPlan) checkPass(g *Game, seat int) refusal {
	cur, following := tp.toBeat(g)
	if !following {
		return refuse(&tp.LeadWhy, tp.LeadWhy.Or("you are leading, so you may not pass"))
	}
	b := tp.bindingOf(g, seat)
	if key := tp.passKey(g, &b, cur); key != "" {
		return tp.lastCardRefusal(g, &b, key)
	}
	return legal
}

// mayPass reports whether seat may pass now.
func (tp *trickPlan) mayPass(g *Game, seat int) bool {
	if toBeatOf.Of(g.st).Kind == 0 {
		return false
	}
	b := tp.bindingOf(g, seat)
	if b.one < 0 {
		return true
	}
	cur, _ := tp.toBeat(g)
	return tp.passKey(g, &b, cur) == ""
}

// sortPlays puts the plays listed from index from in the order a player
// reads them: shorter first, then lowest first, by their highest card, then
// the next.
func (tp *trickPlan) sortPlays(g *Game, from int) {
	d := g.st.Deck()
	slices.SortStableFunc(g.cands[from:], func(a, b cand) int {
		x, y := g.slab[a.Lo:a.Hi], g.slab[b.Lo:b.Hi]
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
