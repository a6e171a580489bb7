package climbing

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The places from one hand to the next (places.go): the order the seats
// went out in is kept in the part, each place scores, and before the next
// hand the declared places give each other cards and the declared place
// leads.

// placesPart is the order in which the seats went out in the last round
// played, first place first: a core.Part, kept from round to round, with
// the seat that held the most cards and the gifts of their choice seats
// still owe.
type placesPart struct {
	Order []int `json:"order"`
	Most  int   `json:"most,omitempty"` // the seat that held the most cards, from 1; 0 when no line names it
	Owe   []int `json:"owe,omitempty"`  // by seat: the cards it owes of its choice
	To    []int `json:"to,omitempty"`   // by seat: the seat it gives them to
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
	if p.Most > 0 {
		b = strconv.AppendInt(b, int64(p.Most), 36)
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
	if len(p.Owe) != len(p.To) || len(p.Owe) > s.Seats() || p.Most < 0 || p.Most > s.Seats() {
		return fmt.Errorf("places: the gifts owed do not fit the seats")
	}
	return nil
}

// ReadPlacesPart reads the part the places keep from a save.
func ReadPlacesPart(data json.RawMessage) (core.Part, error) {
	var p placesPart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// placesOf is the places part of st, or nil.
func placesOf(st *core.State) *placesPart {
	p, _ := st.Part(doesExchange).(*placesPart)
	return p
}

// seatAt is the seat in place at of the part's round.
func (p *placesPart) seatAt(at int) int { return seatAt(p.Order, p.Most-1, at) }

// scorePlaces adds each seat the points of its place in the round just
// ended (order, first place first), and narrates them.
func (pp *placesPlan) scorePlaces(st *core.State, order []int) {
	for i, s := range order {
		pts := 0
		if i < len(pp.Points) {
			pts = pp.Points[i]
			if i < len(pp.PointsFn) {
				pts = mech.ValueIn(st, pts, pp.PointsFn[i])
			}
		}
		_ = st.AddScore(s, pts)
		text := strings.ReplaceAll(pp.ScoreText.Or("{seat} {take|takes} {place} place and {score|scores} {points} (total {total})."), "{points}", plural(pts, "point"))
		st.SayAbout(s, mech.Fill(text, "{place}", pp.title(i, len(order)),
			"{total}", strconv.Itoa(st.Score().Totals[s])), pp.ScoreText.Codes...)
	}
}

// mostCards is the seat other than winner that holds the most cards in
// the piles that count, when a line names that place, else -1: of seats
// that hold as many, the one with the higher total, then the first
// clockwise from winner, whatever the direction of play.
func (pp *placesPlan) mostCards(t mech.Table, st *core.State, winner int) int {
	if pp == nil || !pp.most {
		return -1
	}
	best, most := -1, -1
	totals := st.Score().Totals
	for i := 1; i < st.Seats(); i++ {
		s := (winner + i) % st.Seats()
		n := t.CardsHeld(st, s)
		if best < 0 || n > most || n == most && totals[s] > totals[best] {
			best, most = s, n
		}
	}
	return best
}

// nextHand keeps the places of the round just ended (and most, the seat
// that held the most cards, or -1), has the declared places give each
// other cards, and gives the lead to the declared place.
func (pp *placesPlan) nextHand(st *core.State, order []int, most int) error {
	part := &placesPart{Order: order, Most: most + 1}
	owe, to := make([]int, st.Seats()), make([]int, st.Seats())
	for i, gf := range pp.Exchange {
		from, dest := part.seatAt(pp.from[i]), part.seatAt(pp.to[i])
		if from < 0 || dest < 0 || from == dest {
			continue
		}
		if gf.Any {
			owe[from], to[from] = gf.Cards, dest
			continue
		}
		if err := pp.giveHighest(st, part, i); err != nil {
			return err
		}
	}
	if slices.ContainsFunc(owe, func(n int) bool { return n > 0 }) {
		part.Owe, part.To = owe, to
	}
	if err := st.SetPart(doesExchange, part); err != nil {
		return err
	}
	if lead := part.seatAt(pp.leads); lead >= 0 {
		return st.SetCurrent(lead)
	}
	return nil
}

// giveHighest gives the highest cards line i of the exchange names, for
// every seat to see.
func (pp *placesPlan) giveHighest(st *core.State, part *placesPart, i int) error {
	from, to := part.seatAt(pp.from[i]), part.seatAt(pp.to[i])
	var codes []string
	for range pp.Exchange[i].Cards {
		cards := st.Pile(pp.hand.Of(from)).Cards
		if len(cards) == 0 {
			break
		}
		c := mech.HighestOf(st.Deck(), cards)
		codes = append(codes, st.Deck().Card(c).Code)
		if _, err := st.MoveKind(pp.hand.Of(from), st.Deck().KindOf(c), pp.hand.Of(to), core.OnTop); err != nil {
			return err
		}
		st.Reveal([]int{st.Deck().KindOf(c)}, st.AllSeats())
	}
	if pp.sort {
		_ = st.SortPile(pp.hand.Of(to))
	}
	slices.Reverse(codes) // lowest first
	st.SayAbout(from, pp.giveText(part, i, strings.Join(codes, " ")), pp.giveCodes(i)...)
	return nil
}

// lineOf is the line of the exchange by which seat owes cards of its
// choice, or -1.
func (pp *placesPlan) lineOf(part *placesPart, seat int) int {
	for i, gf := range pp.Exchange {
		if gf.Any && part.seatAt(pp.from[i]) == seat && part.seatAt(pp.to[i]) == part.To[seat] {
			return i
		}
	}
	return -1
}

// giveCodes are the rule codes the words of the gift of line i cite.
func (pp *placesPlan) giveCodes(i int) []string {
	if pp.Exchange[i].Text.Text != "" {
		return pp.Exchange[i].Text.Codes
	}
	return pp.GiveText.Codes
}

// giveText narrates the gift of line i of the exchange: cards are the
// cards given, or their number.
func (pp *placesPlan) giveText(part *placesPart, i int, cards string) string {
	text := pp.Exchange[i].Text.Or(pp.GiveText.Or("{seat} ({place}) {give|gives} {cards} to {to} ({to_place})."))
	n := len(part.Order)
	return mech.Fill(text, "{cards}", cards, "{to}", mech.SeatName(part.seatAt(pp.to[i])),
		"{place}", pp.placeTitle(pp.from[i], n),
		"{to_place}", pp.placeTitle(pp.to[i], n))
}

// A GiftOwed is a gift of cards of its choice a seat owes in the exchange
// between places: Cards cards to seat To.
type GiftOwed struct {
	Seat, To, Cards int
}

// GiftsOwed are the gifts of their choice seats owe now in the exchange
// between places, by seat, or none.
func GiftsOwed(st *core.State) []GiftOwed {
	part := placesOf(st)
	if part == nil {
		return nil
	}
	var out []GiftOwed
	for s, n := range part.Owe {
		if n > 0 {
			out = append(out, GiftOwed{Seat: s, To: part.To[s], Cards: n})
		}
	}
	return out
}
