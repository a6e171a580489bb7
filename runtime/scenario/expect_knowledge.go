package scenario

import (
	"strconv"
	"strings"
)

// knowledgeChecks reads sees: {seat: [cards]} (the seat sees each card where
// it lies, or was shown it) and hidden_from: {seat: [cards]} (it does not
// and was not): forehead cards, shown hands, hidden draws.
func (p *parser) knowledgeChecks(f field) ([]Check, error) {
	fields, err := p.mapping(f.value, f.key)
	if err != nil {
		return nil, err
	}
	var out []Check
	for _, sf := range fields {
		n, err := strconv.Atoi(sf.key)
		if err != nil || n < 1 {
			return nil, errorf(sf.kpos, "%s: a key is a seat number, not %q (write %s: {1: [8H]})", f.key, sf.key, f.key)
		}
		cards, err := p.cards(sf.value, f.key+" of seat "+sf.key)
		if err != nil {
			return nil, err
		}
		out = append(out, &knowledgeCheck{base: base{key: f.key, pos: sf.kpos}, seat: Seat{N: n, Pos: sf.kpos}, cards: cards})
	}
	return out, nil
}

// knowledgeCheck: what a seat may know of given cards.
type knowledgeCheck struct {
	base
	seat  Seat
	cards Cards
}

func (c *knowledgeCheck) validate(x *run) error {
	if err := x.seat(c.seat); err != nil {
		return err
	}
	_, err := x.kinds(c.cards)
	return err
}

func (c *knowledgeCheck) eval(x *run) ([]Mismatch, error) {
	kinds, err := x.kinds(c.cards)
	if err != nil {
		return nil, err
	}
	st := x.g.State()
	seat := c.seat.N - 1
	want := c.key == "sees"
	var wrong []string
	for _, k := range kinds {
		if st.MayName(seat, k) != want {
			wrong = append(wrong, st.Deck().Kind(k).Code)
		}
	}
	if len(wrong) == 0 {
		return nil, nil
	}
	what := "cards " + seatName(seat) + " sees"
	got := "it does not see " + strings.Join(wrong, " ")
	if !want {
		what = "cards hidden from " + seatName(seat)
		got = "it sees " + strings.Join(wrong, " ")
	}
	return []Mismatch{{Pos: c.pos, What: what, Want: cardList(x.codes(kinds)), Got: got}}, nil
}
