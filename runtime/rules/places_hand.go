package rules

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
)

// The places from one hand to the next (places.go): the order the seats
// went out in is kept in the part, each place scores, and before the next
// hand the declared places give each other cards and the declared place
// leads.

// placesPart is the order in which the seats went out in the last round
// played, first place first: a core.Part, kept from round to round, with
// the gifts of their choice seats still owe.
type placesPart struct {
	Order []int `json:"order"`
	Owe   []int `json:"owe,omitempty"` // by seat: the cards it owes of its choice
	To    []int `json:"to,omitempty"`  // by seat: the seat it gives them to
}

// AppendKey implements core.Part.
func (p *placesPart) AppendKey(b []byte) []byte {
	for _, xs := range [][]int{p.Order, p.Owe, p.To} {
		for _, x := range xs {
			b = strconv.AppendInt(b, int64(x), 36)
			b = append(b, ',')
		}
		b = append(b, ';')
	}
	return b
}

// Check implements core.Part.
func (p *placesPart) Check(s *core.State) error {
	for _, xs := range [][]int{p.Order, p.To} {
		for _, x := range xs {
			if x < 0 || x >= s.Seats() {
				return fmt.Errorf("places: no seat %d", x+1)
			}
		}
	}
	if len(p.Owe) != len(p.To) || len(p.Owe) > s.Seats() {
		return fmt.Errorf("places: the gifts owed do not fit the seats")
	}
	return nil
}

func readPlacesPart(data json.RawMessage) (core.Part, error) {
	var p placesPart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// placesOf is the places part of st, or nil.
func placesOf(st *core.State) *placesPart {
	p, _ := st.Part(doesExchange).(*placesPart)
	return p
}

// scorePlaces adds each seat the points of its place in the round just
// ended (order, first place first), and narrates them.
func (pp *placesPlan) scorePlaces(st *core.State, order []int) {
	for i, s := range order {
		pts := 0
		if i < len(pp.Points) {
			pts = pp.Points[i]
		}
		_ = st.AddScore(s, pts)
		text := points(or(pp.ScoreText, "{seat} {take|takes} {place} place and {score|scores} {points} (total {total})."), pts)
		st.SayAbout(s, strings.NewReplacer("{place}", pp.title(i, len(order)),
			"{total}", strconv.Itoa(st.Score().Totals[s])).Replace(text))
	}
}

// nextHand keeps the places of the round just ended, has the declared
// places give each other cards, and gives the lead to the declared place.
func (pp *placesPlan) nextHand(g *Game, st *core.State, order []int) error {
	part := &placesPart{Order: order}
	owe, to := make([]int, st.Seats()), make([]int, st.Seats())
	for i, gf := range pp.Exchange {
		from, dest := seatAt(order, pp.from[i]), seatAt(order, pp.to[i])
		if from < 0 || dest < 0 || from == dest {
			continue
		}
		if gf.Any {
			owe[from], to[from] = gf.Cards, dest
			continue
		}
		if err := pp.giveHighest(g, st, from, dest, gf.Cards, order); err != nil {
			return err
		}
	}
	if slices.ContainsFunc(owe, func(n int) bool { return n > 0 }) {
		part.Owe, part.To = owe, to
	}
	if err := st.SetPart(doesExchange, part); err != nil {
		return err
	}
	if lead := seatAt(order, pp.leads); lead >= 0 {
		return st.SetCurrent(lead)
	}
	return nil
}

// giveHighest gives n of from's highest cards to seat to, for every seat
// to see.
func (pp *placesPlan) giveHighest(g *Game, st *core.State, from, to, n int, order []int) error {
	var codes []string
	for range n {
		cards := st.Pile(g.p.hand.Of(from)).Cards
		if len(cards) == 0 {
			break
		}
		c := g.p.rounds.highestOf(g, st, cards)
		codes = append(codes, st.Deck().Card(c).Code)
		if err := give(g, st, from, to, st.Deck().KindOf(c)); err != nil {
			return err
		}
	}
	if g.d.Deal.Sort {
		_ = st.SortPile(g.p.hand.Of(to))
	}
	slices.Reverse(codes) // lowest first
	st.SayAbout(from, pp.giveText(order, from, to, strings.Join(codes, " ")))
	return nil
}

// giveText narrates a gift of cards from seat from to seat to.
func (pp *placesPlan) giveText(order []int, from, to int, cards string) string {
	text := or(pp.GiveText, "{seat} ({place}) {give|gives} {cards} to {to} ({to_place}).")
	return strings.NewReplacer("{cards}", cards, "{to}", seatName(to),
		"{place}", pp.title(slices.Index(order, from), len(order)),
		"{to_place}", pp.title(slices.Index(order, to), len(order))).Replace(text)
}
