package taking

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// An auction (Bidding.Auction), as in the auction games of the whist
// family: from the dealer's left each seat in turn bids more tricks than
// the last bid, or passes (a verb of does = "bid" without <n>). In a
// "rising" auction a seat that passed is out and the bidding goes round
// until all but one have passed; in a "once" auction each seat speaks
// once. The high bidder is the declarer: its team's contract is its bid;
// it names trumps when they are named (game.tricks.trumps = "named") and
// leads, or the seat to its left leads (Bidding.Leads). When every other
// seat passed without a bid, the last may not pass. At the hand's end the
// declarer's team scores its contract made or set, the others their
// tricks (bid_score.go).

// bidPassed is the bid of a seat that passed.
const bidPassed = -2

// The engine's words where the declaration gives none.
const (
	bidRaiseWhy = "bid more than %s"
	bidStuckWhy = "every other seat passed: you must bid"
	bidNameWhy  = "only the declarer names trumps"
	bidPassText = "{seat} {pass|passes}."
	bidContract = "{seat} {win|wins} the bidding with {n}."
)

// checkAuction refuses an auction declared with what it cannot have: a
// nil bid (a partnership's), or trumps the declarer names while another
// seat leads.
func (b *bidMech) checkAuction(p mech.Setup) error {
	if b.Auction == "" {
		return nil
	}
	if b.Nil {
		return fmt.Errorf("bidding: nil is a bid of every seat's contract, not of an auction")
	}
	if t, _ := p.Decl(doesFollow).(*Tricks); t != nil && t.Trumps == trumpsNamed && b.Leads == "left" {
		return fmt.Errorf("bidding: the declarer names trumps and so leads: leads = \"left\" needs trumps not named")
	}
	return nil
}

// high is the highest bid of the auction so far, or -1 when none.
func (p *bidPart) high() int {
	h := -1
	for _, n := range p.Bids {
		h = max(h, n)
	}
	return h
}

// declarer is the seat of the highest bid, or -1 when none.
func (p *bidPart) declarer() int {
	h, at := -1, -1
	for s, n := range p.Bids {
		if n > h {
			h, at = n, s
		}
	}
	return at
}

// passes counts the seats that passed.
func (p *bidPart) passes() int {
	n := 0
	for _, b := range p.Bids {
		if b == bidPassed {
			n++
		}
	}
	return n
}

// stuck reports whether the seat to bid may not pass: every other seat
// passed without a bid.
func (p *bidPart) stuck() bool { return p.passes() == len(p.Bids)-1 && p.high() < 0 }

// listAuction lists the bids of the seat to bid above the last, or its
// pass.
func (b *bidMech) listAuction(t mech.Table, v int) {
	p := b.part(t.State())
	at := len(*t.Slab())
	if b.n < 0 {
		if !p.stuck() {
			t.Add(mech.Cand{Verb: v, Lo: at, Hi: at, Suit: -1, Seat: -1})
		}
		return
	}
	for n := max(b.least(t.State(), 0), p.high()+1); n <= b.most(t.State(), 0); n++ {
		t.Add(mech.Cand{Verb: v, Lo: at, Hi: at, Suit: -1, Seat: -1, N: n})
	}
}

// checkAuctionBid refuses a bid out of range or not above the last, or a
// pass of the last seat when every other passed without a bid.
func (b *bidMech) checkAuctionBid(st *core.State, m *notation.Move) mech.Refusal {
	p := b.part(st)
	if b.n < 0 {
		if p.stuck() {
			return mech.RefuseUnder(&b.Rule, &b.StuckWhy, b.StuckWhy.Or(bidStuckWhy))
		}
		return mech.Legal
	}
	n := m.Args[b.n].Num
	if n < b.least(st, 0) || n > b.most(st, 0) {
		return b.outOfRange(st, 0)
	}
	if h := p.high(); n <= h {
		return mech.RefuseUnder(&b.Rule, &b.RaiseWhy, mech.FillArg(b.RaiseWhy.Or(bidRaiseWhy), strconv.Itoa(h)))
	}
	return mech.Legal
}

// applyAuction records seat's bid or pass and passes the bidding on; when
// it is over, the declarer (or the seat to its left) is to act.
func (b *bidMech) applyAuction(t mech.Table, st *core.State, p *bidPart, seat int, m *notation.Move) error {
	p.Bids = append([]int(nil), p.Bids...)
	if b.n < 0 {
		p.Bids[seat] = bidPassed
		st.SayAbout(seat, b.PassText.Or(bidPassText), b.PassText.Codes...)
	} else {
		n := m.Args[b.n].Num
		p.Bids[seat] = n
		st.SayAbout(seat, strings.ReplaceAll(b.Text.Or(bidText), "{n}", strconv.Itoa(n)), b.Text.Codes...)
	}
	next := b.nextBidder(st, p, seat)
	p.Turn = next + 1
	if err := st.SetPart(doesBid, p); err != nil || next >= 0 {
		return err
	}
	d := p.declarer()
	st.SayAbout(d, strings.ReplaceAll(b.ContractText.Or(bidContract), "{n}", strconv.Itoa(p.Bids[d])), b.ContractText.Codes...)
	if t.Word(st, b.Leads, b.LeadsFn) == "left" {
		d = st.NextSeat(d, 1)
	}
	return st.SetCurrent(d)
}

// nextBidder is the seat to bid after seat, or -1 when the auction is
// over: in a "once" auction the next that has not spoken; in a "rising"
// one the next that has not passed, until all but one have passed and
// one has bid.
func (b *bidMech) nextBidder(st *core.State, p *bidPart, seat int) int {
	if b.Auction == "rising" && p.passes() >= len(p.Bids)-1 && p.high() >= 0 {
		return -1
	}
	s := seat
	for range p.Bids {
		s = st.NextSeat(s, 1)
		switch {
		case b.Auction == "once" && p.Bids[s] == -1:
			return s
		case b.Auction == "rising" && p.Bids[s] != bidPassed:
			return s
		}
	}
	return -1
}

// MayName implements mech.NameGate: after an auction only the declarer
// names trumps.
func (b *bidMech) MayName(t mech.Table, seat int) mech.Refusal {
	if b.Auction == "" {
		return mech.Legal
	}
	p, ok := t.State().Part(doesBid).(*bidPart)
	if ok && p.Turn == 0 && p.declarer() >= 0 && p.declarer() != seat {
		return mech.RefuseUnder(&b.Rule, &b.NameWhy, b.NameWhy.Or(bidNameWhy))
	}
	return mech.Legal
}
