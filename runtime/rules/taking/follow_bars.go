package taking

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// What bars a card from the trick (barred): nothing, the suit led, the
// first trick's ban, the first lead, a suit not yet broken.
const (
	followOK = iota
	followSuit
	followFirstTrick
	followFirstLead
	followBroken
)

// legalKinds calls emit with each kind of card seat may play now, once.
func (f *followMech) legalKinds(st *core.State, seat int, emit func(kind int)) {
	p := f.part(st)
	d := st.Deck()
	hand := st.Pile(f.hand.Of(seat)).Cards
	h := f.handOf(st, p, seat)
	var seen [4]uint64
	for _, c := range hand {
		k := d.KindOf(c)
		if k < 256 && seen[k>>6]&(1<<(k&63)) != 0 {
			continue
		}
		if k < 256 {
			seen[k>>6] |= 1 << (k & 63)
		}
		if f.barredBy(d, p, &h, k) == followOK {
			emit(k)
		}
	}
}

// followHand is what the rules of the trick ask of a seat's hand, read
// once for every card of it: whether it holds the suit led, only the suit
// that must be broken, the card that must lead first, and a card the first
// trick allows.
type followHand struct {
	led, onlyBroken, firstLead, firstAllowed bool
	count                                    cardCount // how the cards count (the trumps only with bowers or counted cards; else -1)
}

// handOf reads seat's hand for the trick under way (followHand).
func (f *followMech) handOf(st *core.State, p *followPart, seat int) followHand {
	d := st.Deck()
	hand := st.Pile(f.hand.Of(seat)).Cards
	h := followHand{count: f.countNow(st)}
	if p.Led > 0 {
		h.led = f.holdsSuit(d, hand, p.Led-1, &h.count)
	}
	if f.broken >= 0 && !p.Broken && p.Led == 0 {
		h.onlyBroken = f.onlySuit(d, hand, f.broken, &h.count)
	}
	if !p.first() {
		return h // the first trick's rules ask nothing more
	}
	if f.firstLead >= 0 {
		h.firstLead = st.Find(f.hand.Of(seat), f.firstLead) >= 0
	}
	if f.firstTrick != nil {
		h.firstAllowed = slices.ContainsFunc(hand, func(c core.CardID) bool { return !f.firstTrick.Has(d, c) })
	}
	return h
}

// barred says what bars seat from playing a card of kind k now: followOK
// or the rule; the listing asks this, with no words written.
func (f *followMech) barred(st *core.State, p *followPart, seat, k int) int {
	h := f.handOf(st, p, seat)
	return f.barredBy(st.Deck(), p, &h, k)
}

// barredBy is barred for a hand read by handOf.
func (f *followMech) barredBy(d *core.Deck, p *followPart, h *followHand, k int) int {
	suit := f.suitOf(d, k, &h.count)
	switch {
	case p.Led > 0 && suit != p.Led-1 && h.led:
		return followSuit
	case f.barredFirst(d, p, h, k):
		return followFirstTrick
	case p.Led > 0:
		return followOK
	case f.firstLead >= 0 && p.first() && h.firstLead && k != f.firstLead:
		return followFirstLead
	case f.broken >= 0 && !p.Broken && suit == f.broken && !h.onlyBroken:
		return followBroken
	}
	return followOK
}

// refuse says why seat may not play a card of kind k now, or legal.
func (f *followMech) refuse(st *core.State, p *followPart, seat, k int) mech.Refusal {
	d := st.Deck()
	switch f.barred(st, p, seat, k) {
	case followSuit:
		return f.why(&f.FollowWhy, followWhy, d.Suits()[p.Led-1].Name)
	case followFirstTrick:
		return f.why(&f.FirstTrickWhy, firstTrickWhy, d.Kind(k).Code)
	case followFirstLead:
		return f.why(&f.FirstLeadWhy, firstLeadWhy, d.Kind(f.firstLead).Code)
	case followBroken:
		return f.why(&f.BrokenWhy, brokenWhy, d.Suits()[f.broken].Name)
	}
	return mech.Legal
}

// why is a refusal in the declared words or the engine's, with the rule.
func (f *followMech) why(declared *mech.Message, def, arg string) mech.Refusal {
	return mech.RefuseUnder(&f.Rule, declared, mech.FillArg(declared.Or(def), arg))
}

// barredFirst reports whether a card of kind k is barred from the trick
// under way: the hand's first, a card that does not follow the suit led,
// and the hand holding another card.
func (f *followMech) barredFirst(d *core.Deck, p *followPart, h *followHand, k int) bool {
	if f.firstTrick == nil || !f.firstTrick[k] || !p.first() || p.Led > 0 && f.suitOf(d, k, &h.count) == p.Led-1 {
		return false
	}
	return h.firstAllowed
}

// holdsSuit reports whether hand holds a card of suit, the cards counted
// as c says.
func (f *followMech) holdsSuit(d *core.Deck, hand []core.CardID, suit int, c *cardCount) bool {
	for _, card := range hand {
		if f.suitOf(d, d.KindOf(card), c) == suit {
			return true
		}
	}
	return false
}

// onlySuit reports whether hand holds cards of suit alone, the cards
// counted as c says (holdsSuit).
func (f *followMech) onlySuit(d *core.Deck, hand []core.CardID, suit int, c *cardCount) bool {
	for _, card := range hand {
		if f.suitOf(d, d.KindOf(card), c) != suit {
			return false
		}
	}
	return true
}
