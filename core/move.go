package core

import (
	"fmt"
	"strconv"
	"strings"
)

// A Grammar reads typed moves. Each form is written as a pattern:
//
//	play <cards> [call <suit>] [last]
//	catch <seat>
//	pass|knock
//
// The first word is the verb (with aliases after '|'). A bare word must be
// typed as it is; <type> is a value; [ ... ] is optional. The types are card
// (one card code), cards (one or more), seat (a seat number), n (a whole
// number), suit and rank (a declared suit or rank, by code or name), and melds
// (groups of cards separated by '/').
type Grammar struct {
	forms []*form
	verbs map[string]*form
}

type elemKind int

const (
	litElem elemKind = iota
	paramElem
	optElem
)

type elem struct {
	kind  elemKind
	word  string // literal word, or the param type
	field string // where the value goes
	opt   []elem
}

type form struct {
	verb    string
	aliases []string
	elems   []elem
	pattern string
}

var paramTypes = map[string]bool{"card": true, "cards": true, "seat": true, "n": true, "suit": true, "rank": true, "melds": true}

// NewGrammar compiles move patterns; an error names the pattern at fault.
func NewGrammar(patterns []string) (*Grammar, error) {
	g := &Grammar{verbs: map[string]*form{}}
	for _, p := range patterns {
		f, err := compileForm(p)
		if err != nil {
			return nil, fmt.Errorf("move pattern %q: %w", p, err)
		}
		for _, v := range append([]string{f.verb}, f.aliases...) {
			if _, dup := g.verbs[v]; dup {
				return nil, fmt.Errorf("move pattern %q: verb %q is declared twice", p, v)
			}
			g.verbs[v] = f
		}
		g.forms = append(g.forms, f)
	}
	if len(g.forms) == 0 {
		return nil, fmt.Errorf("no moves declared")
	}
	return g, nil
}

func compileForm(p string) (*form, error) {
	toks := strings.Fields(strings.NewReplacer("[", " [ ", "]", " ] ").Replace(p))
	if len(toks) == 0 {
		return nil, fmt.Errorf("empty pattern")
	}
	names := strings.Split(strings.ToLower(toks[0]), "|")
	for _, n := range names {
		if !isWord(n) {
			return nil, fmt.Errorf("verb %q must be a plain word", n)
		}
	}
	elems, rest, err := compileElems(toks[1:], false)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("unbalanced ']'")
	}
	return &form{verb: names[0], aliases: names[1:], elems: elems, pattern: p}, nil
}

func compileElems(toks []string, inOpt bool) ([]elem, []string, error) {
	var out []elem
	for len(toks) > 0 {
		t := toks[0]
		toks = toks[1:]
		switch {
		case t == "[":
			sub, rest, err := compileElems(toks, true)
			if err != nil {
				return nil, nil, err
			}
			if len(sub) == 0 {
				return nil, nil, fmt.Errorf("empty [ ]")
			}
			if sub[0].kind == optElem {
				return nil, nil, fmt.Errorf("an optional group must start with a word or a value, not with [ ]")
			}
			if len(rest) == 0 || rest[0] != "]" {
				return nil, nil, fmt.Errorf("missing ']'")
			}
			toks = rest[1:]
			out = append(out, elem{kind: optElem, opt: sub, field: fieldOf(sub)})
		case t == "]":
			if !inOpt {
				return nil, nil, fmt.Errorf("unbalanced ']'")
			}
			return out, append([]string{"]"}, toks...), nil
		case strings.HasPrefix(t, "<") && strings.HasSuffix(t, ">"):
			typ := strings.ToLower(t[1 : len(t)-1])
			if !paramTypes[typ] {
				return nil, nil, fmt.Errorf("unknown value type <%s> (use card, cards, seat, n, suit, rank or melds)", typ)
			}
			out = append(out, elem{kind: paramElem, word: typ, field: typ})
		case isWord(t):
			out = append(out, elem{kind: litElem, word: strings.ToLower(t)})
		default:
			return nil, nil, fmt.Errorf("cannot read %q", t)
		}
	}
	return out, nil, nil
}

// fieldOf names the value of an optional group: its leading keyword
// ("[call <suit>]" sets call) or its value type.
func fieldOf(sub []elem) string {
	if sub[0].kind == litElem {
		for i := range sub[1:] {
			if sub[1+i].kind == paramElem {
				sub[1+i].field = sub[0].word
			}
		}
		return sub[0].word
	}
	return sub[0].field
}

func isWord(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

// Patterns returns the move patterns, as declared.
func (g *Grammar) Patterns() []string {
	out := make([]string, len(g.forms))
	for i, f := range g.forms {
		out[i] = f.pattern
	}
	return out
}

// Arg is one value of a parsed move.
type Arg struct {
	Name  string
	Kind  string // the value's type: card, cards, seat, n, suit, rank, melds, or flag
	Value any    // string (card, suit or rank code), []string (cards), [][]string (melds), int (seat, 0-based; n), bool (flag)
}

// Move is a parsed move.
type Move struct {
	Verb string
	Args []Arg
	Text string // canonical form: "play 8H call spades"
}

// Arg returns a value of the move by name, or nil.
func (m *Move) Arg(name string) any {
	for _, a := range m.Args {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

// ParseError is a typed move that does not fit the grammar.
type ParseError struct {
	Input string
	Msg   string
}

// Error says what cannot be read, quoting the input.
func (e *ParseError) Error() string { return fmt.Sprintf("cannot read move %q: %s", e.Input, e.Msg) }

type moveReader struct {
	g     *Grammar
	deck  *Deck
	seats int
	toks  []string
	pos   int
	move  *Move
	text  []string
}

// Parse reads a typed move. Words and card codes are case-insensitive; the
// move returned holds canonical codes and a canonical text.
func (g *Grammar) Parse(input string, deck *Deck, seats int) (*Move, error) {
	toks := tokenize(input)
	if len(toks) == 0 {
		return nil, &ParseError{input, "no move given"}
	}
	f, ok := g.verbs[strings.ToLower(toks[0])]
	if !ok {
		return nil, &ParseError{input, fmt.Sprintf("unknown move %q (moves are %s)", toks[0], g.verbList())}
	}
	r := &moveReader{g: g, deck: deck, seats: seats, toks: toks, pos: 1,
		move: &Move{Verb: f.verb}, text: []string{f.verb}}
	if err := r.elems(f.elems); err != nil {
		return nil, &ParseError{input, err.Error()}
	}
	if r.pos < len(toks) {
		return nil, &ParseError{input, fmt.Sprintf("unexpected %q (the form is: %s)", toks[r.pos], f.pattern)}
	}
	r.move.Text = strings.Join(r.text, " ")
	return r.move, nil
}

func (g *Grammar) verbList() string {
	var vs []string
	for _, f := range g.forms {
		vs = append(vs, f.verb)
	}
	return strings.Join(vs, ", ")
}

func tokenize(s string) []string {
	return strings.Fields(strings.ReplaceAll(s, "/", " / "))
}

func (r *moveReader) peek() (string, bool) {
	if r.pos < len(r.toks) {
		return r.toks[r.pos], true
	}
	return "", false
}

func (r *moveReader) elems(es []elem) error {
	for _, e := range es {
		if err := r.elem(e); err != nil {
			return err
		}
	}
	return nil
}

func (r *moveReader) elem(e elem) error {
	switch e.kind {
	case litElem:
		t, ok := r.peek()
		if !ok || !strings.EqualFold(t, e.word) {
			return fmt.Errorf("expected %q", e.word)
		}
		r.pos++
		r.text = append(r.text, e.word)
		return nil
	case paramElem:
		return r.param(e)
	}
	return r.optional(e)
}

func (r *moveReader) optional(e elem) error {
	t, ok := r.peek()
	if !ok {
		return nil
	}
	first := e.opt[0]
	if first.kind == litElem && !strings.EqualFold(t, first.word) {
		return nil
	}
	save, saveText, saveArgs := r.pos, len(r.text), len(r.move.Args)
	if first.kind == paramElem {
		if err := r.param(first); err != nil {
			r.pos, r.text, r.move.Args = save, r.text[:saveText], r.move.Args[:saveArgs]
			return nil
		}
		return r.elems(e.opt[1:])
	}
	if len(e.opt) == 1 {
		r.pos++
		r.text = append(r.text, first.word)
		r.move.Args = append(r.move.Args, Arg{Name: first.word, Kind: "flag", Value: true})
		return nil
	}
	r.pos++
	r.text = append(r.text, first.word)
	return r.elems(e.opt[1:])
}

func (r *moveReader) param(e elem) error {
	t, ok := r.peek()
	if !ok {
		return fmt.Errorf("missing <%s>", e.word)
	}
	switch e.word {
	case "card":
		code, err := r.card(t)
		if err != nil {
			return err
		}
		r.pos++
		r.set(e, code, code)
	case "cards":
		cards, err := r.cards()
		if err != nil {
			return err
		}
		r.set(e, cards, strings.Join(cards, " "))
	case "melds":
		return r.melds(e)
	case "seat":
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 || n > r.seats {
			return fmt.Errorf("%q is not a seat (seats are 1 to %d)", t, r.seats)
		}
		r.pos++
		r.set(e, n-1, strconv.Itoa(n))
	case "n":
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 {
			return fmt.Errorf("%q is not a number", t)
		}
		r.pos++
		r.set(e, n, strconv.Itoa(n))
	case "suit":
		i, ok := r.deck.SuitIndex(t)
		if !ok {
			return fmt.Errorf("%q is not a suit (suits are %s)", t, r.suitList())
		}
		r.pos++
		s := r.deck.suits[i]
		r.set(e, s.Code, nameOr(s.Name, s.Code))
	case "rank":
		i, ok := r.deck.RankIndex(t)
		if !ok {
			return fmt.Errorf("%q is not a rank", t)
		}
		r.pos++
		r.set(e, r.deck.ranks[i].Code, r.deck.ranks[i].Code)
	}
	return nil
}

func nameOr(name, code string) string {
	if name != "" {
		return strings.ToLower(name)
	}
	return code
}

func (r *moveReader) suitList() string {
	var out []string
	for _, s := range r.deck.suits {
		out = append(out, nameOr(s.Name, s.Code))
	}
	return strings.Join(out, ", ")
}

func (r *moveReader) set(e elem, v any, text string) {
	r.move.Args = append(r.move.Args, Arg{Name: e.field, Kind: e.word, Value: v})
	r.text = append(r.text, text)
}

func (r *moveReader) card(t string) (string, error) {
	k, ok := r.deck.Lookup(t)
	if !ok {
		return "", fmt.Errorf("%q is not a card of this game", t)
	}
	return r.deck.kinds[k].Code, nil
}

// cards reads one or more card codes, stopping at the first token that is not
// a card but may be read by what follows.
func (r *moveReader) cards() ([]string, error) {
	var out []string
	for {
		t, ok := r.peek()
		if !ok || t == "/" {
			break
		}
		code, err := r.card(t)
		if err != nil {
			if len(out) == 0 || r.isKeyword(t) {
				if len(out) == 0 {
					return nil, err
				}
				break
			}
			return nil, err
		}
		out = append(out, code)
		r.pos++
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("missing cards")
	}
	return out, nil
}

// isKeyword reports whether t is a literal word of any form, so that a list
// of cards ends before it.
func (r *moveReader) isKeyword(t string) bool {
	t = strings.ToLower(t)
	var walk func([]elem) bool
	walk = func(es []elem) bool {
		for _, e := range es {
			if e.kind == litElem && e.word == t || e.kind == optElem && walk(e.opt) {
				return true
			}
		}
		return false
	}
	for _, f := range r.g.forms {
		if walk(f.elems) {
			return true
		}
	}
	return false
}

func (r *moveReader) melds(e elem) error {
	var groups [][]string
	var parts []string
	for {
		cards, err := r.cards()
		if err != nil {
			return err
		}
		groups = append(groups, cards)
		parts = append(parts, strings.Join(cards, " "))
		if t, ok := r.peek(); !ok || t != "/" {
			break
		}
		r.pos++
	}
	r.set(e, groups, strings.Join(parts, " / "))
	return nil
}
