package moving

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The sets a seat discards as soon as it holds them (Moving.Sets): count
// cards of one rank, from a seat's own pile to another, face up. Every
// seat discards its sets after the deal, and the seat whose pile a move
// fills after the move; there is no choice in it, so it is no move.

// setPlan is the sets declared, resolved: the pile each seat discards
// from, the pile they go to, and how many cards make one.
type setPlan struct {
	from  mech.Pile
	to    mech.Pile
	count int
}

// maxSet is the most cards a set may hold.
const maxSet = 8

// resolveSets reads the sets declared, or nil.
func resolveSets(s mech.Setup, d *Sets) (*setPlan, error) {
	if d == nil {
		return nil, nil
	}
	from, ok := s.Pile(d.From)
	if !ok || !from.PerSeat {
		return nil, fmt.Errorf("moving sets: from %q is not a pile declared per seat", d.From)
	}
	to, ok := s.Pile(d.To)
	if !ok || to.PerSeat {
		return nil, fmt.Errorf("moving sets: to %q is not a shared pile declared", d.To)
	}
	count := d.Count
	if count == 0 {
		count = 2
	}
	if count < 2 || count > maxSet {
		return nil, fmt.Errorf("moving sets: count must be from 2 to %d, not %d", maxSet, count)
	}
	return &setPlan{from: from, to: to, count: count}, nil
}

// discardSets discards every set seat's pile holds in st, each narrated.
func (m *moveMech) discardSets(st *core.State, seat int) error {
	sp := m.sets
	hand := sp.from.Of(seat)
	var at [maxSet]int
	for {
		set := sp.find(st, hand, at[:0])
		if set == nil {
			return nil
		}
		var cards [maxSet]string
		for i := len(set) - 1; i >= 0; i-- { // from the top: the places below stay
			c := st.Pile(hand).Cards[set[i]]
			cards[i] = st.Deck().Card(c).Code
			if _, err := st.MoveAt(hand, set[i], sp.to.ID, core.OnTop); err != nil {
				return fmt.Errorf("sets: %w", err)
			}
		}
		if !st.Imagined() {
			text, codes := &m.game.Sets.Text, m.game.Sets.Text.Codes
			if len(codes) == 0 {
				codes = m.game.Sets.Rule.Codes
			}
			st.SayAbout(seat, mech.Fill(text.Or(setsText), "{cards}", strings.Join(cards[:len(set)], " ")), codes...)
		}
	}
}

// find appends to at the places in pile hand of the first set it holds,
// lowest first, or returns nil when it holds none.
func (sp *setPlan) find(st *core.State, hand core.PileID, at []int) []int {
	d := st.Deck()
	cards := st.Pile(hand).Cards
	for i, c := range cards {
		r := d.Card(c).RankIndex
		if r < 0 {
			continue
		}
		at = append(at[:0], i)
		for j := i + 1; j < len(cards) && len(at) < sp.count; j++ {
			if d.Card(cards[j]).RankIndex == r {
				at = append(at, j)
			}
		}
		if len(at) == sp.count {
			return at
		}
	}
	return nil
}
