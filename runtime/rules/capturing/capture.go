package capturing

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// captureMech is a verb that plays a card from the hand to the table,
// capturing what it may there.
type captureMech struct {
	decl        *Capturing
	table, won  mech.Pile
	hand        mech.Pile
	stock       mech.Stock // nil when the game declares none
	grammar     *notation.Grammar
	values      []int // what each rank counts in a sum, by rank index
	ways        []way // the ways to capture, in order of preference
	card, take  int   // the slots of the card played and of the cards taken (-1: none)
	slots       int
	awards      []award
	counts      []mech.Count // the sweep, then each award (mech.Counter)
	verb        int
	sweepPoints int
}

// NewCapture makes the capture of verb v (mech.Make).
func NewCapture(s mech.Setup, v int) (mech.Mechanic, error) {
	c, _ := s.Decl(doesCapture).(*Capturing)
	if c == nil {
		return nil, fmt.Errorf("it captures from the table: declare the capturing")
	}
	form := s.Form(v)
	m := &captureMech{decl: c, hand: s.Hand(), stock: s.Stock(), grammar: s.Grammar(), verb: v,
		card: form.Slot("card"), take: takeSlot(form), slots: len(form.Slots)}
	if m.card < 0 || form.Slots[m.card].Type != notation.Card {
		return nil, mech.InDecl("verbs."+form.Verb, fmt.Errorf("it plays a card from the hand: its form needs <card>"))
	}
	if err := m.resolve(s); err != nil {
		return nil, err
	}
	if len(m.ways) > 0 && m.take < 0 {
		return nil, mech.InDecl("verbs."+form.Verb, fmt.Errorf("it captures cards: its form needs a part <cards> for the cards taken, such as \"play <card> [take <cards>]\""))
	}
	return m, nil
}

// takeSlot is the slot of a form that holds the cards taken, or -1.
func takeSlot(f *notation.Form) int {
	for i, s := range f.Slots {
		if s.Type == notation.Cards {
			return i
		}
	}
	return -1
}

// resolve reads the piles, the values and the ways the declaration names.
func (m *captureMech) resolve(s mech.Setup) error {
	var ok bool
	if m.table, ok = s.Pile(m.decl.Pile); !ok || m.table.PerSeat {
		return mech.InDecl("capturing.pile", fmt.Errorf("capturing pile: %q is not a shared pile declared", m.decl.Pile))
	}
	if m.won, ok = s.Pile(m.decl.Won); !ok || !m.won.PerSeat {
		return mech.InDecl("capturing.won", fmt.Errorf("capturing won: %q is not a pile declared per seat", m.decl.Won))
	}
	d := s.Deck()
	var err error
	if m.values, err = rankValues(d, "capturing values", m.decl.Values, true); err != nil {
		return mech.InDecl("capturing.values", err)
	}
	if m.ways, err = waysOf(m.decl.By); err != nil {
		return mech.InDecl("capturing.by", err)
	}
	if m.awards, err = compileAwards(d, m.decl.Awards); err != nil {
		return mech.InDecl("capturing.awards", err)
	}
	if sw := m.decl.Sweep; sw != nil {
		m.sweepPoints = max(sw.Points, 1)
		m.counts = append(m.counts, mech.Count{Name: "sweep", Codes: sw.Rule.Codes})
	}
	for i, a := range m.decl.Awards {
		m.counts = append(m.counts, mech.Count{Name: fmt.Sprintf("award %d", i+1), Codes: a.Rule.Codes})
	}
	return nil
}

// rankValues reads what each rank counts, by rank code: a rank not named
// counts its place in the deck's order from 1 when byPlace, else 0.
func rankValues(d *core.Deck, field string, named map[string]int, byPlace bool) ([]int, error) {
	out := make([]int, len(d.Ranks()))
	for r := range out {
		if byPlace {
			out[r] = r + 1
		}
	}
	for code, n := range named {
		r, ok := d.RankIndex(code)
		if !ok {
			return nil, fmt.Errorf("%s: the deck has no rank %q", field, code)
		}
		out[r] = n
	}
	return out, nil
}

// valueOf is what card c counts in a sum.
func (m *captureMech) valueOf(d *core.Deck, c core.CardID) int {
	if r := d.Card(c).RankIndex; r >= 0 {
		return m.values[r]
	}
	return 0
}

// List implements mech.Mechanic: every card of the hand with every
// capture it may make, each once, or laid on the table when it may be.
func (m *captureMech) List(t mech.Table, v, seat int, current bool) {
	if !current {
		return
	}
	st := t.State()
	d := st.Deck()
	r := roomOf(t, v)
	hand := st.Pile(m.hand.Of(seat)).Cards
	table := st.Pile(m.table.ID).Cards
	slab := t.Slab()
	for i, c := range hand {
		k := d.KindOf(c)
		if heldBefore(d, hand[:i], k) {
			continue
		}
		r.masks, _ = m.captures(d, k, table, r, r.masks[:0])
		for _, mask := range r.masks {
			lo := len(*slab)
			*slab = append(*slab, k)
			for j := range table {
				if mask&(1<<j) != 0 {
					*slab = append(*slab, d.KindOf(table[j]))
				}
			}
			t.Add(mech.Cand{Verb: v, Lo: lo, Hi: len(*slab), Suit: -1, Seat: -1})
		}
		if len(r.masks) == 0 || m.decl.MayLay {
			*slab = append(*slab, k)
			t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: -1})
		}
	}
}

// heldBefore reports whether cards hold a card of kind k.
func heldBefore(d *core.Deck, cards []core.CardID, k int) bool {
	for _, c := range cards {
		if d.KindOf(c) == k {
			return true
		}
	}
	return false
}

// Move implements mech.MoveMaker: the card played, then the cards taken,
// in the slab.
func (m *captureMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	kinds := (*t.Slab())[c.Lo:c.Hi]
	mv, refs := t.NewMove(c.Verb, m.slots, len(kinds))
	for i, k := range kinds {
		refs[i] = notation.Plain(k)
	}
	mv.Args[m.card] = notation.Value{Set: true, Cards: refs[:1]}
	if len(kinds) > 1 {
		mv.Args[m.take] = notation.Value{Set: true, Cards: refs[1:]}
	}
	m.grammar.Canonical(mv, t.State().Deck())
	return mv
}

// Check implements mech.Mechanic.
func (m *captureMech) Check(t mech.Table, seat int, mv *notation.Move) mech.Refusal {
	_, _, why := m.read(t.State(), seat, mv, roomOf(t, m.verb))
	return why
}

// read finds the place in the hand of the card a move plays and the table
// cards it takes (a mask of their places), or why it is refused.
func (m *captureMech) read(st *core.State, seat int, mv *notation.Move, r *room) (at int, mask uint64, why mech.Refusal) {
	d := st.Deck()
	k := mv.Args[m.card].Cards[0].Kind
	hand := st.Pile(m.hand.Of(seat)).Cards
	at = -1
	for i, c := range hand {
		if d.KindOf(c) == k {
			at = i
			break
		}
	}
	code := d.Kind(k).Code
	if at < 0 {
		return 0, 0, m.why("hand", handWhy, code)
	}
	table := st.Pile(m.table.ID).Cards
	masks, w := m.captures(d, k, table, r, r.found[:0])
	r.found = masks
	if m.take < 0 || !mv.Args[m.take].Set {
		if len(masks) > 0 && !m.decl.MayLay {
			return 0, 0, m.why("must", mustWhy, code)
		}
		return at, 0, mech.Legal
	}
	mask, missing := named(d, table, mv.Args[m.take].Cards)
	if missing >= 0 {
		return 0, 0, m.why("table", tableWhy, d.Kind(missing).Code)
	}
	for _, c := range masks {
		if c == mask {
			return at, mask, mech.Legal
		}
	}
	if w == byRank {
		return 0, 0, m.why("rank", rankWhy, code)
	}
	return 0, 0, m.why("sum", sumWhy, code)
}

// named is the mask of the table's places that the cards named take, the
// first of each kind not taken already, or the kind of the first card
// named that the table does not hold (else -1).
func named(d *core.Deck, table []core.CardID, refs []notation.CardRef) (uint64, int) {
	var mask uint64
	for _, r := range refs {
		found := false
		for j, c := range table {
			if j < maxTable && mask&(1<<j) == 0 && d.KindOf(c) == r.Kind {
				mask |= 1 << j
				found = true
				break
			}
		}
		if !found {
			return 0, r.Kind
		}
	}
	return mask, -1
}

// why is a refusal in the declared words of key or the engine's, with the
// rule.
func (m *captureMech) why(key, def, arg string) mech.Refusal {
	msg := m.decl.Why.Of(key)
	return mech.RefuseUnder(&m.decl.Rule, msg, mech.FillArg(msg.Or(def), arg))
}

// Cite implements mech.Citer: a play is made under the capture's rule,
// and a capture under the rule of its way besides.
func (m *captureMech) Cite(t mech.Table, seat int, mv *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(m.decl.Rule.Codes)
	if m.take < 0 || !mv.Args[m.take].Set {
		return
	}
	st, r := t.State(), roomOf(t, m.verb)
	found, w := m.captures(st.Deck(), mv.Args[m.card].Cards[0].Kind, st.Pile(m.table.ID).Cards, r, r.found[:0])
	r.found = found
	if w == byRank {
		tally.ApplyCodes(m.decl.RankRule.Codes)
	} else {
		tally.ApplyCodes(m.decl.SumRule.Codes)
	}
}

// Counts implements mech.Counter: the sweep, then each award.
func (m *captureMech) Counts() []mech.Count { return m.counts }

// The answers a capture gives the turn core.
var (
	_ mech.MoveMaker  = (*captureMech)(nil)
	_ mech.Citer      = (*captureMech)(nil)
	_ mech.Counter    = (*captureMech)(nil)
	_ mech.Stander    = (*captureMech)(nil)
	_ mech.RoundEnder = (*captureMech)(nil)
)
