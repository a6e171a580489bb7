package notation

import (
	"fmt"
	"strings"
)

// Type is the type of a slot's value.
type Type int

// The slot types a pattern may use, written <card>, <cards> and so on.
const (
	Flag  Type = iota // an optional word: [last]
	Card              // one card code, which may name the card it stands for: W=P6
	Cards             // one or more card codes, in any order (<cards...>: in the order typed)
	Seat              // a seat number
	Num               // a whole number (written <n>)
	Suit              // a suit, by code or name
	Rank              // a rank, by code or name
	Melds             // groups of cards separated by '/'
)

var typeNames = map[string]Type{"card": Card, "cards": Cards, "seat": Seat, "n": Num, "suit": Suit, "rank": Rank, "melds": Melds}

// String is the type as a pattern writes it.
func (t Type) String() string {
	for name, v := range typeNames {
		if v == t {
			return name
		}
	}
	return "flag"
}

// Slot is one value of a form: a required value, or a part of an optional
// group.
type Slot struct {
	Name  string // the field a script reads: move.cards, move.call
	Word  string // what the game calls such a value, in messages: the name a slot is given (<suit:color>), else its type's
	Type  Type
	Group int // the optional group the slot belongs to, or -1 when required
	// Ordered is true for a list of cards whose order is part of the move
	// (<cards...>): a run whose wild stands where it is typed. Its
	// canonical text keeps the order; other lists are put in the deck's.
	Ordered bool
}

// Form is one verb's pattern, compiled.
type Form struct {
	Verb    string
	Aliases []string
	Pattern string // as declared
	Slots   []Slot
	Groups  int // number of optional groups
	elems   []elem
}

type elemKind int

const (
	litElem elemKind = iota
	slotElem
	optElem
)

// elem is one part of a pattern: a literal word, a slot, or an optional
// group of elems.
type elem struct {
	kind  elemKind
	word  string // the literal word
	slot  int    // index into Form.Slots
	group int    // the optional group's index
	opt   []elem
}

// Grammar is the set of a game's move forms.
type Grammar struct {
	forms []*Form
	verbs map[string]int // verb or alias -> index into forms
}

// Bounds on a grammar, so that reading a move stays quick.
const (
	MaxVerbs  = 256 // move patterns in one grammar
	MaxGroups = 8   // optional groups in one pattern
)

// NewGrammar compiles move patterns; an error names the pattern at fault.
func NewGrammar(patterns []string) (*Grammar, error) {
	if len(patterns) > MaxVerbs {
		return nil, fmt.Errorf("%d moves declared; a game may have at most %d", len(patterns), MaxVerbs)
	}
	g := &Grammar{verbs: map[string]int{}}
	for _, p := range patterns {
		f, err := compileForm(p)
		if err != nil {
			return nil, fmt.Errorf("move pattern %q: %w", p, err)
		}
		for _, v := range append([]string{f.Verb}, f.Aliases...) {
			if _, dup := g.verbs[v]; dup {
				return nil, fmt.Errorf("move pattern %q: verb %q is declared twice", p, v)
			}
			g.verbs[v] = len(g.forms)
		}
		g.forms = append(g.forms, f)
	}
	if len(g.forms) == 0 {
		return nil, fmt.Errorf("no moves declared")
	}
	return g, nil
}

// Forms returns the compiled forms in the order they were declared.
func (g *Grammar) Forms() []*Form { return g.forms }

// Form returns the form of verb index v.
func (g *Grammar) Form(v int) *Form { return g.forms[v] }

// Verb returns the index of a verb or alias, ignoring case.
func (g *Grammar) Verb(word string) (int, bool) {
	v, ok := g.verbs[strings.ToLower(word)]
	return v, ok
}

// Patterns returns the move patterns, as declared.
func (g *Grammar) Patterns() []string {
	out := make([]string, len(g.forms))
	for i, f := range g.forms {
		out[i] = f.Pattern
	}
	return out
}

// Slot returns the index of the slot with the given name, or -1.
func (f *Form) Slot(name string) int {
	for i, s := range f.Slots {
		if s.Name == name {
			return i
		}
	}
	return -1
}

type compiler struct {
	form   *Form
	groups int
}

func compileForm(p string) (*Form, error) {
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
	c := &compiler{form: &Form{Verb: names[0], Aliases: names[1:], Pattern: p}}
	elems, rest, err := c.elems(toks[1:], -1)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("unbalanced ']'")
	}
	if err := c.unambiguous(elems); err != nil {
		return nil, err
	}
	c.form.elems, c.form.Groups = elems, c.groups
	return c.form, nil
}

// unambiguous refuses two optional groups in a row that both start with a
// value: when only one is given, the text cannot say which ("bid 2" could be
// a rank or a number), so a move would not read back as itself.
func (c *compiler) unambiguous(elems []elem) error {
	for i := 1; i < len(elems); i++ {
		if c.valueFirst(elems[i-1]) && c.valueFirst(elems[i]) {
			a, b := c.form.Slots[elems[i-1].opt[0].slot], c.form.Slots[elems[i].opt[0].slot]
			return fmt.Errorf("[<%s>] and [<%s>] follow each other, so a move with only one of them could be read as the other: start one with a word, as in [<%s>] [with <%s>]", a.Type, b.Type, a.Type, b.Type)
		}
	}
	return nil
}

// valueFirst reports whether e is an optional group that starts with a value
// rather than a word.
func (c *compiler) valueFirst(e elem) bool {
	return e.kind == optElem && e.opt[0].kind == slotElem && c.form.Slots[e.opt[0].slot].Type != Flag
}

func (c *compiler) elems(toks []string, group int) ([]elem, []string, error) {
	var out []elem
	for len(toks) > 0 {
		t := toks[0]
		toks = toks[1:]
		switch {
		case t == "[":
			e, rest, err := c.optional(toks)
			if err != nil {
				return nil, nil, err
			}
			toks = rest
			out = append(out, e)
		case t == "]":
			if group < 0 {
				return nil, nil, fmt.Errorf("unbalanced ']'")
			}
			return out, append([]string{"]"}, toks...), nil
		case strings.HasPrefix(t, "<") && strings.HasSuffix(t, ">"):
			i, err := c.slot(t[1:len(t)-1], group, out)
			if err != nil {
				return nil, nil, err
			}
			out = append(out, elem{kind: slotElem, slot: i})
		case isWord(t):
			out = append(out, elem{kind: litElem, word: strings.ToLower(t)})
		default:
			return nil, nil, fmt.Errorf("cannot read %q", t)
		}
	}
	if group >= 0 {
		return nil, nil, fmt.Errorf("missing ']'")
	}
	return out, nil, nil
}

// optional compiles a [ ... ] group. A group of one word is a flag named by
// the word; a slot in a group that starts with a word takes the word as its
// name unless it has a name of its own: [call <suit>] sets call.
func (c *compiler) optional(toks []string) (elem, []string, error) {
	group := c.groups
	if c.groups++; c.groups > MaxGroups {
		return elem{}, nil, fmt.Errorf("a move may have at most %d optional parts [ ] (each is tried with and without, so reading a move doubles with every one)", MaxGroups)
	}
	sub, rest, err := c.elems(toks, group)
	if err != nil {
		return elem{}, nil, err
	}
	if len(sub) == 0 {
		return elem{}, nil, fmt.Errorf("empty [ ]")
	}
	if len(rest) == 0 || rest[0] != "]" {
		return elem{}, nil, fmt.Errorf("missing ']'")
	}
	for _, e := range sub {
		if e.kind == optElem {
			return elem{}, nil, fmt.Errorf("optional groups cannot be nested")
		}
	}
	if len(sub) == 1 && sub[0].kind == litElem {
		i, err := c.addSlot(Slot{Name: sub[0].word, Type: Flag, Group: group})
		if err != nil {
			return elem{}, nil, err
		}
		sub[0] = elem{kind: slotElem, slot: i, word: sub[0].word}
	} else if !hasSlot(sub) {
		return elem{}, nil, fmt.Errorf("an optional group of several words needs a value, such as [to <seat>]")
	}
	return elem{kind: optElem, opt: sub, group: group}, rest[1:], nil
}

func hasSlot(es []elem) bool {
	for _, e := range es {
		if e.kind == slotElem {
			return true
		}
	}
	return false
}

// slot compiles <type> or <type:name>; <cards...> is a list of cards kept
// in the order typed. Without a name, a slot takes the word that opens its
// optional group ([call <suit>]), or else its type's name.
func (c *compiler) slot(spec string, group int, before []elem) (int, error) {
	typ, name, named := strings.Cut(spec, ":")
	typ, ordered := strings.CutSuffix(typ, orderedSuffix)
	t, ok := typeNames[strings.ToLower(typ)]
	if !ok {
		return 0, fmt.Errorf("unknown value type <%s> (use card, cards, cards..., seat, n, suit, rank or melds)", spec)
	}
	if ordered && t != Cards {
		return 0, fmt.Errorf("<%s%s>: only a list of cards may keep the order typed (<cards...>)", typ, orderedSuffix)
	}
	word := strings.ToLower(typ)
	if named {
		if !isWord(name) {
			return 0, fmt.Errorf("slot name %q must be a plain word", name)
		}
		word = name
	} else {
		name = strings.ToLower(typ)
		if group >= 0 && len(before) > 0 && before[0].kind == litElem {
			name = before[0].word
		}
	}
	return c.addSlot(Slot{Name: name, Word: word, Type: t, Group: group, Ordered: ordered})
}

// orderedSuffix marks a list of cards kept in the order typed: <cards...>.
const orderedSuffix = "..."

func (c *compiler) addSlot(s Slot) (int, error) {
	if s.Name == "verb" {
		return 0, fmt.Errorf("a slot may not be named verb")
	}
	if c.form.Slot(s.Name) >= 0 {
		return 0, fmt.Errorf("two values are named %q: name them apart, as in <%s:%s_2>", s.Name, s.Type, s.Name)
	}
	c.form.Slots = append(c.form.Slots, s)
	return len(c.form.Slots) - 1, nil
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
