package asking

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Books: every set of n cards of one rank in a hand is laid at once to a
// pile of the seat's, face up, as a book. A general primitive: the asking
// mechanic lays a seat's books whenever its hand gains cards.

// bookText narrates a book laid where the declaration gives no words.
const bookText = "{seat} {lay|lays} a book of {rank} ({cards})."

// layBooks lays every set of size cards of one rank from pile hand to pile
// to, narrating each about seat with text ({rank} the rank in the plural,
// {cards} the cards), and returns how many it laid.
func layBooks(st *core.State, seat int, hand, to core.PileID, size int, text *mech.Message) (int, error) {
	d := st.Deck()
	if size < 1 {
		return 0, nil
	}
	laid := 0
	var counted [64]int // by rank; a deck of more ranks counts the others one by one
	for _, c := range st.Pile(hand).Cards {
		if r := d.Card(c).RankIndex; r >= 0 && r < len(counted) {
			counted[r]++
		}
	}
	for r := range d.Ranks() {
		if r < len(counted) && counted[r] < size || r >= len(counted) && countRank(st, hand, r) < size {
			continue
		}
		var codes []string
		for range size {
			i := findRank(st, hand, r)
			c, err := st.MoveAt(hand, i, to, core.OnTop)
			if err != nil {
				return laid, err
			}
			if !st.Imagined() {
				codes = append(codes, d.Card(c).Code)
			}
		}
		if !st.Imagined() {
			st.SayAbout(seat, mech.Fill(text.Or(bookText), "{rank}", mech.PluralRank(d, r), "{cards}", strings.Join(codes, " ")), text.Codes...)
		}
		laid++
	}
	return laid, nil
}

// countRank counts the cards of rank r in pile id.
func countRank(st *core.State, id core.PileID, r int) int {
	n := 0
	d := st.Deck()
	for _, c := range st.Pile(id).Cards {
		if d.Card(c).RankIndex == r {
			n++
		}
	}
	return n
}

// findRank is the position of the topmost card of rank r in pile id, or -1.
func findRank(st *core.State, id core.PileID, r int) int {
	cards := st.Pile(id).Cards
	d := st.Deck()
	for i := len(cards) - 1; i >= 0; i-- {
		if d.Card(cards[i]).RankIndex == r {
			return i
		}
	}
	return -1
}
