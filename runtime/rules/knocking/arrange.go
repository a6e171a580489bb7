package knocking

import (
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// An arrangement the knocker types (knock.go): a knock whose form has
// an optional <melds> slot, as in "knock <card> [with <melds>]", may name
// the knocker's melds, "knock 2C with AS 2S 3S / 5C 5D 5H"; the cards of
// the hand left after the discard that no typed meld holds are its
// deadwood. Without them the engine arranges the hand with the least
// deadwood.

// The engine's words where the declaration gives none.
const (
	knockCardWhy = "{card} is not in your hand once you discard, or is typed twice"
	knockMeldWhy = "{meld} is not a meld: a set of {size} or more cards of one rank, or a run of {size} or more of one suit in sequence"
)

// arrangement is a hand arranged for the showdown: the hand's cards, its
// melds and deadwood as masks of them, and the deadwood's points.
type arrangement struct {
	hand  []core.CardID
	melds []uint64
	dead  uint64
	cost  int
}

// typed reports whether m names the knocker's melds.
func (k *knockMech) typed(m *notation.Move) bool {
	return k.meldSlot >= 0 && m.Args[k.meldSlot].Set
}

// without is seat's hand without the card m discards.
func (k *knockMech) without(st *core.State, seat int, m *notation.Move) []core.CardID {
	kind := m.Args[k.slot].Cards[0].Kind
	var rest []core.CardID
	skipped := false
	for _, c := range st.Pile(k.hand.Of(seat)).Cards {
		if st.Deck().KindOf(c) == kind && !skipped {
			skipped = true
			continue
		}
		rest = append(rest, c)
	}
	return rest
}

// arrange is hand (the knocker's, once it discards) arranged as m types
// it or with the least deadwood; a typed arrangement that is not one is
// refused.
func (k *knockMech) arrange(st *core.State, hand []core.CardID, m *notation.Move) (arrangement, mech.Refusal) {
	a := arrangement{hand: hand}
	cards := spreadCards(st, a.hand)
	if !k.typed(m) {
		sp := core.SpreadHand(cards, k.Meld, nil)
		a.melds, a.dead, a.cost = sp.Melds, sp.Deadwood, sp.Cost
		return a, mech.Legal
	}
	var used uint64
	for _, group := range m.Args[k.meldSlot].Melds {
		mask, why := k.typedMeld(st, a.hand, cards, group, used)
		if why.Why != "" {
			return a, why
		}
		a.melds, used = append(a.melds, mask), used|mask
	}
	a.dead = (uint64(1)<<len(a.hand) - 1) &^ used
	a.cost = core.MaskPoints(cards, a.dead)
	return a, mech.Legal
}

// typedMeld is the mask of the cards of a typed meld in hand, none of them
// used by another; a card not held, a wild written as another card, or a
// group that is no meld is refused.
func (k *knockMech) typedMeld(st *core.State, hand []core.CardID, cards []core.SpreadCard, group []notation.CardRef, used uint64) (uint64, mech.Refusal) {
	d := st.Deck()
	var mask uint64
	codes := make([]string, len(group))
	for i, r := range group {
		codes[i] = d.Kind(r.Kind).Code
		at := -1
		for j, c := range hand {
			if d.KindOf(c) == r.Kind && (used|mask)&(1<<j) == 0 {
				at = j
				break
			}
		}
		if at < 0 || r.As >= 0 && r.As != r.Kind {
			return 0, k.refuseArrangement(&k.CardWhy, k.CardWhy.Or(knockCardWhy), "{card}", d.Kind(r.Kind).Code)
		}
		mask |= 1 << at
	}
	if !core.IsMeld(cards, mask, k.Meld) {
		return 0, k.refuseArrangement(&k.MeldWhy, k.MeldWhy.Or(knockMeldWhy), "{meld}", strings.Join(codes, " "))
	}
	return mask, mech.Legal
}

// refuseArrangement refuses a typed arrangement in words that fill one
// place, and the fewest cards of a meld ({size}).
func (k *knockMech) refuseArrangement(msg *mech.Message, text, place, value string) mech.Refusal {
	return mech.RefuseUnder(&k.Rule, msg, mech.Fill(text, place, value, "{size}", strconv.Itoa(max(k.Meld, 3))))
}

// spread is the arrangement as the showdown reads it.
func (a arrangement) spread() core.Spread {
	return core.Spread{Melds: a.melds, Deadwood: a.dead, Cost: a.cost}
}
