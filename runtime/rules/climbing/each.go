package climbing

import "github.com/rulerun/rulerun/core"

// eachOfKind calls each with every play of kind i the hand (indexed in
// t.r.ranks) can make: of that many ranks for a run, or any when ranks is 0;
// for a set or a run, none whose highest rank is below floor (0 for all).
// The play's cards are the path's, valid during the call; a play that
// would be of a higher class than i is left out.
func (tp *plan) eachOfKind(t *table, i, ranks, floor int, hand []core.CardID, each func(play)) {
	k := &tp.Kinds[i]
	h := &t.r.ranks
	n := 1
	shadows := tp.shadowsOf(i)
	emit := func() {
		p := play{kind: i, cards: h.chosen(), ranks: n}
		if k.Suits != "" && !suitsFit(k.Suits, tp.sameSuit(t, p.cards)) || len(shadows) > 0 && tp.shadowed(t, shadows, p.cards) {
			return
		}
		each(p)
	}
	switch {
	case k.Set > 0:
		top := k.Set
		if k.OrMore {
			top = len(hand)
		}
		for size := k.Set; size <= top && !h.stop; size++ {
			h.sets(size, floor, emit)
		}
	case k.Flush > 0:
		h.flushes(k.Flush, tp.high[i], emit)
	case len(k.Groups) > 0:
		h.groups(k.Groups, emit)
	default:
		lo, hi := max(k.Min, 2), h.ranks()
		if k.Max > 0 {
			hi = k.Max
		}
		if ranks > 0 {
			lo, hi = ranks, ranks
		}
		for n = lo; n <= hi && n*k.PerRank <= len(hand) && !h.stop; n++ {
			h.runs(n, k.PerRank, tp.high[i], floor, emit)
		}
	}
}

// sameSuit reports whether cards are all of one suit.
func (tp *plan) sameSuit(t *table, cards []core.CardID) bool {
	d := t.st.Deck()
	s := d.Card(cards[0]).SuitIndex
	for _, c := range cards[1:] {
		if d.Card(c).SuitIndex != s {
			return false
		}
	}
	return s >= 0
}

// shadowed reports whether cards fit one of the kinds of a higher class
// that may overlap the kind listed.
func (tp *plan) shadowed(t *table, kinds []int, cards []core.CardID) bool {
	s := &t.r.shapes[1] // the game's room, apart from classify's
	t.st.Deck().ShapeInto(s, cards)
	for _, j := range kinds {
		if ok, _ := tp.fit(j, s); ok {
			return true
		}
	}
	return false
}

// anyPlay reports whether seat can make a play that ok accepts, of any
// kind.
func (tp *plan) anyPlay(t *table, seat int, ok func(play) bool) bool {
	hand := t.st.Pile(tp.hand.Of(seat)).Cards
	h := &t.r.ranks
	h.index(t.st.Deck(), hand)
	found := false
	for i := range tp.Kinds {
		tp.eachOfKind(t, i, 0, 0, hand, func(p play) {
			if ok(p) {
				found, h.stop = true, true
			}
		})

		if found {
			break
		}
	}
	h.stop = false
	return found
}
