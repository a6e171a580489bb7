package notation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
)

// MaxTokens is the longest move, in words, that Parse reads.
const MaxTokens = 256

// ParseError is a typed move that does not fit the grammar.
type ParseError struct {
	Input string
	Msg   string
}

// Error says what cannot be read, quoting the input.
func (e *ParseError) Error() string { return fmt.Sprintf("cannot read move %q: %s", e.Input, e.Msg) }

// parser matches tokens against a form with backtracking: a list of cards
// gives back cards when what follows cannot be read otherwise, and an
// optional group is left out when the rest does not fit with it.
type parser struct {
	deck     *core.Deck
	seats    int
	form     *Form
	toks     []string
	move     *Move
	failAt   int
	failPrio int
	failMsg  string
}

// How much a failure explains: at one position, a required word or value
// that does not fit explains more than a list that ends, which explains more
// than an optional word that is not there.
const (
	optionalFail = iota
	endFail
	requiredFail
)

// Parse reads a typed move. Words and card codes are case-insensitive; the
// move returned is in canonical order (see [Grammar.Canonical]), a <melds>
// value remembering the order its melds were typed in (Value.Typed).
func (g *Grammar) Parse(input string, deck *core.Deck, seats int) (*Move, error) {
	toks := strings.Fields(strings.ReplaceAll(input, "/", " / "))
	if len(toks) == 0 {
		return nil, &ParseError{input, "no move given"}
	}
	if len(toks) > MaxTokens {
		return nil, &ParseError{clip(input), fmt.Sprintf("a move has at most %d words", MaxTokens)}
	}
	v, ok := g.Verb(toks[0])
	if !ok {
		return nil, &ParseError{input, fmt.Sprintf("unknown move %q (moves are %s)", toks[0], g.verbList())}
	}
	f := g.forms[v]
	p := &parser{deck: deck, seats: seats, form: f, toks: toks, move: &Move{Verb: v, Args: make([]Value, len(f.Slots))}, failAt: -1}
	if !p.seq(f.elems, 1, p.end) {
		return nil, &ParseError{input, p.failMsg}
	}
	for i := range p.move.Args {
		if a := &p.move.Args[i]; len(a.Melds) > 0 {
			a.Typed = make([]int, len(a.Melds))
			for j := range a.Typed {
				a.Typed[j] = j
			}
		}
	}
	g.Canonical(p.move, deck)
	return p.move, nil
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}

func (g *Grammar) verbList() string {
	vs := make([]string, len(g.forms))
	for i, f := range g.forms {
		vs[i] = f.Verb
	}
	return strings.Join(vs, ", ")
}

// fail remembers why matching stopped: the failure furthest into the input
// explains the move best, and at one position the one of highest prio.
func (p *parser) fail(pos, prio int, format string, args ...any) bool {
	if pos > p.failAt || pos == p.failAt && prio > p.failPrio {
		p.failAt, p.failPrio, p.failMsg = pos, prio, fmt.Sprintf(format, args...)
	}
	return false
}

func (p *parser) end(pos int) bool {
	if pos == len(p.toks) {
		return true
	}
	return p.fail(pos, endFail, "unexpected %q (the form is: %s)", p.toks[pos], p.form.Pattern)
}

// seq matches es from token pos, then calls k with the position after them.
// prio is how much a word that does not fit explains.
func (p *parser) seq(es []elem, pos int, k func(int) bool) bool {
	return p.seqAt(es, pos, requiredFail, k)
}

func (p *parser) seqAt(es []elem, pos, prio int, k func(int) bool) bool {
	if len(es) == 0 {
		return k(pos)
	}
	e, rest := es[0], es[1:]
	next := func(np int) bool { return p.seqAt(rest, np, prio, k) }
	switch e.kind {
	case litElem:
		if pos < len(p.toks) && strings.EqualFold(p.toks[pos], e.word) {
			return next(pos + 1)
		}
		return p.fail(pos, prio, "expected %q (the form is: %s)", e.word, p.form.Pattern)
	case slotElem:
		return p.value(e.slot, pos, next)
	}
	first := optionalFail
	if pos < len(p.toks) && e.opt[0].kind == litElem && strings.EqualFold(p.toks[pos], e.opt[0].word) {
		first = requiredFail // the group's word is there: what follows it must fit
	}
	if p.seqAt(e.opt, pos, first, next) {
		return true
	}
	p.clearGroup(e.group)
	return next(pos)
}

func (p *parser) clearGroup(group int) {
	for i, s := range p.form.Slots {
		if s.Group == group {
			p.move.Args[i] = Value{}
		}
	}
}

// value reads one slot's value at pos, then calls k.
func (p *parser) value(slot, pos int, k func(int) bool) bool {
	s := p.form.Slots[slot]
	arg := &p.move.Args[slot]
	if s.Type == Flag {
		if pos < len(p.toks) && strings.EqualFold(p.toks[pos], s.Name) {
			*arg = Value{Set: true}
			return k(pos + 1)
		}
		return false
	}
	if pos >= len(p.toks) {
		return p.fail(pos, requiredFail, "missing <%s> (the form is: %s)", s.Type, p.form.Pattern)
	}
	switch s.Type {
	case Card:
		c, err := p.card(p.toks[pos])
		if err != nil {
			return p.fail(pos, requiredFail, "%v", err)
		}
		*arg = Value{Set: true, Cards: []CardRef{c}}
		return k(pos + 1)
	case Cards:
		return p.cards(pos, func(cards []CardRef, np int) bool {
			*arg = Value{Set: true, Cards: cards}
			return k(np)
		})
	case Melds:
		return p.melds(pos, nil, func(groups [][]CardRef, np int) bool {
			*arg = Value{Set: true, Melds: groups}
			return k(np)
		})
	}
	v, err := p.scalar(s, p.toks[pos])
	if err != nil {
		return p.fail(pos, requiredFail, "%v", err)
	}
	*arg = v
	return k(pos + 1)
}

// scalar reads a seat, a number, a suit or a rank; a suit or a rank not
// of the deck is refused in the game's word for it ("\"purple\" is not
// a color" for <suit:color>).
func (p *parser) scalar(s Slot, tok string) (Value, error) {
	switch s.Type {
	case Seat:
		n, err := strconv.Atoi(tok)
		if err != nil || n < 1 || n > p.seats {
			return Value{}, fmt.Errorf("%q is not a seat (seats are 1 to %d)", tok, p.seats)
		}
		return Value{Set: true, Num: n - 1}, nil
	case Num:
		n, err := strconv.Atoi(tok)
		if err != nil || n < 0 || n > 1<<30 {
			return Value{}, fmt.Errorf("%q is not a number", tok)
		}
		return Value{Set: true, Num: n}, nil
	case Suit:
		i, ok := p.deck.SuitIndex(tok)
		if !ok {
			return Value{}, fmt.Errorf("%q is not a %s (%ss are %s)", tok, s.Word, s.Word, suitList(p.deck))
		}
		return Value{Set: true, Code: p.deck.Suits()[i].Code}, nil
	}
	i, ok := rankIndex(p.deck, tok)
	if !ok {
		return Value{}, fmt.Errorf("%q is not a %s", tok, s.Word)
	}
	return Value{Set: true, Code: p.deck.Ranks()[i].Code}, nil
}

// rankIndex finds a rank by its code or name, or by either in the plural
// ("queens", "sixes", "7s"), as a player asking for cards of it says it.
func rankIndex(d *core.Deck, tok string) (int, bool) {
	if i, ok := d.RankIndex(tok); ok {
		return i, true
	}
	lower := strings.ToLower(tok)
	for _, suffix := range []string{"es", "s"} {
		if stem, found := strings.CutSuffix(lower, suffix); found && stem != "" {
			if i, ok := d.RankIndex(stem); ok {
				return i, true
			}
		}
	}
	return 0, false
}

func suitList(d *core.Deck) string {
	out := make([]string, len(d.Suits()))
	for i, s := range d.Suits() {
		out[i] = suitText(s)
	}
	return strings.Join(out, ", ")
}

// card reads one card code, or CODE=CODE for a card standing for another.
func (p *parser) card(tok string) (CardRef, error) {
	code, as, annotated := strings.Cut(tok, "=")
	k, ok := p.deck.Lookup(code)
	if !ok {
		return CardRef{}, fmt.Errorf("%q is not a card of this game", code)
	}
	if !annotated {
		return Plain(k), nil
	}
	a, ok := p.deck.Lookup(as)
	if !ok {
		return CardRef{}, fmt.Errorf("%q in %q is not a card of this game (write a wild as W=P6: the wild, '=', the card it stands for)", as, tok)
	}
	return CardRef{Kind: k, As: a}, nil
}

// cards reads as many card codes as there are from pos, then gives back one
// at a time until the rest of the move fits.
func (p *parser) cards(pos int, k func([]CardRef, int) bool) bool {
	var run []CardRef
	for i := pos; i < len(p.toks) && p.toks[i] != "/"; i++ {
		c, err := p.card(p.toks[i])
		if err != nil {
			if len(run) == 0 {
				return p.fail(i, requiredFail, "%v", err)
			}
			p.fail(i, endFail, "%v", err) // the list may end here
			break
		}
		run = append(run, c)
	}
	if len(run) == 0 {
		return p.fail(pos, requiredFail, "missing cards (the form is: %s)", p.form.Pattern)
	}
	for n := len(run); n >= 1; n-- {
		if k(run[:n:n], pos+n) {
			return true
		}
	}
	return false
}

// melds reads groups of cards separated by '/'.
func (p *parser) melds(pos int, groups [][]CardRef, k func([][]CardRef, int) bool) bool {
	return p.cards(pos, func(cards []CardRef, np int) bool {
		all := append(groups[:len(groups):len(groups)], cards)
		if np < len(p.toks) && p.toks[np] == "/" {
			return p.melds(np+1, all, k)
		}
		return k(all, np)
	})
}
