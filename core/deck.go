package core

import (
	"fmt"
	"sort"
	"strings"
)

// SuitSpec declares a suit (or colour) of a deck.
type SuitSpec struct {
	Code    string   // canonical code, such as "H"
	Name    string   // spelled-out name, such as "hearts"
	Aliases []string // other accepted spellings, such as "heart" or "♥"
}

// RankSpec declares a rank of a deck.
type RankSpec struct {
	Code    string   // canonical code, such as "T"
	Name    string   // spelled-out name, such as "ten"
	Aliases []string // other accepted spellings, such as "10"
	Points  int      // default points of cards of this rank
}

// CardSpec declares one kind of card and how many copies of it the deck holds.
type CardSpec struct {
	Code    string
	Suit    string // a declared suit code, or ""
	Rank    string // a declared rank code, or ""
	Kind    string
	Points  int
	Copies  int // 0 is read as 1
	Aliases []string
}

// DeckSpec declares a deck: its suit and rank orders (lowest first) and its
// cards. Build one by hand, with [ProductCards], or start from [French52].
type DeckSpec struct {
	Suits []SuitSpec
	Ranks []RankSpec
	Cards []CardSpec
}

// Deck is the immutable set of cards a game is played with. It is shared by
// every state of the game and never changes.
type Deck struct {
	suits  []SuitSpec
	ranks  []RankSpec
	kinds  []Card
	cards  []int32  // CardID -> index into kinds
	first  []CardID // kind -> the first card of that kind
	lookup map[string]int32
	suitOf map[string]int // upper-cased suit code, name or alias -> suit index
	rankOf map[string]int
}

// French52 returns the standard 52-card French deck: suits clubs, diamonds,
// hearts, spades and ranks 2 to A, each lowest first. Ten is "T", with "10"
// accepted; suits accept their names and symbols. Reorder Suits and Ranks to
// give a game its own order.
func French52() DeckSpec {
	spec := DeckSpec{
		Suits: []SuitSpec{
			{Code: "C", Name: "clubs", Aliases: []string{"club", "♣", "♣️"}},
			{Code: "D", Name: "diamonds", Aliases: []string{"diamond", "♦", "♦️"}},
			{Code: "H", Name: "hearts", Aliases: []string{"heart", "♥", "♥️"}},
			{Code: "S", Name: "spades", Aliases: []string{"spade", "♠", "♠️"}},
		},
	}
	names := []string{"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"}
	codes := []string{"2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"}
	for i, c := range codes {
		r := RankSpec{Code: c, Name: names[i], Points: i + 2}
		if c == "T" {
			r.Aliases = []string{"10"}
		}
		spec.Ranks = append(spec.Ranks, r)
	}
	spec.Cards = ProductCards(spec.Suits, spec.Ranks, false, 1)
	return spec
}

// ProductCards declares one card for every rank of every suit, each with the
// given number of copies. The code is rank then suit ("8H"), or suit then rank
// ("R5") when suitFirst is set. Every spelling of the rank combined with every
// short spelling of the suit is accepted as an alias.
func ProductCards(suits []SuitSpec, ranks []RankSpec, suitFirst bool, copies int) []CardSpec {
	var out []CardSpec
	for _, s := range suits {
		for _, r := range ranks {
			c := CardSpec{Suit: s.Code, Rank: r.Code, Points: r.Points, Copies: copies}
			c.Code = joinCode(r.Code, s.Code, suitFirst)
			for _, rn := range append([]string{r.Code}, r.Aliases...) {
				for _, sn := range append([]string{s.Code}, s.Aliases...) {
					if a := joinCode(rn, sn, suitFirst); a != c.Code && len([]rune(sn)) <= 2 {
						c.Aliases = append(c.Aliases, a)
					}
				}
			}
			out = append(out, c)
		}
	}
	return out
}

func joinCode(rank, suit string, suitFirst bool) string {
	if suitFirst {
		return suit + rank
	}
	return rank + suit
}

// MaxDeckSize is the most physical cards a deck may have.
const MaxDeckSize = 10_000

// NewDeck checks a declaration and builds the deck. Codes and aliases must be
// unique (ignoring case), every card's suit and rank must be declared, and
// the deck may have at most MaxDeckSize cards (checked before anything is
// built).
func NewDeck(spec DeckSpec) (*Deck, error) {
	if n, text := deckSize(spec.Cards); n > MaxDeckSize {
		return nil, fmt.Errorf("the deck would have %s cards; a deck may have at most %d", text, MaxDeckSize)
	}
	if len(spec.Suits) > MaxDeckSize || len(spec.Ranks) > MaxDeckSize {
		return nil, fmt.Errorf("a deck may declare at most %d suits and %d ranks", MaxDeckSize, MaxDeckSize)
	}
	d := &Deck{suits: spec.Suits, ranks: spec.Ranks, lookup: map[string]int32{},
		suitOf: map[string]int{}, rankOf: map[string]int{}}
	if err := d.indexNames(); err != nil {
		return nil, err
	}
	if len(spec.Cards) == 0 {
		return nil, fmt.Errorf("deck has no cards")
	}
	for _, cs := range spec.Cards {
		if err := d.addKind(cs); err != nil {
			return nil, err
		}
	}
	d.order()
	return d, nil
}

// deckSize is the number of physical cards the declarations make, as text:
// past MaxDeckSize it stops counting, so that no sum of copies overflows.
func deckSize(cards []CardSpec) (int, string) {
	n := 0
	for _, c := range cards {
		copies := max(c.Copies, 1)
		if copies > MaxDeckSize || n > MaxDeckSize {
			return MaxDeckSize + 1, fmt.Sprintf("more than %d", MaxDeckSize)
		}
		n += copies
	}
	return n, fmt.Sprint(n)
}

func (d *Deck) indexNames() error {
	for i, s := range d.suits {
		if s.Code == "" {
			return fmt.Errorf("suit %d has no code", i+1)
		}
		for _, n := range append([]string{s.Code, s.Name}, s.Aliases...) {
			if err := addName(d.suitOf, n, i, "suit"); err != nil {
				return err
			}
		}
	}
	for i, r := range d.ranks {
		if r.Code == "" {
			return fmt.Errorf("rank %d has no code", i+1)
		}
		for _, n := range append([]string{r.Code, r.Name}, r.Aliases...) {
			if err := addName(d.rankOf, n, i, "rank"); err != nil {
				return err
			}
		}
	}
	return nil
}

func addName(m map[string]int, name string, i int, what string) error {
	if name == "" {
		return nil
	}
	k := strings.ToUpper(name)
	if j, ok := m[k]; ok && j != i {
		return fmt.Errorf("%s name %q is used twice", what, name)
	}
	m[k] = i
	return nil
}

func (d *Deck) addKind(cs CardSpec) error {
	if cs.Code == "" {
		return fmt.Errorf("a card has no code")
	}
	if strings.ContainsAny(cs.Code, " \t\n/") {
		return fmt.Errorf("card code %q must not contain spaces or '/'", cs.Code)
	}
	c := Card{Code: strings.ToUpper(cs.Code), Suit: cs.Suit, Rank: cs.Rank, Kind: cs.Kind,
		Points: cs.Points, RankIndex: -1, SuitIndex: -1}
	if cs.Suit != "" {
		i, ok := d.suitOf[strings.ToUpper(cs.Suit)]
		if !ok {
			return fmt.Errorf("card %s: suit %q is not declared", cs.Code, cs.Suit)
		}
		c.SuitIndex, c.Suit = i, d.suits[i].Code
	}
	if cs.Rank != "" {
		i, ok := d.rankOf[strings.ToUpper(cs.Rank)]
		if !ok {
			return fmt.Errorf("card %s: rank %q is not declared", cs.Code, cs.Rank)
		}
		c.RankIndex, c.Rank = i, d.ranks[i].Code
	}
	k := int32(len(d.kinds))
	for _, n := range append([]string{c.Code}, cs.Aliases...) {
		u := strings.ToUpper(n)
		if j, ok := d.lookup[u]; ok && j != k {
			return fmt.Errorf("card code %q is used twice", n)
		}
		d.lookup[u] = k
	}
	d.kinds = append(d.kinds, c)
	d.first = append(d.first, CardID(len(d.cards)))
	copies := cs.Copies
	if copies <= 0 {
		copies = 1
	}
	for range copies {
		d.cards = append(d.cards, k)
	}
	return nil
}

// order gives every kind its place in the deck's full order.
func (d *Deck) order() {
	idx := make([]int, len(d.kinds))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		x, y := d.kinds[idx[a]], d.kinds[idx[b]]
		if x.RankIndex != y.RankIndex {
			return x.RankIndex < y.RankIndex
		}
		return x.SuitIndex < y.SuitIndex
	})
	for pos, k := range idx {
		d.kinds[k].Order = pos
	}
}

// Size is the number of physical cards in the deck.
func (d *Deck) Size() int { return len(d.cards) }

// Kinds is the number of distinct card definitions.
func (d *Deck) Kinds() int { return len(d.kinds) }

// Card returns the definition of a physical card.
func (d *Deck) Card(id CardID) *Card { return &d.kinds[d.cards[id]] }

// Kind returns the definition with the given kind index.
func (d *Deck) Kind(k int) *Card { return &d.kinds[k] }

// KindOf returns the kind index of a physical card.
func (d *Deck) KindOf(id CardID) int { return int(d.cards[id]) }

// Lookup finds a card definition by its code or an alias, ignoring case.
func (d *Deck) Lookup(code string) (kind int, ok bool) {
	k, ok := d.lookup[code]
	if !ok {
		k, ok = d.lookup[strings.ToUpper(code)]
	}
	return int(k), ok
}

// Suits returns the declared suits, lowest first.
func (d *Deck) Suits() []SuitSpec { return d.suits }

// Ranks returns the declared ranks, lowest first.
func (d *Deck) Ranks() []RankSpec { return d.ranks }

// SuitIndex finds a suit by code, name or alias, ignoring case.
func (d *Deck) SuitIndex(name string) (int, bool) {
	i, ok := d.suitOf[strings.ToUpper(name)]
	return i, ok
}

// RankIndex finds a rank by code, name or alias, ignoring case.
func (d *Deck) RankIndex(name string) (int, bool) {
	i, ok := d.rankOf[strings.ToUpper(name)]
	return i, ok
}

// Codes returns the code of every physical card, by CardID.
func (d *Deck) Codes() []string {
	out := make([]string, len(d.cards))
	for i, k := range d.cards {
		out[i] = d.kinds[k].Code
	}
	return out
}
