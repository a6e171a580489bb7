package melding

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// tableMelds keeps the melds on the table as core.CheckMeld read them, so
// that a listing checks a meld once, not at every decision: the cards
// checked (a copy), and each meld's reading (Kind 0 where it was refused).
// What it keeps is trusted only as far as the melds asked about are those
// it checked, compared card by card: the games a bot imagines share it.
type tableMelds struct {
	cards   [][]core.MeldCard
	checked []core.Meld
	// takes is, for each card of each meld, what is left of the meld
	// without it (takeUnknown until asked).
	takes [][]take
	rest  []core.MeldCard // a meld without a card, checked; a meld with cards added
	read  []core.MeldCard // the room CheckMeld reads a meld into
	hand  []int           // the room for the kinds a hand holds
	// tableKinds is the room for the kinds of the melds' cards
	tableKinds []int
	// piles and groups are the room of a layout laid: the piles of its
	// melds, and the kinds of each meld's cards (in tableKinds).
	piles  []core.PileID
	groups [][]int
	// moveCards and moveLists are the room a move laid is read into
	// (meldCards, meldLists).
	moveCards []core.MeldCard
	moveLists [][]core.MeldCard
}

// take is what a meld left without one of its cards is.
type take uint8

// What is left of a meld without one of its cards.
const (
	takeUnknown take = iota
	takeWhole        // a meld
	takeSplit        // two melds of three or more, one on each side
	takeNone         // neither
)

// takeShape is what meld n of the melds last given to checkedMelds is
// without its card i under r, worked out once for those melds.
func (t *tableMelds) takeShape(d *core.Deck, r core.MeldRules, n, i int) take {
	if t.takes[n][i] == takeUnknown {
		cards := t.cards[n]
		left, right := cards[:i], cards[i+1:]
		t.rest = append(append(t.rest[:0], left...), right...)
		switch {
		case t.validMeld(d, r, t.rest):
			t.takes[n][i] = takeWhole
		case len(left) >= 3 && len(right) >= 3 && t.validMeld(d, r, left) && t.validMeld(d, r, right):
			t.takes[n][i] = takeSplit
		default:
			t.takes[n][i] = takeNone
		}
	}
	return t.takes[n][i]
}

// validMeld reports whether CheckMeld accepts cards as a meld under r.
func (t *tableMelds) validMeld(d *core.Deck, r core.MeldRules, cards []core.MeldCard) bool {
	m, ok := d.ReadMeldInto(t.read, cards, r)
	if cap(m.Cards) > cap(t.read) {
		t.read = m.Cards[:0]
	}
	return ok
}

// checkedMelds is what CheckMeld makes of each meld of melds under r,
// checked again only where the melds changed since the last call.
func (t *tableMelds) checkedMelds(d *core.Deck, r core.MeldRules, melds [][]core.MeldCard) []core.Meld {
	for i, cards := range melds {
		if i < len(t.cards) && slices.Equal(t.cards[i], cards) {
			continue
		}
		if i == len(t.cards) {
			t.grow()
		}
		if j := t.moved(melds, i); j >= 0 {
			t.swap(i, j) // a meld moved (the melds after a split): read as it was
			continue
		}
		if t.wanted(melds, i) {
			t.grow() // the meld kept here lies further on now: kept aside for it
			t.swap(i, len(t.cards)-1)
		}
		m, _ := d.ReadMeldInto(t.checked[i].Cards, cards, r) // Kind 0 when refused (rare): its room is let go
		t.cards[i], t.checked[i] = append(t.cards[i][:0], cards...), m
		t.takes[i] = append(t.takes[i][:0], make([]take, len(cards))...)
	}
	t.cards, t.checked, t.takes = t.cards[:len(melds)], t.checked[:len(melds)], t.takes[:len(melds)]
	return t.checked
}

// moved finds a meld kept after i that holds the cards of melds[i] and
// not those of the meld now at its own place, or -1.
func (t *tableMelds) moved(melds [][]core.MeldCard, i int) int {
	for j := i + 1; j < len(t.cards); j++ {
		if slices.Equal(t.cards[j], melds[i]) && (j >= len(melds) || !slices.Equal(t.cards[j], melds[j])) {
			return j
		}
	}
	return -1
}

// wanted reports whether the meld kept at i is one of the melds after i.
func (t *tableMelds) wanted(melds [][]core.MeldCard, i int) bool {
	if i >= len(t.cards) {
		return false
	}
	for _, later := range melds[i+1:] {
		if slices.Equal(t.cards[i], later) {
			return true
		}
	}
	return false
}

// swap exchanges what is kept of melds i and j.
func (t *tableMelds) swap(i, j int) {
	t.cards[i], t.cards[j] = t.cards[j], t.cards[i]
	t.checked[i], t.checked[j] = t.checked[j], t.checked[i]
	t.takes[i], t.takes[j] = t.takes[j], t.takes[i]
}

// grow makes room for one more meld, in the room of one kept before when
// there is one.
func (t *tableMelds) grow() {
	if n := len(t.cards); n < cap(t.cards) && n < cap(t.checked) && n < cap(t.takes) {
		t.cards, t.checked, t.takes = t.cards[:n+1], t.checked[:n+1], t.takes[:n+1]
		return
	}
	t.cards, t.checked, t.takes = append(t.cards, nil), append(t.checked, core.Meld{}), append(t.takes, nil)
}

// meldCards reads a move's cards as meld cards, in the room kept for them
// (good until the next call).
func (t *tableMelds) meldCards(refs []notation.CardRef) []core.MeldCard {
	t.moveCards = t.moveCards[:0]
	for _, r := range refs {
		t.moveCards = append(t.moveCards, core.MeldCard{Kind: r.Kind, As: r.As})
	}
	return t.moveCards
}

// meldLists reads a move's melds as meld cards, in the room kept for them
// (good until the next call of meldLists or meldCards).
func (t *tableMelds) meldLists(refs [][]notation.CardRef) [][]core.MeldCard {
	t.moveCards, t.moveLists = t.moveCards[:0], t.moveLists[:0]
	for _, r := range refs {
		for _, c := range r {
			t.moveCards = append(t.moveCards, core.MeldCard{Kind: c.Kind, As: c.As})
		}
	}
	lo := 0
	for _, r := range refs {
		t.moveLists = append(t.moveLists, t.moveCards[lo:lo+len(r):lo+len(r)])
		lo += len(r)
	}
	return t.moveLists
}
