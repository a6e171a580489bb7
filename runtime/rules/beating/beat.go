package beating

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// beatMech is one verb of the bout, in one of its four roles.
type beatMech struct {
	game                 *Beating
	role                 int
	card                 int // the slot of the card played, or -1
	hand, table, discard mech.Pile
	trumps               mech.Pile
	stock                core.PileID
	hasStock             bool
}

// NewBeat makes the verb v of the bout (mech.Make).
func NewBeat(s mech.Setup, v int) (mech.Mechanic, error) {
	g, _ := s.Decl(doesBeat).(*Beating)
	if g == nil {
		return nil, fmt.Errorf("it is a verb of the bout: declare game.beating")
	}
	form := s.Form(v)
	m := &beatMech{game: g, role: -1, card: cardSlot(form), hand: s.Hand()}
	for role, verb := range []string{g.Attack, g.Defend, g.PickUp, g.Pass} {
		if verb == form.Verb {
			m.role = role
		}
	}
	if m.role < 0 {
		return nil, mech.InDecl("verbs."+form.Verb, fmt.Errorf("it is a verb of the bout: game.beating names no role for %q (attack, defend, pick_up, pass)", form.Verb))
	}
	if plays := m.role <= roleDefend; plays != (m.card >= 0) || len(form.Slots) > 1 {
		return nil, mech.InDecl("verbs."+form.Verb, fmt.Errorf("its form must be %q", map[bool]string{true: form.Verb + " <card>", false: form.Verb}[plays]))
	}
	if g.Hand < 1 && g.HandFn == 0 || g.Attacks < 0 {
		return nil, mech.InDecl("beating", fmt.Errorf("game.beating: hand must be 1 or more and attacks 0 or more"))
	}
	if err := m.resolve(s); err != nil {
		return nil, mech.InDecl("beating", err) // a misdeclaration at game.beating's line
	}
	return m, nil
}

// cardSlot is the slot of a form that holds a card, or -1.
func cardSlot(f *notation.Form) int {
	for i, s := range f.Slots {
		if s.Type == notation.Card {
			return i
		}
	}
	return -1
}

// resolve reads the piles the declaration names.
func (m *beatMech) resolve(s mech.Setup) error {
	for _, p := range []struct {
		field, name string
		to          *mech.Pile
	}{{"table", m.game.Table, &m.table}, {"discard", m.game.Discard, &m.discard}, {"trumps", m.game.Trumps, &m.trumps}} {
		pile, ok := s.Pile(p.name)
		if !ok || pile.PerSeat {
			return fmt.Errorf("game.beating.%s: %q is not a shared pile declared", p.field, p.name)
		}
		*p.to = pile
	}
	if up, ok := s.TurnUp(); !ok || up.ID != m.trumps.ID {
		return fmt.Errorf("game.beating.trumps: the deal turns up no card to %q: declare game.deal.turn_up = %q", m.game.Trumps, m.game.Trumps)
	}
	if stock := s.Stock(); stock != nil {
		m.stock, m.hasStock = stock.DrawPile().ID, true
	}
	return nil
}

// List implements mech.Mechanic: the cards seat may attack, throw in or
// beat with, or the pick up or the pass when it may make them.
func (m *beatMech) List(t mech.Table, v, seat int, current bool) {
	st := t.State()
	if !current || st.Result().Over {
		return
	}
	b := BoutOf.Of(st)
	if m.role == rolePickUp || m.role == rolePass {
		if m.phaseWhy(st, &b, seat) == "" {
			t.Offer(v)
		}
		return
	}
	if m.phaseWhy(st, &b, seat) != "" {
		return
	}
	slab, d, from := t.Slab(), st.Deck(), len(*t.Cands())
	for _, c := range st.Pile(m.hand.Of(seat)).Cards {
		if key, _ := m.fits(t, st, &b, c); key == "" { // a function that fails lists the card: its check says so
			*slab = append(*slab, d.KindOf(c))
			t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: -1})
		}
	}
	if t.Ordered() { // a player reads them lowest first
		listed := (*t.Cands())[from:]
		slices.SortFunc(listed, func(a, b mech.Cand) int { return lowerFirst(d, (*slab)[a.Lo], (*slab)[b.Lo]) })
	}
}

// lowerFirst orders two kinds of card by rank, then by suit.
func lowerFirst(d *core.Deck, a, b int) int {
	ka, kb := d.Kind(a), d.Kind(b)
	if ka.RankIndex != kb.RankIndex {
		return ka.RankIndex - kb.RankIndex
	}
	return ka.SuitIndex - kb.SuitIndex
}

// Move implements mech.MoveMaker: the move of a candidate, its card in
// the slab.
func (m *beatMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	if m.card < 0 {
		mv, _ := t.NewMove(c.Verb, 0, 0)
		return mv
	}
	return t.CardsMove(c.Verb, m.card, (*t.Slab())[c.Lo:c.Hi])
}

// Check implements mech.Mechanic.
func (m *beatMech) Check(t mech.Table, seat int, mv *notation.Move) mech.Refusal {
	st := t.State()
	b := BoutOf.Of(st)
	if key := m.phaseWhy(st, &b, seat); key != "" {
		return m.why(st, &b, key, -1)
	}
	if m.card < 0 {
		return mech.Legal
	}
	cards := mv.Args[m.card].Cards
	if len(cards) != 1 {
		return m.why(st, &b, "held", -1)
	}
	c, ok := m.held(st, seat, cards[0].Kind)
	if !ok {
		return mech.RefuseUnder(&m.game.Rule, m.game.Why.Of("held"), mech.FillArg(m.game.Why.Words("held", heldWhy), st.Deck().Kind(cards[0].Kind).Code))
	}
	key, err := m.fits(t, st, &b, c)
	if err != nil {
		return mech.RefuseUnder(&m.game.Rule, m.game.Why.Of("beat"), fmt.Sprintf("what beats what failed: %v", err))
	}
	if key != "" {
		return m.why(st, &b, key, c)
	}
	return mech.Legal
}

// held is the card of kind k in seat's hand.
func (m *beatMech) held(st *core.State, seat, k int) (core.CardID, bool) {
	for _, c := range st.Pile(m.hand.Of(seat)).Cards {
		if st.Deck().KindOf(c) == k {
			return c, true
		}
	}
	return 0, false
}

// phaseWhy is what is wrong with a move of the role now (a key of the
// refusals), or "": an attack is made while no card attacks unbeaten, a
// defence and a pick up while one does, a pass while the bout has begun.
func (m *beatMech) phaseWhy(st *core.State, b *Bout, seat int) string {
	n := st.Pile(m.table.ID).Len()
	switch {
	case (m.role == roleAttack || m.role == rolePass) && n%2 == 1:
		return "wait"
	case m.role == roleAttack && n > 0 && b.Attacks >= b.Limit:
		return "limit"
	case (m.role == roleDefend || m.role == rolePickUp) && n%2 == 0:
		return "nothing"
	case m.role == rolePass && n == 0:
		return "open"
	}
	return ""
}

// fits is what is wrong with card c attacking or beating now, or "";
// an error is the script's function of what beats what failing.
func (m *beatMech) fits(t mech.Table, st *core.State, b *Bout, c core.CardID) (string, error) {
	table := st.Pile(m.table.ID).Cards
	switch {
	case m.role == roleDefend && m.game.Beats != 0:
		ok, err := t.Beats(m.game.Beats, st, m.trump(st, b), c, table[len(table)-1])
		if ok || err != nil {
			return "", err
		}
		return "beat", nil
	case m.role == roleDefend && !beats(st.Deck(), m.trump(st, b), c, table[len(table)-1]):
		return "beat", nil
	case m.role == roleAttack && len(table) > 0 && !onTable(st.Deck(), table, c):
		return "rank", nil
	}
	return "", nil
}

// beats reports whether card c beats card on, trumps being suit trump: a
// higher card of its suit, or a trump on a card that is none.
func beats(d *core.Deck, trump int, c, on core.CardID) bool {
	a, o := d.Card(c), d.Card(on)
	if a.SuitIndex == o.SuitIndex {
		return a.RankIndex > o.RankIndex
	}
	return a.SuitIndex == trump
}

// onTable reports whether a card of c's rank is on the table.
func onTable(d *core.Deck, table []core.CardID, c core.CardID) bool {
	r := d.Card(c).RankIndex
	for _, t := range table {
		if d.Card(t).RankIndex == r {
			return true
		}
	}
	return false
}

// why is the refusal of key, in the declared words or the engine's, its
// %s filled with what the key names (card c where it names a card).
func (m *beatMech) why(st *core.State, b *Bout, key string, c core.CardID) mech.Refusal {
	arg, table := "", st.Pile(m.table.ID).Cards
	switch key {
	case "beat", "wait":
		arg = st.Deck().Card(table[len(table)-1]).Code
	case "rank":
		arg = st.Deck().Card(c).Code
	case "limit":
		arg = fmt.Sprint(b.Limit)
	}
	msg := m.game.Why.Of(key)
	return mech.RefuseUnder(&m.game.Rule, msg, mech.FillArg(msg.Or(whyWords[key]), arg))
}

// whyWords are the engine's refusals, by key.
var whyWords = map[string]string{"held": heldWhy, "beat": beatWhy, "rank": rankWhy, "limit": limitWhy,
	"wait": waitWhy, "nothing": nothingWhy, "open": openWhy}

// Cite implements mech.Citer: a move of the bout is made under its rule.
func (m *beatMech) Cite(t mech.Table, seat int, mv *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(m.game.Rule.Codes)
}

// The answers a verb of the bout gives the turn core.
var (
	_ mech.Citer       = (*beatMech)(nil)
	_ mech.MoveMaker   = (*beatMech)(nil)
	_ mech.DealWatcher = (*beatMech)(nil)
)
