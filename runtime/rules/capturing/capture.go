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
	values      mech.Numbers // what each rank counts in a sum, by rank index
	declared    []int        // values as declared (read in place when no function gives one)
	ways        []way        // the ways to capture, in order of preference
	card, take  int          // the slots of the card played and of the cards taken (-1: none)
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
	if m.values, err = rankValues(d, "capturing values", m.decl.Values, m.decl.ValuesFn, true); err != nil {
		return mech.InDecl("capturing.values", err)
	}
	m.declared = m.values.Declared()
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
// counts its place in the deck's order from 1 when byPlace, else 0; a
// rank named in fns counts its function's answer for the round.
func rankValues(d *core.Deck, field string, named map[string]int, fns map[string]mech.Func, byPlace bool) (mech.Numbers, error) {
	out := make([]int, len(d.Ranks()))
	for r := range out {
		if byPlace {
			out[r] = r + 1
		}
	}
	var byRank []mech.Func // by rank index, when some entry is a function
	if len(fns) > 0 {
		byRank = make([]mech.Func, len(out))
	}
	for code, n := range named {
		r, ok := d.RankIndex(code)
		if !ok {
			return mech.Numbers{}, fmt.Errorf("%s: the deck has no rank %q", field, code)
		}
		out[r] = n
		if byRank != nil {
			byRank[r] = fns[code]
		}
	}
	return mech.NewNumbers(out, byRank), nil
}

// valueOf is what card c (of deck d) counts in a sum, by the values of
// each rank.
func valueOf(d *core.Deck, values []int, c core.CardID) int {
	if r := d.Card(c).RankIndex; r >= 0 {
		return values[r]
	}
	return 0
}

// The answers a capture gives the turn core.
var (
	_ mech.MoveMaker  = (*captureMech)(nil)
	_ mech.Citer      = (*captureMech)(nil)
	_ mech.Counter    = (*captureMech)(nil)
	_ mech.Stander    = (*captureMech)(nil)
	_ mech.RoundEnder = (*captureMech)(nil)
)
