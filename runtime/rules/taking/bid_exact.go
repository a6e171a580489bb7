package taking

import (
	"math"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A bid from every seat may be made for tricks of a hand whose size
// changes from deal to deal (max undeclared: the tricks of the hand), may
// be barred to the last bidder when the bids would total the tricks there
// are (the hook), and may score only when met exactly (exact): the family
// of games where a bid is a promise to take that many tricks, no more.

// bidHookWhy is the engine's refusal of the bid the hook forbids.
const bidHookWhy = "the bids may not total the tricks of the hand: you may not bid %s"

// most is the highest bid seat may make: the declared one, or the tricks
// of the hand, the cards seat holds (nobody plays before the last bid).
func (b *bidMech) most(st *core.State, seat int) int {
	if most := mech.ValueIn(st, b.Max, b.MaxFn); most > 0 {
		return most
	}
	return st.Pile(b.hand.Of(seat)).Len()
}

// least is the lowest bid seat may make: the declared one, or the round's
// answer of a function declared in its place, never above the highest.
func (b *bidMech) least(st *core.State, seat int) int {
	if b.MinFn == 0 {
		return b.Min
	}
	return min(mech.ValueIn(st, b.Min, b.MinFn), b.most(st, seat))
}

// hooked is the bid the hook forbids seat now, or -1: for the last seat to
// bid, the one that makes the bids total the tricks of the hand.
func (b *bidMech) hooked(st *core.State, seat int) int {
	if !b.Hook {
		return -1
	}
	sum := 0
	for s, n := range b.part(st).Bids {
		switch {
		case s == seat:
		case n < 0:
			return -1 // another seat bids after it
		default:
			sum += n
		}
	}
	return st.Pile(b.hand.Of(seat)).Len() - sum
}

// hookWhy refuses bid n, which the hook forbids.
func (b *bidMech) hookWhy(n int) mech.Refusal {
	return mech.RefuseUnder(&b.Rule, &b.HookWhy, mech.FillArg(b.HookWhy.Or(bidHookWhy), strconv.Itoa(n)))
}

// hookLeftOut counts, for a counted game, the refusal that left the bid
// the hook forbids out of the listing, under the hook's rule.
func (b *bidMech) hookLeftOut(t mech.Table) {
	if tl := t.Counted(); tl != nil && tl.Listing && !tl.Paused {
		tl.RefuseCodes(b.hookCodes)
	}
}

// scoreExact is what team did in the hand when a bid scores only met
// exactly: Exact and PerTrick a trick bid, or Missed lost a trick it is
// off by.
func (b *bidMech) scoreExact(team []int, bids, tricks []int) teamHand {
	var h teamHand
	for _, s := range team {
		h.bid += max(0, bids[s])
		h.tricks += tricks[s]
	}
	h.points = b.exactPoints(h.bid, h.tricks)
	return h
}

// exactPoints is what a bid of bid scores with took tricks taken.
func (b *bidMech) exactPoints(bid, took int) int {
	if took == bid {
		return b.Exact + b.PerTrick*bid
	}
	return -b.Missed * max(took-bid, bid-took)
}

// settledExact is what a bid of bid with took tricks taken and left to
// play has settled: missed once it is passed or out of reach, else what
// it scores when met, discounted by the tricks it still needs.
func (b *bidMech) settledExact(bid, took, left int) int {
	switch {
	case took > bid || took+left < bid:
		return b.exactPoints(bid, took)
	case took == bid:
		return b.exactPoints(bid, bid)
	}
	return b.PerTrick * took
}

// expectedExact is what a bid of bid may score when a hand may take may
// tricks: what it scores met, the less the farther may is from it, and
// Missed a trick it is off by.
func (b *bidMech) expectedExact(bid int, may float64) float64 {
	off := math.Abs(may - float64(bid))
	return float64(b.Exact+b.PerTrick*bid)/(1+off*off) - float64(b.Missed)*off
}
