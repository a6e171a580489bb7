package counting

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A running count (does = "count"): seats play one card in turn to a
// shared count, the card's value added to it, which may not pass a cap. A
// seat that holds no card that fits says "go", and the others play on
// while they can; when nobody can, the seat that played last scores the
// last card point (unless the count reached the cap exactly) and the count
// begins again from the next seat holding cards. Totals the count reaches,
// cards of one rank played in a row and runs among the last cards played
// score as they happen. When every card is played, each hand is counted
// with a starter card turned up after the deal (the show), and a pile laid
// away for the dealer (a crib) last, for the dealer; the deal passes to
// the left. The first seat whose total reaches the target wins at once,
// even in the middle of a hand.

// countMech is the play of one card to a running count.
type countMech struct {
	*Count
	played, starter, crib, hand mech.Pile
	hasCrib                     bool
	value                       mech.Numbers // what each kind adds to the count
	rank, suit                  []int        // by kind
	jack                        int          // the jack's rank index, or -1
	card                        int          // the slot of the card played
	slots                       int          // the number of parts of its form
	codes                       []string
	stock                       mech.Stock // the starter is turned up from it
}

// NewCount makes the play of verb v to a running count, from its
// declaration, game.count.
func NewCount(s mech.Setup, v int) (mech.Mechanic, error) {
	c, _ := s.Decl(doesCount).(*Count)
	if c == nil {
		return nil, fmt.Errorf("it plays to a running count: declare the count")
	}
	m := &countMech{Count: c, hand: s.Hand(), jack: -1, codes: slices.Concat(c.Rule.Codes, c.PlayRule.Codes), stock: s.Stock()}
	if err := m.resolvePiles(s); err != nil {
		return nil, err
	}
	if c.Cap <= 0 || c.Target <= 0 && c.TargetFn == 0 {
		return nil, fmt.Errorf("count: the cap and the target must be above 0")
	}
	if err := m.resolveCards(s.Deck()); err != nil {
		return nil, err
	}
	form := s.Form(v)
	m.slots = len(form.Slots)
	if m.card = form.Slot("card"); m.card < 0 || form.Slots[m.card].Type != notation.Card {
		return nil, fmt.Errorf("it plays one card to a count: its form needs <card>")
	}
	return m, nil
}

// resolvePiles finds the piles the count names: the played cards', the
// starter's and the crib's.
func (c *countMech) resolvePiles(s mech.Setup) error {
	var ok bool
	if c.played, ok = s.Pile(c.Played); !ok || !c.played.PerSeat {
		return fmt.Errorf("count played: %q is not a pile declared per seat", c.Played)
	}
	if c.starter, ok = s.Pile(c.Starter); !ok || c.starter.PerSeat {
		return errUnknownPile("count starter", c.Starter)
	}
	if c.Count.Crib != "" {
		if c.crib, ok = s.Pile(c.Count.Crib); !ok {
			return errUnknownPile("count crib", c.Count.Crib)
		}
		c.hasCrib = true
	}
	return nil
}

// errUnknownPile refuses a pile the count names that the game lacks.
func errUnknownPile(what, name string) error {
	if name == "" {
		return fmt.Errorf("%s: name the pile it uses", what)
	}
	return fmt.Errorf("%s: there is no pile %q: declare it in game.piles", what, name)
}

// resolveCards reads each kind's value, rank and suit, and the jack.
func (c *countMech) resolveCards(d *core.Deck) error {
	for code := range c.Values {
		if _, ok := d.RankIndex(code); !ok {
			return fmt.Errorf("count values: %q is not a rank of the deck", code)
		}
	}
	if c.Jack != "" {
		i, ok := d.RankIndex(c.Jack)
		if !ok {
			return fmt.Errorf("count jack: %q is not a rank of the deck", c.Jack)
		}
		c.jack = i
	}
	n := d.Kinds()
	value, fns := make([]int, n), []mech.Func(nil)
	if len(c.ValuesFn) > 0 {
		fns = make([]mech.Func, n)
	}
	c.rank, c.suit = make([]int, n), make([]int, n)
	for k := range n {
		card := d.Kind(k)
		if card.RankIndex < 0 {
			return fmt.Errorf("count: card %s has no rank", card.Code)
		}
		c.rank[k], c.suit[k] = card.RankIndex, card.SuitIndex
		value[k] = card.RankIndex + 1
		if v, ok := c.Values[card.Rank]; ok {
			value[k] = v
		}
		if fns != nil {
			fns[k] = c.ValuesFn[card.Rank]
		}
	}
	c.value = mech.NewNumbers(value, fns)
	return nil
}

// part is the count under way, or nil before the hand's play starts.
func (c *countMech) part(st *core.State) *countPart {
	p, _ := st.Part(doesCount).(*countPart)
	return p
}

// fits reports whether seat holds a card that fits under the cap.
func (c *countMech) fits(st *core.State, seat, total int) bool {
	d := st.Deck()
	for _, card := range st.Pile(c.hand.Of(seat)).Cards {
		if total+c.value.At(st, d.KindOf(card)) <= c.Cap {
			return true
		}
	}
	return false
}

// Offers implements mech.Offerer.
func (c *countMech) Offers(t mech.Table, v, seat int) bool {
	st := t.State()
	p := c.part(st)
	return p != nil && st.Turn().Current == seat && c.fits(st, seat, p.Total)
}

// List implements mech.Mechanic: the seat to act may play each kind of
// card it holds that keeps the count within the cap.
func (c *countMech) List(t mech.Table, v, seat int, current bool) {
	st := t.State()
	p := c.part(st)
	if !current || p == nil {
		return
	}
	d := st.Deck()
	slab := t.Slab()
	lo := len(*slab)
	for _, card := range st.Pile(c.hand.Of(seat)).Cards {
		k := d.KindOf(card)
		if p.Total+c.value.At(st, k) > c.Cap || containsInt((*slab)[lo:], k) {
			continue
		}
		*slab = append(*slab, k)
		t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: -1})
	}
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Move implements mech.MoveMaker: the play of the card of a candidate.
func (c *countMech) Move(t mech.Table, cd *mech.Cand) *notation.Move {
	m, refs := t.NewMove(cd.Verb, c.slots, 1)
	refs[0] = notation.Plain((*t.Slab())[cd.Lo])
	m.Args[c.card] = notation.Value{Set: true, Cards: refs}
	return m
}

// Check implements mech.Mechanic: a card held, a count under way, the
// cap.
func (c *countMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	k := m.Args[c.card].Cards[0].Kind
	st := t.State()
	if missing := mech.Missing(st, c.hand.Of(seat), []int{k}); missing != "" {
		return mech.RefuseUnder(&c.Rule, nil, "you do not hold "+missing)
	}
	p := c.part(st)
	if p == nil {
		return mech.RefuseUnder(&c.Rule, nil, "no count is under way")
	}
	if p.Total+c.value.At(st, k) > c.Cap {
		return mech.RefuseUnder(&c.Rule, &c.CapWhy, mech.FillArg(c.CapWhy.Or(countCapWhy), strconv.Itoa(c.Cap)))
	}
	return mech.Legal
}

// Cite implements mech.Citer: every play to the count is made under its rule
// and the rule of the scores in play.
func (c *countMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(c.codes)
}

// The answers of mech the countMech gives.
var (
	_ mech.MoveMaker   = (*countMech)(nil)
	_ mech.DealWatcher = (*countMech)(nil)
	_ mech.Citer       = (*countMech)(nil)
	_ mech.Offerer     = (*countMech)(nil)
	_ mech.Stander     = (*countMech)(nil)
	_ mech.Shower      = (*countMech)(nil)
)
