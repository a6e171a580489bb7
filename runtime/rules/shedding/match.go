package shedding

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Match declares what a card played on its own must match: the card on top
// of a pile, by suit or by rank, or be wild. After a play named a suit
// (the part mech.SuitNamed), a card matches that suit, or is one of the cards that
// name suits, as the card that named it was.
type Match struct {
	Pile string     `lua:"pile" type:"string" doc:"The pile whose top card is matched."`
	Suit bool       `lua:"suit" doc:"A card of the top card's suit matches (or of the suit named after a play named one)."`
	Rank bool       `lua:"rank" doc:"A card of the top card's rank matches."`
	Wild mech.Cards `lua:"wild" doc:"Cards that may be played on anything."`
	// Any are top cards on which any card may be played; any card may be
	// played on an empty pile too.
	Any  mech.Cards   `lua:"any" doc:"Top cards on which any card may be played; any card may also be played on an empty pile."`
	Rule mech.Message `lua:"rule" doc:"The rule code a refusal cites."`
	// NamedRule is the rule code a refusal cites after a play named the
	// suit to follow (the rule of the wild that named it); Rule when "".
	NamedRule mech.Message `lua:"named_rule" doc:"The rule code a refusal cites after a play named the suit to follow, such as the rule of the wild card that named it (rule by default)."`
	// Why is the refusal of a card that does not match, NamedWhy that
	// after a play named a suit ("" for the engine's words): {card} is the
	// card, {suit} the suit to follow, {top} the top card.
	Why      mech.Message `lua:"why" doc:"The refusal of a card that does not match: {card} is the card, {suit} the suit to follow, {top} the top card (the engine's words by default)."`
	NamedWhy mech.Message `lua:"named_why" doc:"The refusal after a play named the suit to follow (why by default); {card}, {suit} and {top} as in why."`
}

// Matcher is a Match resolved for one game's deck and piles: what a card
// played alone must match now, read from the pile's top card and the suit
// named.
type Matcher struct {
	pile mech.Pile
	suit bool
	rank bool
	wild mech.Set
	any  mech.Set
	// named are the cards that name a suit; after one did, they match as
	// its rank did.
	named mech.Set
}

// Compile resolves m for the plan s reads: its deck and the pile whose
// top card is matched. named are the cards whose play names a suit (the
// play's name_with).
func (m *Match) Compile(s mech.Setup, named mech.Set) (*Matcher, error) {
	d := s.Deck()
	wild, err := m.Wild.Compile(d)
	if err != nil {
		return nil, err
	}
	anyOn, err := m.Any.Compile(d)
	if err != nil {
		return nil, err
	}
	p, ok := s.Pile(m.Pile)
	switch {
	case !ok && m.Pile == "":
		return nil, fmt.Errorf("match: name the pile it uses")
	case !ok:
		return nil, fmt.Errorf("match: there is no pile %q: declare it in game.piles", m.Pile)
	}
	return &Matcher{pile: p, suit: m.Suit, rank: m.Rank, wild: wild, any: anyOn, named: named}, nil
}

// Target is what a card must match now: a suit and a rank index, each -1
// when it does not count.
type Target struct {
	Suit, Rank int
	Named      bool // the suit was named: the cards that name suits match too
	Any        bool // any card matches: the pile is empty, or its top card takes anything
}

// Pile is the pile whose top card is matched.
func (m *Matcher) Pile() mech.Pile { return m.pile }

// BySuit reports whether a card of the top card's suit matches.
func (m *Matcher) BySuit() bool { return m.suit }

// Target reads the pile's top card and the named suit in st.
func (m *Matcher) Target(st *core.State) Target { return m.target(st, -1) }

// target is Target with named, 1 + the index of the suit named in st (0
// for none), when it was read already for many cards; -1 reads it here.
func (m *Matcher) target(st *core.State, named int) Target {
	t := Target{Suit: -1, Rank: -1}
	top, ok := st.Pile(m.pile.ID).Top()
	if !ok || m.any.Has(st.Deck(), top) {
		t.Any = true
		return t
	}
	c := st.Deck().Card(top)
	if named < 0 {
		named = mech.SuitNamed.Of(st).Suit
	}
	if named > 0 {
		t.Suit, t.Named = named-1, true
		return t
	}
	if m.suit {
		t.Suit = c.SuitIndex
	}
	if m.rank {
		t.Rank = c.RankIndex
	}
	return t
}

// Matches reports whether card may be played on t.
func (m *Matcher) Matches(d *core.Deck, t Target, card core.CardID) bool {
	return m.matchesKind(d, t, d.KindOf(card))
}

// matchesKind reports whether a card of kind k may be played on t.
func (m *Matcher) matchesKind(d *core.Deck, t Target, k int) bool {
	if t.Any || m.wild != nil && m.wild[k] || t.Named && m.named != nil && m.named[k] {
		return true
	}
	c := d.Kind(k)
	return t.Suit >= 0 && c.SuitIndex == t.Suit || t.Rank >= 0 && c.RankIndex == t.Rank
}

// WhyOf is the declared refusal of a card that does not match t: the one
// after a suit was named, when the script gives it.
func (m *Match) WhyOf(t Target) *mech.Message {
	if t.Named && m.NamedWhy.Text != "" {
		return &m.NamedWhy
	}
	return &m.Why
}

// Refused writes the declared refusal of card code, which does not match
// t on st, played on pile.
func (m *Match) Refused(st *core.State, pile mech.Pile, t Target, code string) string {
	why, top := m.WhyOf(t).Text, ""
	if c, ok := st.Pile(pile.ID).Top(); ok {
		top = st.Deck().Card(c).Code
	}
	suit := ""
	if t.Suit >= 0 {
		suit = suitName(st.Deck(), t.Suit)
	}
	return mech.Fill(why, "{card}", code, "{suit}", suit, "{top}", top)
}
