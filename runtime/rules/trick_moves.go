package rules

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// listTrick lists seat's plays of verb v: every play of every kind when it
// leads (those with its lowest card for the opening play, when declared),
// else every play that beats the one to beat.
func (g *Game) listTrick(v, seat int) {
	hand := g.st.Pile(g.hand.Of(seat)).Cards
	g.ranks.index(g.st.Deck(), hand)
	cur, following := g.toBeat()
	if !following {
		for i := range g.trick.Kinds {
			g.listKind(v, i, 0, hand, func(p play) bool { return g.opens(seat, p) })
		}
		return
	}
	g.listKind(v, cur.kind, cur.ranks, hand, func(p play) bool { return g.higher(p, cur) })
	for _, b := range g.bombsOn(cur) {
		if b.kind == cur.kind {
			continue
		}
		g.listKind(v, b.kind, 0, hand, b.fits)
	}
}

// listKind lists the plays of kind i the hand can make (of that many ranks
// for a run, or any when ranks is 0) that keep accepts.
func (g *Game) listKind(v, i, ranks int, hand []core.CardID, keep func(play) bool) {
	k := g.trick.Kinds[i]
	h := &g.ranks
	n := 1
	from := len(g.cands)
	if g.ordered {
		defer g.sortPlays(from)
	}
	emit := func() {
		if !keep(play{kind: i, cards: h.chosen(), ranks: n}) {
			return
		}
		start := len(g.slab)
		g.slab = append(g.slab, h.path...)
		g.cands = append(g.cands, cand{verb: v, lo: start, hi: len(g.slab), suit: -1, seat: -1})
	}
	if k.Set > 0 {
		h.sets(k.Set, emit)
		return
	}
	lo, hi := max(k.Min, 2), len(h.byRank)
	if ranks > 0 {
		lo, hi = ranks, ranks
	}
	for n = lo; n <= hi && n*k.PerRank <= len(hand); n++ {
		h.runs(n, k.PerRank, g.trick.high[i], emit)
	}
}

// opens reports whether p may be the game's opening play: when declared,
// it must hold the lowest card of the seat's hand.
func (g *Game) opens(seat int, p play) bool {
	if !g.trick.OpenWithLowest || len(g.st.Moves()) > 0 {
		return true
	}
	low := g.lowest(seat)
	for _, c := range p.cards {
		if g.st.Deck().KindOf(c) == g.st.Deck().KindOf(low) {
			return true
		}
	}
	return false
}

// lowest is the lowest card of seat's hand, in deck order.
func (g *Game) lowest(seat int) core.CardID {
	d := g.st.Deck()
	hand := g.st.Pile(g.hand.Of(seat)).Cards
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
func (g *Game) checkTrick(seat int, m *notation.Move) refusal {
	refs := m.Args[g.plays[m.Verb].cards].Cards
	d := g.st.Deck()
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
		if i > 0 && r.Kind == refs[i-1].Kind && copiesOf(d, r.Kind) == 1 {
			return refuse("trick", g.prefix(g.playRule(), d.Kind(r.Kind).Code+" is named twice"))
		}
	}
	if missing := g.missing(seat, kinds); missing != "" {
		return refuse("play", g.prefix(g.playRule(), "you do not hold "+missing))
	}
	cards := make([]core.CardID, len(kinds))
	for i, k := range kinds {
		cards[i] = d.CardOf(k)
	}
	d.SortCards(cards)
	p, why := g.classify(cards)
	if why.Why != "" {
		return why
	}
	if cur, following := g.toBeat(); following {
		return g.beats(p, cur)
	}
	if !g.opens(seat, p) {
		low := d.Card(g.lowest(seat)).Code
		text := or(g.trick.OpenWhy, "the first play of the game must contain your lowest card, %s")
		return refuse("trick", fmt.Sprintf(text, low))
	}
	return legal
}

// playRule is the rule of what a play is, cited when cards named are not
// the seat's to play: the code the refusal of cards that are no play
// begins with, or "".
func (g *Game) playRule() string {
	text := g.trick.NotAPlay
	if !citesRule(text) {
		return ""
	}
	return text[:strings.IndexAny(text+":", " :")]
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

// checkPass refuses a pass by the seat that leads.
func (g *Game) checkPass() refusal {
	if g.st.Flow().Trick.Kind == 0 {
		return refuse("pass", or(g.trick.LeadWhy, "you are leading, so you may not pass"))
	}
	return legal
}

// sortPlays puts the plays listed from index from in the order a player
// reads them: shorter first, then lowest first, by their highest card, then
// the next.
func (g *Game) sortPlays(from int) {
	d := g.st.Deck()
	slices.SortStableFunc(g.cands[from:], func(a, b cand) int {
		x, y := g.slab[a.lo:a.hi], g.slab[b.lo:b.hi]
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
