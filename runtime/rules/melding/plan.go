package melding

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// layMech lays cards in the shared melds: a new meld (does = "meld"),
// cards added to one ("add"), or every meld rearranged ("layout"). One is
// made for each laying verb, the melds resolved for the game's deck.
type layMech struct {
	*Melds
	lay   lay
	verb  int        // the verb it is made for
	deck  *core.Deck // the game's deck
	most  int        // the most layouts proposed at one decision
	rules core.MeldRules
	hand  mech.Pile
	own   *mech.Message // the verb's refusal of a seat that has laid no meld of its own
	// win: a seat whose hand the move empties goes out
	win     bool
	grammar *notation.Grammar
	// the verb's <cards>, <n> and <melds> slots, each -1 when none, and
	// how many slots its form has
	cards, n, melds, slots int
	ordered                bool             // its <cards> keep the order typed
	lister                 *core.MeldLister // the melds a hand can make; nil for a layout
	wild                   []bool           // by kind: a wild card
	at                     [][]int          // the kind of each suit and rank index, or -1
	// near is, by kind, the kinds of the two cards that make a run of
	// three with it (both below, one each side, both above), -1 where
	// there are none; rank and suit are each kind's rank and suit index,
	// rankBit bit rank of a mask of ranks (0 for none, or past 62).
	near       [][3][2]int
	rank, suit []int
	rankBit    []uint64
	pileNames  []string // the names of the piles of melds 1 to 63, at their numbers
	// prefix and group name the piles of the melds (Melds.Prefix and
	// Group, or their defaults)
	prefix, group string
}

// doesMeld is the Does word whose declaration, game.melds, the three
// laying verbs read.
const doesMeld = "meld"

// NewMeld makes the mechanic of verb v that lays a new meld from the hand
// (mech.Make).
func NewMeld(s mech.Setup, v int) (mech.Mechanic, error) { return newLay(s, v, layNew) }

// NewAdd makes the mechanic of verb v that adds cards from the hand to a
// meld (mech.Make).
func NewAdd(s mech.Setup, v int) (mech.Mechanic, error) { return newLay(s, v, layAdd) }

// NewLayout makes the mechanic of verb v that rearranges every meld, with
// cards from the hand (mech.Make).
func NewLayout(s mech.Setup, v int) (mech.Mechanic, error) { return newLay(s, v, layLayout) }

// newLay makes the mechanic of verb v that lays melds in that way.
func newLay(s mech.Setup, v int, how lay) (mech.Mechanic, error) {
	m, _ := s.Decl(doesMeld).(*Melds)
	if m == nil {
		return nil, fmt.Errorf("it lays melds: declare the melds")
	}
	l := &layMech{Melds: m, lay: how, rules: m.Rules, hand: s.Hand(), own: s.Why(v).Of("own"), win: s.EmptyHandWins(), grammar: s.Grammar()}
	l.prefix, l.group = or(m.Prefix, "meld"), or(m.Group, "melds") // the declaration is the script's: its defaults are the mechanic's
	form := s.Form(v)
	l.cards, l.n, l.melds, l.slots = form.Slot("cards"), numSlot(form), form.Slot("melds"), len(form.Slots)
	l.ordered = l.cards >= 0 && form.Slots[l.cards].Ordered
	if err := l.needSlots(); err != nil {
		return nil, err
	}
	d := s.Deck()
	l.verb, l.deck, l.most = v, d, l.Samples
	if l.most <= 0 {
		l.most = layoutSamples
	}
	l.index(d)
	l.pileNames = make([]string, 64)
	for n := 1; n < len(l.pileNames); n++ {
		l.pileNames[n] = l.prefix + strconv.Itoa(n)
	}
	if how != layLayout {
		l.lister = d.MeldLister(l.rules)
	}
	if err := l.checkDecl(d, how); err != nil {
		return nil, err
	}
	if how == layNew && l.ScoreLaid {
		return scored(s, l)
	}
	return l, nil
}

// checkDecl refuses, at the melds' declaration, a rank at either end of a
// run that is neither end of the deck's ranks or comes with wrap, melds
// owned and rearranged, and the ends of a round the melds score
// declared without their scoring.
func (l *layMech) checkDecl(d *core.Deck, how lay) error {
	ranks := d.Ranks()
	if e := l.rules.EitherEnd; e != "" {
		switch {
		case l.rules.Wrap:
			return mech.InDecl(doesMeld+"s", fmt.Errorf("melds either_end: runs that wrap go on past every rank: declare wrap or either_end, not both"))
		case len(ranks) == 0 || ranks[0].Code != e && ranks[len(ranks)-1].Code != e:
			return mech.InDecl(doesMeld+"s", fmt.Errorf("melds either_end: %q is neither the lowest rank nor the highest of the deck", e))
		}
	}
	if l.Owned && how == layLayout {
		return mech.InDecl(doesMeld+"s", fmt.Errorf("melds owned: a verb that rearranges the melds (does = \"layout\") would take them from their seats"))
	}
	if l.StockEnds && !l.ScoreLaid {
		return mech.InDecl(doesMeld+"s", fmt.Errorf("melds stock_ends: the round ends scored by the melds: declare score_laid"))
	}
	return nil
}

// numSlot is the slot of form named n, else its first slot of a number
// (an optional [on <n>] is named on), or -1.
func numSlot(form *notation.Form) int {
	if i := form.Slot("n"); i >= 0 {
		return i
	}
	return slices.IndexFunc(form.Slots, func(s notation.Slot) bool { return s.Type == notation.Num })
}

// or is s, or def when s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// needSlots refuses a laying verb whose form lacks the slots it reads.
func (l *layMech) needSlots() error {
	need := map[lay][]string{layNew: {"cards"}, layAdd: {"n", "cards"}, layLayout: {"melds"}}[l.lay]
	for _, slot := range need {
		if at := map[string]int{"cards": l.cards, "n": l.n, "melds": l.melds}[slot]; at < 0 {
			return fmt.Errorf("it lays melds: its form needs <%s>", slot)
		}
	}
	return nil
}

// kindAt is the kind of that suit and rank index, or -1.
func (l *layMech) kindAt(suit, rank int) int {
	if suit < 0 || suit >= len(l.at) || rank < 0 || rank >= len(l.at[suit]) {
		return -1
	}
	return l.at[suit][rank]
}

// index finds the wild cards and the card of each suit and rank.
func (l *layMech) index(d *core.Deck) {
	wild := l.rules.WildKind
	if wild == "" {
		wild = "wild"
	}
	l.wild = make([]bool, d.Kinds())
	l.at = make([][]int, len(d.Suits()))
	for s := range l.at {
		l.at[s] = make([]int, len(d.Ranks()))
		for r := range l.at[s] {
			l.at[s][r] = -1
		}
	}
	for k := range d.Kinds() {
		c := d.Kind(k)
		l.wild[k] = c.Kind == wild
		if !l.wild[k] && c.SuitIndex >= 0 && c.RankIndex >= 0 {
			l.at[c.SuitIndex][c.RankIndex] = k
		}
	}
	l.near, l.rank, l.suit = make([][3][2]int, d.Kinds()), make([]int, d.Kinds()), make([]int, d.Kinds())
	l.rankBit = make([]uint64, d.Kinds())
	for k := range d.Kinds() {
		c := d.Kind(k)
		l.rank[k], l.suit[k] = c.RankIndex, c.SuitIndex
		if c.RankIndex >= 0 && c.RankIndex <= 62 {
			l.rankBit[k] = 1 << uint(c.RankIndex)
		}
		for i, off := range neighbours {
			a, b := l.kindAt(c.SuitIndex, c.RankIndex+off[0]), l.kindAt(c.SuitIndex, c.RankIndex+off[1])
			if a < 0 || b < 0 {
				a, b = -1, -1
			}
			l.near[k][i] = [2]int{a, b}
		}
	}
}

// meldPile returns the pile of meld n (from 1), made when first needed.
func (l *layMech) meldPile(st *core.State, n int) core.PileID {
	var name string
	if n < len(l.pileNames) {
		name = l.pileNames[n]
	} else {
		name = l.prefix + strconv.Itoa(n)
	}
	if id, ok := st.PileByName(name); ok {
		return id
	}
	id, err := st.NewPile(name, l.group, -1, core.Public)
	if err != nil {
		panic(fmt.Sprintf("rules: meld pile %s: %v", name, err)) // the name was free
	}
	return id
}
