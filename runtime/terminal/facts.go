package terminal

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// The facts the game's mechanics show of the table (engine.Table), as the
// terminal writes them: a seat's badges beside it, its partner marked, a
// pile counted in what it holds (tricks), a hand held as the game is
// played.

// badges are seat's badges, cleaned for the terminal.
func badges(tb *engine.Table, seat int) []string {
	var out []string
	for _, b := range tb.BadgesOf(seat) {
		out = append(out, Clean(b))
	}
	return out
}

// seatMarks mark a seat as the partner of the seat reading.
func seatMarks(tb *engine.Table, seat int) []string {
	if tb != nil && seat >= 0 && seat < len(tb.Seats) && tb.Seats[seat].Partner {
		return []string{"your partner"}
	}
	return nil
}

// yourFacts writes the reading seat's own badges: "You: bid 3, 2 tricks".
func (s screen) yourFacts(seat int, tb *engine.Table) {
	if b := badges(tb, seat); len(b) > 0 {
		s.line("You: "+strings.Join(b, ", "), "  ")
	}
}

// counted is how many cards a pile holds, or what they count as when a
// mechanic says (the tricks taken): "8", "2 tricks".
func counted(tb *engine.Table, p core.PileView) string {
	if tb != nil {
		if c, ok := tb.Counts[p.Name]; ok {
			return Clean(c)
		}
	}
	return strconv.Itoa(p.Count)
}

// held is a pile of the seat's own in the order the game is played: the
// hand as a mechanic arranges it (melds, then deadwood), else sorted as it
// says (by suit in a trick game), else in the deck's order.
func held(d *core.Deck, p core.PileView, tb *engine.Table) []string {
	if tb == nil || p.Group != "hand" {
		return sorted(d, p.Cards)
	}
	if len(tb.Hand) == len(p.Cards) && sameCards(tb.Hand, p.Cards) {
		return tb.Hand
	}
	if tb.Sort == engine.SortSuit {
		return bySuit(d, p.Cards)
	}
	return sorted(d, p.Cards)
}

// sameCards reports whether a and b hold the same codes, in any order.
func sameCards(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// bySuit returns codes sorted by suit, then by rank within each suit.
func bySuit(d *core.Deck, codes []string) []string {
	out := slices.Clone(codes)
	key := func(code string) (int, int) {
		k, ok := d.Lookup(code)
		if !ok {
			return 1 << 30, 0
		}
		c := d.Kind(k)
		return c.SuitIndex, c.Order
	}
	slices.SortStableFunc(out, func(a, b string) int {
		sa, oa := key(a)
		sb, ob := key(b)
		if sa != sb {
			return sa - sb
		}
		return oa - ob
	})
	return out
}

// kept are the piles a match's totals are shown without once it is over:
// those a mechanic counts for the hand under way only (the tricks taken),
// when the game was a match of hands.
func kept(g engine.Game, seat int) []string {
	if len(g.State().Score().Rounds) == 0 {
		return nil
	}
	if tb := engine.TableOf(g, seat); tb != nil {
		return tb.Kept
	}
	return nil
}

// countedByBadge reports whether a mechanic counts a pile in words (the
// tricks taken), which its owner's badges say: the cards need no line.
func countedByBadge(tb *engine.Table, p core.PileView) bool {
	if tb == nil {
		return false
	}
	_, ok := tb.Counts[p.Name]
	return ok
}

// grouped writes a hand a mechanic arranged with its melds bracketed, the
// deadwood after them: "[9H TH JH] 2S 3D"; any other hand as its cards.
func (s screen) grouped(d *core.Deck, codes []string, tb *engine.Table) string {
	if tb == nil || len(tb.Melds) == 0 || !slices.Equal(codes, tb.Hand) {
		return s.cards(d, codes)
	}
	var parts []string
	rest := codes
	for _, n := range tb.Melds {
		if n <= 0 || n > len(rest) {
			return s.cards(d, codes)
		}
		parts = append(parts, "["+s.cards(d, rest[:n])+"]")
		rest = rest[n:]
	}
	if len(rest) > 0 {
		parts = append(parts, s.cards(d, rest))
	}
	return strings.Join(parts, " ")
}
