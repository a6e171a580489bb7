package scenario

import (
	"strconv"
	"strings"
)

// sees: {2: [R5]} holds when seat 2 may see or name each card: some copy
// of it lies in a pile that seat sees, or the seat was shown it (g:reveal).
// unseen: {2: [R5]} holds when seat 2 may do neither, as for its own
// forehead card or a hand shown to another seat.
type seesCheck struct {
	base
	seat  Seat
	cards Cards
}

func (p *parser) seesChecks(f field) ([]Check, error) {
	fields, err := p.mapping(f.value, f.key)
	if err != nil {
		return nil, err
	}
	var out []Check
	for _, sf := range fields {
		n, err := strconv.Atoi(sf.key)
		if err != nil || n < 1 {
			return nil, errorf(sf.kpos, "%s: a key is a seat number, not %q", f.key, sf.key)
		}
		c, err := p.cards(sf.value, f.key+" of seat "+sf.key)
		if err != nil {
			return nil, err
		}
		out = append(out, &seesCheck{base: base{key: f.key, pos: sf.kpos}, seat: Seat{N: n, Pos: sf.kpos}, cards: c})
	}
	return out, nil
}

func (c *seesCheck) validate(x *run) error {
	if err := x.seat(c.seat); err != nil {
		return err
	}
	_, err := x.kinds(c.cards)
	return err
}

func (c *seesCheck) eval(x *run) ([]Mismatch, error) {
	kinds, err := x.kinds(c.cards)
	if err != nil {
		return nil, err
	}
	st := x.g.State()
	want := c.key == "sees"
	var wrong []string
	for _, k := range kinds {
		if st.MayName(c.seat.N-1, k) != want {
			wrong = append(wrong, st.Deck().Kind(k).Code)
		}
	}
	if len(wrong) == 0 {
		return nil, nil
	}
	what := "cards seen by " + seatName(c.seat.N-1)
	got := "it cannot see " + strings.Join(wrong, " ")
	if !want {
		what = "cards hidden from " + seatName(c.seat.N-1)
		got = "it can see " + strings.Join(wrong, " ")
	}
	return []Mismatch{{Pos: c.pos, What: what, Want: cardList(x.codes(kinds)), Got: got}}, nil
}
