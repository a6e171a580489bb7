package core

import "slices"

// PileView is a pile as one seat sees it.
type PileView struct {
	Name  string   `json:"name"`
	Group string   `json:"group,omitempty"`
	Owner int      `json:"owner"` // seat, or -1
	Vis   string   `json:"visibility"`
	Count int      `json:"count"`
	Cards []string `json:"cards,omitempty"` // every card, bottom first, when the seat sees them all
	Top   string   `json:"top,omitempty"`   // the top card, when the seat sees it
}

// View is what one seat may know of a game: never a card it may not see.
type View struct {
	Seat   int             `json:"seat"` // -1 for an onlooker
	Seats  int             `json:"seats"`
	Turn   Turn            `json:"turn"`
	Flow   FlowPart        `json:"flow,omitempty"`
	Parts  map[string]Part `json:"parts,omitempty"`
	Piles  []PileView      `json:"piles"`
	Vars   map[string]any  `json:"vars"`
	Score  Score           `json:"score"`
	Result Result          `json:"result"`
	Log    []string        `json:"log"`
}

// View projects the state for a seat (-1 for an onlooker who sees only what
// every seat sees). Log holds the events the seat may read, from event index
// since on.
func (s *State) View(seat, since int) *View {
	if seat < 0 || seat >= s.seats {
		seat = -1 // not a seat of this game: an onlooker
	}
	v := &View{Seat: seat, Seats: s.seats, Turn: s.turn, Flow: s.flow, Vars: make(map[string]any, len(s.vars)), Result: s.result}
	v.Turn.Order = slices.Clone(s.turn.Order)
	v.Parts = s.partsView()
	s.flowGen = nil // the view shares the flow: the state copies it before it changes it
	v.Result.Winners = slices.Clone(s.result.Winners)
	v.Result.Losers = slices.Clone(s.result.Losers)
	for k, x := range s.vars {
		v.Vars[k] = x // values are immutable once stored
	}
	v.Score = Score{Totals: slices.Clone(s.score.Totals), Round: slices.Clone(s.score.Round)}
	for _, r := range s.score.Rounds {
		v.Score.Rounds = append(v.Score.Rounds, slices.Clone(r))
	}
	for _, p := range s.piles {
		v.Piles = append(v.Piles, s.pileView(p, seat))
	}
	for _, e := range s.log.since(since) {
		if e.Reads(seat) {
			v.Log = append(v.Log, e.TextFor(seat))
		}
	}
	return v
}

func (s *State) pileView(p *Pile, seat int) PileView {
	pv := PileView{Name: p.Name, Group: p.Group, Owner: p.Owner, Vis: p.Vis.String(), Count: len(p.Cards)}
	if p.SeesAll(seat) {
		pv.Cards = make([]string, len(p.Cards))
		for i, c := range p.Cards {
			pv.Cards[i] = s.deck.Card(c).Code
		}
	}
	if top, ok := p.Top(); ok && p.Sees(seat, len(p.Cards)-1) {
		pv.Top = s.deck.Card(top).Code
	}
	return pv
}

// Sees reports whether seat may see the card with the given code anywhere in
// the game right now: in a pile it sees, at a position it sees.
func (s *State) Sees(seat, kind int) bool {
	for _, p := range s.piles {
		for i, c := range p.Cards {
			if s.deck.KindOf(c) == kind && p.Sees(seat, i) {
				return true
			}
		}
	}
	return false
}
