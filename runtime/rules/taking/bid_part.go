package taking

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
)

// bidPart is the hand's bids and the teams' bags: a core.Part, saved as
// the part "bid".
type bidPart struct {
	Bids []int `json:"bids"`           // each seat's bid this hand, -1 before it bids, bidPassed once it passed
	Bags []int `json:"bags"`           // the bags each team has accumulated
	Turn int   `json:"turn,omitempty"` // in an auction, 1 + the seat to bid; 0 once it is over
}

// next is the seat to bid: the first from the seat to act (the dealer's
// left, who leads once every seat has bid) that has not, or -1.
func (p *bidPart) next(st *core.State) int {
	if !slices.Contains(p.Bids, -1) {
		return -1 // every seat has bid: the hand is being played
	}
	s := st.Turn().Current
	for range p.Bids {
		if p.Bids[s] < 0 {
			return s
		}
		s = st.NextSeat(s, 1)
	}
	return -1
}

// AppendKey implements core.Part.
func (p *bidPart) AppendKey(b []byte) []byte {
	for _, n := range p.Bids {
		b = append(b, byte(n+1))
	}
	for _, n := range p.Bags {
		b = strconv.AppendInt(append(b, ','), int64(n), 36)
	}
	if p.Turn > 0 {
		b = append(b, ';', byte(p.Turn))
	}
	return b
}

// Check implements core.Part.
func (p *bidPart) Check(s *core.State) error {
	if len(p.Bids) != s.Seats() || len(p.Bags) > s.Seats() || p.Turn < 0 || p.Turn > s.Seats() {
		return fmt.Errorf("the bids name a seat that does not exist")
	}
	return nil
}

// ReadBidPart reads the part the bidding keeps from a save.
func ReadBidPart(data json.RawMessage) (core.Part, error) {
	var p bidPart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// part is the bids in st, or none made yet.
func (b *bidMech) part(st *core.State) *bidPart {
	if p, ok := st.Part(doesBid).(*bidPart); ok {
		return p
	}
	bids := make([]int, st.Seats())
	for s := range bids {
		bids[s] = -1
	}
	return &bidPart{Bids: bids, Bags: make([]int, len(b.teams))}
}
