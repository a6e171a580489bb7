package taking

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/runtime/words"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// teamHand is what a team did in a hand: its contract, the tricks it took
// toward it, and what it scores.
type teamHand struct {
	bid, tricks, points, bags int
}

// isNil reports whether bid is a nil bid.
func (b *bidMech) isNil(bid int) bool { return b.Nil && bid == 0 }

// scoreHand is what team did in the hand, its bags before it being bags: its
// contract made (PerTrick a trick bid) or set (as much lost), each nil
// made or failed, PerBag a bag (an overtrick, or with NilTricks "bags" a
// nil bidder's trick), and BagPenalty lost for every Bags bags.
func (b *bidMech) scoreHand(team []int, bids, tricks []int, bags int) teamHand {
	var h teamHand
	over := 0
	for _, s := range team {
		switch {
		case !b.isNil(bids[s]):
			h.bid += max(0, bids[s])
			h.tricks += tricks[s]
		case tricks[s] == 0:
			h.points += b.NilPoints
		default:
			h.points -= b.NilPoints
			if b.NilTricks == "bags" {
				over += tricks[s]
			}
		}
	}
	if h.tricks >= h.bid {
		over += h.tricks - h.bid
		h.points += b.PerTrick * h.bid
	} else {
		h.points -= b.PerTrick * h.bid
	}
	h.points += b.PerBag * over
	h.bags = bags + over
	for b.Bags > 0 && h.bags >= b.Bags {
		h.bags -= b.Bags
		h.points -= b.BagPenalty
	}
	return h
}

// ScoreRound implements mech.RoundScorer: each team scores its hand, every
// seat of it alike, and keeps its bags.
func (b *bidMech) ScoreRound(t mech.Table, st *core.State) {
	b = b.now(t, st)
	p := *b.part(st)
	p.Bags = append([]int(nil), p.Bags...)
	tricks := tricksOf(st)
	for i, team := range b.teams {
		h := b.scoreHand(team, p.Bids, tricks, p.Bags[i])
		switch {
		case b.Auction != "":
			h = b.scoreContract(team, &p, tricks, p.Bags[i])
		case b.exact():
			h = b.scoreExact(team, p.Bids, tricks)
		}
		p.Bags[i] = h.bags
		_ = st.AddTeamScore(team, h.points)
		if !st.Imagined() {
			st.Say(mech.Fill(b.ScoreText.Or(bidScore), "{team}", teamName(team), "{bid}", strconv.Itoa(h.bid),
				"{tricks}", strconv.Itoa(h.tricks), "{points}", words.Plural(h.points, "point"),
				"{bags}", strconv.Itoa(h.bags)), b.ScoreText.Codes...)
		}
	}
	_ = st.SetPart(doesBid, &p)
}

// scoreContract is what team did in the hand after an auction: the
// declarer's team its contract made (PerTrick a trick bid, PerBag an
// overtrick) or set (as much lost), any other team DefendPerTrick a trick
// it took; bags are kept as they were.
func (b *bidMech) scoreContract(team []int, p *bidPart, tricks []int, bags int) teamHand {
	h := teamHand{bags: bags}
	d := p.declarer()
	for _, s := range team {
		h.tricks += tricks[s]
		if s == d {
			h.bid = p.Bids[d]
		}
	}
	switch {
	case h.bid == 0 && !slices.Contains(team, d):
		h.points = b.DefendPerTrick * h.tricks
	case h.tricks >= h.bid:
		h.points = b.PerTrick*h.bid + b.PerBag*(h.tricks-h.bid)
	default:
		h.points = -b.PerTrick * h.bid
	}
	return h
}

// teamName names a team's seats: "seat 1 and seat 3".
func teamName(team []int) string {
	names := make([]string, len(team))
	for i, s := range team {
		names[i] = mech.SeatName(s)
	}
	return strings.Join(names, " and ")
}

// Standings implements mech.Stander: a seat stands as its team, by its total
// and what the hand under way has settled (projected), above the worst
// team. Before the hand's first card is played a bid stands by the
// tricks its team's hands may take (bid_judge.go), so that a bot bids by
// the strength of its hand.
func (b *bidMech) Standings(t mech.Table, out []float64) {
	st := t.State()
	b = b.now(t, st)
	p := b.part(st)
	tricks := tricksOf(st)
	left := 0
	for s := range st.Seats() {
		left = max(left, st.Pile(b.hand.Of(s)).Len())
	}
	var hands *handJudge
	if b.beforePlay(st, tricks) {
		hands = newHandJudge(t, b.hand)
	}
	worst := 0.0
	for i, team := range b.teams {
		v := float64(st.Score().Totals[team[0]])
		switch {
		case hands != nil:
			v += b.expected(team, p, hands)
		case b.Auction != "":
			v += float64(b.projectedContract(team, p, tricks, left))
		default:
			v += float64(b.projected(team, p.Bids, tricks, left))
		}
		for _, s := range team {
			out[s] = v
		}
		if i == 0 || v < worst {
			worst = v
		}
	}
	for s := range out {
		out[s] = out[s] - worst + 1
	}
}

// projected is what team's hand has settled with left tricks to play: a
// contract made or out of reach, a nil failed, or made once no trick is
// left; and for a contract still open, PerTrick for each trick toward it.
func (b *bidMech) projected(team []int, bids, tricks []int, left int) int {
	pts, bid, took := 0, 0, 0
	for _, s := range team {
		switch {
		case !b.isNil(bids[s]):
			bid += max(0, bids[s])
			took += tricks[s]
		case tricks[s] > 0:
			pts -= b.NilPoints
		case left == 0:
			pts += b.NilPoints
		}
	}
	if b.exact() {
		return pts + b.settledExact(bid, took, left)
	}
	return pts + b.settled(bid, took, left)
}

// settled is what a contract of bid with took tricks taken and left to
// play has settled: made, out of reach, or PerTrick a trick toward it.
func (b *bidMech) settled(bid, took, left int) int {
	switch {
	case took >= bid:
		return b.PerTrick*bid + b.PerBag*(took-bid)
	case took+left < bid:
		return -b.PerTrick * bid
	}
	return b.PerTrick * took
}

// projectedContract is projected after an auction: the declarer's team
// by its contract, the others DefendPerTrick a trick taken.
func (b *bidMech) projectedContract(team []int, p *bidPart, tricks []int, left int) int {
	d, took := p.declarer(), 0
	for _, s := range team {
		took += tricks[s]
	}
	if d < 0 || !slices.Contains(team, d) {
		return b.DefendPerTrick * took
	}
	return b.settled(p.Bids[d], took, left)
}
