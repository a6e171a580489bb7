package scenario

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"go.yaml.in/yaml/v3"
)

// Check is one expectation about the game, such as "next: 2" or
// "discard: [5H, 8H]".
type Check interface {
	// Key is the expectation's key as written: "next", "top", "hand".
	Key() string
	validate(x *run) error
	eval(x *run) ([]Mismatch, error)
}

// expectKeys are the keys of an expectation that are not pile names.
var expectKeys = []string{"next", "over", "draw", "lost", "winner", "loser", "finish", "direction", "scores", "round",
	"top", "size", "in_order", "contains", "legal", "illegal", "moves", "verbs", "sees", "hidden_from", "log"}

func (p *parser) expect(n *yaml.Node, what string) (*Expect, error) {
	fields, err := p.mapping(n, what)
	if err != nil {
		return nil, err
	}
	e := &Expect{Pos: p.pos(n)}
	for _, f := range fields {
		checks, err := p.check(f)
		if err != nil {
			return nil, err
		}
		e.Checks = append(e.Checks, checks...)
	}
	return e, nil
}

// check reads one key of an expectation.
func (p *parser) check(f field) ([]Check, error) {
	b := base{key: f.key, pos: f.kpos}
	switch f.key {
	case "next":
		s, err := p.seat(f.value, "next")
		return []Check{&nextCheck{b, s}}, err
	case "over", "draw", "lost":
		v, err := p.boolean(f.value, f.key)
		return []Check{&endCheck{b, v}}, err
	case "winner", "loser", "finish":
		s, err := p.seats(f.value, f.key)
		return []Check{&seatsCheck{b, s}}, err
	case "direction":
		d, err := p.direction(f.value)
		return []Check{&directionCheck{b, d}}, err
	case "round":
		n, err := p.number(f.value, "round", 1)
		return []Check{&roundCheck{b, n}}, err
	case "scores":
		return p.scores(f)
	case "top", "size", "in_order", "contains":
		return p.pileChecks(f)
	case "legal", "illegal":
		return p.legalChecks(f)
	case "moves", "verbs":
		return p.exactChecks(f)
	case "sees", "hidden_from":
		return p.knowledgeChecks(f)
	case "log":
		return p.logCheck(f)
	}
	if f.value.Kind == yaml.ScalarNode {
		return nil, errorf(f.kpos, "unknown key %q: the keys are %s, or a pile name with a list of cards", f.key, strings.Join(expectKeys, ", "))
	}
	var out []Check
	err := p.piles(f, func(ref PileRef, v *yaml.Node) error {
		c, err := p.cards(v, ref.String())
		out = append(out, &pileCheck{base: b, mode: "cards", pile: ref, cards: c})
		return err
	})
	return out, err
}

func (p *parser) scores(f field) ([]Check, error) {
	fields, err := p.mapping(f.value, "scores")
	if err != nil {
		return nil, err
	}
	c := &scoresCheck{base: base{key: f.key, pos: f.kpos}}
	for _, sf := range fields {
		n, err := strconv.Atoi(sf.key)
		if err != nil || n < 1 {
			return nil, errorf(sf.kpos, "scores: a key is a seat number, not %q", sf.key)
		}
		v, err := p.scalar(sf.value, "a score")
		if err != nil {
			return nil, err
		}
		pts, err := strconv.Atoi(v)
		if err != nil {
			return nil, errorf(p.pos(sf.value), "a score must be a whole number, not %q", v)
		}
		c.seats = append(c.seats, Seat{N: n, Pos: sf.kpos})
		c.points = append(c.points, pts)
	}
	return []Check{c}, nil
}

// pileChecks reads top: {pile: card}, size: {pile: n} and in_order:
// {pile: [cards]}.
func (p *parser) pileChecks(f field) ([]Check, error) {
	fields, err := p.mapping(f.value, f.key)
	if err != nil {
		return nil, err
	}
	var out []Check
	for _, pf := range fields {
		err := p.piles(pf, func(ref PileRef, v *yaml.Node) error {
			c := &pileCheck{base: base{key: f.key, pos: ref.Pos}, mode: f.key, pile: ref}
			var err error
			switch f.key {
			case "top":
				var code string
				if code, err = p.scalar(v, "the top card of "+ref.String()); err == nil {
					if strings.EqualFold(code, "none") {
						c.cards = Cards{}
					} else {
						c.cards = Cards{Codes: []string{code}, Pos: []Pos{p.pos(v)}}
					}
				}
			case "size":
				c.size, err = p.number(v, "the size of "+ref.String(), 0)
			default:
				c.cards, err = p.cards(v, ref.String())
			}
			out = append(out, c)
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// legalChecks reads legal: [moves] (for the seat to decide next) or
// legal: {seat: [moves]}; illegal likewise.
func (p *parser) legalChecks(f field) ([]Check, error) {
	return p.perSeat(f, func(seat Seat, n *yaml.Node) (Check, error) {
		c := &legalCheck{base: base{key: f.key, pos: f.kpos}, seat: seat, want: f.key == "legal"}
		var err error
		c.moves, c.movePos, err = p.words(n, "a move")
		return c, err
	})
}

// words reads one text or a list of them: moves or verbs.
func (p *parser) words(n *yaml.Node, what string) ([]string, []Pos, error) {
	list := []*yaml.Node{n}
	if n.Kind == yaml.SequenceNode {
		list = n.Content
	}
	var out []string
	var pos []Pos
	for _, item := range list {
		m, err := p.scalar(item, what)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, m)
		pos = append(pos, p.pos(item))
	}
	return out, pos, nil
}

// perSeat reads a value about the seat to decide next, or a mapping of seats
// to such values ({3: [catch 1]}), with read making a check of each.
func (p *parser) perSeat(f field, read func(Seat, *yaml.Node) (Check, error)) ([]Check, error) {
	if f.value.Kind != yaml.MappingNode {
		c, err := read(Seat{}, f.value)
		return []Check{c}, err
	}
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
		c, err := read(Seat{N: n, Pos: sf.kpos}, sf.value)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (p *parser) logCheck(f field) ([]Check, error) {
	c := &logCheck{base: base{key: f.key, pos: f.kpos}}
	list := []*yaml.Node{f.value}
	if f.value.Kind == yaml.SequenceNode {
		list = f.value.Content
	}
	for _, item := range list {
		s, err := p.scalar(item, "a log line")
		if err != nil {
			return nil, err
		}
		c.lines = append(c.lines, s)
	}
	return []Check{c}, nil
}

// validate checks every expectation against the game.
func (e *Expect) validate(x *run) error {
	for _, c := range e.Checks {
		if err := c.validate(x); err != nil {
			return err
		}
	}
	return nil
}

// eval checks every expectation and returns those that do not hold.
func (e *Expect) eval(x *run) ([]Mismatch, error) {
	var out []Mismatch
	for _, c := range e.Checks {
		mm, err := c.eval(x)
		if err != nil {
			return nil, err
		}
		out = append(out, mm...)
	}
	return out, nil
}

type base struct {
	key string
	pos Pos
}

// Key is the expectation's key in the scenario file.
func (b base) Key() string { return b.key }

func (b base) mismatch(what, want, got string) []Mismatch {
	if want == got {
		return nil
	}
	return []Mismatch{{Pos: b.pos, What: what, Want: want, Got: got}}
}

func seatName(seat int) string { return "seat " + strconv.Itoa(seat+1) }

func seatList(seats []int) string {
	if len(seats) == 0 {
		return "none"
	}
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = strconv.Itoa(s + 1)
	}
	return "seat " + strings.Join(out, ", ")
}

// next: the seat that must decide.
type nextCheck struct {
	base
	seat Seat
}

func (c *nextCheck) validate(x *run) error { return x.seat(c.seat) }

func (c *nextCheck) eval(x *run) ([]Mismatch, error) {
	d, err := x.g.ToAct()
	if err != nil {
		return nil, err
	}
	got := seatName(d.Seat)
	if d.Over {
		got = "nobody: the game is over"
	}
	return c.mismatch("next", seatName(c.seat.N-1), got), nil
}

// over: whether the game has ended; draw: whether it ended without a
// winner; lost, the same said of a game of one (a patience).
type endCheck struct {
	base
	want bool
}

func (c *endCheck) validate(*run) error { return nil }

func (c *endCheck) eval(x *run) ([]Mismatch, error) {
	r := x.g.State().Result()
	got := r.Over
	switch {
	case c.key == "draw":
		got = r.Over && r.Draw
	case c.key == "lost": // a game of one that nobody won is lost, as is a game with losers
		got = r.Over && (r.Draw || len(r.Losers) > 0)
	}
	return c.mismatch(c.key, strconv.FormatBool(c.want), strconv.FormatBool(got)), nil
}

// winner: the winning seats; loser: the losing seats; finish: the
// finishing order.
type seatsCheck struct {
	base
	seats []Seat
}

func (c *seatsCheck) validate(x *run) error {
	for _, s := range c.seats {
		if err := x.seat(s); err != nil {
			return err
		}
	}
	return nil
}

func (c *seatsCheck) eval(x *run) ([]Mismatch, error) {
	want := make([]int, len(c.seats))
	for i, s := range c.seats {
		want[i] = s.N - 1
	}
	st := x.g.State()
	if c.key == "finish" {
		return c.mismatch("finish", seatList(want), seatList(st.Turn().Order)), nil
	}
	r := st.Result()
	got := slices.Clone(r.Winners)
	if c.key == "loser" {
		got = slices.Clone(r.Losers)
	}
	sort.Ints(got)
	sort.Ints(want)
	gotText := seatList(got)
	switch {
	case !r.Over:
		gotText = "none: the game is not over"
	case len(got) == 0 && len(r.Losers) > 0:
		gotText = "none: the game is lost by " + seatList(r.Losers) + " (" + r.Reason + ")"
	case len(got) == 0 && len(r.Winners) > 0:
		gotText = "none: the game is won by " + seatList(r.Winners) + " (" + r.Reason + ")"
	case len(got) == 0:
		gotText = "none: the game is a draw (" + r.Reason + ")"
	}
	return c.mismatch(c.key, seatList(want), gotText), nil
}

// direction: clockwise or counterclockwise.
type directionCheck struct {
	base
	dir int
}

func dirName(d int) string {
	if d < 0 {
		return "counterclockwise"
	}
	return "clockwise"
}

func (c *directionCheck) validate(*run) error { return nil }

func (c *directionCheck) eval(x *run) ([]Mismatch, error) {
	return c.mismatch("direction", dirName(c.dir), dirName(x.g.State().Turn().Dir)), nil
}

// round: the number of the current round.
type roundCheck struct {
	base
	n int
}

func (c *roundCheck) validate(*run) error { return nil }

func (c *roundCheck) eval(x *run) ([]Mismatch, error) {
	return c.mismatch("round", strconv.Itoa(c.n), strconv.Itoa(x.g.State().RoundNumber())), nil
}

// scores: each named seat's total.
type scoresCheck struct {
	base
	seats  []Seat
	points []int
}

func (c *scoresCheck) validate(x *run) error {
	for _, s := range c.seats {
		if err := x.seat(s); err != nil {
			return err
		}
	}
	return nil
}

func (c *scoresCheck) eval(x *run) ([]Mismatch, error) {
	var out []Mismatch
	totals := x.g.State().Score().Totals
	for i, s := range c.seats {
		out = append(out, c.mismatch("score of "+seatName(s.N-1), strconv.Itoa(c.points[i]), strconv.Itoa(totals[s.N-1]))...)
	}
	return out, nil
}

// pileCheck is an expectation about a pile: its cards in any order (a pile
// name as the key), in order (in_order), its top card or its size.
type pileCheck struct {
	base
	mode  string // cards, in_order, top, size
	pile  PileRef
	cards Cards
	size  int
}

func (c *pileCheck) validate(x *run) error {
	_, err := x.kinds(c.cards)
	return err
}

func (c *pileCheck) eval(x *run) ([]Mismatch, error) {
	id, err := x.pile(c.pile)
	if err != nil {
		if se, ok := err.(*Error); ok && c.mode == "cards" && c.pile.Seat == 0 && !isGroup(x.g.State(), c.pile.Name) {
			se.Msg += "; the other keys of an expectation are " + strings.Join(expectKeys, ", ")
		}
		return nil, err
	}
	kinds, err := x.kinds(c.cards)
	if err != nil {
		return nil, err
	}
	st := x.g.State()
	p := st.Pile(id)
	got := make([]string, len(p.Cards))
	for i, card := range p.Cards {
		got[i] = st.Deck().Card(card).Code
	}
	want := x.codes(kinds)
	name := c.pile.String()
	switch c.mode {
	case "size":
		return c.mismatch("size of "+name, strconv.Itoa(c.size), strconv.Itoa(len(got))), nil
	case "top":
		return c.mismatch("top of "+name, listOr(want, "none"), listOr(topOf(got), "none")), nil
	case "in_order":
		return c.mismatch(name+" (bottom first)", cardList(want), cardList(got)), nil
	}
	missing, extra := difference(want, got)
	if c.mode == "contains" {
		if len(missing) == 0 {
			return nil, nil
		}
		return []Mismatch{{Pos: c.pos, What: name, Want: "to contain " + cardList(sortedCodes(st.Deck(), want)),
			Got: cardList(sortedCodes(st.Deck(), got)) + " (missing " + strings.Join(missing, " ") + ")"}}, nil
	}
	if len(missing) == 0 && len(extra) == 0 {
		return nil, nil
	}
	var notes []string
	if len(missing) > 0 {
		notes = append(notes, "missing "+strings.Join(missing, " "))
	}
	if len(extra) > 0 {
		notes = append(notes, "extra "+strings.Join(extra, " "))
	}
	return []Mismatch{{Pos: c.pos, What: name, Want: cardList(sortedCodes(st.Deck(), want)),
		Got: cardList(sortedCodes(st.Deck(), got)) + " (" + strings.Join(notes, "; ") + ")"}}, nil
}

func topOf(codes []string) []string {
	if len(codes) == 0 {
		return nil
	}
	return codes[len(codes)-1:]
}

func listOr(codes []string, none string) string {
	if len(codes) == 0 {
		return none
	}
	return strings.Join(codes, " ")
}

func cardList(codes []string) string { return "[" + strings.Join(codes, ", ") + "]" }

// difference returns the cards of want that got lacks and those of got that
// want lacks, each as many times as it is missing or extra.
func difference(want, got []string) (missing, extra []string) {
	n := map[string]int{}
	for _, c := range got {
		n[c]++
	}
	for _, c := range want {
		if n[c] > 0 {
			n[c]--
		} else {
			missing = append(missing, c)
		}
	}
	for _, c := range got {
		if n[c] > 0 {
			n[c]--
			extra = append(extra, c)
		}
	}
	return missing, extra
}

// sortedCodes puts codes in the deck's order.
func sortedCodes(d *core.Deck, codes []string) []string {
	out := slices.Clone(codes)
	order := func(code string) int {
		k, _ := d.Lookup(code)
		return d.Kind(k).Order
	}
	sort.SliceStable(out, func(i, j int) bool { return order(out[i]) < order(out[j]) })
	return out
}

// legalCheck: moves that must be (legal) or must not be (illegal) among a
// seat's legal moves; seat 0 means the seat to decide next.
type legalCheck struct {
	base
	seat    Seat
	want    bool
	moves   []string
	movePos []Pos
}

func (c *legalCheck) validate(x *run) error {
	if c.seat.N != 0 {
		if err := x.seat(c.seat); err != nil {
			return err
		}
	}
	for i, m := range c.moves {
		if _, err := engine.Parse(x.g, m); err != nil {
			return errorf(c.movePos[i], "%v", err)
		}
	}
	return nil
}

func (c *legalCheck) eval(x *run) ([]Mismatch, error) {
	seat := c.seat.N - 1
	if c.seat.N == 0 {
		d, err := x.g.ToAct()
		if err != nil {
			return nil, err
		}
		if d.Over {
			return c.mismatch(c.key, "a seat to decide", "nobody: the game is over"), nil
		}
		seat = d.Seat
	}
	_, legal, err := engine.Legal(x.g, seat)
	if err != nil {
		return nil, err
	}
	have, free := map[string]bool{}, map[string]bool{}
	for _, m := range legal {
		have[x.canonical(m)] = true
		free[x.orderFree(m)] = true
	}
	var out []Mismatch
	for i, m := range c.moves {
		mv := x.canonical(m)
		listed := have[mv] || (free[x.orderFree(m)] && play(x.g.Copy(), seat, m) == nil)
		if listed == c.want {
			// An illegal move must also be refused when played, so that one
			// written differently from the legal list cannot pass unseen.
			if c.want || play(x.g.Copy(), seat, m) != nil {
				continue
			}
			out = append(out, Mismatch{Pos: c.movePos[i], What: c.key + " moves of " + seatName(seat),
				Want: "exclude " + mv, Got: "the game accepts it when played"})
			continue
		}
		mm := Mismatch{Pos: c.movePos[i], What: c.key + " moves of " + seatName(seat)}
		if c.want {
			mm.Want, mm.Got = "include "+mv, "not among: "+strings.Join(legal, ", ")
		} else {
			mm.Want, mm.Got = "exclude "+mv, "it is legal"
		}
		out = append(out, mm)
	}
	return out, nil
}

// canonical writes a move as the game's notation does, or as given when it
// cannot be read.
func (x *run) canonical(move string) string {
	m, err := engine.Parse(x.g, move)
	if err != nil {
		return strings.Join(strings.Fields(move), " ")
	}
	return engine.Format(x.g, m)
}

// orderFree writes a move with every list of cards in the deck's order (a
// <cards...> value too), or as canonical does when it cannot be read: a
// move whose typed order matters counts as listed when the listing holds
// it with the same cards in some order and the game accepts it, as
// validate counts it.
func (x *run) orderFree(move string) string {
	m, err := engine.Parse(x.g, move)
	if err != nil {
		return strings.Join(strings.Fields(move), " ")
	}
	return engine.Format(x.g, x.g.Notation().OrderFree(m, x.g.State().Deck()))
}

// logCheck: lines of the narrated log, each contained in some line.
type logCheck struct {
	base
	lines []string
}

func (c *logCheck) validate(*run) error { return nil }

func (c *logCheck) eval(x *run) ([]Mismatch, error) {
	var out []Mismatch
	log := x.g.State().Log()
	for _, want := range c.lines {
		found := false
		for _, e := range log {
			for _, text := range e.Texts(x.g.State().Seats()) {
				found = found || strings.Contains(text, want)
			}
		}
		if !found {
			out = append(out, Mismatch{Pos: c.pos, What: "log", Want: fmt.Sprintf("a line containing %q", want), Got: "no such line"})
		}
	}
	return out, nil
}
