package rules

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// Melds declares a game of melds: sets and runs laid from the hand in a
// shared area (a rummy's Community) that every seat builds on. Meld n lies
// in its own public pile, Prefix+n, made when first needed; the part "melds"
// says which card each wild in it stands for. The verbs that lay cards
// are those whose Does word is "meld", "add" or "layout".
type Melds struct {
	// At is where the melds are declared: the engine's words that no field
	// gives refuse from there.
	At Message `lua:",place"`
	// Rules is what a meld is.
	Rules core.MeldRules `lua:",inline" as:"melds"`
	// Prefix names the pile of meld n (Prefix + n, such as "meld1"), and
	// Group is the group of those piles.
	Prefix string `lua:"prefix" doc:"The name of meld n's pile is prefix .. n (\"meld\" by default: meld1, meld2...); the piles are public and made when needed."`
	Group  string `lua:"group" doc:"The group of those piles (\"melds\" by default; g:group reads them)."`
	// OwnFirst lets a seat add to or rearrange the melds only after it has
	// laid one of its own this round; the verb's Why["own"] is the refusal.
	OwnFirst bool `lua:"own_first" doc:"A seat may add to or rearrange the melds only after laying one of its own this round; the verb's why.own is the refusal."`
	// FirstNoWild forbids wilds in a seat's first meld of the round, and
	// FirstNoWildWhy is the refusal.
	FirstNoWild    bool    `lua:"first_no_wild" doc:"A seat's first meld of the round may hold no wild."`
	FirstNoWildWhy Message `lua:"first_no_wild_why" doc:"The refusal of one."`
	// Rule is the rule code a refusal of a meld cites, Codes the code for
	// each kind of problem (by core.MeldError's Code); TurnRule is the
	// code of "you do not hold" and "there is no meld".
	Rule     Message  `lua:"rule" doc:"The rule code a refusal of a meld cites."`
	Codes    Messages `lua:"codes" doc:"The rule code cited for each problem: size, naturals, wilds, kind, set, run, wrap, wild, missing, extra."`
	TurnRule Message  `lua:"turn_rule" doc:"The rule code of \"you do not hold\" and \"there is no meld\"."`
	// SetWildWhy refuses a wild written as a card in a set ("%s" is the
	// card as written); "" allows it.
	SetWildWhy Message `lua:"set_wild_why" doc:"Refuses a wild written as a card in a set (W=P6), which stands for none; %s is the card as written. Without it a set's wild may be written either way."`
	// AddMovedWhy is added to the refusal of an add that would need a wild
	// already laid to move.
	AddMovedWhy Message `lua:"add_moved_why" doc:"Added to the refusal of an add that would need a wild already laid to move."`
	// NoMeldWhy refuses an add to a meld that does not exist: {n} is the
	// number asked, {count} how many melds there are.
	NoMeldWhy Message `lua:"no_meld_why" doc:"The refusal of an add to a meld that does not exist: {n} is the number asked, {count} how many melds there are."`
	// LayText, AddText and LayoutText narrate the three verbs: templates
	// about the seat, where {n} is the meld's number, {meld} its cards,
	// {cards} the cards added, {melds} every meld numbered, {first}
	// FirstText on a seat's first meld, and {from_hand} FromHandText
	// when a layout used cards from the hand.
	LayText      Message `lua:"lay_say" doc:"Narrates a new meld, a line about the seat: {n} is its number, {meld} its cards, {first} first_say on the seat's first meld."`
	AddText      Message `lua:"add_say" doc:"Narrates an add: {cards} the cards added, {n} the meld's number, {meld} its cards now."`
	LayoutText   Message `lua:"layout_say" doc:"Narrates a rearrangement: {melds} every meld numbered (\"1: R3 R4 R5 / 2: B6 P6 G6\"), {from_hand} from_hand_say when the hand gave cards."`
	FirstText    Message `lua:"first_say" doc:"Put in lay_say's {first} on a seat's first meld of the round."`
	FromHandText Message `lua:"from_hand_say" doc:"Put in layout_say's {from_hand}: {cards} the hand's cards."`
	// Samples is the most layouts offered to bots at one decision (0
	// means 12): layouts are too many to list, so the verb is open and the
	// engine proposes some.
	Samples int `lua:"samples" doc:"The most rearrangements offered to bots at one decision (12 by default)."`
}

// Lay is what a verb does with the melds.
type Lay int

// lay is what the verb does with the melds, by its Does word.
func (v *Verb) lay() Lay { return layWords[v.kind()] }

var layWords = map[string]Lay{"meld": LayNew, "add": LayAdd, "layout": LayLayout}

// The verbs of a game of melds.
const (
	LayNone   Lay = iota
	LayNew        // lay a new meld from the hand (<cards>)
	LayAdd        // add cards from the hand to meld <n> (<n> <cards>)
	LayLayout     // rearrange every meld, with cards from the hand (<melds>)
)

// meldPlan is Melds resolved for one game.
type meldPlan struct {
	*Melds
	rules core.MeldRules
	// slots by verb: the <cards>, <n> and <melds> slots, each -1 when none.
	cards, n, melds []int
	ordered         []bool // by verb: its <cards> keep the order typed
	lister          *core.MeldLister
	wild            []bool  // by kind: a wild card
	at              [][]int // the kind of each suit and rank index, or -1
	// near is, by kind, the kinds of the two cards that make a run of
	// three with it (both below, one each side, both above), -1 where
	// there are none; rank and suit are each kind's rank and suit index,
	// rankBit bit rank of a mask of ranks (0 for none, or past 62).
	near       [][3][2]int
	rank, suit []int
	rankBit    []uint64
	pileNames  []string // the names of the piles of melds 1 to 63, at their numbers
}

// kindAt is the kind of that suit and rank index, or -1.
func (mp *meldPlan) kindAt(suit, rank int) int {
	if suit < 0 || suit >= len(mp.at) || rank < 0 || rank >= len(mp.at[suit]) {
		return -1
	}
	return mp.at[suit][rank]
}

// index finds the wild cards and the card of each suit and rank.
func (mp *meldPlan) index(d *core.Deck) {
	wild := mp.rules.WildKind
	if wild == "" {
		wild = "wild"
	}
	mp.wild = make([]bool, d.Kinds())
	mp.at = make([][]int, len(d.Suits()))
	for s := range mp.at {
		mp.at[s] = make([]int, len(d.Ranks()))
		for r := range mp.at[s] {
			mp.at[s][r] = -1
		}
	}
	for k := range d.Kinds() {
		c := d.Kind(k)
		mp.wild[k] = c.Kind == wild
		if !mp.wild[k] && c.SuitIndex >= 0 && c.RankIndex >= 0 {
			mp.at[c.SuitIndex][c.RankIndex] = k
		}
	}
	mp.near, mp.rank, mp.suit = make([][3][2]int, d.Kinds()), make([]int, d.Kinds()), make([]int, d.Kinds())
	mp.rankBit = make([]uint64, d.Kinds())
	for k := range d.Kinds() {
		c := d.Kind(k)
		mp.rank[k], mp.suit[k] = c.RankIndex, c.SuitIndex
		if c.RankIndex >= 0 && c.RankIndex <= 62 {
			mp.rankBit[k] = 1 << uint(c.RankIndex)
		}
		for i, off := range neighbours {
			a, b := mp.kindAt(c.SuitIndex, c.RankIndex+off[0]), mp.kindAt(c.SuitIndex, c.RankIndex+off[1])
			if a < 0 || b < 0 {
				a, b = -1, -1
			}
			mp.near[k][i] = [2]int{a, b}
		}
	}
}

func (p *Plan) resolveMelds() error {
	m := p.d.Melds
	if m == nil {
		for _, v := range p.d.Verbs {
			if v.lay() != LayNone {
				return fmt.Errorf("verb %s lays melds: declare the melds", v.Name)
			}
		}
		return nil
	}
	mp := &meldPlan{Melds: m, rules: m.Rules}
	if mp.Prefix == "" {
		mp.Prefix = "meld"
	}
	if mp.Group == "" {
		mp.Group = "melds"
	}
	for v := range p.d.Verbs {
		form := p.d.Grammar.Form(v)
		mp.cards = append(mp.cards, form.Slot("cards"))
		mp.n = append(mp.n, form.Slot("n"))
		mp.melds = append(mp.melds, form.Slot("melds"))
		i := form.Slot("cards")
		mp.ordered = append(mp.ordered, i >= 0 && form.Slots[i].Ordered)
		if err := mp.needSlots(p.d.Verbs[v], v); err != nil {
			return err
		}
	}
	mp.index(p.d.Deck)
	mp.pileNames = make([]string, 64)
	for n := 1; n < len(mp.pileNames); n++ {
		mp.pileNames[n] = mp.Prefix + strconv.Itoa(n)
	}
	mp.lister = p.d.Deck.MeldLister(mp.rules)
	p.melds = mp
	return nil
}

// needSlots refuses a laying verb whose form lacks the slots it reads.
func (mp *meldPlan) needSlots(v Verb, i int) error {
	need := map[Lay][]string{LayNew: {"cards"}, LayAdd: {"n", "cards"}, LayLayout: {"melds"}}[v.lay()]
	for _, slot := range need {
		at := map[string][]int{"cards": mp.cards, "n": mp.n, "melds": mp.melds}[slot][i]
		if at < 0 {
			return fmt.Errorf("verb %s lays melds: its form needs <%s>", v.Name, slot)
		}
	}
	return nil
}

// meldPile returns the pile of meld n (from 1), made when first needed.
func (mp *meldPlan) meldPile(st *core.State, n int) core.PileID {
	var name string
	if n < len(mp.pileNames) {
		name = mp.pileNames[n]
	} else {
		name = mp.Prefix + strconv.Itoa(n)
	}
	if id, ok := st.PileByName(name); ok {
		return id
	}
	id, err := st.NewPile(name, mp.Group, -1, core.Public)
	if err != nil {
		panic(fmt.Sprintf("rules: meld pile %s: %v", name, err)) // the name was free
	}
	return id
}

// why refuses with the reason of a meld's problem, its rule cited before
// it; a problem of several melds cites the rule of each in turn, and its
// codes are those of every rule cited.
func (mp *meldPlan) why(err error) refusal {
	me, ok := err.(*core.MeldError)
	if !ok {
		return mp.cite(&mp.Rule, err.Error())
	}
	out := mp.cite(mp.ruleOf(me.Code), me.Msg)
	last := mp.ruleOf(me.Code)
	for _, a := range me.Also {
		rule := mp.ruleOf(a.Code)
		if rule.Text == last.Text {
			rule = nil // one citation for the melds a rule refuses in a row
		} else {
			last = rule
		}
		more := mp.cite(rule, a.Msg)
		out.Why += "; " + more.Why
		if more.Rule != nil && len(more.Rule.Codes) > 0 {
			out = out.Citing(append(slices.Clip(out.Codes()), more.Rule.Codes...))
		}
	}
	return out
}

// ruleOf is the rule that decides a meld problem of this code.
func (mp *meldPlan) ruleOf(code string) *Message {
	if r := mp.Codes.By[code]; r != nil {
		return r
	}
	return &mp.Rule
}

// cite refuses with the engine's words about the melds, a rule before them
// when there is one.
func (mp *meldPlan) cite(rule *Message, text string) refusal {
	if rule == nil || rule.Text == "" {
		return refuse(&mp.At, text)
	}
	return refusal{Why: rule.Text + ": " + text, Msg: &mp.At, Rule: rule}
}

// turnWhy refuses with text, msg's words or the engine's, citing the rule
// of the turn before them.
func (mp *meldPlan) turnWhy(msg *Message, text string) refusal {
	if mp.TurnRule.Text == "" {
		return refuse(msg, text)
	}
	return refusal{Why: mp.TurnRule.Text + ": " + text, Msg: msg, Rule: &mp.TurnRule}
}

// meldCards reads a move's cards as meld cards.
func meldCards(refs []notation.CardRef) []core.MeldCard {
	out := make([]core.MeldCard, len(refs))
	for i, r := range refs {
		out[i] = core.MeldCard{Kind: r.Kind, As: r.As}
	}
	return out
}

// plainKinds is the card kinds of meld cards, once per copy.
func plainKinds(cards []core.MeldCard) []int {
	out := make([]int, len(cards))
	for i, c := range cards {
		out[i] = c.Kind
	}
	return out
}

// meldsText writes melds numbered from 1: "1: R3 R4 R5 / 2: B6 P6 G6".
func meldsText(d *core.Deck, melds [][]core.MeldCard) string {
	var b strings.Builder
	n := 0
	for _, m := range melds {
		n += 6 + 4*len(m)
	}
	b.Grow(n) // the text in one allocation
	for i, m := range melds {
		if i > 0 {
			b.WriteString(" / ")
		}
		b.WriteString(strconv.Itoa(i + 1))
		b.WriteString(": ")
		d.WriteMeldText(&b, m)
	}
	return b.String()
}

// meldsPart is the melds laid in the shared area of a game of melds (a
// rummy's community), in the order laid, and who has laid one: a
// core.RoundPart. Meld n lies in its own pile, and its entry here says
// which card each wild stands for. Melds is replaced whole, never changed
// in place, like the melds it holds, so that copies of the part share
// them.
type meldsPart struct {
	Melds [][]core.MeldCard `json:"melds,omitempty"`
	// Melded marks the seats that have laid a meld of their own this
	// round, bit i for seat i.
	Melded uint64 `json:"melded,omitempty"`
}

// meldsOf is the part of the melds on the table.
const meldsOf partKey[meldsPart, *meldsPart] = "melds"

// TableMelds returns the melds laid on the table in st, and who has laid
// one (bit i for seat i): for a binding or a front end to read.
func TableMelds(st *core.State) ([][]core.MeldCard, uint64) {
	m := meldsOf.Of(st)
	return m.Melds, m.Melded
}

// HasMelded reports whether seat has laid a meld of its own this round.
func (m meldsPart) HasMelded(seat int) bool { return m.Melded&bit(seat) != 0 }

// AppendKey implements core.Part.
func (m *meldsPart) AppendKey(b []byte) []byte {
	b = binary.AppendUvarint(b, m.Melded)
	b = binary.AppendUvarint(b, uint64(len(m.Melds)))
	for _, meld := range m.Melds {
		b = binary.AppendUvarint(b, uint64(len(meld)))
		for _, c := range meld {
			b = binary.AppendVarint(binary.AppendVarint(b, int64(c.Kind)), int64(c.As))
		}
	}
	return b
}

// Check refuses saved melds that name a card kind the deck lacks
// (core.Part).
func (m *meldsPart) Check(st *core.State) error {
	d := st.Deck()
	for _, meld := range m.Melds {
		for _, c := range meld {
			if c.Kind < 0 || c.Kind >= d.Kinds() || c.As < -1 || c.As >= d.Kinds() {
				return fmt.Errorf("a meld names a card kind out of range")
			}
		}
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*meldsPart) OfRound() {}

func (m *meldsPart) Vacant() bool { return len(m.Melds) == 0 && m.Melded == 0 }
