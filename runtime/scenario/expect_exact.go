package scenario

import (
	"slices"
	"strings"

	"github.com/rulerun/rulerun/runtime/engine"

	"go.yaml.in/yaml/v3"
)

// exactChecks reads moves: [moves] (the legal moves are exactly these; []
// for none) and verbs: [verbs] (the legal moves use exactly these verbs),
// for the seat to decide next or for each seat of a mapping.
func (p *parser) exactChecks(f field) ([]Check, error) {
	return p.perSeat(f, func(seat Seat, n *yaml.Node) (Check, error) {
		c := &exactCheck{base: base{key: f.key, pos: f.kpos}, seat: seat}
		if n.Kind == yaml.SequenceNode && len(n.Content) == 0 {
			return c, nil // none
		}
		var err error
		c.items, c.itemPos, err = p.words(n, "a "+strings.TrimSuffix(f.key, "s"))
		return c, err
	})
}

// exactCheck: the legal moves of a seat are exactly these (moves), or use
// exactly these verbs (verbs); seat 0 means the seat to decide next.
type exactCheck struct {
	base
	seat    Seat
	items   []string
	itemPos []Pos
}

func (c *exactCheck) validate(x *run) error {
	if c.seat.N != 0 {
		if err := x.seat(c.seat); err != nil {
			return err
		}
	}
	for i, item := range c.items {
		if c.key == "moves" {
			if _, err := engine.Parse(x.g, item); err != nil {
				return errorf(c.itemPos[i], "%v", err)
			}
		} else if verbs := x.verbNames(); !slices.Contains(verbs, item) {
			return errorf(c.itemPos[i], "%s has no move %q (its moves are %s)", x.desc.Name, item, strings.Join(verbs, ", "))
		}
	}
	return nil
}

func (c *exactCheck) eval(x *run) ([]Mismatch, error) {
	seat, over, err := x.decider(c.seat)
	if err != nil || over {
		return c.mismatch(c.key, "a seat to decide", "nobody: the game is over"), err
	}
	_, legal, err := engine.Legal(x.g, seat)
	if err != nil {
		return nil, err
	}
	want := make([]string, len(c.items))
	for i, item := range c.items {
		want[i] = x.canonical(item)
	}
	got := legal
	if c.key == "verbs" {
		got = verbsOf(legal)
	}
	slices.Sort(want)
	want = slices.Compact(want)
	got = slices.Clone(got)
	slices.Sort(got)
	got = slices.Compact(got)
	return c.mismatch(c.key+" of "+seatName(seat), joinOr(want, "none"), joinOr(got, "none")), nil
}

// verbsOf lists the verbs of moves, each once.
func verbsOf(moves []string) []string {
	var out []string
	for _, m := range moves {
		v, _, _ := strings.Cut(m, " ")
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// decider is the seat a check about legal moves asks about: the seat given,
// or (seat 0) the seat to decide next; over is set when nobody decides.
func (x *run) decider(s Seat) (seat int, over bool, err error) {
	if s.N != 0 {
		return s.N - 1, false, nil
	}
	d, err := x.g.ToAct()
	if err != nil {
		return 0, false, err
	}
	return d.Seat, d.Over, nil
}

// verbNames lists the game's verbs, in the order it declares them.
func (x *run) verbNames() []string {
	out := make([]string, len(x.desc.Verbs))
	for i, v := range x.desc.Verbs {
		out[i] = v.Name
	}
	return out
}

// joinOr writes a list separated by commas, or none when it is empty.
func joinOr(items []string, none string) string {
	if len(items) == 0 {
		return none
	}
	return strings.Join(items, ", ")
}
