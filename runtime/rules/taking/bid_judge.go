package taking

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// How a bid stands before the hand's play (bidMech.Standings): by the
// tricks the team's hands may take, a count of their honours and long
// trumps, as a player counts before bidding. A bot judging moves by the
// standings (runtime/bots) so bids what its hand may make, passes an
// auction it cannot win, and names its strongest suit trumps. Bots judge
// in worlds they imagine, where the cards they cannot see are dealt anew:
// only the hand a seat sees is its own.

// handJudge estimates the tricks each seat's hand may take.
type handJudge struct {
	tricks []float64 // each seat's estimate
}

// newHandJudge estimates each seat's tricks on t, with the trumps of the
// round: the declared or named suit, or while trumps are still to be
// named each seat's longest suit.
func newHandJudge(t mech.Table, hand mech.Pile) *handJudge {
	st := t.State()
	trumps, chosen := trumpsNow(t)
	h := &handJudge{tricks: make([]float64, st.Seats())}
	for s := range h.tricks {
		cards := st.Pile(hand.Of(s)).Cards
		t := trumps
		if !chosen {
			t = longestSuit(st.Deck(), cards)
		}
		h.tricks[s] = handTricks(st.Deck(), cards, t)
	}
	return h
}

// trumpsNow is the trump suit (-1 for none), and false while it is still
// to be named.
func trumpsNow(t mech.Table) (int, bool) {
	for _, m := range t.Mechanics() {
		if f, ok := m.(*followMech); ok {
			return f.trumpSuit(t.State()), !f.awaitsTrumps(t.State())
		}
	}
	return -1, true
}

// handTricks counts the tricks a hand may take with trumps: 1 an ace (the
// highest rank), 1/2 a king with another card of its suit, 1/4 a queen
// with two others, and 1 each trump beyond three.
func handTricks(d *core.Deck, cards []core.CardID, trumps int) float64 {
	var long [8]int
	for _, c := range cards {
		if s := d.Card(c).SuitIndex; s >= 0 && s < len(long) {
			long[s]++
		}
	}
	top := len(d.Ranks()) - 1
	n := 0.0
	for _, c := range cards {
		card := d.Card(c)
		if card.SuitIndex < 0 || card.SuitIndex >= len(long) || card.RankIndex < 0 {
			continue
		}
		switch l := long[card.SuitIndex]; top - card.RankIndex {
		case 0:
			n++
		case 1:
			if l >= 2 {
				n += 0.5
			}
		case 2:
			if l >= 3 {
				n += 0.25
			}
		}
	}
	if trumps >= 0 && trumps < len(long) {
		n += float64(max(0, long[trumps]-3))
	}
	return n
}

// longestSuit is the suit a hand holds most of, the first of equals.
func longestSuit(d *core.Deck, cards []core.CardID) int {
	var long [8]int
	for _, c := range cards {
		if s := d.Card(c).SuitIndex; s >= 0 && s < len(long) {
			long[s]++
		}
	}
	best := 0
	for s := range long {
		if long[s] > long[best] {
			best = s
		}
	}
	return best
}

// beforePlay reports whether no card of the hand has been played: no
// trick taken and none led.
func (b *bidMech) beforePlay(st *core.State, tricks []int) bool {
	if p, ok := st.Part(doesFollow).(*followPart); ok && p.Led > 0 {
		return false
	}
	for _, n := range tricks {
		if n > 0 {
			return false
		}
	}
	return true
}

// nilSafe is the estimate under which a nil is judged made.
const nilSafe = 0.5

// expected is what team's hand may score by its bids so far and the
// tricks its hands may take: a contract (or after an auction the high
// bid, when its team's) made or set, each nil made or failed, and the
// defenders' tricks.
func (b *bidMech) expected(team []int, p *bidPart, h *handJudge) float64 {
	pts, bid, may := 0.0, 0, 0.0
	for _, s := range team {
		switch {
		case b.isNil(p.Bids[s]) && h.tricks[s] < nilSafe:
			pts += float64(b.NilPoints)
		case b.isNil(p.Bids[s]):
			pts -= float64(b.NilPoints)
		default:
			may += h.tricks[s]
			if b.Auction == "" {
				bid += max(0, p.Bids[s])
			}
		}
	}
	if b.Auction != "" {
		d := p.declarer()
		if d < 0 || !slices.Contains(team, d) {
			return float64(b.DefendPerTrick) * may
		}
		bid = p.Bids[d]
	}
	if b.exact() {
		return pts + b.expectedExact(bid, may)
	}
	if may < float64(bid) {
		return pts - float64(b.PerTrick*bid)
	}
	return pts + float64(b.PerTrick*bid) + float64(b.PerBag)*(may-float64(bid))
}
